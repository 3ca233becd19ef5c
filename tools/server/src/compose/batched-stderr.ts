import { writeSync } from 'node:fs';
import type { DestinationStream } from 'pino';
import { nextInfoEvent, takeInfoEvent, type InfoEvents } from './plain-info-line.js';

/** The longest a line waits before it is written: too short for a person at a terminal to notice. */
const MAX_WAIT_MS = 10;
/** The size of one batch: a line that would not fit is written after the batch before it. */
const BATCH_BYTES = 64 * 1024;
/** How long to let a full pipe drain before writing to it again. */
const FULL_PIPE_PAUSE_MS = 10;
const STDERR = 2;
/** Info events kept unformatted at most: past it they are formatted into the batch (about 60 KB of access-log lines). */
const MAX_DEFERRED_EVENTS = 256;

/** The line of a taken info event (plain-info-line.ts's layout), whatever its fields. */
export type InfoLineAt = (events: Readonly<InfoEvents>, at: number) => string;

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
 *
 * An info event may also be handed over unformatted (`defer`): its fields are taken as they are
 * when logged, and its line is formatted with the batch, in order with every other line. Why:
 * formatting a line in the middle of a request cost about three times what formatting the same
 * lines one after another costs (measured in one server taking turns with and without, the bench's
 * access-log pair: docs/decisions.md).
 */
export class BatchedStderr implements DestinationStream {
  #batch = Buffer.allocUnsafe(BATCH_BYTES);
  #length = 0;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #lineAt: InfoLineAt | undefined;
  /** Info events taken by `defer`, not formatted yet, oldest first. */
  #deferred: InfoEvents = [];
  #deferredCount = 0;

  /** `lineAt` formats what `defer` takes; without it, nothing is deferred. */
  constructor(lineAt?: InfoLineAt) {
    this.#lineAt = lineAt;
    process.once('exit', () => this.flush());
  }

  write(line: string): void {
    // Lines deferred before this one come first.
    this.#formatDeferred();
    this.#append(line);
    this.#wait();
  }

  /**
   * Takes an info event whose line is formatted when its batch is written, its fields as they are
   * now (takeInfoEvent). False when it cannot wait (a value that is an object or a list; or no
   * formatter): the caller then writes its line at once.
   */
  defer(fields: Readonly<Record<string, unknown>>, message: string, time: string): boolean {
    if (this.#lineAt === undefined || !takeInfoEvent(this.#deferred, fields, message, time)) return false;
    this.#deferredCount += 1;
    if (this.#deferredCount >= MAX_DEFERRED_EVENTS) this.#formatDeferred();
    this.#wait();
    return true;
  }

  /** Writes every line waiting, synchronously. */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#formatDeferred();
    this.#writeBatch();
  }

  readonly #onTime = (): void => this.flush();

  #wait(): void {
    // Unref'd: waiting lines never keep a process alive; its 'exit' writes them.
    this.#timer ??= setTimeout(this.#onTime, MAX_WAIT_MS).unref();
  }

  /** The deferred events' lines, into the batch in order. */
  #formatDeferred(): void {
    if (this.#deferredCount === 0 || this.#lineAt === undefined) return;
    const events = this.#deferred;
    // Taken off first: a formatter that throws must not leave them to be written twice.
    this.#deferred = [];
    this.#deferredCount = 0;
    for (let at = 0; at < events.length; at = nextInfoEvent(events, at)) this.#append(this.#lineAt(events, at));
  }

  #append(line: string): void {
    // A UTF-16 code unit is at most 3 bytes of UTF-8: past that bound the line may not fit.
    if (this.#length + 3 * line.length > BATCH_BYTES) {
      this.#writeBatch();
      if (3 * line.length > BATCH_BYTES) {
        this.#write(Buffer.from(line));
        return;
      }
    }
    this.#length += this.#batch.write(line, this.#length);
  }

  #writeBatch(): void {
    if (this.#length === 0) return;
    const length = this.#length;
    this.#length = 0;
    this.#write(this.#batch.subarray(0, length));
  }

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
