import { pino, type DestinationStream, type Logger as Pino } from 'pino';
import type { Logger } from '@parasol/core';

/**
 * Field names pino censors whatever a caller passes: a second lock behind the rule that callers
 * never log a secret, a signature, a token or a body. Top-level names only: a wildcard path
 * (`*.secret`) is checked on every line and doubled the cost of an access-log line when measured,
 * and no caller nests these names.
 */
export const REDACTED_PATHS: readonly string[] = ['secret', 'signature', 'token', 'adminToken', 'authorization', 'password', 'masterKey', 'body', 'rawBody'];

export interface PinoLoggerOptions {
  /** Where lines go, each written as logged; stderr, in batches (BatchedStderr), when absent. */
  readonly destination?: DestinationStream;
  /** Lowest level written; `info` when absent (PARASOL_LOG_LEVEL for `parasol serve`). */
  readonly level?: 'info' | 'warn' | 'error' | 'silent';
}

/** The longest a line waits before it is written: too short for a person at a terminal to notice. */
const MAX_WAIT_MS = 10;
/** The size of one batch: lines that would not fit are written with the batch before them. */
const BATCH_BYTES = 64 * 1024;

/**
 * The lines bound for stderr, encoded into a buffer as they come and written together at most
 * MAX_WAIT_MS after the first of them, instead of one write(2) each: the system call (and waking
 * whoever reads the pipe) was most of an access-log line's cost, and under load 10 ms carry dozens
 * of lines. Nothing is lost to it:
 * - a warn or error line is written at once, with every line before it (`flush`);
 * - process.exit, a fatal exception and the natural end of the process write what waits ('exit'
 *   listener), so a line logged just before a graceful stop or a crash is kept;
 * - only a process killed outright (SIGKILL, or a signal nobody handles) loses its last 10 ms of
 *   info lines; `parasol serve` handles SIGTERM and SIGINT by exiting.
 * Writes go through pino's synchronous destination (sonic-boom), which retries a full pipe and
 * stops writing to a closed one.
 */
class BatchedStderr implements DestinationStream {
  // In buffer mode sonic-boom takes bytes; its types only know text.
  readonly #out = pino.destination({ dest: 2, sync: true, contentMode: 'buffer' }) as unknown as { write(bytes: Buffer): boolean };
  #batch = Buffer.allocUnsafe(BATCH_BYTES);
  #length = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor() {
    process.once('exit', () => this.flush());
  }

  write(line: string): void {
    // A UTF-16 code unit is at most 3 bytes of UTF-8: past that bound the line may not fit.
    if (this.#length + 3 * line.length > BATCH_BYTES) {
      this.flush();
      if (3 * line.length > BATCH_BYTES) {
        this.#out.write(Buffer.from(line));
        return;
      }
    }
    this.#length += this.#batch.write(line, this.#length);
    // Unref'd: waiting lines never keep a process alive; its 'exit' writes them.
    this.#timer ??= setTimeout(this.#onTime, MAX_WAIT_MS).unref();
  }

  /** Writes every line waiting, synchronously. */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#length === 0) return;
    const lines = this.#batch.subarray(0, this.#length);
    // The next lines go to a new buffer: the destination owns this one until the system took it.
    this.#batch = Buffer.allocUnsafe(BATCH_BYTES);
    this.#length = 0;
    this.#out.write(lines);
  }

  readonly #onTime = (): void => this.flush();
}

/** One per process, shared by every logger on stderr: their lines keep their order. */
let batchedStderr: BatchedStderr | undefined;

/**
 * pino's isoTime (`,"time":"2026-…Z"`), formatted once per millisecond: under load many lines share
 * a millisecond, and formatting a Date was a fifth of a line's serialisation.
 */
const isoTimeOncePerMs = (() => {
  let formattedAt = Number.NaN;
  let time = '';
  return (): string => {
    const now = Date.now();
    if (now !== formattedAt) {
      formattedAt = now;
      time = `,"time":"${new Date(now).toISOString()}"`;
    }
    return time;
  };
})();

/**
 * The Logger port on pino: one JSON line per event,
 * `{"level":"info","time":"2026-…Z","message":"…",…fields}`. No pid or hostname (an orchestrator
 * adds where a line came from), the level as its name, ISO time. The fields object is handed to
 * pino as is (no copy): the access log calls this once per request.
 *
 * On stderr by default, info lines batched for up to 10 ms (BatchedStderr: nothing lost on exit,
 * warn and error lines written at once).
 */
export function createPinoLogger(options: PinoLoggerOptions = {}): Logger {
  const destination = options.destination ?? (batchedStderr ??= new BatchedStderr());
  const log: Pino = pino(
    {
      level: options.level ?? 'info',
      messageKey: 'message',
      base: undefined,
      timestamp: isoTimeOncePerMs,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    },
    destination,
  );
  // A warn or error line may be the last before a crash: it waits for nothing.
  const writeAtOnce = destination instanceof BatchedStderr ? () => destination.flush() : () => {};
  return {
    info: (message, fields) => (fields === undefined ? log.info(message) : log.info(fields, message)),
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
