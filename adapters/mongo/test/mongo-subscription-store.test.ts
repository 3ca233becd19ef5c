import { subscriptionStoreContract } from '@parasol/port-contracts';
import { MongoSubscriptionStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory store's contract, unchanged, through the real driver over TCP.
describe('MongoDB subscription store', () => {
  const mongo = useMongoHarness();
  subscriptionStoreContract('MongoSubscriptionStore', async () => {
    const db = await mongo.freshDb(['subscriptions', 'subscriptionIds']);
    return new MongoSubscriptionStore(db.collection('subscriptions'), db.collection('subscriptionIds'));
  });
});
