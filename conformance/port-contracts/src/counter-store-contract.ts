import { expect } from 'chai';
import fc from 'fast-check';
import { type CounterStore } from '@parasol/core';
import { dailyWindow, minuteWindow } from '@parasol/core/internal';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * The suite's clock: noon (UTC) tomorrow, fixed for the run. Taken from the real clock so that
 * every `expiresAt` below is a real future date: an adapter whose storage drops documents on the
 * wall clock (a MongoDB TTL index) must not lose a counter in the middle of a case, which a fixed
 * date in the past would allow. Noon keeps every minute window of a case inside one day.
 */
const NOW = Math.floor(Date.now() / DAY) * DAY + DAY + DAY / 2;
/** The windows production's RateLimits uses (core/src/limits/windows.ts): names carry them. */
const TODAY = dailyWindow(NOW);
const THIS_MINUTE = minuteWindow(NOW);
/** What PartnerActivity passes for lifetime counts, as limit and expiry: the largest valid Date. */
const FOREVER = 8_640_000_000_000_000;

const KEY = 'ak_test_contract0000000000000001';
const daily = (bucket: string, keyId = KEY) => `daily:${keyId}:${bucket}:${TODAY.name}`;
const burst = (minute: { name: string }, keyId = KEY) => `burst:${keyId}:${minute.name}`;

const incrementTimes = async (store: CounterStore, counter: string, times: number, limit: number, expiresAt = TODAY.endsAt) => {
  for (let i = 0; i < times; i++) await store.increment(counter, limit, expiresAt);
};

/** 1..n, what the admitted readings of n increments must report between them. */
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * What every CounterStore adapter must do (core/src/ports/counter-store.ts): the quota and burst
 * rules ("a 429 is never counted", "100 concurrent calls with 7 left admit exactly 7") rest on
 * these guarantees. Names, limits and expiries are the ones production passes.
 */
