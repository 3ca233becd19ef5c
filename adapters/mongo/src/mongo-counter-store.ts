import type { Collection, Document } from 'mongodb';
import type { CounterReading, CounterStore } from '@parasol/core';
import { SCHEMA_VERSION, derivedId } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

interface CounterDocument {
  readonly count: number;
}

const idOf = (name: string) => derivedId('counters', name);

/**
 * Quota, burst and activity counters (collection `counters`): one document
 * `{_id, name, count, expiresAt: Date, schemaVersion}` per counter name, as the port describes
 * (core/src/ports/counter-store.ts), with the `_id` derived from the name.
 *
 * `increment` starts with the step that decides: findOneAndUpdate({_id, name, count: {$lt:
 * limit}}, {$inc: {count: 1}}) WITHOUT upsert, which admits atomically on the server whatever
 * number of instances share the database. Every counter but the first call of a window exists
 * already, so an admitted increment is one round trip. When nothing matched, a findOne tells a
 * full counter (refused: two round trips) from an absent one, which is created by insertOne with
 * its first increment already counted (three round trips, once per counter); a duplicate key
 * there means a concurrent call created it first, and the conditional increment runs again.
 * A refusal is never counted. TTL on `expiresAt` only collects garbage: `read` filters on it.
 */
export class MongoCounterStore implements CounterStore {
  constructor(
    private readonly counters: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  increment(name: string, limit: number, expiresAt: number): Promise<CounterReading> {
    return guarded('counters.increment', this.settings.retryAfterSeconds, async () => {
      const _id = idOf(name);
      // Each lap either answers or saw the counter change under it (created by a concurrent
      // call, or given a slot back by a decrement). Three such laps in a row on one counter are
      // not seen in practice; then the answer is a refusal, which counts nothing.
      for (let lap = 0; lap < 3; lap++) {
        const admitted = await this.counters.findOneAndUpdate({ _id, name, count: { $lt: limit } }, { $inc: { count: 1 } }, { returnDocument: 'after', projection: { count: 1 } });
        if (admitted !== null) return { admitted: true, count: (admitted as unknown as CounterDocument).count };
        const stored = await this.countOf(_id, name);
        if (stored !== undefined) {
          if (stored >= limit) return { admitted: false, count: stored };
          continue;
        }
        if (limit <= 0) return { admitted: false, count: 0 };
        try {
          await this.counters.insertOne({ _id, name, count: 1, expiresAt: new Date(expiresAt), schemaVersion: SCHEMA_VERSION });
          return { admitted: true, count: 1 };
        } catch (e) {
          if (!isDuplicateKey(e)) throw e;
        }
      }
      return { admitted: false, count: (await this.countOf(_id, name)) ?? 0 };
    });
  }

  private async countOf(_id: ReturnType<typeof idOf>, name: string): Promise<number | undefined> {
    const stored = (await this.counters.findOne({ _id, name }, { projection: { count: 1 } })) as CounterDocument | null;
    return stored?.count;
  }

  decrement(name: string): Promise<void> {
    return guarded('counters.decrement', this.settings.retryAfterSeconds, async () => {
      await this.counters.updateOne({ _id: idOf(name), name, count: { $gt: 0 } }, { $inc: { count: -1 } });
    });
  }

  read(name: string, now: number): Promise<number> {
    return guarded('counters.read', this.settings.retryAfterSeconds, async () => {
      const stored = (await this.counters.findOne({ _id: idOf(name), name, expiresAt: { $gt: new Date(now) } }, { projection: { count: 1 } })) as CounterDocument | null;
      return stored?.count ?? 0;
    });
  }
}
