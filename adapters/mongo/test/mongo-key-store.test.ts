import { keyStoreContract } from '@parasol/port-contracts';
import { MongoKeyStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory store's contract, unchanged, through the real driver over TCP.
describe('MongoDB key store', () => {
  const mongo = useMongoHarness();
  keyStoreContract('MongoKeyStore', async () => new MongoKeyStore((await mongo.freshDb(['keys'])).collection('keys')));
});