export const counterStoreCases: readonly ContractCase<CounterStore>[] = [
  {
    title: 'reads 0 for a counter never incremented',
    run: async (store) => {
      expect(await store.read(daily('reads'), NOW)).to.equal(0);
    },
  },
  {
    title: 'admits increments exactly up to the limit, then refuses',
    run: async (store) => {
      const readings = [];
      for (let i = 0; i < 7; i++) readings.push(await store.increment(daily('writes'), 5, TODAY.endsAt));
      expect(readings.map((r) => r.admitted)).to.deep.equal([true, true, true, true, true, false, false]);
      expect(readings.map((r) => r.count)).to.deep.equal([1, 2, 3, 4, 5, 5, 5]);
      expect(await store.read(daily('writes'), NOW)).to.equal(5);
    },
  },
  {
    title: 'refuses every increment under a limit of 0',
    run: async (store) => {
      expect(await store.increment(daily('writes'), 0, TODAY.endsAt)).to.deep.equal({ admitted: false, count: 0 });
      expect(await store.increment(daily('writes'), 0, TODAY.endsAt)).to.deep.equal({ admitted: false, count: 0 });
      expect(await store.read(daily('writes'), NOW)).to.equal(0);
    },
  },
  {
    title: 'does not count a refused increment: one decrement reopens exactly one slot',
    run: async (store) => {
      await incrementTimes(store, daily('reads'), 10, 3);
      expect(await store.read(daily('reads'), NOW)).to.equal(3);
      await store.decrement(daily('reads'));
      expect(await store.increment(daily('reads'), 3, TODAY.endsAt)).to.deep.equal({ admitted: true, count: 3 });
      expect((await store.increment(daily('reads'), 3, TODAY.endsAt)).admitted).to.equal(false);
    },
  },
  {
    title: 'admits exactly 7 of 100 concurrent increments when 7 remain',
    run: async (store) => {
      await incrementTimes(store, daily('reads'), 13, 20);
      const readings = await Promise.all(Array.from({ length: 100 }, () => store.increment(daily('reads'), 20, TODAY.endsAt)));
      const admitted = readings.filter((r) => r.admitted);
      expect(admitted.map((r) => r.count).sort((a, b) => a - b)).to.deep.equal([14, 15, 16, 17, 18, 19, 20]);
      expect(readings.filter((r) => !r.admitted).every((r) => r.count === 20)).to.equal(true);
      expect(await store.read(daily('reads'), NOW)).to.equal(20);
    },
  },
  {
    // The first increment of a window meets no document. A MongoDB adapter written as one
    // findOneAndUpdate({_id, count: {$lt: L}}, {$inc}, {upsert: true}) fails here on a real
    // mongod: the upserts that lose the insert race are not retried (the filter is not a pure
    // equality) and reject with duplicate key 11000, and once the count reaches L the upsert
    // tries to insert a second document instead of refusing. Every limit gets its own fresh
    // name and all the calls run at once, so each name sees its first increments in a race.
    title: 'admits exactly L of 100 concurrent increments on a fresh counter, for L from 0 to 150',
    run: async (store) => {
      const limits = [0, 1, 2, 7, 60, 99, 100, 150];
      const name = (limit: number) => burst(THIS_MINUTE, `ak_test_fresh${limit}`);
      const readings = await Promise.all(
        limits.map((limit) => Promise.all(Array.from({ length: 100 }, () => store.increment(name(limit), limit, THIS_MINUTE.endsAt)))),
      );
      for (const [i, limit] of limits.entries()) {
        const admittedCount = Math.min(limit, 100);
        const admitted = readings[i]!.filter((r) => r.admitted);
        expect(admitted.map((r) => r.count).sort((a, b) => a - b), `limit ${limit}: counts admitted`).to.deep.equal(oneTo(admittedCount));
        expect(readings[i]!.filter((r) => !r.admitted).every((r) => r.count === limit), `limit ${limit}: refusals report the limit`).to.equal(true);
        expect(await store.read(name(limit), NOW), `limit ${limit}: count read`).to.equal(admittedCount);
      }
    },
  },
  {
    title: 'never goes below 0, even when decremented more often than incremented',
    run: async (store) => {
      await store.decrement(daily('reads', 'ak_test_absent'));
      expect(await store.read(daily('reads', 'ak_test_absent'), NOW)).to.equal(0);
      await incrementTimes(store, daily('reads'), 2, 10);
      for (let i = 0; i < 5; i++) await store.decrement(daily('reads'));
      expect(await store.read(daily('reads'), NOW)).to.equal(0);
      expect(await store.increment(daily('reads'), 10, TODAY.endsAt)).to.deep.equal({ admitted: true, count: 1 });
    },
  },
  {
    title: 'never goes below 0 under concurrent decrements',
    run: async (store) => {
      await incrementTimes(store, daily('reads'), 3, 10);
      await Promise.all(Array.from({ length: 20 }, () => store.decrement(daily('reads'))));
      expect(await store.read(daily('reads'), NOW)).to.equal(0);
    },
  },
  {
    title: 'reads 0 from the moment the counter expires',
    run: async (store) => {
      await incrementTimes(store, burst(THIS_MINUTE), 2, 60, THIS_MINUTE.endsAt);
      expect(await store.read(burst(THIS_MINUTE), NOW)).to.equal(2);
      expect(await store.read(burst(THIS_MINUTE), THIS_MINUTE.endsAt - 1)).to.equal(2);
      expect(await store.read(burst(THIS_MINUTE), THIS_MINUTE.endsAt)).to.equal(0);
      expect(await store.read(burst(THIS_MINUTE), THIS_MINUTE.endsAt + DAY)).to.equal(0);
    },
  },
  {
    // Increments take no clock: a new window is a new name (core/src/limits/rate-limits.ts), so
    // "the quota resets" means the next window's counter starts from 0 while the closed one,
    // full or not, reads 0.
    title: 'starts the next window from 0: a full minute or day is not carried into the next',
    run: async (store) => {
      const nextMinute = minuteWindow(THIS_MINUTE.endsAt);
      const tomorrow = dailyWindow(TODAY.endsAt);
      const tomorrowReads = `daily:${KEY}:reads:${tomorrow.name}`;
      await incrementTimes(store, burst(THIS_MINUTE), 3, 2, THIS_MINUTE.endsAt);
      await incrementTimes(store, daily('reads'), 3, 2);
      expect(await store.increment(burst(nextMinute), 2, nextMinute.endsAt)).to.deep.equal({ admitted: true, count: 1 });
      expect(await store.increment(tomorrowReads, 2, tomorrow.endsAt)).to.deep.equal({ admitted: true, count: 1 });
      expect(await store.read(burst(THIS_MINUTE), nextMinute.endsAt - MINUTE)).to.equal(0);
      expect(await store.read(burst(nextMinute), nextMinute.endsAt - MINUTE)).to.equal(1);
      expect(await store.read(daily('reads'), TODAY.endsAt)).to.equal(0);
      expect(await store.read(tomorrowReads, TODAY.endsAt)).to.equal(1);
    },
  },
  {
    title: 'keeps a lifetime counter, whose limit and expiry are the largest valid Date (PartnerActivity)',
    run: async (store) => {
      const activity = 'activity:acme:sandboxPriceCalls';
      for (let i = 0; i < 3; i++) expect(await store.increment(activity, FOREVER, FOREVER)).to.deep.equal({ admitted: true, count: i + 1 });
      expect(await store.read(activity, NOW)).to.equal(3);
      expect(await store.read(activity, Date.UTC(2999, 0, 1))).to.equal(3);
      expect(await store.read(activity, FOREVER - 1)).to.equal(3);
    },
  },
  {
    title: 'keeps counters of different names independent',
    run: async (store) => {
      await incrementTimes(store, daily('reads'), 4, 4);
      await incrementTimes(store, daily('writes'), 1, 50);
      expect((await store.increment(daily('reads'), 4, TODAY.endsAt)).admitted).to.equal(false);
      expect(await store.increment(daily('reads', 'ak_test_other'), 4, TODAY.endsAt)).to.deep.equal({ admitted: true, count: 1 });
      await store.decrement(daily('writes'));
      expect(await store.read(daily('reads'), NOW)).to.equal(4);
      expect(await store.read(daily('writes'), NOW)).to.equal(0);
      expect(await store.read(daily('reads', 'ak_test_other'), NOW)).to.equal(1);
    },
  },
  {
    title: 'property: for any sequence of increments and decrements, counts follow the simple model, and each counter reads 0 from its expiry',
    run: async (_store, make) => {
      // One name per kind of window production uses, each always incremented with its window's end.
      const windows = { [burst(THIS_MINUTE)]: THIS_MINUTE.endsAt, [daily('reads')]: TODAY.endsAt, 'activity:acme:sandboxLinksMinted': FOREVER };
      const names = Object.keys(windows);
      const command = fc.oneof(
        fc.record({ kind: fc.constant('increment' as const), name: fc.constantFrom(...names), limit: fc.nat(8) }),
        fc.record({ kind: fc.constant('decrement' as const), name: fc.constantFrom(...names) }),
        fc.record({ kind: fc.constant('read' as const), name: fc.constantFrom(...names), at: fc.integer({ min: NOW, max: THIS_MINUTE.endsAt - 1 }) }),
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
              expect(await fresh.increment(c.name, c.limit, windows[c.name]!)).to.deep.equal({ admitted, count: next });
              model.set(c.name, next);
            } else if (c.kind === 'decrement') {
              await fresh.decrement(c.name);
              model.set(c.name, Math.max(0, count - 1));
            } else {
              expect(await fresh.read(c.name, c.at), c.name).to.equal(count);
            }
          }
          // Time only moves forward, as production's clock does: each window's last instant, then its end.
          for (const n of [...names].sort((a, b) => windows[a]! - windows[b]!)) {
            expect(await fresh.read(n, windows[n]! - 1), `${n} before expiry`).to.equal(model.get(n) ?? 0);
            expect(await fresh.read(n, windows[n]!), `${n} at expiry`).to.equal(0);
          }
        }),
        { numRuns: 100 },
      );
    },
  },
];

export function counterStoreContract(name: string, make: StoreFactory<CounterStore>): void {
  runContract(`CounterStore contract: ${name}`, counterStoreCases, make);
}
