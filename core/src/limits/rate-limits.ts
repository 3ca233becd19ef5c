import { inject, injectable } from 'inversify';
import { COUNTER_STORE, type CounterReading, type CounterStore } from '../ports/counter-store.js';
import { burstLimitOf, type ApiKeyRecord, type QuotaBucket } from '../contract/api-key.js';
import type { RateLimitState } from '../contract/signed-call.js';
import { dailyWindow, endOfDay, minuteWindow, secondsUntil } from './windows.js';

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

/**
 * Daily buckets (reads, writes) and the per-minute burst, per key, on atomic counters.
 * A refused call never increments (the counter store's increment-below-limit is atomic), so
 * "a 429 is never counted" and "100 concurrent calls with 7 left admit exactly 7" both hold
 * by construction, on any store that passes the counter contract suite.
 */
@injectable()
export class RateLimits {
  constructor(@inject(COUNTER_STORE) private readonly counters: CounterStore) {}

  /** Takes one slot of the key's per-minute burst, unless it is spent. */
  async takeBurst(key: ApiKeyRecord, now: number): Promise<Admission> {
    const window = minuteWindow(now);
    const reading = await this.counters.increment(burstName(key, window.name), burstLimitOf(key), window.endsAt, now);
    return admission(reading, window.endsAt, now);
  }

  /** Takes one slot of the key's daily bucket, unless it is spent. */
  async takeDaily(key: ApiKeyRecord, bucket: QuotaBucket, now: number): Promise<Admission> {
    const window = dailyWindow(now);
    const reading = await this.counters.increment(dailyName(key, bucket, window.name), key.quota[bucket], window.endsAt, now);
    return admission(reading, window.endsAt, now);
  }

  /** Gives a daily slot back (a call that failed upstream, 5xx, is not charged). */
  async releaseDaily(key: ApiKeyRecord, bucket: QuotaBucket, now: number): Promise<void> {
    await this.counters.decrement(dailyName(key, bucket, dailyWindow(now).name));
  }

  /** Gives a burst slot back: a call refused with QUOTA_EXCEEDED is not counted anywhere (spec: a 429 is never counted). */
  async releaseBurst(key: ApiKeyRecord, now: number): Promise<void> {
    await this.counters.decrement(burstName(key, minuteWindow(now).name));
  }

  async used(key: ApiKeyRecord, now: number): Promise<{ reads: number; writes: number; burst: number }> {
    const day = dailyWindow(now).name;
    const [reads, writes, burst] = await Promise.all([
      this.counters.read(dailyName(key, 'reads', day), now),
      this.counters.read(dailyName(key, 'writes', day), now),
      this.counters.read(burstName(key, minuteWindow(now).name), now),
    ]);
    return { reads, writes, burst };
  }

  /**
   * The headers' view of one bucket: what the answer is about. Sent with every answer, so it reads
   * only the two counters it reports, and not those whose count the call already holds (`known`,
   * what its own increments returned): a charged call's headers cost no store round trip.
   */
  async state(key: ApiKeyRecord, bucket: QuotaBucket, now: number, known: { readonly daily?: number; readonly burst?: number } = {}): Promise<RateLimitState> {
    const [daily, burst] = await Promise.all([
      known.daily ?? this.counters.read(dailyName(key, bucket, dailyWindow(now).name), now),
      known.burst ?? this.counters.read(burstName(key, minuteWindow(now).name), now),
    ]);
    return {
      limit: key.quota[bucket],
      remaining: Math.max(0, key.quota[bucket] - daily),
      resetSeconds: secondsUntil(endOfDay(now), now),
      burstRemaining: Math.max(0, burstLimitOf(key) - burst),
    };
  }
}

const dailyName = (key: ApiKeyRecord, bucket: QuotaBucket, day: string): string => `daily:${key.keyId}:${bucket}:${day}`;
const burstName = (key: ApiKeyRecord, minute: string): string => `burst:${key.keyId}:${minute}`;
