/**
 * The statistics of a paired benchmark (pure functions; tools/bench/test checks their properties).
 * A pair's two servers are loaded in alternating rounds; each round pair (one subject round, one
 * baseline round, back to back) gives one difference and one ratio, and a figure is the median of
 * those over the round pairs, with the interquartile range saying how far the rounds disagreed.
 * Whatever slows the machine for a while slows both rounds of a pair, so it mostly cancels.
 */

/** The median and quartiles of a sample, and its extremes. */
export interface Spread {
  readonly median: number;
  /** First and third quartiles; iqr = q3 - q1. */
  readonly q1: number;
  readonly q3: number;
  readonly iqr: number;
  readonly min: number;
  readonly max: number;
  readonly n: number;
}

/**
 * The q-quantile (0..1) of `values`, interpolated linearly between the closest ranks (the
 * definition of R's default and numpy's `linear`): the median of an even count is the mean of the
 * two middle values. NaN for no values.
 */
export const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(position);
  const low = sorted[below] as number;
  const high = sorted[Math.min(sorted.length - 1, below + 1)] as number;
  return low + (high - low) * (position - below);
};

/**
 * Nearest-rank percentile (`p` from 0 to 100) of samples sorted ascending: an actual sample, so a
 * latency list holding Infinity (an event that never arrived) gives Infinity past its share, where
 * interpolating (quantile) would not.
 */
export const percentile = (sorted: ArrayLike<number>, p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
};

export const median = (values: readonly number[]): number => quantile(values, 0.5);

export const spreadOf = (values: readonly number[]): Spread => {
  const q1 = quantile(values, 0.25);
  const q3 = quantile(values, 0.75);
  return {
    median: median(values),
    q1,
    q3,
    iqr: q3 - q1,
    min: values.length === 0 ? Number.NaN : Math.min(...values),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
    n: values.length,
  };
};

/** What one round of one server measured. */
export interface RoundFigures {
  /** Server CPU time (user + system, every thread) per answered request, in µs. */
  readonly cpuUsPerRequest: number;
  readonly requestsPerSecond: number;
  /** 99th percentile latency of the round's answers, in ms. */
  readonly p99Ms: number;
  /** Share of the round's wall time the server was on CPU: near 1, the server was the bottleneck. */
  readonly busy: number;
  /** Database round trips per request (MongoDB pairs), when counted. */
  readonly roundTripsPerRequest?: number;
}

/** A subject round and the baseline round run next to it. */
export interface RoundPair {
  readonly subject: RoundFigures;
  readonly baseline: RoundFigures;
}

/** Extra server CPU the subject spends per request over the baseline, in µs (lower is better). */
export const cpuDifferenceUs = ({ subject, baseline }: RoundPair): number => subject.cpuUsPerRequest - baseline.cpuUsPerRequest;

/**
 * Baseline CPU per request over the subject's: the share of the baseline's efficiency the subject
 * reaches, as issue 14 states its targets ("0.75 of bare Koa"; higher is better, 1 is as cheap).
 */
export const cpuRatio = ({ subject, baseline }: RoundPair): number => baseline.cpuUsPerRequest / subject.cpuUsPerRequest;

/** Subject p99 over the baseline's (lower is better). */
export const p99Ratio = ({ subject, baseline }: RoundPair): number => subject.p99Ms / baseline.p99Ms;

/** Subject p99 minus the baseline's, in ms. */
export const p99DifferenceMs = ({ subject, baseline }: RoundPair): number => subject.p99Ms - baseline.p99Ms;

export interface SideSummary {
  readonly cpuUsPerRequest: Spread;
  readonly requestsPerSecond: Spread;
  readonly p99Ms: Spread;
  readonly busy: Spread;
  readonly roundTripsPerRequest?: Spread;
}

export interface PairedSummary {
  readonly cpuDifferenceUs: Spread;
  readonly cpuRatio: Spread;
  readonly p99Ratio: Spread;
  readonly p99DifferenceMs: Spread;
  readonly subject: SideSummary;
  readonly baseline: SideSummary;
}

const sideSummary = (rounds: readonly RoundFigures[]): SideSummary => {
  const trips = rounds.map((r) => r.roundTripsPerRequest).filter((t): t is number => t !== undefined);
  return {
    cpuUsPerRequest: spreadOf(rounds.map((r) => r.cpuUsPerRequest)),
    requestsPerSecond: spreadOf(rounds.map((r) => r.requestsPerSecond)),
    p99Ms: spreadOf(rounds.map((r) => r.p99Ms)),
    busy: spreadOf(rounds.map((r) => r.busy)),
    ...(trips.length > 0 ? { roundTripsPerRequest: spreadOf(trips) } : {}),
  };
};

/** Every figure of a pair: the paired ones from each round pair, and each side's own. */
export const pairedSummary = (pairs: readonly RoundPair[]): PairedSummary => ({
  cpuDifferenceUs: spreadOf(pairs.map(cpuDifferenceUs)),
  cpuRatio: spreadOf(pairs.map(cpuRatio)),
  p99Ratio: spreadOf(pairs.map(p99Ratio)),
  p99DifferenceMs: spreadOf(pairs.map(p99DifferenceMs)),
  subject: sideSummary(pairs.map((p) => p.subject)),
  baseline: sideSummary(pairs.map((p) => p.baseline)),
});

/** A spread with its figures rounded for the results file (`digits` after the point). */
export const roundedSpread = (spread: Spread, digits: number): Spread => {
  const r = (n: number) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);
  return { median: r(spread.median), q1: r(spread.q1), q3: r(spread.q3), iqr: r(spread.iqr), min: r(spread.min), max: r(spread.max), n: spread.n };
};

/** `median [q1–q3]` with `digits` decimals (`signed`: a + before a positive figure), as the report prints a spread; n/a for none. */
export const formatSpread = (spread: Spread | undefined, digits = 0, signed = false): string => {
  if (spread === undefined || spread.n === 0) return 'n/a';
  const f = (n: number) => `${signed && n > 0 ? '+' : ''}${n.toFixed(digits)}`;
  return `${f(spread.median)} [${f(spread.q1)}–${f(spread.q3)}]`;
};
