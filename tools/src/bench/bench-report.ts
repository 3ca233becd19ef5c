import type { PhaseResult } from './load-phase.js';

/** The goals of issue 3, checked against baselines measured in the same run (never in tests). */
export const TARGETS = {
  /** Sandbox quotes over signed REST, in requests/s, against the bare Koa endpoint. */
  sandboxVsBareMin: 0.6,
  sandboxVsBareAim: 0.75,
  /** Live quote p99 above the slowest insurer's fixed latency. */
  liveOverheadP99MaxMs: 5,
} as const;

/** One measured load phase and what the server process spent on it. */
export interface MeasuredRun extends PhaseResult {
  /** Server CPU time (all threads, user + system) per 2xx answer, in µs. */
  readonly serverCpuUsPerRequest: number;
  /** Share of the wall time the server process was on CPU: near 1 means it was the bottleneck. */
  readonly serverBusy: number;
}

export interface LiveRun extends MeasuredRun {
  /** p50 and p99 minus the insurers' fixed latency (the brief's definition of overhead). */
  readonly overheadP50Ms: number;
  readonly overheadP99Ms: number;
  /** p50 and p99 minus bare-fanout's at the same concurrency: what Parasol itself adds. */
  readonly overheadP50VsFanoutMs: number | null;
  readonly overheadP99VsFanoutMs: number | null;
}

export interface InsurerRuns<Run> {
  readonly insurers: number;
  readonly insurerLatencyMs: number;
  readonly runs: readonly Run[];
}

export interface BenchScenarios {
  'bare-koa'?: MeasuredRun;
  'bare-koa-quote'?: MeasuredRun;
  'sandbox-quotes'?: MeasuredRun;
  'grpc-sandbox-quotes'?: MeasuredRun;
  'bare-fanout'?: InsurerRuns<MeasuredRun>;
  'live-quotes'?: InsurerRuns<LiveRun>;
}

export interface Verdict {
  readonly ratios: {
    /** sandbox-quotes / bare-koa, requests per second: the brief's ratio. */
    readonly sandboxVsBare: number | null;
    /** The same, from server CPU per request: steadier when other work shares the machine. */
    readonly sandboxVsBareCpu: number | null;
    /** sandbox-quotes / bare-koa-quote: Parasol against an endpoint sending the same answer bytes. */
    readonly sandboxVsBareQuote: number | null;
    /** bare-koa-quote / bare-koa: the ceiling the answer's size alone puts on sandboxVsBare. */
    readonly bareQuoteVsBare: number | null;
    /** grpc-sandbox-quotes / sandbox-quotes, server CPU per request: the same quote over gRPC and REST. */
    readonly grpcVsRestCpu: number | null;
  };
  readonly pass: {
    readonly sandboxVsBare: boolean | null;
    readonly sandboxVsBareAim: boolean | null;
    /** p99 - insurer latency <= target, at the lowest concurrency measured (50 saturates: see docs/benchmarks.md). */
    readonly liveOverheadP99: boolean | null;
    /** p99 - bare-fanout's p99 <= target, at the lowest concurrency measured. */
    readonly liveOverheadP99VsFanout: boolean | null;
    /** Server CPU per sandbox quote over gRPC at most REST's, measured in the same run (issue 10). */
    readonly grpcCpuAtMostRest: boolean | null;
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || b === 0 ? null : round(a / b, 3));

export const liveRun = (phase: MeasuredRun, insurerLatencyMs: number, fanout: MeasuredRun | undefined): LiveRun => ({
  ...phase,
  overheadP50Ms: round(phase.latencyMs.p50 - insurerLatencyMs, 2),
  overheadP99Ms: round(phase.latencyMs.p99 - insurerLatencyMs, 2),
  overheadP50VsFanoutMs: fanout === undefined ? null : round(phase.latencyMs.p50 - fanout.latencyMs.p50, 2),
  overheadP99VsFanoutMs: fanout === undefined ? null : round(phase.latencyMs.p99 - fanout.latencyMs.p99, 2),
});

/** Ratios and pass/fail against TARGETS; null where the run did not measure what a goal needs. */
export const judge = (scenarios: BenchScenarios): Verdict => {
  const bare = scenarios['bare-koa'];
  const bareQuote = scenarios['bare-koa-quote'];
  const sandbox = scenarios['sandbox-quotes'];
  const sandboxVsBare = ratio(sandbox?.requestsPerSecond, bare?.requestsPerSecond);
  // Judged on the exact quotient: a rounded 0.5999 must not pass a 0.6 target.
  const exact = sandbox && bare ? sandbox.requestsPerSecond / bare.requestsPerSecond : null;
  const calmest = [...(scenarios['live-quotes']?.runs ?? [])].sort((a, b) => a.connections - b.connections)[0];
  const within = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : ms <= TARGETS.liveOverheadP99MaxMs);
  return {
    ratios: {
      sandboxVsBare,
      sandboxVsBareCpu: ratio(bare?.serverCpuUsPerRequest, sandbox?.serverCpuUsPerRequest),
      sandboxVsBareQuote: ratio(sandbox?.requestsPerSecond, bareQuote?.requestsPerSecond),
      bareQuoteVsBare: ratio(bareQuote?.requestsPerSecond, bare?.requestsPerSecond),
      grpcVsRestCpu: ratio(scenarios['grpc-sandbox-quotes']?.serverCpuUsPerRequest, sandbox?.serverCpuUsPerRequest),
    },
    pass: {
      sandboxVsBare: exact === null ? null : exact >= TARGETS.sandboxVsBareMin,
      sandboxVsBareAim: exact === null ? null : exact >= TARGETS.sandboxVsBareAim,
      liveOverheadP99: within(calmest?.overheadP99Ms),
      liveOverheadP99VsFanout: within(calmest?.overheadP99VsFanoutMs),
      grpcCpuAtMostRest:
        scenarios['grpc-sandbox-quotes'] && sandbox ? scenarios['grpc-sandbox-quotes'].serverCpuUsPerRequest <= sandbox.serverCpuUsPerRequest : null,
    },
  };
};

