import { expect } from 'chai';
import type { Ledger, PayoutRecord, SaleRecord, SettlementQueue, SettlementQueueQuery } from '@parasol/core';
import { applyReport, makePayable, PayoutEngine, SweepValidations } from '@parasol/core/internal';
import { ManualClock, MemoryPartnerStore, MemoryPayoutStore, MemorySaleStore } from '@parasol/adapter-memory';
import { aPartnerRecord } from '@parasol/port-contracts';
import { NOON } from './funnel-sale-properties.js';

/**
 * A payout pays each sale at most once, even when the sales move between the run's reads. A run
 * plans its lines from two reads of the queue: the validated sales due now (unreleased), then the
 * payable ones. Another run working on the same partner at that moment (a run whose key names a
 * payout made already writes the payable entries of what is due) can move a sale from the first
 * to the second between the two reads: the payout model found a payout that planned such a sale
 * twice, claimed it once and listed it twice, paying its commission twice.
 */
describe('A payout run plans and pays each sale once', () => {
  const COMMISSION = 9_000; // 900.00 EUR at 1000 bp, above the 50.00 default minimum

  async function aWorld(queueOf: (sales: MemorySaleStore) => SettlementQueue = (sales) => sales) {
    const clock = new ManualClock(NOON);
    const sales = new MemorySaleStore();
    const payouts = new MemoryPayoutStore();
    const partners = new MemoryPartnerStore();
    await partners.create(aPartnerRecord({ code: 'acme', links: [{ code: 'main', archived: false, default: true }] }));
    const booked = applyReport(
      undefined,
      { ref: 'acme-main', partnerCode: 'acme', linkCode: 'main', externalOrderId: 'A-1', amountMinor: 90_000, currency: 'EUR', status: 'validated', contractVersion: '3.1' },
      { ledger: 'live', now: clock.now(), cause: 'req', saleId: 'sale_000001', rates: { commissionBps: 1000, upliftBps: 0 } },
    );
    if (!booked.ok) throw new Error('set-up: booking');
    await sales.create(booked.value.sale);
    expect(booked.value.sale.commissionMinor).to.equal(COMMISSION);
    const engine = new PayoutEngine(sales, queueOf(sales), payouts, partners, new SweepValidations(sales, clock), clock);
    const sale = async () => (await sales.get('live', 'acme', 'A-1'))!;
    return { clock, sales, payouts, engine, sale };
  }

  it('a sale another run makes payable between the run\'s read of the due sales and its read of the payable ones: one line, its commission once', async () => {
    // The other run's write, at the one moment it costs: just before this run reads the payable sales.
    const { engine, sale } = await aWorld((store) => new QueueWithAWriteBefore(store, 'payable', async () => {
      const due = (await store.get('live', 'acme', 'A-1'))!;
      expect(await store.replace(makePayable(due, { at: NOON, cause: 'payout-run:other' })!, due.version)).to.equal(true);
    }));

    const [run] = await engine.run({ ledger: 'live', runKey: 'k1' });

    expect(run).to.deep.include({ outcome: 'created', amountMinor: COMMISSION });
    expect(run!.payout!.planned.lines.map((l) => l.saleId)).to.deep.equal(['sale_000001']);
    expect(run!.payout!.lines.map((l) => [l.saleId, l.commissionMinor])).to.deep.equal([['sale_000001', COMMISSION]]);
    const paid = await engine.markPaid('live', run!.payoutId, 'BANK-1', 'ops');
    expect(paid).to.deep.include({ status: 'paid', amountMinor: COMMISSION });
    // Money out equals what the ledger says was paid.
    expect((await sale()).settlement).to.deep.include({ stage: 'paid', paidMinor: COMMISSION });
  });

  it('a payout left assembling with a sale planned twice (as a run could plan it before) is finished holding the sale once', async () => {
    const { engine, payouts, sale, clock } = await aWorld();
    const line = { saleId: 'sale_000001', externalOrderId: 'A-1', commissionMinor: COMMISSION };
    await payouts.create(anAssemblingPayout('live', { planned: { lines: [line, line], clawbacks: [] }, createdAt: clock.now() }));

    const [run] = await engine.run({ ledger: 'live', runKey: 'k2' });

    expect(run!.resumed).to.deep.equal(['po_crashed']);
    const resumed = (await payouts.get('live', 'po_crashed'))!;
    expect(resumed).to.deep.include({ status: 'pending', amountMinor: COMMISSION });
    expect(resumed.lines.map((l) => l.saleId)).to.deep.equal(['sale_000001']);
    expect((await sale()).settlement).to.deep.include({ stage: 'claimed', payoutId: 'po_crashed', inPayoutMinor: COMMISSION });
  });
});

/** The store's queue, with a write done just before the first read of one stage (another run, at the worst moment). */
class QueueWithAWriteBefore implements SettlementQueue {
  private done = false;

  constructor(
    private readonly store: MemorySaleStore,
    private readonly stage: SettlementQueueQuery['stage'],
    private readonly write: () => Promise<void>,
  ) {}

  async queue(query: SettlementQueueQuery): Promise<readonly SaleRecord[]> {
    if (query.stage === this.stage && !this.done) {
      this.done = true;
      await this.write();
    }
    return this.store.queue(query);
  }

  groups(ledger: Ledger, partnerCode?: string) {
    return this.store.groups(ledger, partnerCode);
  }

  settlementBalances(ledger: Ledger, partnerCode: string) {
    return this.store.settlementBalances(ledger, partnerCode);
  }
}

const anAssemblingPayout = (ledger: Ledger, fields: Pick<PayoutRecord, 'planned' | 'createdAt'>): PayoutRecord => ({
  ledger,
  payoutId: 'po_crashed',
  runKey: 'crashed',
  partnerCode: 'acme',
  currency: 'EUR',
  status: 'assembling',
  lines: [],
  clawbacks: [],
  amountMinor: 0,
  minimumMinor: 5_000,
  updatedAt: fields.createdAt,
  history: [{ seq: 0, status: 'assembling', at: fields.createdAt, cause: 'payout-run:crashed' }],
  version: 1,
  ...fields,
});
