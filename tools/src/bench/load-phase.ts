/// <reference path="./autocannon.d.ts" />
import autocannon from 'autocannon';
import { QUOTE_BODY, QUOTE_PATH, signedQuoteHeaders, type BenchCredentials } from './bench-request.js';

export interface LatencySummary {
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

export interface PhaseResult {
  readonly connections: number;
  readonly seconds: number;
  /** Answers with a 2xx status. */
  readonly requests: number;
  readonly requestsPerSecond: number;
  /** Of 2xx answers, in ms with sub-millisecond precision. */
  readonly latencyMs: LatencySummary;
  /** Answers outside 2xx, plus connection errors and timeouts: any of them voids the run. */
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly statusCodes: Readonly<Record<string, number>>;
}

export interface LoadTarget {
  readonly url: string;
  readonly credentials: BenchCredentials;
}

/** Nearest-rank percentile of sorted samples. */
export const percentile = (sorted: Float64Array, p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * One load phase: `connections` keep-alive connections each sending the signed bench quote back
 * to back for `seconds`. Signed once at the start of the phase (the 300 s timestamp window covers
 * it). Latencies are collected per answer rather than read from autocannon's histogram, whose
 * resolution is a whole millisecond: too coarse for a 5 ms budget.
 */
export const runLoadPhase = async (target: LoadTarget, connections: number, seconds: number): Promise<PhaseResult> => {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${target.url}${QUOTE_PATH}`,
    method: 'POST',
    headers: signedQuoteHeaders(target.credentials, Date.now()),
    body: QUOTE_BODY,
    connections,
    duration: seconds,
    timeout: 10,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    connections,
    seconds: result.duration,
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / result.duration),
    latencyMs: {
      p50: round2(percentile(sorted, 50)),
      p90: round2(percentile(sorted, 90)),
      p99: round2(percentile(sorted, 99)),
      max: round2(sorted[sorted.length - 1] ?? Number.NaN),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
};

/** True when every request of the phase was answered 2xx. */
export const isClean = (phase: PhaseResult): boolean => phase.non2xx === 0 && phase.errors === 0 && phase.timeouts === 0 && phase.requests > 0;
