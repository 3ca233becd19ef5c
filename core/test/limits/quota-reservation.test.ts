import { expect } from 'chai';
import type { ApiKeyRecord } from '../../src/contract/api-key.js';
import { QuotaReservation } from '../../src/limits/quota-reservation.js';
import { RateLimits } from '../../src/limits/rate-limits.js';
import { FakeCounterStore, NOON } from '../api/fakes.js';

/** A counter store that counts its reads: a charged call's headers must cost none. */
class CountingCounterStore extends FakeCounterStore {
  reads = 0;
  override async read(name: string, now: number) {
    this.reads += 1;
    return super.read(name, now);
  }
}

const aKey = (): ApiKeyRecord => ({
  keyId: 'ak_test_reserve0001',
  mode: 'sandbox',
  scopes: ['quotes'],
  quota: { reads: 2, writes: 2 },
  burstPerMinute: 10,
  cardModes: [],
  secrets: [],
  createdAt: 0,
  version: 1,
});

describe('limits: a call’s quota reservation', () => {
  it('keeps both slots when the call is charged, and its headers come from the counts it took', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    const quota = new QuotaReservation(limits, key, 'reads', NOON);
    expect((await quota.takeBurst()).admitted).to.equal(true);
    expect((await quota.takeDaily())?.admitted).to.equal(true);
    await quota.settle(true);
    expect(await quota.state('reads')).to.include({ remaining: 1, burstRemaining: 9 });
    expect(await limits.used(key, NOON)).to.deep.equal({ reads: 1, writes: 0, burst: 1 });
  });

  it('gives the daily slot back when not kept, once however often it is settled', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    await new QuotaReservation(limits, key, 'reads', NOON).takeDaily();
    const quota = new QuotaReservation(limits, key, 'reads', NOON);
    await quota.takeBurst();
    await quota.takeDaily();
    await quota.settle(false);
    await quota.settle(false);
    expect(await limits.used(key, NOON)).to.deep.equal({ reads: 1, writes: 0, burst: 1 });
    expect(await quota.state('reads'), 'the headers follow the slot given back').to.include({ remaining: 1 });
  });

  it('gives the burst slot back with a spent bucket: a 429 is never counted', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    for (let i = 0; i < 2; i++) await new QuotaReservation(limits, key, 'writes', NOON).takeDaily();
    const quota = new QuotaReservation(limits, key, 'writes', NOON);
    await quota.takeBurst();
    expect((await quota.takeDaily())?.admitted).to.equal(false);
    expect((await limits.used(key, NOON)).burst).to.equal(0);
  });

  it('takes no daily slot for an endpoint that draws on no bucket, and settling it changes nothing', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    const quota = new QuotaReservation(limits, key, null, NOON);
    await quota.takeBurst();
    expect(await quota.takeDaily()).to.equal(undefined);
    await quota.settle(false);
    expect(await limits.used(key, NOON)).to.deep.equal({ reads: 0, writes: 0, burst: 1 });
  });

  it('leaves the call charged when the store cannot take the slot back, without failing the answer', async () => {
    const store = new FakeCounterStore();
    const limits = new RateLimits(store);
    const key = aKey();
    const quota = new QuotaReservation(limits, key, 'reads', NOON);
    await quota.takeDaily();
    store.decrement = async () => {
      throw new Error('unreachable');
    };
    await quota.settle(false);
    expect((await limits.used(key, NOON)).reads).to.equal(1);
  });

  it('makes a charged call’s headers from its own counts: no store read, and another call’s later increments do not show', async () => {
    const store = new CountingCounterStore();
    const limits = new RateLimits(store);
    const key = aKey();
    const quota = new QuotaReservation(limits, key, 'reads', NOON);
    await quota.takeBurst();
    await quota.takeDaily();
    const other = new QuotaReservation(limits, key, 'reads', NOON);
    await other.takeBurst();
    await other.takeDaily();
    await quota.settle(true);
    store.reads = 0;
    expect(await quota.state('reads')).to.include({ remaining: 1, burstRemaining: 9 });
    expect(store.reads, 'both counts were known').to.equal(0);
    expect(await other.state('reads')).to.include({ remaining: 0, burstRemaining: 8 });
  });

  it('reads the daily counter of another bucket than the one it holds, and the burst it holds from its own count', async () => {
    const store = new CountingCounterStore();
    const limits = new RateLimits(store);
    const key = aKey();
    const quota = new QuotaReservation(limits, key, 'reads', NOON);
    await quota.takeBurst();
    await quota.takeDaily();
    store.reads = 0;
    expect(await quota.state('writes')).to.include({ limit: 2, remaining: 2, burstRemaining: 9 });
    expect(store.reads, 'only the writes counter').to.equal(1);
  });

  it('reads the store for the counts it does not hold: no daily slot taken, a burst refused', async () => {
    const store = new CountingCounterStore();
    const limits = new RateLimits(store);
    const key = { ...aKey(), burstPerMinute: 1 };
    await new QuotaReservation(limits, key, 'reads', NOON).takeBurst();
    const quota = new QuotaReservation(limits, key, 'reads', NOON);
    expect((await quota.takeBurst()).admitted).to.equal(false);
    await limits.releaseBurst(key, NOON);
    await new QuotaReservation(limits, key, 'reads', NOON).takeDaily();
    store.reads = 0;
    expect(await quota.state('reads'), 'the store’s counts now, not the refused one').to.include({ remaining: 1, burstRemaining: 1 });
    expect(store.reads).to.equal(2);
  });

  it('gives back no daily slot it was refused, however it is settled', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    for (let i = 0; i < 2; i++) await new QuotaReservation(limits, key, 'writes', NOON).takeDaily();
    const quota = new QuotaReservation(limits, key, 'writes', NOON);
    await quota.takeBurst();
    expect((await quota.takeDaily())?.admitted).to.equal(false);
    await quota.settle(false);
    expect((await limits.used(key, NOON)).writes).to.equal(2);
  });

  it('keeps a kept slot however often it is settled after', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    const quota = new QuotaReservation(limits, key, 'reads', NOON);
    await quota.takeDaily();
    await quota.settle(true);
    await quota.settle(false);
    expect((await limits.used(key, NOON)).reads).to.equal(1);
    expect(await quota.state('reads')).to.include({ remaining: 1 });
  });
});
