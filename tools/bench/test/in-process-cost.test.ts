import { expect } from 'chai';
import { inProcessCost } from '../src/in-process-cost.js';

/**
 * The in-process diagnostic answers every call as the bench pair's server must (a link minted on a
 * new session each call: a repeated one would be a replay, 200 instead of 201, and fail the status
 * check), and profiles only what it measures. Functional only: the figures are not judged.
 */
describe("bench: Parasol's own cost per call, in-process", () => {
  it('answers every distinct call with the status the bench expects, round after round, and profiles the measured calls', async function () {
    this.timeout(20_000);
    const cost = await inProcessCost({ request: 'link', calls: 40, rounds: 2, profile: true });
    expect(cost.rounds).to.have.length(2);
    for (const round of cost.rounds) {
      expect(round.wallUs).to.be.above(0);
      expect(round.cpuUs).to.be.above(0);
    }
    expect(cost.profile?.samples.length ?? 0).to.be.above(0);
    const urls = new Set(cost.profile?.nodes.map((node) => node.callFrame.url));
    expect([...urls].some((url) => url.includes('/subscriptions/mint-link'))).to.equal(true);
  });

  it('measures without a profile when none is asked for', async function () {
    this.timeout(20_000);
    const cost = await inProcessCost({ request: 'meta', calls: 20, rounds: 1 });
    expect(cost.rounds).to.have.length(1);
    expect(cost.profile).to.equal(undefined);
  });

  it('refuses the live quote, which needs the insurers over HTTP', async () => {
    let refused: unknown;
    try {
      await inProcessCost({ request: 'live-quote', calls: 1, rounds: 1 });
    } catch (e) {
      refused = e;
    }
    expect(String(refused)).to.match(/live pair/);
  });
});
