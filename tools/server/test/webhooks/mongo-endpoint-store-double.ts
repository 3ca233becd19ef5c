import type { Collection, Document } from 'mongodb';
import type { KeyMode, WebhookEndpointRecord, WebhookEndpointStore } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from '@parasol/adapter-mongo';

/**
 * TEST DOUBLE of the webhook endpoint store on a MongoDB collection of the test database, so
 * that dispatchers in several processes share endpoints (the real MongoDB adapter is the endpoint
 * API's, built beside this work).
 */
export class MongoEndpointStoreDouble implements WebhookEndpointStore {
  constructor(private readonly endpoints: Collection<Document>) {}

  async get(endpointId: string) {
    return fromDocument<WebhookEndpointRecord>(await this.endpoints.findOne({ _id: derivedId('testEndpoints', endpointId) }));
  }
  async create(record: WebhookEndpointRecord) {
    try {
      await this.endpoints.insertOne(toDocument(derivedId('testEndpoints', record.endpointId), record));
      return true;
    } catch {
      return false;
    }
  }
  async replace(record: WebhookEndpointRecord, expectedVersion: number) {
    if (record.version !== expectedVersion + 1) return false;
    const _id = derivedId('testEndpoints', record.endpointId);
    return (await this.endpoints.replaceOne({ _id, version: expectedVersion }, toDocument(_id, record))).matchedCount === 1;
  }
  async remove(endpointId: string) {
    return (await this.endpoints.deleteOne({ _id: derivedId('testEndpoints', endpointId) })).deletedCount === 1;
  }
  async listByPartner(partnerCode: string, mode: KeyMode) {
    return (await this.endpoints.find({ partnerCode, mode }).sort({ createdAt: 1 }).toArray()).map((d) => fromDocument<WebhookEndpointRecord>(d)!);
  }
}
