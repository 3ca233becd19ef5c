import { expect } from 'chai';
import fc from 'fast-check';
import { PAIRS } from '../src/bench-pairs.js';
import { spreadOf } from '../src/paired-stats.js';
import { parityRatio, formatOwnWork, measureOwnWork, OWN_WORK_PAIRS, type OwnWork } from '../src/own-work.js';
import type { PairResult } from '../src/run-pair.js';
import { startPinnedChild } from '../src/pinned-child.js';

/**
 * The own-work scenario: Parasol's own work per call without HTTP, measured in a child on the
 * server core, and the ratio it gives each pair judged on a CPU ratio at parity of transport. Functional and
 * arithmetic only: the figures themselves are not judged.
 */
describe("bench: Parasol's own work and the ratios at parity of transport", function () {
  // Children start node (and tsx) afresh: seconds each, more when the two cores are busy.
  this.timeout(300_000);

  it('the parity ratio is 1 for no own work, falls as own work grows, and is the ratio a subject costing baseline + own work reads', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 1e4, noNaN: true }), fc.double({ min: 0, max: 1e4, noNaN: true }), fc.double({ min: 0.01, max: 1e3, noNaN: true }), (baseline, own, more) => {
        expect(parityRatio(baseline, 0)).to.equal(1);
        const parity = parityRatio(baseline, own);
        expect(parity).to.be.within(0, 1);
        expect(parityRatio(baseline, own + more)).to.be.below(parity);
        // The pairs' ratio: baseline CPU over subject CPU.
        expect(parity).to.be.closeTo(baseline / (baseline + own), 1e-12);
      }),
    );
  });

  it('says a target needs a transport cheaper than bare Koa\'s exactly when the parity ratio lies below it', () => {
    const figure = (parity: number, target: number): OwnWork => ({ pair: 'quote', request: 'quote', ownCpuUs: spreadOf([10]), baselineCpuUs: 40, parity, target });
    expect(formatOwnWork(figure(0.749, 0.75))).to.include("needs a transport cheaper than bare Koa's");
    expect(formatOwnWork(figure(0.75, 0.75))).to.include("met at bare Koa's transport cost");
    expect(formatOwnWork({ pair: 'meta', request: 'meta', ownCpuUs: spreadOf([7]) })).to.include('its pair did not run');
  });

  it('the in-process child measures each round of a request on the core it is pinned to and reports it', async () => {
    const child = await startPinnedChild<{ cpuUs: number[] }>('./in-process-child.ts', ['postback', '--calls', '30', '--rounds', '2'], { cpu: 0, readyWithinMs: 120_000 });
    await child.stop();
    expect(child.ready.cpuUs).to.have.length(2);
    for (const us of child.ready.cpuUs) expect(us).to.be.above(0);
    expect(child.stderr()).to.deep.equal([]);
  });

  it("measures every pair's request, leaves the warm-up round out, and takes the parity ratio from the pair's baseline in the same run", async () => {
    const baselineCpuUs = 40;
    const quote = { summary: { baseline: { cpuUsPerRequest: spreadOf([baselineCpuUs - 1, baselineCpuUs, baselineCpuUs + 1]) } } } as unknown as PairResult;
    const lines: string[] = [];
    const figures = await measureOwnWork({ compiled: false, rounds: 2, callsPerRound: 20, pairs: { quote }, log: (line) => lines.push(line) });
    expect(figures.map((f) => f.pair)).to.deep.equal([...OWN_WORK_PAIRS]);
    expect(figures.map((f) => f.request)).to.deep.equal(OWN_WORK_PAIRS.map((pair) => PAIRS[pair].subject.request));
    for (const f of figures) expect(f.ownCpuUs.n).to.equal(2);
    const [first, ...rest] = figures;
    expect(first?.baselineCpuUs).to.equal(baselineCpuUs);
    expect(first?.parity).to.equal(parityRatio(baselineCpuUs, first?.ownCpuUs.median ?? Number.NaN));
    expect(first?.target).to.equal(0.75);
    for (const f of rest) expect(f.parity).to.equal(undefined);
    expect(lines).to.have.length(OWN_WORK_PAIRS.length);
  });
});
