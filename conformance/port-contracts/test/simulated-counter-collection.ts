/**
 * A MongoDB collection of counter documents, reduced to the single-document operations a counter
 * adapter uses. Each operation is atomic, as on a mongod, but first yields to the event loop, as
 * a network round trip does, so concurrent calls interleave between operations and never inside
 * one. An upsert is two such steps (match, then insert), because that is where a mongod lets
 * another operation in and does not retry when the filter is not a pure equality on _id. Enough
 * to show which adapter designs survive races; not a MongoDB.
 */
export interface CounterDocument {
  readonly _id: string;
  readonly count: number;
  readonly expiresAt: number;
}

export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(id: string) {
    super(`E11000 duplicate key error: _id ${id}`);
  }
}

const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));

export class SimulatedCounterCollection {
  private readonly documents = new Map<string, CounterDocument>();

  async insertOne(document: CounterDocument): Promise<void> {
    await roundTrip();
    if (this.documents.has(document._id)) throw new DuplicateKeyError(document._id);
    this.documents.set(document._id, document);
  }

  async findOne(id: string): Promise<CounterDocument | null> {
    await roundTrip();
    return this.documents.get(id) ?? null;
  }

  /** findOneAndUpdate({_id, count: {$lt: below}}, {$inc: {count: by}}), document after, or null. No upsert. */
  async incrementIfBelow(id: string, below: number, by: number): Promise<CounterDocument | null> {
    await roundTrip();
    const found = this.documents.get(id);
    if (!found || !(found.count < below)) return null;
    const after = { ...found, count: found.count + by };
    this.documents.set(id, after);
    return after;
  }

  /** replaceOne({_id}, document, {upsert: true}): a blind write. */
  async overwrite(document: CounterDocument): Promise<void> {
    await roundTrip();
    this.documents.set(document._id, document);
  }

  /** updateOne({_id, count: {$gt: 0}}, {$inc: {count: -1}}). */
  async decrementIfPositive(id: string): Promise<void> {
    await roundTrip();
    const found = this.documents.get(id);
    if (found && found.count > 0) this.documents.set(id, { ...found, count: found.count - 1 });
  }

  /**
   * findOneAndUpdate({_id, count: {$lt: below}}, {$inc: {count: 1}}, {upsert: true}) as a mongod
   * runs it: when no document matches the filter, it inserts {_id, count: 1, expiresAt} in a
   * second step, and a duplicate key there is the caller's error.
   */
  async upsertIncrementIfBelow(id: string, below: number, expiresAt: number): Promise<CounterDocument> {
    const matched = await this.incrementIfBelow(id, below, 1);
    if (matched) return matched;
    const inserted = { _id: id, count: 1, expiresAt };
    await this.insertOne(inserted);
    return inserted;
  }
}
