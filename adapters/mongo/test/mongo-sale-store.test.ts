import { saleStoreContract } from '@parasol/port-contracts';
import { MongoSaleStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory store's contract, unchanged, through the real driver over TCP.
describe('MongoDB sale store', () => {
  const mongo = useMongoHarness();
  saleStoreContract('MongoSaleStore', async () => new MongoSaleStore((await mongo.freshDb(['sales'])).collection('sales')));
});
