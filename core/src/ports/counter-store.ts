/**
 * Atomic counters: daily quota buckets, per-minute burst windows and lifetime activity counts.
 * One counter = one document `{_id: name, count, expiresAt}`; `increment` is MongoDB's
 * findOneAndUpdate({_id, count: {$lt: limit}}, {$inc: {count: 1}}, {upsert}) in one step.
 */
export interface CounterReading {
  /** True when the increment happened (count was below the limit). */
  readonly admitted: boolean;
  /** The count after the call (unchanged when refused). */
  readonly count: number;
}

export interface CounterStore {
  /** Adds 1 only if the current count is below `limit`; the counter vanishes at `expiresAt` (epoch ms). */
  increment(name: string, limit: number, expiresAt: number): Promise<CounterReading>;
  /** Takes back one admitted increment (never below zero). */
  decrement(name: string): Promise<void>;
  /** Current count; 0 when absent or expired at `now`. */
  read(name: string, now: number): Promise<number>;
}
export const COUNTER_STORE = Symbol.for('parasol.CounterStore');
