import { expect } from 'chai';
import fc from 'fast-check';
import type { CounterStore } from '@parasol/core';

/** Far enough ahead that no test reaches it: the counter is alive for the whole test. */
const LATER = 4_102_444_800_000; // 2100-01-01
const NOW = 1_700_000_000_000;

/**
 * What every CounterStore adapter must do (core/src/ports/counter-store.ts): the quota and burst
 * rules ("a 429 is never counted", "100 concurrent calls with 7 left admit exactly 7") rest on
 * these guarantees. `make` must return an empty store each time it is called.
 */
export function counterStoreContract(name: string, make: () => Promise<CounterStore> | CounterStore): void {
  describe(`CounterStore contract: ${name}`, () => {
    let store: CounterStore;
    beforeEach(async () => {
      store = await make();
    });

    const incrementTimes = async (counter: string, times: number, limit: number) => {
      for (let i = 0; i < times; i++) await store.increment(counter, limit, LATER);
    };

    it('reads 0 for a counter never incremented', async () => {
      expect(await store.read('never', NOW)).to.equal(0);
    });

    it('admits increments exactly up to the limit, then refuses', async () => {
      const readings = [];
      for (let i = 0; i < 7; i++) readings.push(await store.increment('c', 5, LATER));
      expect(readings.map((r) => r.admitted)).to.deep.equal([true, true, true, true, true, false, false]);
      expect(readings.map((r) => r.count)).to.deep.equal([1, 2, 3, 4, 5, 5, 5]);
      expect(await store.read('c', NOW)).to.equal(5);
    });

    it('refuses every increment under a limit of 0', async () => {
      expect(await store.increment('c', 0, LATER)).to.deep.equal({ admitted: false, count: 0 });
      expect(await store.read('c', NOW)).to.equal(0);
    });

    it('does not count a refused increment: one decrement reopens exactly one slot', async () => {
      await incrementTimes('c', 10, 3);
      expect(await store.read('c', NOW)).to.equal(3);
      await store.decrement('c');
      expect(await store.increment('c', 3, LATER)).to.deep.equal({ admitted: true, count: 3 });
      expect((await store.increment('c', 3, LATER)).admitted).to.equal(false);
    });

    it('admits exactly 7 of 100 concurrent increments when 7 remain', async () => {
      await incrementTimes('daily', 13, 20);
      const readings = await Promise.all(Array.from({ length: 100 }, () => store.increment('daily', 20, LATER)));
      const admitted = readings.filter((r) => r.admitted);
      expect(admitted).to.have.length(7);
      expect(admitted.map((r) => r.count).sort((a, b) => a - b)).to.deep.equal([14, 15, 16, 17, 18, 19, 20]);
      expect(readings.filter((r) => !r.admitted).every((r) => r.count === 20)).to.equal(true);
      expect(await store.read('daily', NOW)).to.equal(20);
    });

    it('admits exactly the limit of many concurrent increments on a fresh counter', async () => {
      const readings = await Promise.all(Array.from({ length: 100 }, () => store.increment('burst', 60, LATER)));
      expect(readings.filter((r) => r.admitted)).to.have.length(60);
      expect(await store.read('burst', NOW)).to.equal(60);
    });

    it('never goes below 0, even when decremented more often than incremented', async () => {
      await store.decrement('absent');
      expect(await store.read('absent', NOW)).to.equal(0);
      await incrementTimes('c', 2, 10);
      for (let i = 0; i < 5; i++) await store.decrement('c');
      expect(await store.read('c', NOW)).to.equal(0);
      expect(await store.increment('c', 10, LATER)).to.deep.equal({ admitted: true, count: 1 });
    });

    it('never goes below 0 under concurrent decrements', async () => {
      await incrementTimes('c', 3, 10);
      await Promise.all(Array.from({ length: 20 }, () => store.decrement('c')));
      expect(await store.read('c', NOW)).to.equal(0);
    });

    it('reads 0 from the moment the counter expires', async () => {
      const expiresAt = NOW + 60_000;
      await store.increment('minute', 60, expiresAt);
      await store.increment('minute', 60, expiresAt);
      expect(await store.read('minute', NOW)).to.equal(2);
      expect(await store.read('minute', expiresAt - 1)).to.equal(2);
      expect(await store.read('minute', expiresAt)).to.equal(0);
      expect(await store.read('minute', expiresAt + 86_400_000)).to.equal(0);
    });

    it('keeps a counter that never expires (lifetime activity uses Number.MAX_SAFE_INTEGER)', async () => {
      const forever = Number.MAX_SAFE_INTEGER;
      for (let i = 0; i < 3; i++) await store.increment('activity:acme:sandboxPriceCalls', forever, forever);
      expect(await store.read('activity:acme:sandboxPriceCalls', Date.UTC(2999, 0, 1))).to.equal(3);
    });

    it('keeps counters of different names independent', async () => {
      await incrementTimes('daily:k1:reads', 4, 4);
      await incrementTimes('daily:k1:writes', 1, 50);
      expect((await store.increment('daily:k1:reads', 4, LATER)).admitted).to.equal(false);
      expect(await store.increment('daily:k2:reads', 4, LATER)).to.deep.equal({ admitted: true, count: 1 });
      await store.decrement('daily:k1:writes');
      expect(await store.read('daily:k1:reads', NOW)).to.equal(4);
      expect(await store.read('daily:k1:writes', NOW)).to.equal(0);
      expect(await store.read('daily:k2:reads', NOW)).to.equal(1);
    });

    it('property: for any sequence of increments and decrements, counts follow the simple model', async () => {
      const names = ['a', 'b', 'c'] as const;
      const command = fc.oneof(
        fc.record({ kind: fc.constant('increment' as const), name: fc.constantFrom(...names), limit: fc.nat(8) }),
        fc.record({ kind: fc.constant('decrement' as const), name: fc.constantFrom(...names) }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(command, { maxLength: 60 }), async (commands) => {
          const fresh = await make();
          const model = new Map<string, number>();
          for (const c of commands) {
            const count = model.get(c.name) ?? 0;
            if (c.kind === 'increment') {
              const admitted = count < c.limit;
              const next = admitted ? count + 1 : count;
              expect(await fresh.increment(c.name, c.limit, LATER)).to.deep.equal({ admitted, count: next });
              model.set(c.name, next);
            } else {
              await fresh.decrement(c.name);
              model.set(c.name, Math.max(0, count - 1));
            }
          }
          for (const n of names) expect(await fresh.read(n, NOW), n).to.equal(model.get(n) ?? 0);
        }),
        { numRuns: 100 },
      );
    });
  });
}
