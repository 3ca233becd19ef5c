/**
 * Child process of the payout benchmark (payout-run.ts): seeds one ledger with validated sales
 * (the default 1,000 partners of 100 sales each: 100,000 sales, 10.00 to 19.90 EUR commission
 * each) on memory stores or on MongoDB (`--mongo-url`, the bench's MongoDB-wire test server),
 * announces READY, then runs one payout run over every partner when asked `run` and answers
 * what it took: seconds, store calls (memory, counted here; MongoDB's round trips are counted by
 * bench-mongo.ts), payouts made and the amount.
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/payout-run-child.ts [--mongo-url U] [--partners N] [--sales N]
 */
import { parseArgs } from 'node:util';
import type { PartnerStore, PayoutStore, SaleRecord, SaleStore, SettlementQueue } from '@parasol/core';
import { PayoutEngine, SweepValidations, applyReport } from '@parasol/core/internal';
import { ManualClock, MemoryPartnerStore, MemoryPayoutStore, MemorySaleStore } from '@parasol/adapter-memory';
import { announceReady, answerQuestions, exitCleanlyOnSignal } from './ready-line.js';
import { StoreCallCounter } from './store-call-counter.js';
import { seedMongoSales } from './seed-mongo-sales.js';

const { values } = parseArgs({ options: { 'mongo-url': { type: 'string' }, partners: { type: 'string', default: '1000' }, sales: { type: 'string', default: '100' } } });
const PARTNERS = Number(values.partners);
const SALES = Number(values.sales);
const NOON = Date.UTC(2026, 2, 10, 12);

/** Counts every call of the memory stores' methods: their "round trips". */
const counter = new StoreCallCounter();
const counted = <S extends object>(store: S): S => counter.counted(store);

interface Stores {
  readonly sales: SaleStore & SettlementQueue;
  readonly payouts: PayoutStore;
  readonly partners: PartnerStore;
  /** Writes the seeded sales as fast as the storage takes them (not measured). */
  seed(sales: readonly SaleRecord[]): Promise<void>;
  close(): Promise<void>;
}

const memoryStores = (): Stores => {
  const sales = new MemorySaleStore();
  return {
    sales: counted(sales),
    payouts: counted(new MemoryPayoutStore()),
    partners: counted(new MemoryPartnerStore()),
    seed: async (records) => {
      for (const r of records) await sales.create(r);
    },
    close: async () => {},
  };
};

const mongoStores = async (url: string): Promise<Stores> => {
  const { connectMongoStores } = await import('@parasol/adapter-mongo');
  const mongo = await connectMongoStores(url);
  return {
    sales: mongo.sales,
    payouts: mongo.payouts,
    partners: mongo.partners,
    seed: (records) => seedMongoSales(mongo.db, records),
    close: () => mongo.close(),
  };
};

const stores = values['mongo-url'] === undefined ? memoryStores() : await mongoStores(values['mongo-url']);
const clock = new ManualClock(NOON);
const records: SaleRecord[] = [];
for (let p = 0; p < PARTNERS; p++) {
  const partnerCode = `p${String(p).padStart(4, '0')}`;
  await stores.partners.create({ code: partnerCode, status: 'approved', baseRateBps: 1000, commissionBps: 1000, links: [{ code: 'main', archived: false, default: true }], createdAt: NOON, version: 1 });
  for (let s = 0; s < SALES; s++) {
    const change = applyReport(
      undefined,
      { ref: `${partnerCode}-main`, partnerCode, linkCode: 'main', externalOrderId: `o${s}`, amountMinor: 10_000 + s * 100, currency: 'EUR', status: 'validated', contractVersion: '3.1' },
      { ledger: 'live', now: NOON, cause: 'seed', saleId: `sale_${partnerCode}_${String(s).padStart(5, '0')}`, rates: { commissionBps: 1000, upliftBps: 0 } },
    );
    if (!change.ok) throw new Error('seed: refused');
    records.push(change.value.sale);
  }
}
await stores.seed(records);
counter.reset();
const engine = new PayoutEngine(stores.sales, stores.sales, stores.payouts, stores.partners, new SweepValidations(stores.sales, clock), clock);

exitCleanlyOnSignal(() => stores.close());
answerQuestions({
  run: async () => {
    const started = performance.now();
    const groups = await engine.run({ ledger: 'live', runKey: 'bench-run' });
    const seconds = (performance.now() - started) / 1000;
    const made = groups.filter((g) => g.outcome === 'created');
    return { seconds, storeCalls: counter.calls, payouts: made.length, amountMinor: made.reduce((t, g) => t + g.amountMinor, 0), groups: groups.length };
  },
});
announceReady({ partners: PARTNERS, sales: PARTNERS * SALES });
