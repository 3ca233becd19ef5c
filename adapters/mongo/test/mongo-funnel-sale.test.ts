import { MongoSaleStore } from '../src/index.js';
import { funnelSaleProperties } from '../../../tools/server/test/ledger/funnel-sale-properties.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The funnel's sale book on MongoDB: its create-if-absent (a duplicate _id) and compare-and-set
// decide the races, across connections, as the memory store's do in one process.
describe('MongoDB: the funnel\'s sale book', () => {
  const mongo = useMongoHarness();
  funnelSaleProperties('MongoSaleStore', async () => new MongoSaleStore((await mongo.freshDb(['sales'])).collection('sales')), 15);
});
