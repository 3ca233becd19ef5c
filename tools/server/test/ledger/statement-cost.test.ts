import { expect } from 'chai';
import { createParasol, ledgerModule, type Credentials, type SalePage, type SaleQuery, type SaleRecord, type SaleStore } from '@parasol/core';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore } from '@parasol/adapter-memory';
import { aSaleRecord } from '@parasol/port-contracts';

/**
 * Issue 25, item 8: a statement's cost grew with every sale of the partner (one call paged through
 * all of them for the balances, and the memory store re-sorted them on every page: 100,000 sales,
 * 2.8 s with the event loop blocked). A page must cost in proportion to its size. Counted, not
 * timed: the store calls the statement makes, the sales they hand back, and the sales the memory
 * store looks at.
 */
const SALES = 100_000;
const NOON = Date.UTC(2026, 2, 10, 12);

/** The memory store, counting what the core asks of it. */
class CountingSales implements SaleStore {
  calls = 0;
  handedOut = 0;
  constructor(readonly inner: MemorySaleStore) {}
  get(...args: Parameters<SaleStore['get']>) {
    this.calls += 1;
    return this.inner.get(...args);
  }
  create(record: SaleRecord) {
    return this.inner.create(record);
  }
  replace(record: SaleRecord, expectedVersion: number) {
    this.calls += 1;
    return this.inner.replace(record, expectedVersion);
  }
  async list(query: SaleQuery): Promise<SalePage> {
    this.calls += 1;
    const page = await this.inner.list(query);
    this.handedOut += page.sales.length;
    return page;
  }
  balances(...args: Parameters<SaleStore['balances']>) {
    this.calls += 1;
    return this.inner.balances(...args);
  }
  byOrderId(...args: Parameters<SaleStore['byOrderId']>) {
    return this.inner.byOrderId(...args);
  }
  async pendingBookedBefore(...args: Parameters<SaleStore['pendingBookedBefore']>) {
    this.calls += 1;
    const due = await this.inner.pendingBookedBefore(...args);
    this.handedOut += due.length;
    return due;
  }
}

describe('a statement page costs in proportion to its size, not to the partner\'s sales (memory store)', function () {
  this.timeout(60_000);
  let sales: CountingSales;
  let statement: (query: Record<string, string>) => Promise<{ status: number; body: { sales: { externalOrderId: string }[]; balances: { currency: string; owedMinor: number; validatedMinor: number }[]; next: string | null } }>;

  before(async () => {
    sales = new CountingSales(new MemorySaleStore());
    const random = new CryptoRandom();
    const parasol = createParasol({
      stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore(), sales },
      clock: new ManualClock(NOON),
      random,
      masterKey: random.bytes(32),
      modules: [ledgerModule()],
    });
    await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, links: [{ code: 'default', archived: false, default: true }] });
    const key = await parasol.admin.keys.create({ mode: 'live', scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 1_000_000 });
    const client = parasol.client(key.ok ? (key.value as Credentials) : expect.fail('set-up: key'));
    // 100,000 sales booked over the last day (none due for validation), one in 1,000 validated.
    for (let i = 0; i < SALES; i++) {
      const validated = i % 1_000 === 0;
      await sales.create(
        aSaleRecord({ externalOrderId: `order-${i}`, saleId: `sale_${String(i).padStart(8, '0')}`, bookedAt: NOON - 86_400_000 + i, updatedAt: NOON, status: validated ? 'validated' : 'pending', commissionMinor: 100, entries: [{ seq: 0, kind: 'booking', deltaMinor: 100, currency: 'EUR', at: NOON, cause: 'r' }] }),
      );
    }
    statement = (query) => client.statement(query) as never;
  });

  const costOf = async (query: Record<string, string>) => {
    const before = { calls: sales.calls, handedOut: sales.handedOut, examined: sales.inner.examined };
    const answer = await statement(query);
    expect(answer.status).to.equal(200);
    return { answer, calls: sales.calls - before.calls, handedOut: sales.handedOut - before.handedOut, examined: sales.inner.examined - before.examined };
  };

  it('a page of 50 out of 100,000 sales: a few store calls, 50 sales handed out, about 50 looked at; the balances still cover every sale', async () => {
    const { answer, calls, handedOut, examined } = await costOf({ limit: '50' });
    expect(answer.body.sales).to.have.length(50);
    expect(answer.body.balances).to.deep.equal([
      {
        currency: 'EUR',
        owed: 100_000,
        owedMinor: SALES * 100,
        validated: 100,
        validatedMinor: 100 * 100,
        pending: 99_900,
        pendingMinor: (SALES - 100) * 100,
        // No payout run yet: every validated commission is not yet payable.
        notYetPayable: 100,
        notYetPayableMinor: 100 * 100,
        ...{ payable: 0, payableMinor: 0, inPayout: 0, inPayoutMinor: 0, paid: 0, paidMinor: 0, owedBack: 0, owedBackMinor: 0 },
      },
    ]);
    // Reading all would be 100,000 sales handed out over hundreds of calls.
    expect({ calls, handedOut }).to.deep.equal({ calls: 3, handedOut: 50 });
    expect(examined, 'sales the memory store looked at').to.be.at.most(52);
  });

  it('the same for a later page, a status filter matching one sale in 1,000, and a date range', async () => {
    const first = await costOf({ limit: '50' });
    const second = await costOf({ limit: '50', cursor: first.answer.body.next! });
    expect(second.answer.body.sales[0]!.externalOrderId).to.equal('order-50');
    const validated = await costOf({ limit: '50', status: 'validated' });
    expect(validated.answer.body.sales.map((s) => s.externalOrderId).slice(0, 2)).to.deep.equal(['order-0', 'order-1000']);
    const oneDay = await costOf({ limit: '50', from: '2026-03-09', to: '2026-03-09', status: 'pending', cursor: second.answer.body.next! });
    expect(oneDay.answer.body.sales.map((s) => s.externalOrderId).slice(0, 2)).to.deep.equal(['order-100', 'order-101']);
    for (const cost of [second, validated, oneDay]) {
      expect(cost.handedOut).to.be.at.most(50);
      expect(cost.examined).to.be.at.most(52);
    }
  });
});
