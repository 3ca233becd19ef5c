import { writeSync } from 'node:fs';
import type { DestinationStream } from 'pino';

/** The longest a line waits before it is written: too short for a person at a terminal to notice. */
const MAX_WAIT_MS = 10;
/** The size of one batch: a line that would not fit is written after the batch before it. */
const BATCH_BYTES = 64 * 1024;
/** How long to let a full pipe drain before writing to it again. */
const FULL_PIPE_PAUSE_MS = 10;
const STDERR = 2;

/**
 * Log lines bound for stderr, encoded into one buffer as they come and written together at most
 * MAX_WAIT_MS after the first of them, instead of one write(2) each: the system call (and waking
 * whoever reads the pipe) was most of an access-log line's cost, and under load 10 ms carry dozens
 * of lines. Nothing is lost to it:
 * - `flush` writes what waits at once: the logger calls it after a warn or error line;
 * - process.exit, a fatal exception and the natural end of the process write what waits ('exit'
 *   listener), so a line logged just before a graceful stop or a crash is kept;
 * - only a process killed outright (SIGKILL, or a signal nobody handles) loses its last 10 ms of
 *   lines; `parasol serve` handles SIGTERM and SIGINT by exiting.
 * Writes are synchronous, as pino's own stderr destination writes: a full pipe is waited for, and
 * a pipe nobody reads any more (EPIPE) ends the writing, as it does in pino.
 */
export class BatchedStderr implements DestinationStream {
  #batch = Buffer.allocUnsafe(BATCH_BYTES);
  #length = 0;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor() {
    process.once('exit', () => this.flush());
  }

  write(line: string): void {
    // A UTF-16 code unit is at most 3 bytes of UTF-8: past that bound the line may not fit.
    if (this.#length + 3 * line.length > BATCH_BYTES) {
      this.flush();
      if (3 * line.length > BATCH_BYTES) {
        this.#write(Buffer.from(line));
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
    const length = this.#length;
    this.#length = 0;
    this.#write(this.#batch.subarray(0, length));
  }

  readonly #onTime = (): void => this.flush();

  /** All of `bytes`, however many writes a pipe takes them in. */
  #write(bytes: Uint8Array): void {
    let written = 0;
    while (!this.#closed && written < bytes.length) {
      try {
        written += writeSync(STDERR, bytes, written, bytes.length - written);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EPIPE') this.#closed = true;
        // A non-blocking pipe that is full: its reader is behind, give it time.
        else if (code === 'EAGAIN') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, FULL_PIPE_PAUSE_MS);
        else throw e;
      }
    }
  }
}
