import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { Logger } from '@parasol/core';

/**
 * Field names pino censors whatever a caller passes: a second lock behind the rule that callers
 * never log a secret, a signature, a token or a body. Top-level names only: a wildcard path
 * (`*.secret`) is checked on every line and doubled the cost of an access-log line when measured,
 * and no caller nests these names.
 */
export const REDACTED_PATHS: readonly string[] = ['secret', 'signature', 'token', 'adminToken', 'authorization', 'password', 'masterKey', 'body', 'rawBody'];

/** Bytes of lines pino's destination buffers before it writes them in one write(2). */
const BUFFER_BYTES = 4096;
/** The longest a line waits in a quiet process (a person tailing the log sees it within this). */
const FLUSH_EVERY_MS = 1000;

export interface PinoLoggerOptions {
  /** Where lines go, each written as logged; the process's stderr, buffered (processDestination), when absent. */
  readonly destination?: DestinationStream;
  /** Lowest level written; `info` when absent (PARASOL_LOG_LEVEL for `parasol serve`). */
  readonly level?: 'info' | 'warn' | 'error' | 'silent';
}

/** pino's options for createPinoLogger's lines; `timestamp` apart, so that a test may fix it. */
export const pinoOptions = (level: PinoLoggerOptions['level'] = 'info'): LoggerOptions => ({
  level,
  messageKey: 'message',
  base: undefined,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
});

/** One per process, shared by every logger on stderr: their lines keep their order. */
let stderrDestination: ReturnType<typeof pino.destination> | undefined;

/** Writes what the destination holds, synchronously; a stderr nobody reads any more (EPIPE) is let go. */
const flushHeld = (destination: ReturnType<typeof pino.destination>): void => {
  try {
    destination.flushSync();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPIPE') throw e;
  }
};

/**
 * The process's stderr as pino's own buffered destination (sonic-boom): lines gather up to 4 KB and
 * are written together, one write(2) for dozens of access-log lines instead of one each, and at
 * least once a second in a quiet process. Writes are synchronous (`sync: true`), as pino's default
 * destination's are: with `sync: false` a write still in flight when the process exits lands
 * after the final synchronous flush, and the last lines came out of order (tested). On exit
 * (process.exit, the natural end, an uncaught exception) what is held is written; `parasol serve`
 * turns SIGTERM and SIGINT into an orderly exit, so those lose nothing either. Only a process
 * killed outright (SIGKILL, OOM) loses what it held: at most 4 KB or a second of info lines.
 */
export const processDestination = (): DestinationStream => {
  if (stderrDestination === undefined) {
    const destination = pino.destination({ dest: 2, minLength: BUFFER_BYTES, sync: true, periodicFlush: FLUSH_EVERY_MS });
    process.once('exit', () => flushHeld(destination));
    stderrDestination = destination;
  }
  return stderrDestination;
};

/**
 * Writes every held line now: for the bench's servers taking turns (interleaved-sides.ts), so that
 * each turn pays for its own lines.
 */
export const flushStderrLogs = (): void => {
  if (stderrDestination !== undefined) flushHeld(stderrDestination);
};

/**
 * The Logger port on pino: one JSON line per event,
 * `{"level":"info","time":"2026-…Z",…fields,"message":"…"}`. No pid or hostname (an orchestrator
 * adds where a line came from), the level as its name, ISO time. The fields object is handed over
 * as is (no copy): the access log calls this once per request. A warn or error line has the
 * destination write what it holds at once (pino's `flush`; synchronous on this destination): it
 * may be the last line before trouble, and an operator looks for it now.
 */
export function createPinoLogger(options: PinoLoggerOptions = {}): Logger {
  const log = pino({ ...pinoOptions(options.level), timestamp: pino.stdTimeFunctions.isoTime }, options.destination ?? processDestination());
  return {
    info: (message, fields) => (fields === undefined ? log.info(message) : log.info(fields, message)),
    warn: (message, fields) => {
      if (fields === undefined) log.warn(message);
      else log.warn(fields, message);
      log.flush();
    },
    error: (message, fields) => {
      if (fields === undefined) log.error(message);
      else log.error(fields, message);
      log.flush();
    },
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
