import type { Logger } from '@parasol/core';

const line = (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> | undefined) =>
  process.stderr.write(`${JSON.stringify({ level, message, ...fields })}\n`);

/** One JSON line per event on stderr; callers never pass secrets in fields. */
export const consoleLogger: Logger = {
  info: (message, fields) => line('info', message, fields),
  warn: (message, fields) => line('warn', message, fields),
  error: (message, fields) => line('error', message, fields),
};
