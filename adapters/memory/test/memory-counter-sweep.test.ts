import { expect } from 'chai';
import { MemoryCounterStore } from '../src/index.js';

describe('memory: counter sweeping', () => {
  it('never loses a counter whose window is still open when it sweeps the closed ones', async () => {
    const store = new MemoryCounterStore();
    const t0 = Date.UTC(2026, 0, 1);
    await store.increment('burst:k:1', 60, t0 + 60_000);
    await store.increment('daily:k:reads:2026-01-01', 200, t0 + 86_400_000);
    await store.read('anything', t0 + 120_000); // a read more than a minute on sweeps
    expect(await store.read('burst:k:1', t0 + 120_000)).to.equal(0);
    expect(await store.read('daily:k:reads:2026-01-01', t0 + 120_000)).to.equal(1);
    expect(await store.increment('daily:k:reads:2026-01-01', 200, t0 + 86_400_000)).to.deep.equal({ admitted: true, count: 2 });
  });
});
