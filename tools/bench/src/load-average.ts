import { loadavg } from 'node:os';

/**
 * The host's load averages (1, 5 and 15 minutes) to two decimals: kept beside the figures of a
 * scenario that is not paired against a baseline (the statement, the payout run, checkout,
 * webhooks), whose latencies carry whatever else the host was running.
 */
export const loadAverage = (): number[] => loadavg().map((n) => Number(n.toFixed(2)));

/** Both ends of a measurement, as the results file and the report print them. */
export interface LoadAround {
  readonly before: readonly number[];
  readonly after: readonly number[];
}

/** `(load 0.4 0.6 1.1 -> 0.5 0.6 1.1)`'s inner text. */
export const describeLoad = (load: LoadAround): string => `${load.before.join(' ')} -> ${load.after.join(' ')}`;
