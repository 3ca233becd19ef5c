import type { Collection, Document } from 'mongodb';
import type { SubscriptionRecord, SubscriptionStore } from '@parasol/core';
import type { OutboxSource } from '@parasol/core';
import { SCHEMA_VERSION, derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (sessionId: string, generation: number) => derivedId('subscriptions', sessionId, generation);
const claimIdOf = (subscriptionId: string) => derivedId('subscriptionIds', subscriptionId);

/**
 * Subscriptions (collection `subscriptions`), one document each, `_id` derived from the natural
 * key (sessionId, generation): creating a generation is one insertOne, so of 50 identical
 * concurrent /links on one session, on any number of instances, one creates and 49 meet the
 * duplicate key and read it back as replays. `replace` is a replaceOne on {_id, subscriptionId,
 * version}: a record naming another session or generation derives another `_id` and matches
 * nothing. `current` reads the highest generation on the index {sessionId: 1, generation: -1}.
 *
 * The public subscriptionId must be unique too (the port refuses a create whose id is taken,
 * even by another session). A unique secondary index cannot guarantee it everywhere: the
 * in-process test server ignores one, and a sharded `subscriptions` (shard key sessionId) may
 * not have one. So an id is claimed first, by an insertOne in `subscriptionIds` whose `_id`
 * derives from it: taken means refused, nothing written. A claim whose subscription then loses
 * the natural-key race is deleted again; one left behind by an outage between the two steps
 * only retires a random id that nothing refers to, never a visible half-written subscription.
 */
export class MongoSubscriptionStore implements SubscriptionStore, OutboxSource<SubscriptionRecord> {
  constructor(
    private readonly subscriptions: Collection<Document>,
    private readonly claims: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  current(sessionId: string): Promise<SubscriptionRecord | undefined> {
    return this.guard('subscriptions.current', async () => {
      const [latest] = await this.subscriptions.find({ sessionId }).sort({ generation: -1 }).limit(1).toArray();
      return fromDocument<SubscriptionRecord>(latest ?? null);
    });
  }

  get(subscriptionId: string): Promise<SubscriptionRecord | undefined> {
    return this.guard('subscriptions.get', async () => fromDocument<SubscriptionRecord>(await this.subscriptions.findOne({ subscriptionId })));
  }

  create(record: SubscriptionRecord): Promise<boolean> {
    return this.guard('subscriptions.create', async () => {
      const claim = claimIdOf(record.subscriptionId);
      try {
        await this.claims.insertOne({ _id: claim, subscriptionId: record.subscriptionId, sessionId: record.sessionId, schemaVersion: SCHEMA_VERSION });
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
      try {
        await this.subscriptions.insertOne(toDocument(idOf(record.sessionId, record.generation), record));
        return true;
      } catch (e) {
        if (!isDuplicateKey(e)) throw e;
      }
      // That generation exists: give the id back, so that the refusal changes nothing.
      await this.claims.deleteOne({ _id: claim, subscriptionId: record.subscriptionId });
      return false;
    });
  }

  replace(record: SubscriptionRecord, expectedVersion: number): Promise<boolean> {
    if (record.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('subscriptions.replace', async () => {
      const _id = idOf(record.sessionId, record.generation);
      const result = await this.subscriptions.replaceOne(
        { _id, sessionId: record.sessionId, generation: record.generation, subscriptionId: record.subscriptionId, version: expectedVersion },
        toDocument(_id, record),
      );
      return result.matchedCount === 1;
    });
  }

  /** Documents with webhook events in their outbox, oldest first, on the sparse index `webhook_outbox`. */
  withOutbox(limit: number): Promise<readonly SubscriptionRecord[]> {
    return this.guard('subscriptions.withOutbox', async () =>
      (await this.subscriptions.find({ outboxAt: { $exists: true } }).sort({ outboxAt: 1 }).limit(limit).toArray()).map((d) => fromDocument<SubscriptionRecord>(d)!),
    );
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
