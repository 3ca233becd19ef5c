import type { Collection, Document } from 'mongodb';
import type { KeyMode, WebhookEndpointRecord, WebhookEndpointStore } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (endpointId: string) => derivedId('webhookEndpoints', endpointId);

/**
 * Webhook endpoints, one document each (collection `webhookEndpoints`), `_id` derived from the
 * endpoint id. Create is one insertOne (a duplicate key means the id is taken), replace one
 * findOneAndReplace on {_id, endpointId, version}, remove one deleteOne: each a single-document
 * atomic operation, so the API (rotating a secret) and the dispatcher (disabling the endpoint)
 * on several instances cannot both win a race on one endpoint.
 */
export class MongoWebhookEndpointStore implements WebhookEndpointStore {
  constructor(
    private readonly endpoints: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(endpointId: string): Promise<WebhookEndpointRecord | undefined> {
    return this.guard('webhookEndpoints.get', async () => fromDocument<WebhookEndpointRecord>(await this.endpoints.findOne({ _id: idOf(endpointId), endpointId })));
  }

  create(record: WebhookEndpointRecord): Promise<boolean> {
    return this.guard('webhookEndpoints.create', async () => {
      try {
        await this.endpoints.insertOne(toDocument(idOf(record.endpointId), record));
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  replace(record: WebhookEndpointRecord, expectedVersion: number): Promise<boolean> {
    // A version that does not follow the expected one is refused without asking the database.
    if (record.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('webhookEndpoints.replace', async () => {
      const id = idOf(record.endpointId);
      // Only the _id comes back: the caller already holds the record it wrote.
      const previous = await this.endpoints.findOneAndReplace({ _id: id, endpointId: record.endpointId, version: expectedVersion }, toDocument(id, record), {
        projection: { _id: 1 },
      });
      return previous !== null;
    });
  }

  remove(endpointId: string): Promise<boolean> {
    return this.guard('webhookEndpoints.remove', async () => (await this.endpoints.deleteOne({ _id: idOf(endpointId), endpointId })).deletedCount === 1);
  }

  listByPartner(partnerCode: string, mode: KeyMode): Promise<readonly WebhookEndpointRecord[]> {
    return this.guard('webhookEndpoints.listByPartner', async () => {
      // At most 16 per partner and mode: one page, on the partner_listing index.
      const documents = await this.endpoints.find({ partnerCode, mode }).sort({ createdAt: 1, endpointId: 1 }).toArray();
      return documents.map((d) => fromDocument<WebhookEndpointRecord>(d)!);
    });
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
