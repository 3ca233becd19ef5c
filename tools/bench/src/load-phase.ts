/// <reference path="./autocannon.d.ts" />
import autocannon, { type AutocannonOptions } from 'autocannon';
import type { BenchCredentials } from './bench-keys.js';
import { percentile } from './paired-stats.js';
import type { WireRequest } from './bench-requests.js';

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
  /** Answers by status (HTTP), or by grpc-status for the gRPC phases. */
  readonly statusCodes: Readonly<Record<string, number>>;
}

/** A server and the key its calls are signed with (the gRPC phases sign the quote themselves). */
export interface LoadTarget {
  readonly url: string;
  readonly credentials: BenchCredentials;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The summary of a phase's 2xx latencies, in ms. */
export const latencySummary = (latencies: readonly number[]): { sorted: Float64Array; summary: LatencySummary } => {
  const sorted = Float64Array.from(latencies).sort();
  return {
    sorted,
    summary: {
      p50: round2(percentile(sorted, 50)),
      p90: round2(percentile(sorted, 90)),
      p99: round2(percentile(sorted, 99)),
      max: round2(sorted[sorted.length - 1] ?? Number.NaN),
    },
  };
};

/**
 * How long a phase lasts: a number of seconds (fractions allowed), or of requests. A phase of
 * requests ends when the last one is answered, so the server's CPU time read around it is the
 * cost of exactly those requests; a phase of seconds leaves the calls in flight at its end
 * unanswered and uncounted, though the server may have worked on them.
 */
export interface PhaseLength {
  readonly seconds?: number;
  readonly amount?: number;
}

export interface HttpLoad extends PhaseLength {
  /** The server's origin, `http://host:port`. */
  readonly url: string;
  readonly connections: number;
  /** The one request every call sends, or where each call takes its own (a distinct body, signed before the round). */
  readonly request: WireRequest | (() => WireRequest);
}

/** How often autocannon checks whether the phase is over (see runLoadPhase). */
const SAMPLE_TICK_MS = 10;

/**
 * One load phase: `connections` keep-alive connections sending requests back to back. Latencies
 * are collected per answer rather than read from autocannon's histogram, whose resolution is a
 * whole millisecond: too coarse for a 2 ms budget.
 */
export const runLoadPhase = async (load: HttpLoad): Promise<PhaseResult> => {
  const latencies: number[] = [];
  const { request } = load;
  const shape: Partial<AutocannonOptions> =
    typeof request === 'function'
      ? {
          // One dynamic request that each connection rebuilds before every call: each call takes the
          // next request of the feed, so no two calls of the phase send the same one.
          requests: [
            {
              setupRequest: (defaults) => {
                const next = request();
                // A fresh headers object: autocannon writes Content-Length into it.
                return { ...defaults, method: next.method, path: next.path, headers: { ...next.headers }, body: next.body };
              },
            },
          ],
        }
      : { method: request.method, headers: request.headers, body: request.body };
  const instance = autocannon({
    url: `${load.url}${typeof request === 'function' ? '' : request.path}`,
    ...shape,
    connections: load.connections,
    ...(load.amount === undefined ? { duration: load.seconds ?? 1 } : { amount: load.amount }),
    // autocannon notices that a phase is over (its amount answered, or its duration spent) only on
    // its next sample tick, and reports the duration up to that tick: with the default tick of a
    // second, a round of requests answered in 0.4 s lasted, and was reported as, a whole second.
    // The round's rate then read as its amount, the next round was sized from it, and the load
    // never rose above the warm-up's first (cold) rate: the servers ran at a third of their
    // capacity. A 10 ms tick ends a phase within 10 ms of its last answer.
    sampleInt: SAMPLE_TICK_MS,
    timeout: 10,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const { sorted, summary } = latencySummary(latencies);
  return {
    connections: load.connections,
    seconds: result.duration,
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / result.duration),
    latencyMs: summary,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
};

/**
 * True when every call of the phase was answered, and answered `status` (an HTTP status, or a
 * grpc-status for gRPC): a 2xx that is not the one expected (a link replayed instead of minted)
 * measures another path than the one named.
 */
export const isClean = (phase: PhaseResult, status: string): boolean =>
  phase.non2xx === 0 && phase.errors === 0 && phase.timeouts === 0 && phase.requests > 0 && Object.keys(phase.statusCodes).every((code) => code === status);
