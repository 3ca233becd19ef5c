import { pino, stdTimeFunctions, type DestinationStream, type Logger as Pino } from 'pino';
import type { Logger } from '@parasol/core';

/**
 * Field names pino censors whatever a caller passes: a second lock behind the rule that callers
 * never log a secret, a signature, a token or a body. Top-level names only: a wildcard path
 * (`*.secret`) is checked on every line and doubled the cost of an access-log line when measured,
 * and no caller nests these names.
 */
export const REDACTED_PATHS: readonly string[] = ['secret', 'signature', 'token', 'adminToken', 'authorization', 'password', 'masterKey', 'body', 'rawBody'];

export interface PinoLoggerOptions {
  /** Where lines go; stderr (file descriptor 2), written synchronously, when absent. */
  readonly destination?: DestinationStream;
  /** Lowest level written; `info` when absent (PARASOL_LOG_LEVEL for `parasol serve`). */
  readonly level?: 'info' | 'warn' | 'error' | 'silent';
}

/**
 * The Logger port on pino: one JSON line per event,
 * `{"level":"info","time":"2026-…Z","message":"…",…fields}`. No pid or hostname (an orchestrator
 * adds where a line came from), the level as its name, ISO time. The fields object is handed to
 * pino as is (no copy): the access log calls this once per request.
 *
 * Synchronous writes to stderr, as process.stderr is on a pipe: a line logged just before
 * process.exit (a fatal error, the end of a graceful stop) is never lost in a buffer.
 */
export function createPinoLogger(options: PinoLoggerOptions = {}): Logger {
  const log: Pino = pino(
    {
      level: options.level ?? 'info',
      messageKey: 'message',
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    },
    options.destination ?? pino.destination({ dest: 2, sync: true }),
  );
  return {
    info: (message, fields) => (fields === undefined ? log.info(message) : log.info(fields, message)),
    warn: (message, fields) => (fields === undefined ? log.warn(message) : log.warn(fields, message)),
    error: (message, fields) => (fields === undefined ? log.error(message) : log.error(fields, message)),
  };
}

const LEVELS = ['info', 'warn', 'error', 'silent'] as const;

/** PARASOL_LOG_LEVEL read: one of LEVELS, else the default (info). */
export const logLevelFrom = (env: NodeJS.ProcessEnv): PinoLoggerOptions['level'] => {
  const wanted = env['PARASOL_LOG_LEVEL'];
  return (LEVELS as readonly string[]).includes(wanted ?? '') ? (wanted as PinoLoggerOptions['level']) : 'info';
};

/** The process's logger (`parasol serve`, the bench server): stderr, level from PARASOL_LOG_LEVEL. */
export const processLogger: Logger = createPinoLogger({ level: logLevelFrom(process.env) });
