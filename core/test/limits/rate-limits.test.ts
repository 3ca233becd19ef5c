import { expect } from 'chai';
import fc from 'fast-check';
import type { ApiKeyRecord } from '../../src/contract/api-key.js';
import { RateLimits } from '../../src/limits/rate-limits.js';
import { FakeCounterStore, NOON } from '../api/fakes.js';

const MINUTE = 60_000;
const aKey = (overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  keyId: 'ak_test_limits0001',
  mode: 'sandbox',
  scopes: ['quotes'],
  quota: { reads: 5, writes: 2 },
  cardModes: [],
  secrets: [],
  createdAt: 0,
  version: 1,
  ...overrides,
});

const take = async (times: number, step: () => Promise<{ admitted: boolean }>) => {
  let admitted = 0;
  for (let i = 0; i < times; i++) if ((await step()).admitted) admitted++;
  return admitted;
};

describe('limits: daily buckets and the burst', () => {
  it('admits a bucket up to its daily quota, then refuses until the next UTC midnight', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    expect(await take(9, () => limits.takeDaily(key, 'reads', NOON))).to.equal(5);
    const refused = await limits.takeDaily(key, 'reads', NOON);
    expect(refused).to.deep.equal({ admitted: false, retryAfterSeconds: 12 * 3600, count: 5 });
    const midnight = Date.UTC(2026, 2, 11);
    expect((await limits.takeDaily(key, 'reads', midnight - 1)).admitted).to.equal(false);
    expect((await limits.takeDaily(key, 'reads', midnight)).admitted).to.equal(true);
  });

  it('keeps reads and writes, and each key, in separate buckets', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    await take(5, () => limits.takeDaily(key, 'reads', NOON));
    expect((await limits.takeDaily(key, 'writes', NOON)).admitted).to.equal(true);
    expect((await limits.takeDaily(aKey({ keyId: 'ak_test_other' }), 'reads', NOON)).admitted).to.equal(true);
  });

  it('admits 60 calls a minute by default, a key’s own ceiling when it has one, and resets each minute', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    expect(await take(70, () => limits.takeBurst(key, NOON + 5_000))).to.equal(60);
    const refused = await limits.takeBurst(key, NOON + 5_000);
    expect(refused).to.deep.equal({ admitted: false, retryAfterSeconds: 55, count: 60 });
    expect((await limits.takeBurst(key, NOON + MINUTE)).admitted).to.equal(true);
    const loadTest = aKey({ keyId: 'ak_test_load', burstPerMinute: 500 });
    expect(await take(600, () => limits.takeBurst(loadTest, NOON))).to.equal(500);
  });

  it('property: retry after a burst refusal is 1 to 60 s, and reaches the next minute', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: MINUTE - 1 }), async (ms) => {
        const limits = new RateLimits(new FakeCounterStore());
        const key = aKey({ burstPerMinute: 1 });
        const now = NOON + ms;
        await limits.takeBurst(key, now);
        const { admitted, retryAfterSeconds } = await limits.takeBurst(key, now);
        expect(admitted).to.equal(false);
        expect(retryAfterSeconds).to.be.within(1, 60);
        expect((await limits.takeBurst(key, now + retryAfterSeconds * 1000)).admitted).to.equal(true);
      }),
    );
  });

  it('gives a daily slot back on release, never below zero', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey();
    await take(5, () => limits.takeDaily(key, 'reads', NOON));
    await limits.releaseDaily(key, 'reads', NOON);
    expect((await limits.used(key, NOON)).reads).to.equal(4);
    for (let i = 0; i < 10; i++) await limits.releaseDaily(key, 'reads', NOON);
    expect((await limits.used(key, NOON)).reads).to.equal(0);
  });

  it('describes the day and the minute; a burst refusal leaves the daily figures describing the day', async () => {
    const limits = new RateLimits(new FakeCounterStore());
    const key = aKey({ quota: { reads: 200, writes: 50 } });
    for (let i = 0; i < 60; i++) {
      await limits.takeBurst(key, NOON);
      await limits.takeDaily(key, 'reads', NOON);
    }
    expect((await limits.takeBurst(key, NOON)).admitted).to.equal(false);
    expect(await limits.state(key, 'reads', NOON)).to.deep.equal({ limit: 200, remaining: 140, resetSeconds: 12 * 3600, burstRemaining: 0 });
    expect(await limits.state(key, 'writes', NOON)).to.deep.equal({ limit: 50, remaining: 50, resetSeconds: 12 * 3600, burstRemaining: 0 });
    expect((await limits.state(key, 'reads', NOON + MINUTE)).burstRemaining).to.equal(60);
  });

  it('describes a bucket from counts the call already holds without reading them again, and reads only what it lacks', async () => {
    const store = new FakeCounterStore();
    let reads = 0;
    const counting = Object.assign(Object.create(store) as FakeCounterStore, { read: async (name: string, now: number) => ((reads += 1), store.read(name, now)) });
    const limits = new RateLimits(counting);
    const key = aKey();
    const daily = await limits.takeDaily(key, 'reads', NOON);
    const burst = await limits.takeBurst(key, NOON);
    expect(await limits.state(key, 'reads', NOON, { daily: daily.count, burst: burst.count })).to.deep.equal(await limits.state(key, 'reads', NOON));
    reads = 0;
    await limits.state(key, 'reads', NOON, { daily: daily.count, burst: burst.count });
    expect(reads).to.equal(0);
    await limits.state(key, 'reads', NOON, { burst: burst.count });
    expect(reads).to.equal(1);
  });
});
