import { expect } from 'chai';
import type { ApiKeyRecord } from '../../src/contract/api-key.js';
import { QuotaReservation } from '../../src/limits/quota-reservation.js';
import { RateLimits } from '../../src/limits/rate-limits.js';
import { FakeCounterStore, NOON } from '../api/fakes.js';

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
});
