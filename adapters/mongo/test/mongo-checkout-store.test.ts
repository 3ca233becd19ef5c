import { checkoutStoreContract } from '@parasol/port-contracts';
import { MongoCheckoutStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory store's contract, unchanged, through the real driver over TCP.
describe('MongoDB checkout store', () => {
  const mongo = useMongoHarness();
  checkoutStoreContract('MongoCheckoutStore', async () => {
    const db = await mongo.freshDb(['checkouts', 'checkoutIds']);
    return new MongoCheckoutStore(db.collection('checkouts'), db.collection('checkoutIds'));
  });
});
