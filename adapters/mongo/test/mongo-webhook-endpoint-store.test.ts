import { expect } from 'chai';
import { isStorageUnavailable } from '@parasol/core';
import { webhookEndpointStoreContract, aWebhookEndpointRecord } from '@parasol/port-contracts';
import { MongoWebhookEndpointStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory store's contract, unchanged, through the real driver over TCP.
describe('MongoDB webhook endpoint store', () => {
  const mongo = useMongoHarness();
  webhookEndpointStoreContract('MongoWebhookEndpointStore', async () => new MongoWebhookEndpointStore((await mongo.freshDb(['webhookEndpoints'])).collection('webhookEndpoints')));
});

describe('MongoDB webhook endpoint store: the database out of reach', () => {
  it('turns every operation into StorageUnavailable (the API answers 503), never a false answer', async () => {
    const { MongoClient } = await import('mongodb');
    // Port 1 on loopback: nothing listens, so server selection fails fast.
    const client = new MongoClient('mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=200&connectTimeoutMS=200');
    const store = new MongoWebhookEndpointStore(client.db('parasol').collection('webhookEndpoints'), { retryAfterSeconds: 7 });
    try {
      const record = aWebhookEndpointRecord();
      const attempts = [store.get(record.endpointId), store.create(record), store.replace({ ...record, version: 2 }, 1), store.remove(record.endpointId), store.listByPartner('acme', 'sandbox')];
      for (const attempt of attempts) {
        const thrown = await attempt.then(() => undefined, (e: unknown) => e);
        expect(isStorageUnavailable(thrown), String(thrown)).to.equal(true);
        expect((thrown as { retryAfterSeconds: number }).retryAfterSeconds).to.equal(7);
      }
    } finally {
      await client.close();
    }
  });
});
