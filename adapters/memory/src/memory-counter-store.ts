import type { CounterReading, CounterStore } from '@parasol/core';

interface Counter {
  count: number;
  expiresAt: number;
}

/** How often, at most, closed counters are dropped (ms of the callers' clock). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Embedded default counters. Each method runs to completion without awaiting, so on Node's
 * single thread the check against the limit and the +1 are one step, as MongoDB's conditional
 * $inc is (core/src/ports/counter-store.ts). Windows are part of the counter names, so closed
 * counters are only garbage: they are swept as the callers' clock passes (`now` of read and
 * increment), at most once a minute, so a store that is only ever incremented (rate limits whose
 * counts come back with the increments, widget limits) stays as small as its open windows.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, Counter>();
  private lastSweep = 0;

  async increment(name: string, limit: number, expiresAt: number, now?: number): Promise<CounterReading> {
    if (now !== undefined) this.sweep(now);
    const counter = this.counters.get(name) ?? { count: 0, expiresAt };
    if (counter.count >= limit) return { admitted: false, count: counter.count };
    counter.count += 1;
    counter.expiresAt = expiresAt;
    this.counters.set(name, counter);
    return { admitted: true, count: counter.count };
  }

  async decrement(name: string): Promise<void> {
    const counter = this.counters.get(name);
    if (counter && counter.count > 0) counter.count -= 1;
  }

  async read(name: string, now: number): Promise<number> {
    this.sweep(now);
    const counter = this.counters.get(name);
    return counter && counter.expiresAt > now ? counter.count : 0;
  }

  /** How many counters are kept, open or not yet swept (for tests of the sweep). */
  get size(): number {
    return this.counters.size;
  }

  /** At most once a minute, drops counters whose window has closed. */
  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [name, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(name);
  }
}
