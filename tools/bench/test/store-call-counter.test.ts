import { expect } from 'chai';
import { MemoryPartnerStore } from '@parasol/adapter-memory';
import { memoryStores } from '@parasol/server';
import { StoreCallCounter } from '../src/store-call-counter.js';

describe('bench: the store call counter (memory stores\' round trips)', () => {
  it('counts every method call of the stores it wraps, which still answer as themselves', async () => {
    const counter = new StoreCallCounter();
    const partners = counter.counted(new MemoryPartnerStore());
    await partners.create({ code: 'p1', status: 'approved', baseRateBps: 1000, commissionBps: 1000, links: [], createdAt: 0, version: 1 });
    expect((await partners.get('p1'))?.code).to.equal('p1');
    expect(await partners.get('nobody')).to.equal(undefined);
    expect(counter.calls).to.equal(3);
    counter.reset();
    expect(counter.calls).to.equal(0);
  });

  it('counts a whole composition, what it shares still shared: the sale store is its own payout queue', async () => {
    const counter = new StoreCallCounter();
    const raw = memoryStores();
    expect(raw.settlements).to.equal(raw.sales);
    const stores = counter.countedStores(raw);
    expect(stores.settlements).to.equal(stores.sales);
    expect(stores.keys).to.not.equal(raw.keys);
    expect(Object.keys(stores)).to.deep.equal(Object.keys(raw));
    await stores.partners.get('nobody');
    await stores.settlements.get('live', 'nobody', 'no-order');
    expect(counter.calls).to.equal(2);
  });
});
