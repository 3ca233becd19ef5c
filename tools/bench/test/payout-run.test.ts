import { expect } from 'chai';
import { formatPayoutRun, measurePayoutRun } from '../src/payout-run.js';
import { startPinnedChild } from '../src/pinned-child.js';

/** The payout scenario's child, as the runner starts it (payout-run.ts), on a small ledger. */
describe('bench: the payout run child', function () {
  this.timeout(300_000);

  it('seeds validated sales on memory stores, runs one payout run when asked, and counts the store calls', async () => {
    const child = await startPinnedChild<{ partners: number; sales: number }>('./payout-run-child.ts', ['--partners', '3', '--sales', '10'], { cpu: 0, readyWithinMs: 120_000 });
    try {
      expect(child.ready).to.deep.equal({ partners: 3, sales: 30 });
      const answer = await child.ask<{ seconds: number; storeCalls: number; payouts: number; amountMinor: number; groups: number }>('run');
      // 10 sales a partner of 100.00 to 109.00 EUR at 1000 bp: 10.00 + 10.10 + … + 10.90 = 104.50 each.
      expect(answer).to.deep.include({ payouts: 3, groups: 3, amountMinor: 3 * 10_450 });
      expect(answer.storeCalls).to.be.above(30);
    } finally {
      await child.stop();
    }
    expect(child.stderr()).to.deep.equal([]);
  });

  it('reports each side with its scale and its round trips a sale', () => {
    const side = { partners: 1000, sales: 100_000, seconds: 12.5, roundTrips: 110_000, roundTripsPerSale: 1.1, payouts: 1000, amountMinor: 1 };
    expect(formatPayoutRun({ memory: side })).to.deep.equal([
      'payout run (one run, every partner, 100 validated sales a partner):',
      '  memory   100000 sales of  1000 partners     12.5 s    110000 store round trips (1.1 a sale)  1000 payouts',
    ]);
  });

  it('judges the 30 s target on the memory side\'s runs, each on a fresh ledger, and keeps the MongoDB run for the record', async () => {
    const result = await measurePayoutRun({ compiled: false, partners: 2, mongoPartners: 1, salesPerPartner: 5, runs: 2, log: () => {} });
    expect(result.memory?.runSeconds).to.have.length(2);
    // Each run paid both partners: a second run over the same ledger would have found nothing to pay.
    expect(result.memory).to.deep.include({ partners: 2, sales: 10, payouts: 2 });
    expect(result.mongo).to.deep.include({ partners: 1, sales: 5, payouts: 1 });
    expect(result.mongo?.runSeconds).to.have.length(1);
    expect(result.verdicts).to.have.length(1);
    expect(result.verdicts?.[0]).to.deep.include({ scenario: 'payouts', metric: 'runSeconds', comparison: 'below', threshold: 30, pass: true, settled: true });
  });

  it('prints every run and the load average when there are several', () => {
    const side = { partners: 1000, sales: 100_000, seconds: 2.2, roundTrips: 110_000, roundTripsPerSale: 1.1, payouts: 1000, amountMinor: 1, runSeconds: [2.2, 2.3, 1.8], loadAverage: { before: [1, 2, 3], after: [1.5, 2, 3] } };
    expect(formatPayoutRun({ memory: side })[1]).to.equal(
      '  memory   100000 sales of  1000 partners      2.2 s    110000 store round trips (1.1 a sale)  1000 payouts  (median of 3 runs: 2.2, 2.3, 1.8 s)  (load 1 2 3 -> 1.5 2 3)',
    );
  });
});
