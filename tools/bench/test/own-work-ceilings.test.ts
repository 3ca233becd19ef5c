import { expect } from 'chai';
import fc from 'fast-check';
import { PAIRS } from '../src/bench-pairs.js';
import { spreadOf } from '../src/paired-stats.js';
import { ceilingRatio, formatOwnWork, measureOwnWork, OWN_WORK_PAIRS, type OwnWork } from '../src/own-work-ceilings.js';
import type { PairResult } from '../src/run-pair.js';
import { startPinnedChild } from '../src/pinned-child.js';

/**
 * The own-work scenario: Parasol's own work per call without HTTP, measured in a child on the
 * server core, and the ratio ceiling it sets for each pair judged on a CPU ratio. Functional and
 * arithmetic only: the figures themselves are not judged.
 */
describe("bench: Parasol's own work and the ratio ceilings it sets", function () {
  // Children start node (and tsx) afresh: seconds each, more when the two cores are busy.
  this.timeout(300_000);

  it('a ceiling is 1 for no own work, falls as own work grows, and is the ratio a subject costing baseline + own work would read', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 1e4, noNaN: true }), fc.double({ min: 0, max: 1e4, noNaN: true }), fc.double({ min: 0.01, max: 1e3, noNaN: true }), (baseline, own, more) => {
        expect(ceilingRatio(baseline, 0)).to.equal(1);
        const ceiling = ceilingRatio(baseline, own);
        expect(ceiling).to.be.within(0, 1);
        expect(ceilingRatio(baseline, own + more)).to.be.below(ceiling);
        // The pairs' ratio: baseline CPU over subject CPU.
        expect(ceiling).to.be.closeTo(baseline / (baseline + own), 1e-12);
      }),
    );
  });

  it('says a target is out of reach of transport work exactly when the ceiling lies below it', () => {
    const figure = (ceiling: number, target: number): OwnWork => ({ pair: 'quote', request: 'quote', ownCpuUs: spreadOf([10]), baselineCpuUs: 40, ceiling, target });
    expect(formatOwnWork(figure(0.749, 0.75))).to.include('out of reach of transport work');
    expect(formatOwnWork(figure(0.75, 0.75))).to.include('within reach');
    expect(formatOwnWork({ pair: 'meta', request: 'meta', ownCpuUs: spreadOf([7]) })).to.include('its pair did not run');
  });

  it('the in-process child measures each round of a request on the core it is pinned to and reports it', async () => {
    const child = await startPinnedChild<{ cpuUs: number[] }>('./in-process-child.ts', ['postback', '--calls', '30', '--rounds', '2'], { cpu: 0, readyWithinMs: 120_000 });
    await child.stop();
    expect(child.ready.cpuUs).to.have.length(2);
    for (const us of child.ready.cpuUs) expect(us).to.be.above(0);
    expect(child.stderr()).to.deep.equal([]);
  });

  it("measures every pair's request, leaves the warm-up round out, and takes the ceiling from the pair's baseline in the same run", async () => {
    const baselineCpuUs = 40;
    const quote = { summary: { baseline: { cpuUsPerRequest: spreadOf([baselineCpuUs - 1, baselineCpuUs, baselineCpuUs + 1]) } } } as unknown as PairResult;
    const lines: string[] = [];
    const figures = await measureOwnWork({ compiled: false, rounds: 2, callsPerRound: 20, pairs: { quote }, log: (line) => lines.push(line) });
    expect(figures.map((f) => f.pair)).to.deep.equal([...OWN_WORK_PAIRS]);
    expect(figures.map((f) => f.request)).to.deep.equal(OWN_WORK_PAIRS.map((pair) => PAIRS[pair].subject.request));
    for (const f of figures) expect(f.ownCpuUs.n).to.equal(2);
    const [first, ...rest] = figures;
    expect(first?.baselineCpuUs).to.equal(baselineCpuUs);
    expect(first?.ceiling).to.equal(ceilingRatio(baselineCpuUs, first?.ownCpuUs.median ?? Number.NaN));
    expect(first?.target).to.equal(0.75);
    for (const f of rest) expect(f.ceiling).to.equal(undefined);
    expect(lines).to.have.length(OWN_WORK_PAIRS.length);
  });
});
