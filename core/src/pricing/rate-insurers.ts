import { setMaxListeners } from 'node:events';
import type { InsurerEndpoint, InsurerRater, RatingOutcome, RatingRequest } from '../ports/insurer-rater.js';

/** One insurer to rate: exactly one call, for all of its eligible offers at once. */
export interface RatingCall {
  readonly endpoint: InsurerEndpoint;
  readonly request: RatingRequest;
}

const TIMED_OUT: RatingOutcome = { kind: 'timeout' };
/** The port promises never to throw; a rater that does anyway has failed, not the quote. */
const threw = (error: unknown): RatingOutcome => ({ kind: 'failed', reason: `rater threw: ${String(error)}` });

/**
 * Rates every insurer in parallel and returns one outcome per call, in order. Each call is cut at
 * its insurer's own timeout or at the quote's overall deadline, whichever comes first: a slow
 * insurer costs its own offers, never the others'. The cut is enforced here as well as in the
 * adapter, so that no rater, however written, can hold a quote past its deadline. setTimeout only
 * measures these waits; it is not a reading of the clock.
 *
 * Calls cut at the same moment (most insurers share a timeout, or outlast the deadline) share one
 * cut: one signal, one timer, and no listener of ours on the signal. Node makes an abort signal and
 * a listener on it in several microseconds each; one per insurer was a tenth of a live quote's CPU.
 */
export const rateInsurers = async (
  rater: InsurerRater,
  calls: readonly RatingCall[],
  deadlineMs: number,
): Promise<RatingOutcome[]> => {
  if (rater.inProcess === true) return Promise.all(calls.map((call) => rateInProcess(rater, call)));
  const cuts = new Map<number, Cut>();
  const outcomes = calls.map((call) => {
    const afterMs = Math.min(call.endpoint.timeoutMs, deadlineMs);
    let cut = cuts.get(afterMs);
    if (cut === undefined) cuts.set(afterMs, (cut = new Cut(afterMs)));
    return cut.rate(rater, call);
  });
  try {
    return await Promise.all(outcomes);
  } finally {
    for (const cut of cuts.values()) cut.dispose();
  }
};

/**
 * One moment at which the calls still rating are cut: their shared signal aborts and each reads
 * as timed out. The first of a rater's answer and the cut wins; a later settle is ignored.
 */
class Cut {
  private readonly controller = new AbortController();
  /** How the calls still rating are settled. */
  private readonly pending = new Set<(outcome: RatingOutcome) => void>();
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(afterMs: number) {
    // Every rater of the group may listen on the one signal (the HTTP rater does, once per
    // exchange): a dozen insurers are no listener leak, and node's warning for more than ten
    // would be printed on the quote's path. The signal lives for one quote.
    setMaxListeners(0, this.controller.signal);
    this.timer = setTimeout(() => this.fire(), afterMs);
  }

  rate(rater: InsurerRater, { endpoint, request }: RatingCall): Promise<RatingOutcome> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: RatingOutcome) => {
        if (settled) return;
        settled = true;
        this.pending.delete(settle);
        resolve(outcome);
      };
      this.pending.add(settle);
      try {
        rater.rate(endpoint, request, this.controller.signal).then(settle, (error: unknown) => settle(threw(error)));
      } catch (error) {
        settle(threw(error));
      }
    });
  }

  /** Nothing is cut once every call has answered: a signal aborts only while a rater still holds it. */
  private fire(): void {
    if (this.pending.size === 0) return;
    const cutShort = [...this.pending];
    this.controller.abort();
    for (const settle of cutShort) settle(TIMED_OUT);
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}

/** An in-process rater answers without I/O: no timers or signals to arm, only its errors to catch. */
const rateInProcess = async (rater: InsurerRater, { endpoint, request }: RatingCall): Promise<RatingOutcome> => {
  try {
    return await rater.rate(endpoint, request, NEVER_ABORTED);
  } catch (error) {
    return threw(error);
  }
};

const NEVER_ABORTED: AbortSignal = new AbortController().signal;
