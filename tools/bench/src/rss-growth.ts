import { BenchFailure } from './bench-failure.js';
import { BENCH_REQUESTS, signedRequest } from './bench-requests.js';
import { isClean, runLoadPhase } from './load-phase.js';
import { SERVER_CPU, startPinnedChild, type RepeatedLine } from './pinned-child.js';
import { processRssKb } from './server-rss.js';
import { judge, type Target, type Verdict } from './targets.js';

/**
 * Whether the server's memory holds steady under load (issue 14: RSS growth < 5 % over 200k
 * requests after warm-up). Loaded with sandbox quotes: they store nothing by design (links and
 * postbacks keep what they create in the memory stores, growth that is their job), so what grows
 * here is a leak or an unbounded cache. The server runs with --expose-gc: each reading is taken
 * after a full collection, so garbage not yet collected (V8 collects when it chooses, and a raw
 * reading swings with that) does not count as growth; the raw reading just before is kept too.
 */
export const RSS_TARGET: Target = { metric: 'rssGrowth', comparison: 'below', threshold: 0.05, says: 'RSS growth < 5 % over 200k requests after warm-up' };

export interface RssReading {
  /** Requests answered since the warm-up ended. */
  readonly requests: number;
  /** VmRSS just before the collection, then after it, KiB. */
  readonly rawKb: number;
  readonly afterGcKb: number;
  readonly heapUsedKb: number;
}

export interface RssResult {
  readonly warmupRequests: number;
  readonly requests: number;
  readonly connections: number;
  /** After the warm-up, then after each quarter of the requests. */
  readonly readings: readonly RssReading[];
  /** (last - first) / first, after GC; and the same from the raw readings. */
  readonly growth: number;
  readonly rawGrowth: number;
  readonly verdicts: readonly Verdict[];
  readonly messages: readonly RepeatedLine[];
}

export interface RssSettings {
  readonly requests: number;
  readonly warmupRequests: number;
  readonly connections: number;
  readonly compiled: boolean;
  readonly log: (line: string) => void;
}

const STEPS = 4;

export const measureRssGrowth = async (settings: RssSettings): Promise<RssResult> => {
  const server = await startPinnedChild<{ url: string }>('./bench-server.ts', ['parasol-rest'], { cpu: SERVER_CPU, compiled: settings.compiled, nodeFlags: ['--expose-gc'] });
  try {
    const request = BENCH_REQUESTS.quote;
    const load = async (amount: number) => {
      const phase = await runLoadPhase({ url: server.ready.url, connections: settings.connections, amount, request: signedRequest(request, 0, Date.now()) });
      if (!isClean(phase, String(request.status))) throw new BenchFailure(`rss: ${phase.non2xx} refused, ${phase.errors} errors, statuses ${JSON.stringify(phase.statusCodes)}`);
      return phase.requests;
    };
    const read = async (requests: number): Promise<RssReading> => {
      const rawKb = processRssKb(server.pid);
      const { heapUsedBytes } = await server.ask<{ heapUsedBytes: number }>('memory');
      return { requests, rawKb, afterGcKb: processRssKb(server.pid), heapUsedKb: Math.round(heapUsedBytes / 1024) };
    };
    await load(settings.warmupRequests);
    const readings = [await read(0)];
    settings.log(`  after ${settings.warmupRequests} warm-up requests: ${readings[0]?.afterGcKb} KiB`);
    let done = 0;
    for (let step = 1; step <= STEPS; step++) {
      done += await load(Math.round((settings.requests * step) / STEPS) - Math.round((settings.requests * (step - 1)) / STEPS));
      const reading = await read(done);
      readings.push(reading);
      settings.log(`  after ${done} requests: ${reading.afterGcKb} KiB after GC (${reading.rawKb} before), heap ${reading.heapUsedKb} KiB`);
    }
    const first = readings[0] as RssReading;
    const last = readings[readings.length - 1] as RssReading;
    const growth = (last.afterGcKb - first.afterGcKb) / first.afterGcKb;
    const rawGrowth = (last.rawKb - first.rawKb) / first.rawKb;
    const spread = { median: growth, q1: growth, q3: growth, iqr: 0, min: growth, max: growth, n: 1 };
    return {
      warmupRequests: settings.warmupRequests,
      requests: done,
      connections: settings.connections,
      readings,
      growth: Math.round(growth * 10_000) / 10_000,
      rawGrowth: Math.round(rawGrowth * 10_000) / 10_000,
      verdicts: [judge('rss', RSS_TARGET, spread)],
      messages: server.stderr(),
    };
  } finally {
    await server.stop();
  }
};
