/**
 * Child process of the statement benchmark (statement-reads.ts): the bench's REST server (the
 * embedded default, bench keys) whose partner `benchpartner` holds `--sales` sales in the live
 * ledger, seeded straight into the stores as payout-run-child.ts seeds its ledger (not through
 * postbacks: 100,000 of them would be the run). Six sales in ten are validated, three pending, one
 * cancelled, booked over the 13 days before the start (so no pending one is due for the validation
 * sweep that every statement read runs first, and the reads change nothing).
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/statement-child.ts [--sales N] [--mongo-url U]
 * Announces `{ url, sales }`; answers `cursors` (for each listing the runner reads, the cursors
 * of pages spread over its whole depth, read off the store) and `calls` (memory store calls so far).
 */
import { parseArgs } from 'node:util';
import { type SaleRecord, type SaleStatus, type SaleStore } from '@parasol/core';
import { applyReport } from '@parasol/core/internal';
import { CryptoRandom } from '@parasol/adapter-memory';
import { DEFAULT_SERVER_SETTINGS, startRestServer } from '@parasol/rest';
import { composedStoresOf, createEmbeddedParasol, defaultModules, memoryStores, type ComposedStores } from '@parasol/server';
import { BENCH_BOOTSTRAP, BENCH_LINK, BENCH_PARTNER, BENCH_SESSION_SECRET } from './bench-keys.js';
import { announceReady, answerQuestions, exitCleanlyOnSignal } from './ready-line.js';
import { STATEMENT_LISTINGS, STATEMENT_PAGE, type StatementListing } from './statement-plan.js';
import { StoreCallCounter } from './store-call-counter.js';
import { seedMongoSales } from './seed-mongo-sales.js';

const { values } = parseArgs({ options: { 'mongo-url': { type: 'string' }, sales: { type: 'string', default: '100000' } } });
const SALES = Number(values.sales);
const DAY_MS = 86_400_000;
const started = Date.now();
/** The first booking: 13 days ago, within the 14 days before a pending sale validates by itself. */
const FIRST_BOOKING = started - 13 * DAY_MS;
/** Deep pages read per listing (spread over its depth), beside its first page. */
const DEEP_PAGES = 32;

const statusOf = (n: number): SaleStatus => (n % 10 < 6 ? 'validated' : n % 10 < 9 ? 'pending' : 'cancelled');

const seedRecords = (): SaleRecord[] => {
  const records: SaleRecord[] = [];
  for (let n = 0; n < SALES; n++) {
    const bookedAt = FIRST_BOOKING + Math.floor((n * 13 * DAY_MS) / SALES);
    const change = applyReport(
      undefined,
      { ref: `${BENCH_PARTNER}-${BENCH_LINK}`, partnerCode: BENCH_PARTNER, linkCode: BENCH_LINK, externalOrderId: `o${n}`, amountMinor: 10_000 + (n % 100) * 100, currency: 'EUR', status: statusOf(n), contractVersion: '3.1' },
      { ledger: 'live', now: bookedAt, cause: 'seed', saleId: `sale_${String(n).padStart(7, '0')}`, rates: { commissionBps: 1000, upliftBps: 0 } },
    );
    if (!change.ok) throw new Error(`seed: ${change.failure.code}`);
    records.push(change.value.sale);
  }
  return records;
};

const counter = new StoreCallCounter();

interface Composed {
  readonly stores: ComposedStores;
  readonly sales: SaleStore;
  seed(records: readonly SaleRecord[]): Promise<void>;
  close(): Promise<void>;
}

const memory = (): Composed => {
  const raw = memoryStores();
  const stores = counter.countedStores(raw);
  return {
    stores,
    sales: stores.sales,
    // Seeded straight into the store, uncounted: the seed is not the reads being measured.
    seed: async (records) => {
      for (const r of records) await raw.sales.create(r);
    },
    close: async () => {},
  };
};

const mongo = async (url: string): Promise<Composed> => {
  const { connectMongoStores } = await import('@parasol/adapter-mongo');
  const m = await connectMongoStores(url);
  return {
    stores: composedStoresOf(m),
    sales: m.sales,
    seed: (records) => seedMongoSales(m.db, records),
    close: () => m.close(),
  };
};

const composed = values['mongo-url'] === undefined ? memory() : await mongo(values['mongo-url']);
const parasol = createEmbeddedParasol({ random: new CryptoRandom(), sessionSecret: BENCH_SESSION_SECRET, stores: composed.stores, modules: defaultModules({}) });
await parasol.admin.bootstrap(BENCH_BOOTSTRAP);
await composed.seed(seedRecords());

/** The cursors of `DEEP_PAGES` pages spread evenly over a listing, read off the store page by page. */
const cursorsOf = async (listing: StatementListing): Promise<string[]> => {
  const positions: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await composed.sales.list({ ledger: 'live', partnerCode: BENCH_PARTNER, limit: STATEMENT_PAGE, ...listing.filter(FIRST_BOOKING), ...(after === undefined ? {} : { after }) });
    if (page.next === undefined) break;
    positions.push(page.next);
    after = page.next;
  }
  if (positions.length === 0) return [];
  return Array.from({ length: DEEP_PAGES }, (_, i) => positions[Math.floor((i * positions.length) / DEEP_PAGES)] as string);
};

const cursors: Record<string, string[]> = {};
for (const listing of STATEMENT_LISTINGS) cursors[listing.name] = await cursorsOf(listing);

const server = await startRestServer({ parasol, maxConnectionsPerAddress: DEFAULT_SERVER_SETTINGS.maxConnections });
counter.reset();
exitCleanlyOnSignal(() => server.close().then(() => composed.close()));
answerQuestions({ cursors: () => ({ firstBooking: FIRST_BOOKING, cursors }), calls: () => counter.calls });
announceReady({ url: server.url, sales: SALES });
