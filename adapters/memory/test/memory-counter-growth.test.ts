import { expect } from 'chai';
import { type ApiKeyRecord } from '@parasol/core';
import { PartnerActivity, RateLimits, WidgetLimits } from '@parasol/core/internal';
import { MemoryCounterStore } from '../src/index.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1, 23, 30);

const aKey = (keyId: string): ApiKeyRecord => ({
  keyId,
  mode: 'sandbox',
  scopes: ['quotes'],
  quota: { reads: 1_000_000_000, writes: 1_000_000_000 },
  burstPerMinute: 1_000_000_000,
  cardModes: [],
  secrets: [],
  createdAt: 0,
  version: 1,
});

describe('memory: counters stay as small as their open windows', () => {
  it('keeps no closed window under three days of rate-limited calls that never read a counter (a quote every ten seconds)', async () => {
    const store = new MemoryCounterStore();
    const limits = new RateLimits(store);
    const activity = new PartnerActivity(store);
    const keys = [aKey('ak_test_a'), aKey('ak_test_b')];
    let largest = 0;
    for (let now = T0; now < T0 + 3 * DAY; now += 10_000) {
      const key = keys[(now / 10_000) % 2] as ApiKeyRecord;
      // What a charged call does: burst, daily bucket, sandbox activity; its headers reuse the counts.
      expect((await limits.takeBurst(key, now)).admitted).to.equal(true);
      expect((await limits.takeDaily(key, 'reads', now)).admitted).to.equal(true);
      await activity.record('partner', 'sandboxPriceCalls');
      largest = Math.max(largest, store.size);
    }
    // Per key: this minute's and at most the last minute's burst, today's and at most yesterday's
    // reads; and the lifetime activity count.
    expect(largest).to.be.at.most(2 * (2 + 2) + 1);
    expect(await activity.read('partner', T0 + 3 * DAY)).to.deep.equal({ sandboxPriceCalls: 3 * 8_640, sandboxLinksMinted: 0 });
  });

  it('keeps no closed window of the widget limits, which only ever increment', async () => {
    const store = new MemoryCounterStore();
    const widget = new WidgetLimits(store);
    let largest = 0;
    for (let i = 0; i < 20_000; i++) {
      const now = T0 + i * 500;
      await widget.takeClient(`203.0.113.${i % 250}`, now);
      await widget.takeRef('acme-main', now);
      largest = Math.max(largest, store.size);
    }
    // 250 clients and the ref, for at most two minutes at a time; the ref's day (and at most the previous one).
    expect(largest).to.be.at.most(2 * (250 + 1) + 2);
  });

  it('still counts an open window across a sweep: nothing open is dropped', async () => {
    const store = new MemoryCounterStore();
    await store.increment('daily:k:reads:2026-01-02', 10, T0 + DAY, T0);
    await store.increment('burst:k:1', 10, T0 + MINUTE, T0);
    // Two minutes on, an increment of another counter sweeps the closed burst only.
    await store.increment('burst:k:3', 10, T0 + 3 * MINUTE, T0 + 2 * MINUTE);
    expect(store.size).to.equal(2);
    expect(await store.increment('daily:k:reads:2026-01-02', 10, T0 + DAY, T0 + 2 * MINUTE)).to.deep.equal({ admitted: true, count: 2 });
  });
});