/** The table printed at the end of a run. */
export const formatTable = (scenarios: BenchScenarios, verdict: Verdict): string => {
  const header = ['scenario', 'conns', 'req/s', 'cpu µs/req', 'busy', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'refused', 'p99 - latency', 'p99 - fanout'];
  const widths = [19, 5, 7, 10, 5, 7, 7, 7, 8, 7, 13, 12];
  const row = (cells: (string | number)[]) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[0] as number) : String(c).padStart(widths[i] as number))).join(' ');
  const ms = (n: number | null) => (n === null ? '' : `${n} ms`);
  const runRow = (name: string, r: MeasuredRun, live?: LiveRun) =>
    row([
      name, r.connections, r.requestsPerSecond, r.serverCpuUsPerRequest, r.serverBusy, r.latencyMs.p50, r.latencyMs.p90, r.latencyMs.p99, r.latencyMs.max,
      r.non2xx + r.errors + r.timeouts, live ? ms(live.overheadP99Ms) : '', live ? ms(live.overheadP99VsFanoutMs) : '',
    ]);
  const lines = [row(header), '-'.repeat(widths.reduce((a, b) => a + b + 1, -1))];
  for (const name of ['bare-koa', 'bare-koa-quote', 'sandbox-quotes', 'grpc-sandbox-quotes'] as const) {
    const run = scenarios[name];
    if (run) lines.push(runRow(name, run));
  }
  const connections = [...new Set([...(scenarios['bare-fanout']?.runs ?? []), ...(scenarios['live-quotes']?.runs ?? [])].map((r) => r.connections))];
  for (const c of connections) {
    const fanout = scenarios['bare-fanout']?.runs.find((r) => r.connections === c);
    const live = scenarios['live-quotes']?.runs.find((r) => r.connections === c);
    if (fanout) lines.push(runRow('bare-fanout', fanout));
    if (live) lines.push(runRow('live-quotes', live, live));
  }
  const mark = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'PASS' : 'FAIL');
  const { ratios, pass } = verdict;
  const latency = scenarios['live-quotes']?.insurerLatencyMs ?? scenarios['bare-fanout']?.insurerLatencyMs;
  lines.push(
    '',
    `sandbox-quotes / bare-koa throughput: ${ratios.sandboxVsBare ?? 'n/a'}  (target >= ${TARGETS.sandboxVsBareMin}: ${mark(pass.sandboxVsBare)}; aim >= ${TARGETS.sandboxVsBareAim}: ${mark(pass.sandboxVsBareAim)})`,
    `  by server CPU per request: ${ratios.sandboxVsBareCpu ?? 'n/a'}; against bare-koa-quote (same answer bytes): ${ratios.sandboxVsBareQuote ?? 'n/a'}; ` +
      `bare-koa-quote / bare-koa (ceiling set by the answer's size): ${ratios.bareQuoteVsBare ?? 'n/a'}`,
    `live p99 overhead at the lowest concurrency, target <= ${TARGETS.liveOverheadP99MaxMs} ms: above the ${latency ?? '?'} ms insurer latency ${mark(pass.liveOverheadP99)}; ` +
      `above bare-fanout ${mark(pass.liveOverheadP99VsFanout)}`,
    `grpc-sandbox-quotes / sandbox-quotes server CPU per request: ${ratios.grpcVsRestCpu ?? 'n/a'}  (target <= 1: ${mark(pass.grpcCpuAtMostRest)})`,
  );
  return lines.join('\n');
};
