import { expect } from 'chai';
import { CHECKOUT_STEPS, PAGE_STEPS, formatCheckoutCost, hiddenField, measureCheckoutCost } from '../src/checkout-cost.js';

/** The checkout scenario end to end, on a few purchases: every step of a live purchase measured on both sides. */
describe('bench: the checkout scenario', function () {
  this.timeout(600_000);

  it('takes live purchases through every step on memory stores and on MongoDB, and reports each step\'s CPU and round trips per traveller', async () => {
    const logged: string[] = [];
    const result = await measureCheckoutCost({ compiled: false, rounds: 1, perRound: 2, mongoRounds: 1, mongoPerRound: 1, log: (line) => logged.push(line) });
    for (const side of [result.memory, result.mongo]) {
      expect(side).to.not.equal(undefined);
      if (side === undefined) return;
      expect(Object.keys(side.steps)).to.deep.equal([...CHECKOUT_STEPS]);
      for (const step of CHECKOUT_STEPS) {
        expect(side.steps[step].cpuUs.n, step).to.equal(1);
        expect(side.steps[step].cpuUs.median, step).to.be.above(0);
        // Every step reads or writes the stores at least once (a page finds its subscription).
        expect(side.steps[step].roundTrips.median, step).to.be.at.least(1);
      }
      // The webhook's work (checkout, subscription, the policy, the sale booked) is the most store traffic of any step.
      const payment = side.steps['payment confirmed'].roundTrips.median;
      for (const step of PAGE_STEPS) expect(side.steps[step].roundTrips.median, step).to.be.below(payment);
    }
    expect(result.memory?.purchasesPerRound).to.equal(2);
    expect(result.mongo?.purchasesPerRound).to.equal(1);
    // Store method calls are whole numbers per traveller on memory.
    expect(Number.isInteger((result.memory?.steps['pay pressed'].roundTrips.median ?? 0.5) * 2)).to.equal(true);
    const printed = formatCheckoutCost(result);
    expect(printed.filter((line) => line.startsWith('checkout on '))).to.have.length(2);
    expect(printed.filter((line) => line.includes('a funnel page view'))).to.have.length(2);
  });

  it('reads a funnel page\'s hidden fields as a browser would post them back', () => {
    expect(hiddenField('<input type="hidden" name="token" value="a&amp;b&quot;c">', 'token')).to.equal('a&b"c');
    expect(() => hiddenField('<p>no form</p>', 'token')).to.throw('no hidden field token');
  });
});
