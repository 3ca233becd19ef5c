import type { Spread } from './paired-stats.js';

/**
 * The goals of issue 14, each judged on the median of a figure measured in the same run (never in
 * tests). The interquartile range says whether the verdict is settled: a threshold inside it means
 * the rounds disagreed about it, and another run may say otherwise.
 */
export type Metric =
  /** Baseline CPU per request over the subject's, per round pair (higher is better). */
  | 'cpuRatio'
  /** Subject p99 over the baseline's, per round pair. */
  | 'p99Ratio'
  /** Subject CPU per request minus the baseline's, µs, per round pair. */
  | 'cpuDifferenceUs'
  /** Subject p99 minus the baseline's, ms, per round pair. */
  | 'p99DifferenceMs'
  /** `npm start` to the first answered signed request, ms, over the start-up runs. */
  | 'startupMs'
  /** Growth of the server's resident memory over the measured requests, as a fraction. */
  | 'rssGrowth'
  /** Webhook events delivered per second at a steady offered rate, per round (webhook-figures.ts). */
  | 'deliveredPerSecond'
  /** p99 from a state change to its event's arrival at the receiver, ms, per round. */
  | 'deliveryP99Ms'
  /**
   * One pair's CPU difference per request (a transport's cost above its protocol's floor) over
   * another pair's, medians, both pairs measured in the same run (OVERHEAD_TARGET).
   */
  | 'overheadRatio'
  /** A round's 99th percentile latency of reads made one at a time, ms, over the rounds (the statement scenario). */
  | 'readP99Ms'
  /** Wall time of one whole run, seconds, over the runs (the payout run). */
  | 'runSeconds';

export interface Target {
  readonly metric: Metric;
  readonly comparison: 'atLeast' | 'atMost' | 'below';
  readonly threshold: number;
  /** The goal as the issue states it. */
  readonly says: string;
}

export interface Verdict extends Target {
  readonly scenario: string;
  /** The median the goal is judged on, with its quartiles; null when not measured. */
  readonly median: number | null;
  readonly q1: number | null;
  readonly q3: number | null;
  /** null when not measured. */
  readonly pass: boolean | null;
  /** True when the whole interquartile range is on the verdict's side of the threshold. */
  readonly settled: boolean | null;
}

const meets = (target: Target, value: number): boolean =>
  target.comparison === 'atLeast' ? value >= target.threshold : target.comparison === 'atMost' ? value <= target.threshold : value < target.threshold;

/** Judges `target` on the median of `spread` (exact, unrounded: 0.7499 does not meet 0.75). */
export const judge = (scenario: string, target: Target, spread: Spread | undefined): Verdict => {
  if (spread === undefined || spread.n === 0 || !Number.isFinite(spread.median)) {
    return { ...target, scenario, median: null, q1: null, q3: null, pass: null, settled: null };
  }
  const pass = meets(target, spread.median);
  // Settled when both quartiles give the same verdict as the median.
  const settled = meets(target, spread.q1) === pass && meets(target, spread.q3) === pass;
  return { ...target, scenario, median: spread.median, q1: spread.q1, q3: spread.q3, pass, settled };
};

const symbol = { atLeast: '>=', atMost: '<=', below: '<' } as const;

/** `ratio >= 0.75: PASS` and the like, for the printed table. */
export const describeVerdict = (verdict: Verdict): string => {
  const state = verdict.pass === null ? 'not measured' : `${verdict.pass ? 'PASS' : 'FAIL'}${verdict.settled ? '' : ' (threshold inside the IQR: not settled)'}`;
  return `${verdict.metric} ${symbol[verdict.comparison]} ${verdict.threshold}: ${state}`;
};

/** A goal comparing two pairs of one run: the subject pair's CPU difference over the baseline pair's. */
export interface OverheadTarget extends Target {
  readonly metric: 'overheadRatio';
  /** The pair whose cost above its floor is judged, and the pair it is held against. */
  readonly pairs: { readonly subject: string; readonly baseline: string };
}

/**
 * Judges `target` on the ratio of two pairs' median CPU differences. The range it is settled on is
 * the widest the two interquartile ranges allow (subject's q1 over baseline's q3, q3 over q1): a
 * verdict is settled when even that range stays on one side of the threshold. Not measured when
 * either pair is missing or the baseline's overhead is not above zero (no ratio then).
 */
export const judgeOverhead = (target: OverheadTarget, subject: Spread | undefined, baseline: Spread | undefined): Verdict => {
  const scenario = `${target.pairs.subject} over ${target.pairs.baseline}`;
  if (subject === undefined || baseline === undefined || subject.n === 0 || baseline.n === 0 || !(baseline.median > 0) || !(baseline.q1 > 0)) {
    return { ...target, scenario, median: null, q1: null, q3: null, pass: null, settled: null };
  }
  const median = subject.median / baseline.median;
  const q1 = subject.q1 / baseline.q3;
  const q3 = subject.q3 / baseline.q1;
  const pass = meets(target, median);
  return { ...target, scenario, median, q1, q3, pass, settled: meets(target, q1) === pass && meets(target, q3) === pass };
};
