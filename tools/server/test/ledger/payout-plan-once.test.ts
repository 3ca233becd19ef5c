import { expect } from 'chai';
import { claim, makePayable, payClaim } from '@parasol/core/internal';
import { aPayoutWorld, anAssemblingPayout, QueueWithAWriteBefore } from './payout-scenario.js';

/**
 * A payout pays each sale at most once, even when the sales move between the run's reads. A run
 * plans its lines and clawbacks from three reads of the queue: the validated sales due now
 * (unreleased), the payable ones, the owed-back ones. Another run working on the same partner at
 * that moment can move a sale from one read to the next: a run whose key names a payout made
 * already writes the payable entries of what is due. The payout model found a payout that planned
 * such a sale twice, claimed it once and listed it twice: its commission paid twice.
 */
describe('A payout run plans and pays each sale once', () => {
  const COMMISSION = 9_000; // 900.00 EUR at 1000 bp, above the 50.00 default minimum

  it('a sale another run makes payable between the run\'s read of the due sales and its read of the payable ones: one line, its commission once', async () => {
    // The other run's write, at the one moment it costs: just before this run reads the payable sales.
    const world = await aPayoutWorld({
      queueOf: (store) =>
        new QueueWithAWriteBefore(store, 'payable', async () => {
          const due = (await store.get('live', 'acme', 'A-1'))!;
          expect(await store.replace(makePayable(due, { at: world.clock.now(), cause: 'payout-run:other' })!, due.version)).to.equal(true);
        }),
    });
    await world.report('A-1', 90_000, 'validated');

    const [run] = await world.engine.run({ ledger: 'live', runKey: 'k1' });

    expect(run).to.deep.include({ outcome: 'created', amountMinor: COMMISSION });
    expect(run!.payout!.planned.lines.map((l) => l.saleId)).to.deep.equal(['sale_000001']);
    expect(run!.payout!.lines.map((l) => [l.saleId, l.commissionMinor])).to.deep.equal([['sale_000001', COMMISSION]]);
    expect(await world.engine.markPaid('live', run!.payoutId, 'BANK-1', 'ops')).to.deep.include({ status: 'paid', amountMinor: COMMISSION });
    // Money out equals what the ledger says was paid.
    expect((await world.sale('A-1')).settlement).to.deep.include({ stage: 'paid', paidMinor: COMMISSION });
  });

  it('a sale another run claims, pays and sees cancelled between the run\'s read of the payable sales and of the owed-back ones: planned once, as the clawback it now is', async () => {
    const world = await aPayoutWorld({
      queueOf: (store) =>
        new QueueWithAWriteBefore(store, 'owed_back', async () => {
          const step = { at: world.clock.now(), cause: 'payout-run:other' };
          const payable = (await store.get('live', 'acme', 'A-1'))!;
          const claimed = claim(payable, 'po_other', step)!;
          expect(await store.replace(claimed, payable.version)).to.equal(true);
          expect(await store.replace(payClaim(claimed, 'po_other', step)!, claimed.version)).to.equal(true);
          await world.report('A-1', 90_000, 'cancelled');
        }),
    });
    await world.report('A-1', 90_000, 'validated');
    await world.report('A-2', 200_000, 'validated');
    // A-1 payable before the run starts, so its first read finds it there.
    const a1 = await world.sale('A-1');
    await world.sales.replace(makePayable(a1, { at: world.clock.now(), cause: 'payout-run:earlier' })!, a1.version);

    const [run] = await world.engine.run({ ledger: 'live', runKey: 'k1' });

    expect(run!.payout!.planned.lines.map((l) => l.externalOrderId)).to.deep.equal(['A-2']);
    expect(run!.payout!.planned.clawbacks.map((c) => [c.externalOrderId, c.amountMinor])).to.deep.equal([['A-1', -COMMISSION]]);
    expect(run).to.deep.include({ outcome: 'created', amountMinor: 20_000 - COMMISSION });
  });

  it('a payout left assembling with a sale planned twice (as a run could plan it before) is finished holding the sale once', async () => {
    const world = await aPayoutWorld();
    await world.report('A-1', 90_000, 'validated');
    const line = { saleId: 'sale_000001', externalOrderId: 'A-1', commissionMinor: COMMISSION };
    await world.payouts.create(anAssemblingPayout({ payoutId: 'po_crashed', planned: { lines: [line, line], clawbacks: [] }, createdAt: world.clock.now() }));

    const [run] = await world.engine.run({ ledger: 'live', runKey: 'k2' });

    expect(run!.resumed).to.deep.equal(['po_crashed']);
    const resumed = (await world.payouts.get('live', 'po_crashed'))!;
    expect(resumed).to.deep.include({ status: 'pending', amountMinor: COMMISSION });
    expect(resumed.lines.map((l) => l.saleId)).to.deep.equal(['sale_000001']);
    expect((await world.sale('A-1')).settlement).to.deep.include({ stage: 'claimed', payoutId: 'po_crashed', inPayoutMinor: COMMISSION });
  });
});
