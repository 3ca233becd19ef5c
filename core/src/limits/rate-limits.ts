import { inject, injectable } from 'inversify';
import { COUNTER_STORE, type CounterStore } from '../ports/counter-store.js';
import { burstLimitOf, type ApiKeyRecord, type QuotaBucket } from '../auth/api-key.js';
import type { RateLimitState } from '../api/signed-call.js';
import { dailyWindow, minuteWindow, secondsUntil } from './windows.js';

export interface Admission {
  readonly admitted: boolean;
  /** Seconds to wait before trying again, when refused. */
  readonly retryAfterSeconds: number;
  /** The counter after the call (unchanged when refused): the answer's headers need no second read. */
  readonly count: number;
}

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
    const window = minuteWindow(now);
    const reading = await this.counters.increment(this.burstName(key, window.name), burstLimitOf(key), window.endsAt);
    return { admitted: reading.admitted, retryAfterSeconds: secondsUntil(window.endsAt, now), count: reading.count };
  }

  async takeDaily(key: ApiKeyRecord, bucket: QuotaBucket, now: number): Promise<Admission> {
    const window = dailyWindow(now);
    const reading = await this.counters.increment(this.dailyName(key, bucket, window.name), key.quota[bucket], window.endsAt);
    return { admitted: reading.admitted, retryAfterSeconds: secondsUntil(window.endsAt, now), count: reading.count };
  }

  /** Gives a daily slot back (a call that failed upstream, 5xx, is not charged). */
  async releaseDaily(key: ApiKeyRecord, bucket: QuotaBucket, now: number): Promise<void> {
    await this.counters.decrement(this.dailyName(key, bucket, dailyWindow(now).name));
  }

  /** Gives a burst slot back: a call refused with QUOTA_EXCEEDED is not counted anywhere (spec: a 429 is never counted). */
  async releaseBurst(key: ApiKeyRecord, now: number): Promise<void> {
    await this.counters.decrement(this.burstName(key, minuteWindow(now).name));
  }

  async used(key: ApiKeyRecord, now: number): Promise<{ reads: number; writes: number; burst: number }> {
    const day = dailyWindow(now).name;
    const [reads, writes, burst] = await Promise.all([
      this.counters.read(this.dailyName(key, 'reads', day), now),
      this.counters.read(this.dailyName(key, 'writes', day), now),
      this.counters.read(this.burstName(key, minuteWindow(now).name), now),
    ]);
    return { reads, writes, burst };
  }

  /** The headers' view of one bucket: what the answer is about. Sent with every answer, so it reads only the two counters it reports. */
  async state(key: ApiKeyRecord, bucket: QuotaBucket, now: number): Promise<RateLimitState> {
    return this.stateWith(key, bucket, now, {});
  }

  /**
   * The same view when the call already holds some counts (the ones its own increments returned):
   * only the others are read, so a charged call's headers cost no store round trip.
   */
  async stateWith(key: ApiKeyRecord, bucket: QuotaBucket, now: number, known: { readonly daily?: number; readonly burst?: number }): Promise<RateLimitState> {
    const day = dailyWindow(now);
    let { daily, burst } = known;
    if (daily === undefined || burst === undefined) {
      [daily, burst] = await Promise.all([
        daily ?? this.counters.read(this.dailyName(key, bucket, day.name), now),
        burst ?? this.counters.read(this.burstName(key, minuteWindow(now).name), now),
      ]);
    }
    return {
      limit: key.quota[bucket],
      remaining: Math.max(0, key.quota[bucket] - daily),
      resetSeconds: secondsUntil(day.endsAt, now),
      burstRemaining: Math.max(0, burstLimitOf(key) - burst),
    };
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
