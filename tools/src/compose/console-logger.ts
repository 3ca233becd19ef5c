import type { Logger } from '@parasol/core';

/** One JSON line per event on stderr; callers never pass secrets in fields. */
export const consoleLogger: Logger = {
  info: (message, fields) => process.stderr.write(`${JSON.stringify({ level: 'info', message, ...fields })}\n`),
  error: (message, fields) => process.stderr.write(`${JSON.stringify({ level: 'error', message, ...fields })}\n`),
};
