import type { RequestListener } from 'node:http';

/**
 * How long each side answers before the other takes its turn: long enough for hundreds of requests
 * and a few collections of the young generation per turn, short enough that the host's speed does
 * not change between two turns.
 */
export const TURN_MS = 100;

/** What one side of an interleaved server did since the last reading. */
export interface SideReading {
  /** Process CPU time (user + system, every thread) while this side answered, in µs. */
  readonly cpuUs: number;
  /** Requests handed to this side. */
  readonly requests: number;
  /** Wall time this side was the one answering, in ms. */
  readonly wallMs: number;
}

export interface InterleavedReading {
  readonly subject: SideReading;
  readonly baseline: SideReading;
}

/** The clocks an InterleavedSides reads: injected, so that a test can drive them. */
export interface InterleaveClocks {
  /** Process CPU time so far, in µs (process.cpuUsage: user + system, every thread). */
  cpuUs(): number;
  /** Wall time, in ms. */
  nowMs(): number;
}

export const PROCESS_CLOCKS: InterleaveClocks = {
  cpuUs: () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  },
  nowMs: () => performance.now(),
};

/**
 * Two request handlers served by one process, taking turns: `switchSide` (called every few tens of
 * ms by the bench server's timer) hands new requests to the other side and charges the CPU time
 * since the last switch to the side that was answering.
 *
 * Why: a difference of a few µs per request (what the access log adds) cannot be read between two
 * server processes on this host. Two processes differ by ±40 µs a round when they run the very
 * same code (an A/A pair: docs/benchmarks.md), and rounds seconds apart see the host at different
 * speeds. Turns of 100 ms within one process see the same host, the same heap and the same
 * connections: the same A/A reads within ±3 µs.
 *
 * A request is charged to the side it was handed to, and its CPU to the side answering when it was
 * spent: at a switch, the few requests still under way spend the rest of their time on the other
 * side's account, as many in each direction. Work a side defers past its turn is settled first.
 */
export class InterleavedSides {
  readonly #handlers: readonly [RequestListener, RequestListener];
  readonly #clocks: InterleaveClocks;
  readonly #settle: () => void;
  /** 0: the subject answers; 1: the baseline. */
  #side: 0 | 1 = 0;
  #cpuAt: number;
  #wallAt: number;
  #cpuUs: [number, number] = [0, 0];
  #requests: [number, number] = [0, 0];
  #wallMs: [number, number] = [0, 0];

  /**
   * `settle` finishes, before a turn is charged, work the side answering has put off (log lines
   * formatted and written with their batch, up to 10 ms later): it is that side's cost, and would
   * otherwise be spent, and charged, in the other side's turn.
   */
  constructor(subject: RequestListener, baseline: RequestListener, settle: () => void = () => {}, clocks: InterleaveClocks = PROCESS_CLOCKS) {
    this.#handlers = [subject, baseline];
    this.#settle = settle;
    this.#clocks = clocks;
    this.#cpuAt = clocks.cpuUs();
    this.#wallAt = clocks.nowMs();
  }

  /** The server's request listener: the request goes to the side whose turn it is. */
  readonly listener: RequestListener = (request, response) => {
    const side = this.#side;
    this.#requests[side] += 1;
    this.#handlers[side](request, response);
  };

  /** Charges the time since the last switch to the side answering, and hands over to the other. */
  switchSide(): void {
    this.#charge();
    this.#side = this.#side === 0 ? 1 : 0;
  }

  /** Each side's account since the last reading (time up to now charged), then starts afresh. */
  read(): InterleavedReading {
    this.#charge();
    const reading = {
      subject: { cpuUs: this.#cpuUs[0], requests: this.#requests[0], wallMs: this.#wallMs[0] },
      baseline: { cpuUs: this.#cpuUs[1], requests: this.#requests[1], wallMs: this.#wallMs[1] },
    };
    this.#cpuUs = [0, 0];
    this.#requests = [0, 0];
    this.#wallMs = [0, 0];
    return reading;
  }

  #charge(): void {
    this.#settle();
    const cpu = this.#clocks.cpuUs();
    const wall = this.#clocks.nowMs();
    this.#cpuUs[this.#side] += cpu - this.#cpuAt;
    this.#wallMs[this.#side] += wall - this.#wallAt;
    this.#cpuAt = cpu;
    this.#wallAt = wall;
  }
}
