import type { InsurerEndpoint, InsurerRater, RatingOutcome, RatingRequest } from '../ports/insurer-rater.js';

/** One insurer to rate: exactly one call, for all of its eligible offers at once. */
export interface RatingCall {
  readonly endpoint: InsurerEndpoint;
  readonly request: RatingRequest;
}

const TIMED_OUT: RatingOutcome = { kind: 'timeout' };

/**
 * Rates every insurer in parallel and returns one outcome per call, in order. Each call is cut at
 * its insurer's own timeout or at the quote's overall deadline, whichever comes first: a slow
 * insurer costs its own offers, never the others'. The cut is enforced here as well as in the
 * adapter, so that no rater, however written, can hold a quote past its deadline. setTimeout only
 * measures these waits; it is not a reading of the clock.
 */
export const rateInsurers = async (
  rater: InsurerRater,
  calls: readonly RatingCall[],
  deadlineMs: number,
): Promise<RatingOutcome[]> => {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), deadlineMs);
  try {
    return await Promise.all(calls.map((call) => rateOne(rater, call, deadline.signal)));
  } finally {
    clearTimeout(timer);
  }
};

const rateOne = async (rater: InsurerRater, { endpoint, request }: RatingCall, deadline: AbortSignal): Promise<RatingOutcome> => {
  const cut = new AbortController();
  const cutNow = () => cut.abort();
  const timer = setTimeout(cutNow, endpoint.timeoutMs);
  deadline.addEventListener('abort', cutNow, { once: true });
  try {
    // The port promises never to throw; a rater that does anyway has failed, not the quote.
    const rating = Promise.resolve()
      .then(() => rater.rate(endpoint, request, cut.signal))
      .catch((error: unknown): RatingOutcome => ({ kind: 'failed', reason: `rater threw: ${String(error)}` }));
    return await Promise.race([rating, whenAborted(cut.signal)]);
  } finally {
    clearTimeout(timer);
    deadline.removeEventListener('abort', cutNow);
  }
};

const whenAborted = (signal: AbortSignal): Promise<RatingOutcome> =>
  new Promise((resolve) => signal.addEventListener('abort', () => resolve(TIMED_OUT), { once: true }));
