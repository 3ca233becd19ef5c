import { payoutStoreContract, settlementQueueContract } from '@parasol/port-contracts';
import { MongoPayoutStore, MongoSaleStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory stores' contracts, unchanged, through the real driver over TCP.
describe('MongoDB payout store and settlement queue', () => {
  const mongo = useMongoHarness();
  payoutStoreContract('MongoPayoutStore', async () => new MongoPayoutStore((await mongo.freshDb(['payouts'])).collection('payouts')));
  settlementQueueContract('MongoSaleStore', async () => new MongoSaleStore((await mongo.freshDb(['sales'])).collection('sales')));
});
