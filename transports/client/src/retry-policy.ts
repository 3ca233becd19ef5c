/**
 * When the client sends a call again, and after how long. What is safe to retry:
 *
 * - 429 on any call: the pipeline refuses before the operation runs (burst or daily bucket),
 *   so nothing was done. Retried after the answer's Retry-After when that is at most
 *   `maxRetryAfterSeconds` (RATE_LIMITED: the next minute); QUOTA_EXCEEDED points at the next UTC
 *   day and comes back at once, with the quota state, for the caller to decide.
 * - 409 with a Retry-After (ORDER_BUSY: postbacks racing on one order kept winning), on any
 *   call: the postback recorded nothing, so it is sent again after Retry-After, as a 429 is.
 *   Other 409s carry no Retry-After: a status move the ledger refuses is the caller's to read.
 * - 502, 503, 504 and a failed connection, with exponential backoff: for calls that store
 *   nothing (GETs, quotes, the bilan). A write (links, the postback) only with `retryWrites`:
 *   both are idempotent by design (a link replayed for the same quoting session answers the
 *   same subscription and costs nothing; a postback replayed with the same externalOrderId and
 *   body changes nothing), so a retry is safe, but it changes what the caller sees (a 201 mint
 *   becomes a 200 replay, a sale `created` comes back `unchanged`): opting in says the caller
 *   reads those as the same outcome.
 * - Nothing else: a 4xx is the caller's to fix, a 500 is a bug that a retry will not mend.
 */
export interface RetryOptions {
  /** Sends of one call, the first included; 1 turns retries off. Default 3. */
  readonly maxAttempts?: number;
  /** Longest Retry-After honoured, in seconds; a longer one is answered at once. Default 60. */
  readonly maxRetryAfterSeconds?: number;
  /** First backoff delay, doubled at each retry, in ms. Default 200. */
  readonly baseDelayMs?: number;
  /** Longest backoff delay, in ms. Default 5000. */
  readonly maxDelayMs?: number;
  /** Retry links and postbacks on 502/503/504 and failed connections too (see above). Default false. */
  readonly retryWrites?: boolean;
}

export type RetryPolicy = Required<RetryOptions>;

export const retryPolicy = (options: RetryOptions = {}): RetryPolicy => ({
  maxAttempts: options.maxAttempts ?? 3,
  maxRetryAfterSeconds: options.maxRetryAfterSeconds ?? 60,
  baseDelayMs: options.baseDelayMs ?? 200,
  maxDelayMs: options.maxDelayMs ?? 5000,
  retryWrites: options.retryWrites ?? false,
});

/** How a send ended, as the policy reads it. */
export type SendOutcome = { readonly status: number; readonly retryAfterSeconds: number | undefined } | { readonly connectionFailed: true };

/**
 * The delay before the next send, in ms, or undefined for no retry. `attempt` is the send that
 * just ended (1 for the first); `random` in [0, 1) spreads backoffs (full jitter on the upper
 * half), so clients that failed together do not come back together.
 */
export function retryDelayMs(policy: RetryPolicy, attempt: number, stores: boolean, outcome: SendOutcome, random: () => number): number | undefined {
  if (attempt >= policy.maxAttempts) return undefined;
  if ('status' in outcome && (outcome.status === 429 || (outcome.status === 409 && outcome.retryAfterSeconds !== undefined))) {
    const seconds = outcome.retryAfterSeconds;
    return seconds !== undefined && seconds <= policy.maxRetryAfterSeconds ? seconds * 1000 : undefined;
  }
  const transient = 'connectionFailed' in outcome || outcome.status === 502 || outcome.status === 503 || outcome.status === 504;
  if (!transient || (stores && !policy.retryWrites)) return undefined;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  // 503 STORAGE_UNAVAILABLE says when to come back: never sooner than that, within the policy's bound.
  const asked = 'status' in outcome && outcome.retryAfterSeconds !== undefined ? Math.min(outcome.retryAfterSeconds * 1000, policy.maxDelayMs) : 0;
  return Math.max(asked, Math.round(ceiling / 2 + (ceiling / 2) * random()));
}
