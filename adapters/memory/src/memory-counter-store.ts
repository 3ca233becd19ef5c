import type { CounterReading, CounterStore } from '@parasol/core';

interface Counter {
  count: number;
  expiresAt: number;
}

/**
 * Embedded default counters. Each method runs to completion without awaiting, so on Node's
 * single thread the check against the limit and the +1 are one step, as MongoDB's conditional
 * $inc is (core/src/ports/counter-store.ts). Windows are part of the counter names, so expired
 * counters are only garbage: they are swept as time passes.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, Counter>();
  private lastSweep = 0;

  async increment(name: string, limit: number, expiresAt: number): Promise<CounterReading> {
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

  /** At most once a minute, drops counters whose window has closed. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [name, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(name);
  }
}
