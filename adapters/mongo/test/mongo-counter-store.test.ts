import { counterStoreContract } from '@parasol/port-contracts';
import { MongoCounterStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory store's contract, unchanged, through the real driver over TCP.
describe('MongoDB counter store', () => {
  const mongo = useMongoHarness();
  counterStoreContract('MongoCounterStore', async () => new MongoCounterStore((await mongo.freshDb(['counters'])).collection('counters')));
});
