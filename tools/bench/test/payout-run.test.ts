import { expect } from 'chai';
import { formatPayoutRun } from '../src/payout-run.js';
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
});
