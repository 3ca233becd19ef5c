import type { Collection, Document, Filter } from 'mongodb';
import { decodeDeliveryCursor, encodeDeliveryCursor, type DueSkip, type WebhookDeliveryPage, type WebhookDeliveryQuery, type WebhookDeliveryRecord, type WebhookDeliveryStore } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (deliveryId: string) => derivedId('webhookDeliveries', deliveryId);

const cursorOf = (d: WebhookDeliveryRecord): string => encodeDeliveryCursor(d);
const positionOf = (cursor: string): [number, string] => {
  const position = decodeDeliveryCursor(cursor);
  if (position === undefined) throw new RangeError(`not a delivery cursor: ${cursor}`);
  return [position.createdAt, position.deliveryId];
};

/**
 * The delivery log (collection `webhookDeliveries`), one document per delivery, `_id` derived
 * from its id: the relay's create is one insertOne whose duplicate key means "already there", and
 * every change (taking the lease, recording an attempt) is one replaceOne on {_id, version}, so
 * dispatchers on several instances take a delivery one at a time without a transaction. The
 * dispatcher's queries run on `due` {status, nextAttemptAt} and `object_order` {endpointId,
 * orderKey, status, seq}; the partner's log on `partner_log` {partnerCode, mode, createdAt,
 * deliveryId}, paged by keyset.
 */
export class MongoWebhookDeliveryStore implements WebhookDeliveryStore {
  constructor(
    private readonly deliveries: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(deliveryId: string): Promise<WebhookDeliveryRecord | undefined> {
    return this.guard('webhookDeliveries.get', async () => fromDocument<WebhookDeliveryRecord>(await this.deliveries.findOne({ _id: idOf(deliveryId), deliveryId })));
  }

  create(record: WebhookDeliveryRecord): Promise<boolean> {
    return this.guard('webhookDeliveries.create', async () => {
      try {
        await this.deliveries.insertOne(toDocument(idOf(record.deliveryId), record));
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  replace(record: WebhookDeliveryRecord, expectedVersion: number): Promise<boolean> {
    if (record.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('webhookDeliveries.replace', async () => {
      const _id = idOf(record.deliveryId);
      const result = await this.deliveries.replaceOne({ _id, deliveryId: record.deliveryId, version: expectedVersion }, toDocument(_id, record));
      return result.matchedCount === 1;
    });
  }

  due(now: number, limit: number, skip: DueSkip = {}): Promise<readonly WebhookDeliveryRecord[]> {
    return this.guard('webhookDeliveries.due', async () => {
      const { endpoints = [], chains = [] } = skip;
      const skipped = {
        ...(endpoints.length === 0 ? {} : { endpointId: { $nin: [...endpoints] } }),
        ...(chains.length === 0 ? {} : { $nor: chains.map(({ endpointId, orderKey }) => ({ endpointId, orderKey })) }),
      };
      const documents = await this.deliveries
        .find({ status: 'pending', nextAttemptAt: { $lte: now }, $or: [{ leaseUntil: { $exists: false } }, { leaseUntil: { $lte: now } }], ...skipped })
        .sort({ nextAttemptAt: 1, seq: 1 })
        .limit(limit)
        .toArray();
      return documents.map((d) => fromDocument<WebhookDeliveryRecord>(d)!);
    });
  }

  pendingBefore(endpointId: string, orderKey: string, seq: number): Promise<WebhookDeliveryRecord | undefined> {
    return this.guard('webhookDeliveries.pendingBefore', async () => fromDocument<WebhookDeliveryRecord>(await this.deliveries.findOne({ endpointId, orderKey, status: 'pending', seq: { $lt: seq } }, { sort: { seq: 1 } })));
  }

  list(query: WebhookDeliveryQuery): Promise<WebhookDeliveryPage> {
    const after = query.after === undefined ? undefined : positionOf(query.after);
    return this.guard('webhookDeliveries.list', async () => {
      const filter: Filter<Document> = { partnerCode: query.partnerCode, mode: query.mode };
      if (query.endpointId !== undefined) filter.endpointId = query.endpointId;
      if (query.type !== undefined) filter.type = query.type;
      if (query.status !== undefined) filter.status = query.status;
      if (after !== undefined) filter.$or = [{ createdAt: { $lt: after[0] } }, { createdAt: after[0], deliveryId: { $lt: after[1] } }];
      const documents = await this.deliveries.find(filter).sort({ createdAt: -1, deliveryId: -1 }).limit(query.limit + 1).toArray();
      const deliveries = documents.slice(0, query.limit).map((d) => fromDocument<WebhookDeliveryRecord>(d)!);
      const last = deliveries[deliveries.length - 1];
      return documents.length > query.limit && last ? { deliveries, next: cursorOf(last) } : { deliveries };
    });
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
