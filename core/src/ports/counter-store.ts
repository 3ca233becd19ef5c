/**
 * Atomic counters: daily quota buckets, per-minute burst windows and lifetime activity counts.
 *
 * A counter's window is in its name (`daily:<keyId>:<bucket>:<UTC day>`, `burst:<keyId>:<minute>`,
 * core/src/limits/rate-limits.ts), and every increment of one name passes that window's end as
 * `expiresAt`; lifetime counts (`activity:<partner>:<kind>`) pass the largest valid Date. So a
 * new window is a new counter that starts from 0, and `increment` needs no clock for its count:
 * `expiresAt` bounds what `read` reports and lets storage drop the document (the optional `now`
 * only lets an in-process store drop closed counters as time passes). An increment that arrives after
 * its window closed (a request that computed the window just before the end) may count in the
 * closed counter, in a fresh one, or be refused if storage dropped the document between the two
 * steps below: nothing reads a closed window, so the port leaves this open.
 *
 * MongoDB: one document `{_id: name, count, expiresAt}` per counter, `expiresAt` a Date (a TTL
 * index on it is garbage collection only; correctness comes from the filters). `increment` is two
 * single-document steps:
 *   1. make sure the document exists: insertOne({_id: name, count: 0, expiresAt}), ignoring a
 *      duplicate key (11000): another call, or an earlier one, created it;
 *   2. findOneAndUpdate({_id: name, count: {$lt: limit}}, {$inc: {count: 1}}, {returnDocument:
 *      'after'}) WITHOUT upsert: a document means admitted at its count; null means refused
 *      (findOne gives the count to report).
 * Not one findOneAndUpdate with upsert: when the filter is not a pure equality on _id, mongod
 * does not retry an upsert that loses the insert race, so concurrent first increments of a window
 * fail with duplicate key 11000, and at the limit the upsert tries to insert a second document
 * with the same _id instead of refusing (the contract's "100 concurrent increments on a fresh
 * counter" case catches both). The two steps may run in either order: adapters/mongo tries the
 * conditional increment first and inserts only when no document matched, so an open window costs
 * one round trip. `decrement` is updateOne({_id, count: {$gt: 0}}, {$inc: {count:
 * -1}}); `read` is findOne({_id, expiresAt: {$gt: new Date(now)}}), 0 when none.
 */
export interface CounterReading {
  /** True when the increment happened (count was below the limit). */
  readonly admitted: boolean;
  /** The count after the call (unchanged when refused). */
  readonly count: number;
}

export interface CounterStore {
  /**
   * Adds 1 only if the current count is below `limit`; the counter vanishes at `expiresAt` (epoch
   * ms). `now`, when the caller passes its clock, lets a store that keeps counters in process drop
   * the closed ones as time passes; a store with its own expiry (MongoDB's TTL index) ignores it.
   */
  increment(name: string, limit: number, expiresAt: number, now?: number): Promise<CounterReading>;
  /** Takes back one admitted increment (never below zero). */
  decrement(name: string): Promise<void>;
  /** Current count; 0 when absent or expired at `now`. */
  read(name: string, now: number): Promise<number>;
}
export const COUNTER_STORE = Symbol.for('parasol.CounterStore');
