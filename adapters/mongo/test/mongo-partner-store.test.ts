import { partnerStoreContract } from '@parasol/port-contracts';
import { MongoPartnerStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory store's contract, unchanged, through the real driver over TCP.
describe('MongoDB partner store', () => {
  const mongo = useMongoHarness();
  partnerStoreContract('MongoPartnerStore', async () => new MongoPartnerStore((await mongo.freshDb(['partners'])).collection('partners')));
});
