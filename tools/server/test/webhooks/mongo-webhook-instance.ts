import { ledgerModule, type Clock } from '@parasol/core';
import { connectMongoStores } from '@parasol/adapter-mongo';
import { HttpWebhookSender } from '@parasol/webhook-http';
import { createEmbeddedParasol } from '../../src/index.js';
import { TEST_CLIENT_OPTIONS } from '../../../../adapters/mongo/test/harness/test-database.js';
import { MongoEndpointStoreDouble } from './mongo-endpoint-store-double.js';

/** The test schedule: 1 s, 2 s, 4 s. */
export const MONGO_TEST_SCHEDULE = [1000, 2000, 4000];

/**
 * One Parasol instance with webhooks on a MongoDB database: what each of several instances (in
 * this process or a child) runs. Endpoints live in the test double's collection of that database.
 */
export async function mongoWebhookInstance(url: string, options: { masterKey: Uint8Array; clock: Clock; instanceId: string; leaseMs: number }) {
  const stores = await connectMongoStores(url, { clientOptions: TEST_CLIENT_OPTIONS });
  const endpoints = new MongoEndpointStoreDouble(stores.db.collection('testEndpoints'));
  const { keys, partners, counters, subscriptions, sales, checkouts, idempotency } = stores;
  const parasol = createEmbeddedParasol({
    clock: options.clock,
    masterKey: options.masterKey,
    stores: { keys, partners, counters, subscriptions, sales, checkouts, webhookEndpoints: endpoints, idempotency },
    modules: [ledgerModule()],
    webhooks: {
      endpoints,
      deliveries: stores.webhookDeliveries,
      sender: new HttpWebhookSender({ allowSandboxLoopback: true }),
      settings: { schedule: MONGO_TEST_SCHEDULE, leaseMs: options.leaseMs },
      instanceId: options.instanceId,
    },
  });
  return { parasol, stores, endpoints, close: () => stores.close() };
}
