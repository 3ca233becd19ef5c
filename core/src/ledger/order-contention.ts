import type { Random } from '../ports/random.js';

/**
 * How a postback that keeps losing compare-and-set rounds on its order keeps trying: racing
 * postbacks on one order are contention, not an outage, so the loser reads again after a pause
 * with full jitter (uniform in [0, min(maxPauseMs, firstPauseMs × 2^round)]), which spreads the
 * racers out so that each round has few contenders. It gives up, as Stripe answers 409
 * `lock_timeout` only after trying, when `windowMs` has passed on the clock or after `maxRounds`
 * (a clock that does not move, in tests, still ends): then 409 ORDER_BUSY with Retry-After,
 * having recorded nothing.
 */
export interface ContentionPolicy {
  readonly windowMs: number;
  readonly maxRounds: number;
  readonly firstPauseMs: number;
  readonly maxPauseMs: number;
  /** Retry-After of the 409, seconds. */
  readonly retryAfterSeconds: number;
}

export const DEFAULT_CONTENTION: ContentionPolicy = { windowMs: 10_000, maxRounds: 2_000, firstPauseMs: 1, maxPauseMs: 100, retryAfterSeconds: 1 };

/** The pause before round `round` (0 = the first retry), jittered with the Random port. */
export const pauseBeforeRetry = (round: number, policy: ContentionPolicy, random: Random): Promise<void> => {
  const ceiling = Math.min(policy.maxPauseMs, policy.firstPauseMs * 2 ** Math.min(round, 30));
  const [a = 0, b = 0] = random.bytes(2);
  const ms = Math.floor((((a << 8) | b) / 65_536) * (ceiling + 1));
  return new Promise((resolve) => setTimeout(resolve, ms));
};
