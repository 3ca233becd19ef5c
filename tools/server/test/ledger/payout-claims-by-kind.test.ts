import { expect } from 'chai';
import type { PayoutRecord, PayoutStore } from '@parasol/core';
import { claim } from '@parasol/core/internal';
import { aPayoutWorld, anAssemblingPayout } from './payout-scenario.js';

/**
 * A payout claims a sale as what it planned it as, a line or a clawback, and a clawback claim is
 * settled only by a payout that nets it. A run finishes the payouts it read `assembling`; by the
 * time it gets to one, another instance may have decided it, the bank paid it, and a sale it paid
 * been cancelled (owed back). Claimed as a clawback by that paid payout, which lists the sale as a
 * line, the clawback was then settled as paid ("closed", paid 0) though no payout netted it: the
 * partner kept the commission of a cancelled sale, and the paid account fell below the money sent.
 */
describe('A payout claims a sale as what it planned it as', () => {
  const COMMISSION = 9_000;

  /** po_p paid, with A-1 its line, then A-1 cancelled: 90.00 owed back. Returns po_p as read while it was assembling. */
  async function aPaidPayoutAndItsCancelledLine() {
    let stale: PayoutRecord | undefined;
    // The payout store of an instance that listed the assembling payouts before all of what follows.
    const world = await aPayoutWorld({ payoutsOf: (store) => Object.assign(Object.create(store) as PayoutStore, { assembling: async () => (stale === undefined ? [] : [stale]) }) });
    await world.report('A-1', 90_000, 'validated');
    stale = anAssemblingPayout({ payoutId: 'po_p', planned: { lines: [{ saleId: 'sale_000001', externalOrderId: 'A-1', commissionMinor: COMMISSION }], clawbacks: [] }, createdAt: world.clock.now() });
    await world.payouts.create(stale);
    const other = world.engineOver(world.sales, world.payouts);
    expect((await other.run({ ledger: 'live', runKey: 'k1' }))[0]!.resumed).to.deep.equal(['po_p']);
    expect(await other.markPaid('live', 'po_p', 'BANK-1', 'ops')).to.deep.include({ status: 'paid', amountMinor: COMMISSION });
    await world.report('A-1', 90_000, 'cancelled');
    expect((await world.sale('A-1')).settlement).to.deep.include({ stage: 'owed_back', paidMinor: COMMISSION, owedBackMinor: -COMMISSION });
    return world;
  }

  it('a run finishing a payout it read assembling, since paid, leaves that payout\'s cancelled line owed back: no claim, nothing settled', async () => {
    const world = await aPaidPayoutAndItsCancelledLine();
    const entries = (await world.sale('A-1')).entries.length;

    const [run] = await world.engine.run({ ledger: 'live', runKey: 'k2' });

    expect(run!.resumed).to.deep.equal(['po_p']);
    const sale = await world.sale('A-1');
    expect(sale.entries.slice(entries).map((e) => e.kind)).to.deep.equal([]);
    expect(sale.settlement).to.deep.include({ stage: 'owed_back', paidMinor: COMMISSION, owedBackMinor: -COMMISSION });
    // Money out (the paid payout) equals the paid account.
    expect((await world.sales.settlementBalances('live', 'acme'))[0]).to.deep.include({ paidMinor: COMMISSION, owedBackMinor: -COMMISSION });
  });

  it('a clawback claim by a paid payout that lists the sale as a line only (as an earlier run could leave it) is released, owed back again, not settled as paid', async () => {
    const world = await aPaidPayoutAndItsCancelledLine();
    const owed = await world.sale('A-1');
    expect(await world.sales.replace(claim(owed, 'po_p', { at: world.clock.now(), cause: 'payout-run:earlier' })!, owed.version)).to.equal(true);

    // A run's first step repairs the claims it finds: this one is not what po_p pays.
    await world.engineOver(world.sales, world.payouts).run({ ledger: 'live', runKey: 'k2' });

    const sale = await world.sale('A-1');
    expect(sale.entries.at(-1)).to.deep.include({ kind: 'payout_release', payoutId: 'po_p' });
    expect(sale.settlement).to.deep.include({ stage: 'owed_back', paidMinor: COMMISSION, owedBackMinor: -COMMISSION });
  });
});
