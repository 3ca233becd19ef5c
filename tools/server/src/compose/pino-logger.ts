import { pino, symbols, type DestinationStream, type Logger as Pino, type LoggerOptions } from 'pino';
import type { Logger } from '@parasol/core';
import { isoTime } from '@parasol/core/internal';
import { BatchedStderr } from './batched-stderr.js';
import { infoEventFields, infoEventMessage, infoEventTime, plainInfoLines, plainInfoLinesAt, type InfoEvents } from './plain-info-line.js';

/**
 * Field names pino censors whatever a caller passes: a second lock behind the rule that callers
 * never log a secret, a signature, a token or a body. Top-level names only: a wildcard path
 * (`*.secret`) is checked on every line and doubled the cost of an access-log line when measured,
 * and no caller nests these names.
 */
export const REDACTED_PATHS: readonly string[] = ['secret', 'signature', 'token', 'adminToken', 'authorization', 'password', 'masterKey', 'body', 'rawBody'];
const plainInfoLineAt = plainInfoLinesAt(new Set(REDACTED_PATHS));
// The same formatter (and its remembered keys) for lines written at once.
const plainInfoLine = plainInfoLines(plainInfoLineAt);

export interface PinoLoggerOptions {
  /** Where lines go, each written as logged; stderr, in batches (batched-stderr.ts), when absent. */
  readonly destination?: DestinationStream;
  /** Lowest level written; `info` when absent (PARASOL_LOG_LEVEL for `parasol serve`). */
  readonly level?: 'info' | 'warn' | 'error' | 'silent';
}

/** One per process, shared by every logger on stderr: their lines keep their order. */
let batchedStderr: BatchedStderr | undefined;

/**
 * Formats and writes at once every line the stderr loggers hold. For the bench's servers taking
 * turns (interleaved-sides.ts): each turn then pays for its own lines, none left to the next.
 */
export const flushStderrLogs = (): void => batchedStderr?.flush();

/**
 * pino's isoTime field of now (`,"time":"2026-…Z"`), made once per millisecond with core's isoTime
 * (the date part cached per day, the time of day by hand): `toISOString()` once per millisecond
 * still cost 5.5 µs a line at 4,000 lines a second (profiled in a loaded server).
 */
const isoTimeNow = (() => {
  let formattedAt = Number.NaN;
  let time = '';
  return (): string => {
    const now = Date.now();
    if (now !== formattedAt) {
      formattedAt = now;
      time = `,"time":"${isoTime(now)}"`;
    }
    return time;
  };
})();

/** pino's options for createPinoLogger's lines; `timestamp` apart, so that a test may fix it. */
export const pinoOptions = (level: PinoLoggerOptions['level'] = 'info'): LoggerOptions => ({
  level,
  messageKey: 'message',
  base: undefined,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
});

/**
 * The line of an info event BatchedStderr kept unformatted: the plain line when it is plain, else
 * pino's own, at the time the event was logged (a value pino escapes, a censored field). The pino
 * instance for the second is made on first use: most processes never need it.
 */
export const takenInfoLine = (() => {
  let time = '';
  let written = '';
  let writer: Pino | undefined;
  const pinoLineAt = (events: Readonly<InfoEvents>, at: number): string => {
    writer ??= pino({ ...pinoOptions('info'), timestamp: () => time }, { write: (line: string) => void (written = line) });
    time = infoEventTime(events, at);
    written = '';
    writer.info(infoEventFields(events, at), infoEventMessage(events, at));
    return written;
  };
  return (events: Readonly<InfoEvents>, at: number): string => plainInfoLineAt(events, at) ?? pinoLineAt(events, at);
})();

/**
 * The Logger port on pino: one JSON line per event,
 * `{"level":"info","time":"2026-…Z",…fields,"message":"…"}`. No pid or hostname (an orchestrator
 * adds where a line came from), the level as its name, ISO time. The fields object is handed over
 * as is (no copy): the access log calls this once per request.
 *
 * A plain info event (the access log's always is) is written by plainInfoLine, byte for byte what
 * pino writes, for about a third less; anything else by pino. On stderr by default, in batches of at
 * most 10 ms (BatchedStderr: nothing lost on exit; warn and error lines written at once), where an
 * info event whose values are strings, numbers, booleans or null is handed over unformatted, its
 * fields taken as they are at the call, and formatted with its batch.
 */
export function createPinoLogger(options: PinoLoggerOptions = {}): Logger {
  const destination = options.destination ?? (batchedStderr ??= new BatchedStderr(takenInfoLine));
  const log: Pino = pino({ ...pinoOptions(options.level), timestamp: isoTimeNow }, destination);
  // A destination that reads pino's metadata of each line (a multistream) gets every line from pino.
  const plainInfo = log.isLevelEnabled('info') && !(symbols.needsMetadataGsym in destination);
  // A warn or error line may be the last before a crash: it waits for nothing.
  const writeAtOnce = destination instanceof BatchedStderr ? () => destination.flush() : () => {};
  const deferring = plainInfo && destination instanceof BatchedStderr ? destination : undefined;
  return {
    info: (message, fields) => {
      if (fields === undefined) return log.info(message);
      if (deferring !== undefined) {
        // Refused only for a value that is an object or a list: pino formats that event at once.
        if (!deferring.defer(fields, message, isoTimeNow())) log.info(fields, message);
        return;
      }
      const line = plainInfo ? plainInfoLine(fields, message, isoTimeNow()) : undefined;
      if (line === undefined) log.info(fields, message);
      else destination.write(line);
    },
    warn: (message, fields) => {
      if (fields === undefined) log.warn(message);
      else log.warn(fields, message);
      writeAtOnce();
    },
    error: (message, fields) => {
      if (fields === undefined) log.error(message);
      else log.error(fields, message);
      writeAtOnce();
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
