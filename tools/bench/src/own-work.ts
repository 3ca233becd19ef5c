import { BenchFailure } from './bench-failure.js';
import { PAIRS, type PairName } from './bench-pairs.js';
import type { BenchRequestName } from './bench-requests.js';
import { formatSpread, spreadOf, type Spread } from './paired-stats.js';
import { SERVER_CPU, startPinnedChild } from './pinned-child.js';
import type { PairResult } from './run-pair.js';

/**
 * The own-work scenario: for each pair judged on a CPU ratio to bare Koa, what Parasol's own work
 * for that request costs without HTTP, and the ratio it would read at parity of transport.
 *
 * A pair's ratio is bare Koa's CPU per request over Parasol's. Parasol's is what its transport
 * costs (receiving the request, shipping the answer) plus its own work: authentication, limits,
 * validation, the use case, the stores. Measured in process (in-process-cost.ts: the bench's own
 * signed requests handed to `parasol.handle`, memory stores, on the server core), that work gives
 *   parity = baseline / (baseline + own work)
 * the ratio Parasol would read if its transport cost exactly what bare Koa's does. A target above
 * its parity ratio can only be met by a transport cheaper than bare Koa's (as flushing answers
 * after the loop's reads is, rest's end-after-reads.ts) or by a use case that costs less; below
 * it, what the pair reads beyond the parity ratio is transport and HTTP cost.
 *
 * Information, no verdict: issue 31 asks, for each miss, where the time goes and what it would take.
 */
export const OWN_WORK_PAIRS = ['quote', 'meta', 'cards', 'bilan', 'links', 'postback'] as const satisfies readonly PairName[];
export type OwnWorkPair = (typeof OWN_WORK_PAIRS)[number];

export interface OwnWork {
  readonly pair: OwnWorkPair;
  readonly request: BenchRequestName;
  /** Parasol's own CPU per call in process, over the measured rounds (the first, a warm-up, left out). */
  readonly ownCpuUs: Spread;
  /** Bare Koa's CPU per request in this run's pair (median), when the pair ran. */
  readonly baselineCpuUs?: number;
  /** baseline / (baseline + own work), when the pair ran: the ratio at parity of transport with bare Koa. */
  readonly parity?: number;
  /** The pair's CPU ratio target. */
  readonly target?: number;
}

/** The ratio to a baseline costing `baselineUs` a request of a subject costing that and `ownUs` more. */
export const parityRatio = (baselineUs: number, ownUs: number): number => baselineUs / (baselineUs + ownUs);

export interface OwnWorkOptions {
  readonly compiled: boolean;
  /** Measured rounds (one more runs first as a warm-up). */
  readonly rounds: number;
  readonly callsPerRound: number;
  /** This run's pairs so far: their baselines give the parity ratios. */
  readonly pairs: Readonly<Partial<Record<PairName, PairResult>>>;
  readonly log: (line: string) => void;
}

export const measureOwnWork = async (options: OwnWorkOptions): Promise<OwnWork[]> => {
  const figures: OwnWork[] = [];
  for (const pair of OWN_WORK_PAIRS) {
    const request = PAIRS[pair].subject.request;
    const child = await startPinnedChild<{ cpuUs: number[] }>('./in-process-child.ts', [request, '--calls', String(options.callsPerRound), '--rounds', String(options.rounds + 1)], {
      cpu: SERVER_CPU,
      compiled: options.compiled,
    });
    await child.stop();
    const measured = child.ready.cpuUs.slice(1);
    if (measured.length === 0) throw new BenchFailure(`own work: the in-process ${request} child reported no round`);
    const ownCpuUs = spreadOf(measured);
    const baselineCpuUs = options.pairs[pair]?.summary.baseline.cpuUsPerRequest.median;
    const target = PAIRS[pair].targets.find((t) => t.metric === 'cpuRatio')?.threshold;
    const figure: OwnWork = {
      pair,
      request,
      ownCpuUs,
      ...(baselineCpuUs === undefined ? {} : { baselineCpuUs, parity: parityRatio(baselineCpuUs, ownCpuUs.median) }),
      ...(target === undefined ? {} : { target }),
    };
    options.log(`  ${formatOwnWork(figure)}`);
    figures.push(figure);
  }
  return figures;
};

export const formatOwnWork = (figure: OwnWork): string => {
  const own = `${figure.pair.padEnd(9)} own work ${formatSpread(figure.ownCpuUs, 1)} µs`;
  if (figure.parity === undefined || figure.baselineCpuUs === undefined) return `${own} (its pair did not run: no parity ratio)`;
  const verdict =
    figure.target === undefined ? '' : figure.parity >= figure.target ? ` (target ${figure.target}: met at bare Koa's transport cost)` : ` (target ${figure.target}: needs a transport cheaper than bare Koa's, or less own work)`;
  return `${own}, bare Koa ${figure.baselineCpuUs.toFixed(1)} µs: ratio at parity ${figure.parity.toFixed(3)}${verdict}`;
};

export const formatOwnWorkTable = (figures: readonly OwnWork[]): string[] => [
  "Parasol's own work per call without HTTP (in process, memory stores, median [quartiles]), and the CPU ratio it would read with a transport costing what bare Koa's does: baseline / (baseline + own work):",
  ...figures.map((figure) => `  ${formatOwnWork(figure)}`),
];
