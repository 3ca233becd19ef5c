import { inject, injectable } from 'inversify';
import { COUNTER_STORE, type CounterReading, type CounterStore } from '../ports/counter-store.js';
import { burstLimitOf, type ApiKeyRecord, type QuotaBucket } from '../auth/api-key.js';
import type { RateLimitState } from '../api/signed-call.js';
import { isPending, type Settled } from '../shared/settled.js';
import { dailyWindow, minuteWindow, secondsUntil } from './windows.js';

export interface Admission {
  readonly admitted: boolean;
  /** Seconds to wait before trying again, when refused. */
  readonly retryAfterSeconds: number;
  /** The counter after the call (unchanged when refused): the answer's headers need no second read. */
  readonly count: number;
}

/** What an increment of a window ending at `endsAt` says to the caller. */
const admission = (reading: CounterReading, endsAt: number, now: number): Admission => ({
  admitted: reading.admitted,
  retryAfterSeconds: secondsUntil(endsAt, now),
  count: reading.count,
});

/** One key's counter names in its current day and minute. */
interface CounterNames {
  day: string;
  reads: string;
  writes: string;
  minute: string;
  burst: string;
}
const NAMES_CAPACITY = 10_000;

/**
 * Daily buckets (reads, writes) and the per-minute burst, per key, on atomic counters.
 * A refused call never increments (the counter store's increment-below-limit is atomic), so
 * "a 429 is never counted" and "100 concurrent calls with 7 left admit exactly 7" both hold
 * by construction, on any store that passes the counter contract suite.
 */
@injectable()
export class RateLimits {
  private readonly names = new Map<string, CounterNames>();

  constructor(@inject(COUNTER_STORE) private readonly counters: CounterStore) {}

  async takeBurst(key: ApiKeyRecord, now: number): Promise<Admission> {
    return this.admitBurst(key, now);
  }

  async takeDaily(key: ApiKeyRecord, bucket: QuotaBucket, now: number): Promise<Admission> {
    return this.admitDaily(key, bucket, now);
  }

  /** takeBurst, answered at once when the counter store answers at once (the request pipeline's). */
  admitBurst(key: ApiKeyRecord, now: number): Settled<Admission> {
    const window = minuteWindow(now);
    const reading = this.counters.increment(this.burstName(key, window.name), burstLimitOf(key), window.endsAt, now);
    return isPending(reading) ? reading.then((r) => admission(r, window.endsAt, now)) : admission(reading, window.endsAt, now);
  }

  /** takeDaily, answered at once when the counter store answers at once (the request pipeline's). */
  admitDaily(key: ApiKeyRecord, bucket: QuotaBucket, now: number): Settled<Admission> {
    const window = dailyWindow(now);
    const reading = this.counters.increment(this.dailyName(key, bucket, window.name), key.quota[bucket], window.endsAt, now);
    return isPending(reading) ? reading.then((r) => admission(r, window.endsAt, now)) : admission(reading, window.endsAt, now);
  }

  /** Gives a daily slot back (a call that failed upstream, 5xx, is not charged). */
  async releaseDaily(key: ApiKeyRecord, bucket: QuotaBucket, now: number): Promise<void> {
    await this.counters.decrement(this.dailyName(key, bucket, dailyWindow(now).name));
  }

  /** Gives a burst slot back: a call refused with QUOTA_EXCEEDED is not counted anywhere (spec: a 429 is never counted). */
  async releaseBurst(key: ApiKeyRecord, now: number): Promise<void> {
    await this.counters.decrement(this.burstName(key, minuteWindow(now).name));
  }

  used(key: ApiKeyRecord, now: number): Settled<{ reads: number; writes: number; burst: number }> {
    const day = dailyWindow(now).name;
    const reads = this.counters.read(this.dailyName(key, 'reads', day), now);
    const writes = this.counters.read(this.dailyName(key, 'writes', day), now);
    const burst = this.counters.read(this.burstName(key, minuteWindow(now).name), now);
    if (!isPending(reads) && !isPending(writes) && !isPending(burst)) return { reads, writes, burst };
    return Promise.all([reads, writes, burst]).then(([r, w, b]) => ({ reads: r, writes: w, burst: b }));
  }

  /** The headers' view of one bucket: what the answer is about. Sent with every answer, so it reads only the two counters it reports. */
  async state(key: ApiKeyRecord, bucket: QuotaBucket, now: number): Promise<RateLimitState> {
    return this.stateWith(key, bucket, now, {});
  }

  /**
   * The same view when the call already holds some counts (the ones its own increments returned):
   * only the others are read, so a charged call's headers cost no store round trip.
   */
  stateWith(key: ApiKeyRecord, bucket: QuotaBucket, now: number, known: { readonly daily?: number; readonly burst?: number }): Settled<RateLimitState> {
    const day = dailyWindow(now);
    const state = (daily: number, burst: number): RateLimitState => ({
      limit: key.quota[bucket],
      remaining: Math.max(0, key.quota[bucket] - daily),
      resetSeconds: secondsUntil(day.endsAt, now),
      burstRemaining: Math.max(0, burstLimitOf(key) - burst),
    });
    const daily = known.daily ?? this.counters.read(this.dailyName(key, bucket, day.name), now);
    const burst = known.burst ?? this.counters.read(this.burstName(key, minuteWindow(now).name), now);
    if (!isPending(daily) && !isPending(burst)) return state(daily, burst);
    return Promise.all([daily, burst]).then(([d, b]) => state(d, b));
  }

  private dailyName(key: ApiKeyRecord, bucket: QuotaBucket, day: string): string {
    const names = this.namesOf(key.keyId);
    if (names.day !== day) {
      names.day = day;
      names.reads = `daily:${key.keyId}:reads:${day}`;
      names.writes = `daily:${key.keyId}:writes:${day}`;
    }
    return names[bucket];
  }

  private burstName(key: ApiKeyRecord, minute: string): string {
    const names = this.namesOf(key.keyId);
    if (names.minute !== minute) {
      names.minute = minute;
      names.burst = `burst:${key.keyId}:${minute}`;
    }
    return names.burst;
  }

  /**
   * A key's counter names in the windows last asked for: every call names the same three counters
   * until a window turns, and a name built once is also hashed once by a memory store's map.
   * One entry per key that called; the map starts over past NAMES_CAPACITY keys.
   */
  private namesOf(keyId: string): CounterNames {
    let names = this.names.get(keyId);
    if (names === undefined) {
      if (this.names.size >= NAMES_CAPACITY) this.names.clear();
      names = { day: '', reads: '', writes: '', minute: '', burst: '' };
      this.names.set(keyId, names);
    }
    return names;
  }
}
