import { expect } from 'chai';
import fc from 'fast-check';
import { judge, liveRun, TARGETS, type MeasuredRun } from '../../src/bench/bench-report.js';
import { percentile } from '../../src/bench/load-phase.js';

/** A measured run with the figures a test cares about. */
const aRun = (overrides: { requestsPerSecond?: number; connections?: number; p50?: number; p99?: number; cpu?: number } = {}): MeasuredRun => ({
  connections: overrides.connections ?? 50,
  seconds: 10,
  requests: (overrides.requestsPerSecond ?? 1000) * 10,
  requestsPerSecond: overrides.requestsPerSecond ?? 1000,
  latencyMs: { p50: overrides.p50 ?? 2, p90: overrides.p99 ?? 3, p99: overrides.p99 ?? 4, max: 10 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  statusCodes: { 200: (overrides.requestsPerSecond ?? 1000) * 10 },
  serverCpuUsPerRequest: overrides.cpu ?? 100,
  serverBusy: 1,
});

describe('bench: judging a run against its targets', () => {
  it('passes the throughput ratio from the minimum, and the aim only from the aim', () => {
    const verdict = (sandbox: number) => judge({ 'bare-koa': aRun({ requestsPerSecond: 10_000 }), 'sandbox-quotes': aRun({ requestsPerSecond: sandbox }) });
    expect(verdict(5_999).pass).to.include({ sandboxVsBare: false, sandboxVsBareAim: false });
    expect(verdict(6_000).pass).to.include({ sandboxVsBare: true, sandboxVsBareAim: false });
    expect(verdict(7_500).pass).to.include({ sandboxVsBare: true, sandboxVsBareAim: true });
    expect(verdict(6_000).ratios.sandboxVsBare).to.equal(0.6);
  });

  it('reads the CPU ratio the other way round: less CPU per request is better', () => {
    const verdict = judge({ 'bare-koa': aRun({ cpu: 50 }), 'sandbox-quotes': aRun({ cpu: 200 }) });
    expect(verdict.ratios.sandboxVsBareCpu).to.equal(0.25);
  });

  it('judges the live overhead at the lowest concurrency, against the insurer latency and against the bare fan-out', () => {
    const latency = 20;
    const fanout = aRun({ connections: 4, p99: 27 });
    const calm = liveRun(aRun({ connections: 4, p99: 24 }), latency, fanout);
    const saturated = liveRun(aRun({ connections: 50, p99: 400 }), latency, undefined);
    expect(calm).to.include({ overheadP99Ms: 4, overheadP99VsFanoutMs: -3 });
    const verdict = judge({ 'live-quotes': { insurers: 12, insurerLatencyMs: latency, runs: [saturated, calm] } });
    expect(verdict.pass).to.include({ liveOverheadP99: true, liveOverheadP99VsFanout: true });
    const slow = liveRun(aRun({ connections: 4, p99: latency + TARGETS.liveOverheadP99MaxMs + 0.01 }), latency, fanout);
    expect(judge({ 'live-quotes': { insurers: 12, insurerLatencyMs: latency, runs: [slow] } }).pass.liveOverheadP99).to.equal(false);
  });

  it('says "not measured" (null) for a goal whose scenarios did not run', () => {
    expect(judge({ 'bare-koa': aRun() }).pass).to.deep.equal({ sandboxVsBare: null, sandboxVsBareAim: null, liveOverheadP99: null, liveOverheadP99VsFanout: null, grpcCpuAtMostRest: null });
  });

  it('takes percentiles by nearest rank: a sample, and never less for a higher percentile', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e4, noNaN: true }), { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 99 }), (samples, p) => {
        const sorted = Float64Array.from(samples).sort();
        expect(samples).to.include(percentile(sorted, p));
        expect(percentile(sorted, p + 1)).to.be.at.least(percentile(sorted, p));
        expect(percentile(sorted, 100)).to.equal(sorted[sorted.length - 1]);
      }),
    );
  });
});
