import { idempotencyStoreContract } from '@parasol/port-contracts';
import { MongoIdempotencyStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory store's contract, unchanged, through the real driver over TCP.
describe('MongoDB idempotency store', () => {
  const mongo = useMongoHarness();
  idempotencyStoreContract('MongoIdempotencyStore', async () => {
    const db = await mongo.freshDb(['idempotencyKeys']);
    return new MongoIdempotencyStore(db.collection('idempotencyKeys'));
  });
});
