import { webhookDeliveryStoreContract } from '@parasol/port-contracts';
import { MongoWebhookDeliveryStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory store's contract, unchanged, through the real driver over TCP.
describe('MongoDB webhook delivery store', () => {
  const mongo = useMongoHarness();
  webhookDeliveryStoreContract('MongoWebhookDeliveryStore', async () => new MongoWebhookDeliveryStore((await mongo.freshDb(['webhookDeliveries'])).collection('webhookDeliveries')));
});
