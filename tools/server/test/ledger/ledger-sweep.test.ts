import { expect } from 'chai';
import { ledgerModule, type Credentials, type Ledger, type SaleRecord } from '@parasol/core';
import { DAY_MS, DEFAULT_CONTENTION, DEFAULT_LEDGER_SETTINGS, type LedgerSettings } from '@parasol/core/internal';
import { ManualClock, MemoryCheckoutStore, MemoryIdempotencyStore, MemoryWebhookEndpointStore, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore, MemorySubscriptionStore } from '@parasol/adapter-memory';
import { createEmbeddedParasol } from '../../src/index.js';

/**
 * The validation sweep (ledger/sweep-validations.ts) through the admin facade, at the sizes and
 * races the model test does not reach: more due sales than one batch, the exact end of the
 * 14-day period, and a batch another writer took first.
 */

/** 2026-03-10T12:00:00Z. */
const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
const PERIOD_MS = 14 * DAY_MS;

/** Sales whose every write can be made to lose its race, counting how often the sweep asks for due sales. */
class WatchedSales extends MemorySaleStore {
  raced = false;
  createsRaced = false;
  dueReads = 0;
  creates = 0;
  override async create(record: SaleRecord): Promise<boolean> {
    this.creates++;
    return this.createsRaced ? false : super.create(record);
  }
  override async pendingBookedBefore(ledger: Ledger, bookedBefore: number, limit: number): Promise<readonly SaleRecord[]> {
    this.dueReads++;
    return super.pendingBookedBefore(ledger, bookedBefore, limit);
  }
  override async replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    return this.raced ? false : super.replace(record, expectedVersion);
  }
}

async function aLedger(settings?: LedgerSettings) {
  const clock = new ManualClock(NOON);
  const sales = new WatchedSales();
  const parasol = createEmbeddedParasol({
    clock,
    stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore(), subscriptions: new MemorySubscriptionStore(), sales, checkouts: new MemoryCheckoutStore(), webhookEndpoints: new MemoryWebhookEndpointStore(), idempotency: new MemoryIdempotencyStore() },
    modules: [ledgerModule(settings === undefined ? {} : { settings })],
  });
  const registered = await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, links: [{ code: 'main', archived: false, default: true }] });
  if (!registered.ok) throw new Error(registered.failure.detail);
  const issued = await parasol.admin.keys.create({ mode: 'live', scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 1_000_000 });
  if (!issued.ok) throw new Error(issued.failure.detail);
  const key: Credentials = issued.value;
  const post = (orderId: string, status = 'pending') => parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: orderId, amount: 100, status });
  const book = async (orderId: string) => {
    const answer = await post(orderId);
    if (answer.status !== 200) throw new Error(`postback refused: ${JSON.stringify(answer.body)}`);
  };
  const ledger = parasol.admin.ledger!;
  return { clock, sales, post, book, sweep: () => ledger.sweep('live'), balances: async () => (await ledger.statement('acme', 'live', { limit: 1 })).balances };
}

describe('ledger: the validation sweep', () => {
  it('validates every due sale however many batches they fill, and none twice', async () => {
    const { clock, book, sweep } = await aLedger();
    for (let i = 0; i < 250; i++) await book(`o-${i}`);
    clock.advance(PERIOD_MS);
    expect(await sweep()).to.equal(250);
    expect(await sweep()).to.equal(0);
  });

  it('validates a sale when its 14 days have ended, to the millisecond, and not one millisecond before', async () => {
    const { clock, book, sweep } = await aLedger();
    await book('at-noon');
    clock.advance(1);
    await book('a-millisecond-later');
    clock.set(NOON + PERIOD_MS - 1);
    expect(await sweep(), 'one millisecond early').to.equal(0);
    clock.set(NOON + PERIOD_MS);
    expect(await sweep(), "only the noon sale's period has ended").to.equal(1);
    clock.advance(1);
    expect(await sweep()).to.equal(1);
  });

  it('stops at a batch another writer took first, rather than reading it again and again', async () => {
    const { clock, sales, book, sweep } = await aLedger();
    // A full batch (100): a short one ends the sweep anyway.
    for (let i = 0; i < 100; i++) await book(`o-${i}`);
    clock.advance(PERIOD_MS);
    sales.raced = true;
    sales.dueReads = 0;
    expect(await sweep()).to.equal(0);
    expect(sales.dueReads).to.equal(1);
  });
});

describe('ledger: a postback records what time did, even when it changes nothing or is refused', () => {
  for (const [what, status, expected] of [
    ['a validation the 14 days already made (unchanged)', 'validated', 200],
    ['a refused move back to pending', 'pending', 409],
  ] as const) {
    it(`${what}, past the period, stores the sale validated, and only once`, async () => {
      const { clock, sales, post, book } = await aLedger();
      await book('o-1');
      const before = (await sales.get('live', 'acme', 'o-1'))!;
      clock.advance(PERIOD_MS);
      expect((await post('o-1', status)).status).to.equal(expected);
      const after = (await sales.get('live', 'acme', 'o-1'))!;
      expect(after).to.include({ status: 'validated', validatedAt: NOON + PERIOD_MS, version: before.version + 1 });
      expect(after.entries.map((e) => e.kind)).to.deep.equal(['booking', 'validation']);
      expect((await post('o-1', status)).status).to.equal(expected);
      expect(await sales.get('live', 'acme', 'o-1'), 'nothing more to write').to.deep.equal(after);
    });
  }

  it(`gives up with 409 ORDER_BUSY after its rounds when every booking of an order loses its race: contention, not an outage`, async () => {
    const { sales, post } = await aLedger({ ...DEFAULT_LEDGER_SETTINGS, contention: { ...DEFAULT_CONTENTION, maxRounds: 65, firstPauseMs: 0, maxPauseMs: 0 } });
    sales.createsRaced = true;
    const answer = await post('o-raced');
    expect(answer.status).to.equal(409);
    expect(answer.body).to.include({ error: 'ORDER_BUSY' });
    expect(sales.creates).to.equal(65);
  });
});

describe('ledger: the balances', () => {
  it('sum every sale of the partner, past the first page the store hands out (500)', async () => {
    const { sales, book, balances } = await aLedger();
    for (let i = 0; i < 501; i++) await book(`o-${i}`);
    const one = (await sales.get('live', 'acme', 'o-0'))!.commissionMinor;
    expect((await balances()).find((b) => b.currency === 'EUR')).to.deep.include({ currency: 'EUR', owedMinor: 501 * one, validatedMinor: 0, pendingMinor: 501 * one, owed: (501 * one) / 100, validated: 0, pending: (501 * one) / 100 });
  });
});

describe('ledger: when a sale validates by itself', () => {
  it('is told for a pending sale (booking + 14 days), and no longer once the sale is validated', async () => {
    const { clock, post } = await aLedger();
    const pending = (await post('o-1')).body as { sale: { autoValidatesAt: string | null } };
    expect(pending.sale.autoValidatesAt).to.equal(new Date(NOON + PERIOD_MS).toISOString());
    clock.advance(PERIOD_MS);
    const validated = (await post('o-1', 'validated')).body as { sale: { autoValidatesAt: string | null; status: string } };
    expect(validated.sale).to.include({ status: 'validated', autoValidatesAt: null });
  });
});
