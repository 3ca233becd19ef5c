import type { Ledger, PayoutRecord, PayoutStore, SaleRecord, SettlementQueue, SettlementQueueQuery } from '@parasol/core';
import { applyReport, PayoutEngine, SweepValidations } from '@parasol/core/internal';
import { ManualClock, MemoryPartnerStore, MemoryPayoutStore, MemorySaleStore } from '@parasol/adapter-memory';
import { aPartnerRecord } from '@parasol/port-contracts';
import { NOON } from './funnel-sale-properties.js';

/**
 * A payout engine over memory stores with partner acme (default terms: no holding period, a 50.00
 * minimum), for scenarios that put another run's write, or a stale read, at one exact moment.
 */
export async function aPayoutWorld(options: { queueOf?: (sales: MemorySaleStore) => SettlementQueue; payoutsOf?: (payouts: MemoryPayoutStore) => PayoutStore } = {}) {
  const clock = new ManualClock(NOON);
  const sales = new MemorySaleStore();
  const payouts = new MemoryPayoutStore();
  const partners = new MemoryPartnerStore();
  await partners.create(aPartnerRecord({ code: 'acme', links: [{ code: 'main', archived: false, default: true }] }));
  const engineOver = (queue: SettlementQueue, payoutStore: PayoutStore) => new PayoutEngine(sales, queue, payoutStore, partners, new SweepValidations(sales, clock), clock);
  const engine = engineOver(options.queueOf?.(sales) ?? sales, options.payoutsOf?.(payouts) ?? payouts);
  const sale = async (orderId: string) => (await sales.get('live', 'acme', orderId))!;
  let serial = 0;
  /** A partner's report on an order (EUR, 1000 bp: a commission of a tenth of the amount); a first report books it. */
  const report = async (orderId: string, amountMinor: number, status: 'validated' | 'cancelled') => {
    const stored = await sales.get('live', 'acme', orderId);
    const change = applyReport(
      stored,
      { ref: 'acme-main', partnerCode: 'acme', linkCode: 'main', externalOrderId: orderId, amountMinor, currency: 'EUR', status, contractVersion: '3.1' },
      { ledger: 'live', now: clock.now(), cause: 'req', saleId: stored?.saleId ?? `sale_${String(++serial).padStart(6, '0')}`, rates: { commissionBps: 1000, upliftBps: 0 } },
    );
    if (!change.ok) throw new Error(`set-up: ${change.failure.code}`);
    if (!(stored === undefined ? await sales.create(change.value.sale) : await sales.replace(change.value.sale, stored.version))) throw new Error('set-up: write');
    return change.value.sale;
  };
  return { clock, sales, payouts, engine, engineOver, sale, report };
}

/** The store's queue, with a write done just before the first read of one stage (another run, at the worst moment). */
export class QueueWithAWriteBefore implements SettlementQueue {
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

/** A payout a run created and did not decide (it crashed, or is still at work), planning the given lines. */
export const anAssemblingPayout = (fields: Pick<PayoutRecord, 'payoutId' | 'planned' | 'createdAt'>): PayoutRecord => ({
  ledger: 'live',
  runKey: fields.payoutId,
  partnerCode: 'acme',
  currency: 'EUR',
  status: 'assembling',
  lines: [],
  clawbacks: [],
  amountMinor: 0,
  minimumMinor: 5_000,
  updatedAt: fields.createdAt,
  history: [{ seq: 0, status: 'assembling', at: fields.createdAt, cause: `payout-run:${fields.payoutId}` }],
  version: 1,
  ...fields,
});
