import type { CounterReading, CounterStore } from '@parasol/core';
import { DuplicateKeyError, SimulatedCounterCollection } from './simulated-counter-collection.js';

/**
 * Three ways to write a MongoDB counter adapter, on the simulated collection: the recipe of
 * core/src/ports/counter-store.ts, and two tempting ones the counter contract must refuse.
 */
abstract class SimulatedCounterStore implements CounterStore {
  protected readonly counters = new SimulatedCounterCollection();
  abstract increment(name: string, limit: number, expiresAt: number): Promise<CounterReading>;

  async decrement(name: string): Promise<void> {
    await this.counters.decrementIfPositive(name);
  }

  async read(name: string, now: number): Promise<number> {
    const found = await this.counters.findOne(name);
    return found && found.expiresAt > now ? found.count : 0;
  }

  protected async refusal(name: string): Promise<CounterReading> {
    return { admitted: false, count: (await this.counters.findOne(name))?.count ?? 0 };
  }
}

/** Ensure the document exists (insertOne, ignoring 11000), then a conditional $inc without upsert. */
export class RecipeCounterStore extends SimulatedCounterStore {
  async increment(name: string, limit: number, expiresAt: number): Promise<CounterReading> {
    try {
      await this.counters.insertOne({ _id: name, count: 0, expiresAt });
    } catch (e) {
      if (!(e instanceof DuplicateKeyError)) throw e;
    }
    const after = await this.counters.incrementIfBelow(name, limit, 1);
    return after ? { admitted: true, count: after.count } : this.refusal(name);
  }
}

/**
 * One findOneAndUpdate with upsert. `duplicateMeansRefused` is the "fix" that looks right at the
 * limit, where a duplicate key does mean the counter is full, and is wrong on a fresh counter.
 */
export class OneUpsertCounterStore extends SimulatedCounterStore {
  constructor(private readonly duplicateMeansRefused: boolean) {
    super();
  }

  async increment(name: string, limit: number, expiresAt: number): Promise<CounterReading> {
    try {
      return { admitted: true, count: (await this.counters.upsertIncrementIfBelow(name, limit, expiresAt)).count };
    } catch (e) {
      if (this.duplicateMeansRefused && e instanceof DuplicateKeyError) return this.refusal(name);
      throw e;
    }
  }
}

/** Reads the count, then writes count + 1 (insert or conditional-free $inc): two round trips with a gap. */
export class ReadThenWriteCounterStore extends SimulatedCounterStore {
  async increment(name: string, limit: number, expiresAt: number): Promise<CounterReading> {
    const count = (await this.counters.findOne(name))?.count ?? 0;
    if (count >= limit) return { admitted: false, count };
    await this.counters.overwrite({ _id: name, count: count + 1, expiresAt });
    return { admitted: true, count: count + 1 };
  }
}
