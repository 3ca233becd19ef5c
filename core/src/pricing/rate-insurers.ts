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
 * Each insurer gets its own AbortController and the deadline timer aborts them all: no listener
 * piles up on a shared signal (a dozen insurers would trip node's MaxListeners warning, printed
 * synchronously on the quote's path).
 */
export const rateInsurers = async (
  rater: InsurerRater,
  calls: readonly RatingCall[],
  deadlineMs: number,
): Promise<RatingOutcome[]> => {
  if (rater.inProcess === true) return Promise.all(calls.map((call) => rateInProcess(rater, call)));
  const cuts = calls.map(() => new AbortController());
  const deadline = setTimeout(() => {
    for (const cut of cuts) cut.abort();
  }, deadlineMs);
  try {
    return await Promise.all(calls.map((call, i) => rateOne(rater, call, cuts[i] as AbortController)));
  } finally {
    clearTimeout(deadline);
  }
};

const rateOne = (rater: InsurerRater, { endpoint, request }: RatingCall, cut: AbortController): Promise<RatingOutcome> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => cut.abort(), endpoint.timeoutMs);
    // The first of the rater's answer and the cut wins; a later settle is ignored by the promise.
    const settle = (outcome: RatingOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    cut.signal.addEventListener('abort', () => settle(TIMED_OUT), { once: true });
    try {
      rater.rate(endpoint, request, cut.signal).then(settle, (error: unknown) => settle(threw(error)));
    } catch (error) {
      settle(threw(error));
    }
  });

/** An in-process rater answers without I/O: no timers or signals to arm, only its errors to catch. */
const rateInProcess = async (rater: InsurerRater, { endpoint, request }: RatingCall): Promise<RatingOutcome> => {
  try {
    return await rater.rate(endpoint, request, NEVER_ABORTED);
  } catch (error) {
    return threw(error);
  }
};

const NEVER_ABORTED: AbortSignal = new AbortController().signal;
