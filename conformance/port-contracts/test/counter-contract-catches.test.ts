import { expect } from 'chai';
import type { CounterStore } from '@parasol/core';
import { caseTitled, counterStoreCases, counterStoreContract } from '../src/index.js';
import { DuplicateKeyError } from './simulated-counter-collection.js';
import { OneUpsertCounterStore, ReadThenWriteCounterStore, RecipeCounterStore } from './counter-adapters.js';
import { failureOf } from './failure-of.js';

const freshCounter = caseTitled(counterStoreCases, 'concurrent increments on a fresh counter');
const runAgainst = (store: CounterStore) => failureOf(() => freshCounter.run(store, async () => store));

describe('port contracts: the counter contract catches naive MongoDB adapters', () => {
  it('fails an adapter that increments with one upsert: the losers of the first insert race get a duplicate key', async () => {
    expect(await runAgainst(new OneUpsertCounterStore(false))).to.be.instanceOf(DuplicateKeyError);
  });

  it('fails an adapter that takes that duplicate key for a refusal: it admits fewer than the limit', async () => {
    expect(await runAgainst(new OneUpsertCounterStore(true))).to.have.property('message').that.matches(/counts admitted/);
  });

  it('fails an adapter that reads the count and then writes it: it admits more than the limit', async () => {
    expect(await runAgainst(new ReadThenWriteCounterStore())).to.have.property('message').that.matches(/counts admitted/);
  });
});

// The port's recipe, on the same simulated collection, passes every case: the contract asks no
// more than a MongoDB adapter can give.
counterStoreContract('MongoDB recipe on a simulated collection', () => new RecipeCounterStore());
