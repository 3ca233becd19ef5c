import { expect } from 'chai';
import fc from 'fast-check';
import { cpuDifferenceUs, cpuRatio, median, pairedSummary, percentile, p99Ratio, quantile, spreadOf, type RoundFigures, type RoundPair } from '../src/paired-stats.js';

const samples = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 60 });
const positive = fc.double({ min: 1, max: 1e4, noNaN: true });

/** A round's figures with the given CPU per request (and p99). */
const aRound = (cpuUsPerRequest: number, p99Ms = 10): RoundFigures => ({ cpuUsPerRequest, requestsPerSecond: 1e6 / cpuUsPerRequest, p99Ms, busy: 1 });

describe('bench: paired statistics', () => {
  it('takes a quantile between the extremes, the extremes at 0 and 1, never less for a higher q', () => {
    fc.assert(
      fc.property(samples, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (values, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(quantile(values, low)).to.be.at.least(Math.min(...values));
        expect(quantile(values, high)).to.be.at.most(Math.max(...values));
        expect(quantile(values, low)).to.be.at.most(quantile(values, high));
        expect(quantile(values, 0)).to.equal(Math.min(...values));
        expect(quantile(values, 1)).to.equal(Math.max(...values));
      }),
    );
  });

  it('does not depend on the order of the values', () => {
    fc.assert(
      fc.property(samples, fc.double({ min: 0, max: 1, noNaN: true }), (values, q) => {
        expect(quantile([...values].reverse(), q)).to.equal(quantile(values, q));
        expect(quantile([...values].sort((x, y) => x - y), q)).to.equal(quantile(values, q));
      }),
    );
  });

  it('takes the middle value as the median of an odd count, the mean of the two middle ones of an even count', () => {
    expect(median([5, 1, 3])).to.equal(3);
    expect(median([4, 1, 3, 2])).to.equal(2.5);
    expect(median([7])).to.equal(7);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).to.equal(2);
    expect(quantile([1, 2, 3, 4], 0.25)).to.equal(1.75);
    expect(median([])).to.be.NaN;
  });

  it('orders the quartiles around the median, the IQR being their distance', () => {
    fc.assert(
      fc.property(samples, (values) => {
        const spread = spreadOf(values);
        expect(spread.q1).to.be.at.most(spread.median);
        expect(spread.median).to.be.at.most(spread.q3);
        expect(spread.iqr).to.equal(spread.q3 - spread.q1);
        expect(spread.iqr).to.be.at.least(0);
        expect(spread.n).to.equal(values.length);
      }),
    );
  });

  it('moves the median and quartiles with a shift of every value, and keeps the IQR', () => {
    fc.assert(
      fc.property(samples, fc.double({ min: -1e3, max: 1e3, noNaN: true }), (values, shift) => {
        const before = spreadOf(values);
        const after = spreadOf(values.map((v) => v + shift));
        expect(after.median).to.be.closeTo(before.median + shift, 1e-6);
        expect(after.iqr).to.be.closeTo(before.iqr, 1e-6);
      }),
    );
  });

  it('reads a round pair as the issue states its targets: baseline CPU over subject CPU, subject p99 over baseline p99', () => {
    const pair: RoundPair = { subject: aRound(200, 13), baseline: aRound(150, 10) };
    expect(cpuRatio(pair)).to.equal(0.75);
    expect(cpuDifferenceUs(pair)).to.equal(50);
    expect(p99Ratio(pair)).to.equal(1.3);
  });

  it('gives ratio 1 and difference 0 when both sides cost the same, and a ratio above 1 only when the subject is cheaper', () => {
    fc.assert(
      fc.property(positive, positive, (subject, baseline) => {
        const pair = { subject: aRound(subject), baseline: aRound(baseline) };
        expect(cpuRatio({ subject: aRound(subject), baseline: aRound(subject) })).to.equal(1);
        expect(cpuDifferenceUs({ subject: aRound(subject), baseline: aRound(subject) })).to.equal(0);
        expect(cpuRatio(pair) > 1).to.equal(subject < baseline);
        expect(cpuDifferenceUs(pair) > 0).to.equal(subject > baseline);
      }),
    );
  });

  it('cancels what slows both rounds of a pair: the paired ratio holds whatever the machine did between pairs', () => {
    fc.assert(
      fc.property(positive, fc.double({ min: 0.2, max: 5, noNaN: true }), fc.array(fc.double({ min: 0.5, max: 3, noNaN: true }), { minLength: 1, maxLength: 20 }), (baseline, cost, slowdowns) => {
        // Each round pair ran on a machine `slowdown` times slower; the subject always costs `cost` times the baseline.
        const pairs = slowdowns.map((slowdown) => ({ subject: aRound(baseline * cost * slowdown), baseline: aRound(baseline * slowdown) }));
        const summary = pairedSummary(pairs);
        expect(summary.cpuRatio.median).to.be.closeTo(1 / cost, 1e-9);
        expect(summary.cpuRatio.iqr).to.be.closeTo(0, 1e-9);
      }),
    );
  });

  it('summarises each side, and the store round trips where they were counted', () => {
    const pairs = [1, 2, 3].map((i) => ({ subject: { ...aRound(100 * i), roundTripsPerRequest: 5 }, baseline: aRound(50 * i) }));
    const summary = pairedSummary(pairs);
    expect(summary.subject.cpuUsPerRequest.median).to.equal(200);
    expect(summary.baseline.cpuUsPerRequest.median).to.equal(100);
    expect(summary.cpuDifferenceUs.median).to.equal(100);
    expect(summary.subject.roundTripsPerRequest?.median).to.equal(5);
    expect(summary.baseline.roundTripsPerRequest).to.equal(undefined);
  });

  it('takes latency percentiles by nearest rank: a sample, and never less for a higher percentile', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e4, noNaN: true }), { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 99 }), (values, p) => {
        const sorted = Float64Array.from(values).sort();
        expect(values).to.include(percentile(sorted, p));
        expect(percentile(sorted, p + 1)).to.be.at.least(percentile(sorted, p));
        expect(percentile(sorted, 100)).to.equal(sorted[sorted.length - 1]);
      }),
    );
  });
});
