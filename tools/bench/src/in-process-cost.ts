import { Session } from 'node:inspector/promises';
import { jsonBody, type SignedCall } from '@parasol/core';
import { benchParasol } from './bench-servers.js';
import { BENCH_REQUESTS, signedRequest, type BenchRequestName } from './bench-requests.js';
import type { CpuProfile } from './profile-summary.js';

export interface InProcessOptions {
  readonly request: BenchRequestName;
  /** Calls per round. */
  readonly calls: number;
  readonly rounds: number;
  /** Also a V8 CPU profile of the measured calls (sampled every 50 µs). */
  readonly profile?: boolean;
}

export interface InProcessCost {
  /** Per round, µs per call: wall time, and the process's CPU time (GC threads included). */
  readonly rounds: readonly { readonly wallUs: number; readonly cpuUs: number }[];
  readonly profile?: CpuProfile;
}

/**
 * What Parasol's own work costs per call, without HTTP: the bench's own signed requests handed to
 * `parasol.handle` of the bench's embedded Parasol (memory stores), one after the other. Every
 * call is signed before the first round (a link or postback each a new one), so neither signing
 * nor building requests is measured, and each must be answered with the request's status.
 *
 * A diagnostic, not a target: what a pair of `npm run bench` measures includes node's HTTP and
 * Koa, which this leaves out. With `profile`, the CPU profile covers the measured calls only, and
 * its source lines (summarise-profile.ts --lines) show where a use case spends its time.
 */
export const inProcessCost = async (options: InProcessOptions): Promise<InProcessCost> => {
  if (options.request === 'live-quote') throw new Error('a live quote rates insurers over HTTP: the live pair of npm run bench measures it, not in-process');
  const { parasol, close } = await benchParasol({});
  try {
    const request = BENCH_REQUESTS[options.request];
    // The path and query as a transport hands them over, read as the in-process client reads them.
    const target = new URL(request.target, 'http://in-process');
    const path = target.pathname;
    const query = Object.fromEntries(target.searchParams);
    const now = Date.now();
    const callsOf = (round: number): SignedCall[] =>
      Array.from({ length: options.calls }, (_, i) => {
        // Requests that are always alike are signed once; distinct ones (links, postbacks) each.
        const wire = signedRequest(request, request.distinct ? round * options.calls + i : 0, now);
        return {
          method: wire.method,
          path,
          query,
          rawBody: Buffer.from(wire.body),
          decodeBody: jsonBody,
          requestId: `req_inprocess_${round}_${i}`,
          keyId: wire.headers['x-svc-key-id'] as string,
          timestamp: wire.headers['x-svc-timestamp'] as string,
          signature: wire.headers['x-svc-signature'] as string,
        };
      });
    const prepared = Array.from({ length: options.rounds }, (_, round) => callsOf(round));
    const session = options.profile ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 50 });
      await session.post('Profiler.start');
    }
    const rounds: { wallUs: number; cpuUs: number }[] = [];
    try {
      for (const calls of prepared) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        for (const call of calls) {
          const answer = await parasol.handle(call);
          if (answer.status !== request.status) throw new Error(`the in-process ${request.name} call was answered ${answer.status}, not ${request.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
        }
        const used = process.cpuUsage(cpu);
        rounds.push({ wallUs: ((performance.now() - started) * 1000) / calls.length, cpuUs: (used.user + used.system) / calls.length });
      }
      if (!session) return { rounds };
      const { profile } = await session.post('Profiler.stop');
      return { rounds, profile: profile as unknown as CpuProfile };
    } finally {
      // Also when a call was refused: the profiler must not outlive the measurement.
      session?.disconnect();
    }
  } finally {
    await close();
  }
};
