import { Agent, request } from 'node:http';
import { signRequest } from '@parasol/core';
import { BenchFailure } from './bench-failure.js';
import { BENCH_LIVE_KEY } from './bench-keys.js';
import { formatSpread, quantile, spreadOf, type Spread } from './paired-stats.js';
import { LOAD_CPU, SERVER_CPU, startPinnedChild, type PinnedChild } from './pinned-child.js';
import { processCpuMs } from './server-cpu.js';
import { STATEMENT_LISTINGS, STATEMENT_PAGE } from './statement-plan.js';
import { judge, type Target, type Verdict } from './targets.js';
import { describeLoad, loadAverage, type LoadAround } from './load-average.js';

/**
 * The statement scenario (issue 31): a partner with 100,000 sales (statement-child.ts seeds them
 * in the stores) reads its statement, `GET /api/v1/ledger/statement?limit=100`, one read after the
 * other on one kept-alive connection, as a partner's back office pages through it: per round, for
 * each listing (every sale, each status, a booking-date window) its first page a few times and
 * pages spread over its whole depth through their cursors. Each read's latency is timed from the
 * request to the last byte of the answer; the round's p99 over its reads is the figure, its median
 * over the rounds judged against the target. The server's CPU per read (from /proc) and its store
 * round trips per read are beside it, and the same on the MongoDB-wire test server over fewer
 * sales, for the record (it copies the collection for every command).
 */
export const STATEMENT_TARGET: Target = { metric: 'readP99Ms', comparison: 'below', threshold: 50, says: 'a statement page of 100 over 100,000 sales, p99 < 50 ms on memory stores' };

/** First-page reads of each listing per round (beside one read per deep cursor). */
const FIRST_PAGE_READS = 8;

export interface StatementRound {
  readonly reads: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly cpuUsPerRead: number;
  readonly roundTripsPerRead: number;
}

export interface StatementSide {
  readonly sales: number;
  readonly readsPerRound: number;
  readonly rounds: readonly StatementRound[];
  readonly p50Ms: Spread;
  readonly p99Ms: Spread;
  readonly cpuUsPerRead: Spread;
  readonly roundTripsPerRead: Spread;
  /** The host's load average (1, 5, 15 minutes) when the side began and ended. */
  readonly loadAverage: LoadAround;
}

export interface StatementResult {
  readonly memory?: StatementSide;
  readonly mongo?: StatementSide;
  readonly verdicts: readonly Verdict[];
}

interface Plan {
  readonly firstBooking: number;
  readonly cursors: Readonly<Record<string, readonly string[]>>;
}

const PATH = '/api/v1/ledger/statement';

/** Every read of one round, in order: each listing's first page FIRST_PAGE_READS times, then its deep pages. */
export const roundTargets = (plan: Plan): string[] =>
  STATEMENT_LISTINGS.flatMap((listing) => {
    const query = { ...listing.query(plan.firstBooking), limit: String(STATEMENT_PAGE) };
    const first = `${PATH}?${new URLSearchParams(query).toString()}`;
    return [...Array.from({ length: FIRST_PAGE_READS }, () => first), ...(plan.cursors[listing.name] ?? []).map((cursor) => `${PATH}?${new URLSearchParams({ ...query, cursor }).toString()}`)];
  });

/** The sales of a statement answer, or undefined when it is not one. */
const salesOf = (text: string): unknown[] | undefined => {
  try {
    const sales = (JSON.parse(text) as { sales?: unknown }).sales;
    return Array.isArray(sales) ? sales : undefined;
  } catch {
    return undefined;
  }
};

/** One signed statement read: its latency in ms, or a BenchFailure for any answer but a 200 with sales. */
const read = (base: URL, agent: Agent, target: string): Promise<number> => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = {
    'x-svc-key-id': BENCH_LIVE_KEY.keyId,
    'x-svc-timestamp': timestamp,
    'x-svc-signature': signRequest(BENCH_LIVE_KEY.secret, { timestamp, method: 'GET', pathname: PATH, rawBody: Buffer.alloc(0) }),
  };
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const outgoing = request({ host: base.hostname, port: base.port, path: target, method: 'GET', headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const ms = performance.now() - began;
        const text = Buffer.concat(chunks).toString('utf8');
        const sales = incoming.statusCode === 200 ? salesOf(text) : undefined;
        if (sales === undefined || sales.length === 0) reject(new BenchFailure(`the statement read ${target} answered ${String(incoming.statusCode)}: ${text.slice(0, 300)}`));
        else resolve(ms);
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
};


const measureSide = async (child: PinnedChild<{ url: string; sales: number }>, rounds: number, roundTrips: () => Promise<number>): Promise<StatementSide> => {
  const before = loadAverage();
  const plan = await child.ask<Plan>('cursors');
  const targets = roundTargets(plan);
  const base = new URL(child.ready.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // A warm-up round, discarded: V8 optimises the path before the measured rounds.
    for (const target of targets) await read(base, agent, target);
    const measured: StatementRound[] = [];
    for (let r = 0; r < rounds; r++) {
      const trips = await roundTrips();
      const cpu = processCpuMs(child.pid);
      const latencies: number[] = [];
      for (const target of targets) latencies.push(await read(base, agent, target));
      const cpuMs = processCpuMs(child.pid) - cpu;
      measured.push({
        reads: latencies.length,
        p50Ms: quantile(latencies, 0.5),
        p99Ms: quantile(latencies, 0.99),
        maxMs: Math.max(...latencies),
        cpuUsPerRead: (cpuMs * 1000) / latencies.length,
        roundTripsPerRead: ((await roundTrips()) - trips) / latencies.length,
      });
    }
    return {
      sales: child.ready.sales,
      readsPerRound: targets.length,
      rounds: measured,
      p50Ms: spreadOf(measured.map((m) => m.p50Ms)),
      p99Ms: spreadOf(measured.map((m) => m.p99Ms)),
      cpuUsPerRead: spreadOf(measured.map((m) => m.cpuUsPerRead)),
      roundTripsPerRead: spreadOf(measured.map((m) => m.roundTripsPerRead)),
      loadAverage: { before, after: loadAverage() },
    };
  } finally {
    agent.destroy();
  }
};

export const measureStatementReads = async (options: { compiled: boolean; sales: number; mongoSales: number; rounds: number; mongoRounds: number; log: (line: string) => void }): Promise<StatementResult> => {
  const start = (sales: number, mongoUrl?: string) =>
    startPinnedChild<{ url: string; sales: number }>('./statement-child.ts', ['--sales', String(sales), ...(mongoUrl === undefined ? [] : ['--mongo-url', mongoUrl])], {
      cpu: SERVER_CPU,
      compiled: options.compiled,
      readyWithinMs: 900_000,
    });
  options.log(`statement: memory stores, ${options.sales} sales of one partner, ${options.rounds} rounds of reads`);
  const memoryChild = await start(options.sales);
  let memory: StatementSide;
  try {
    memory = await measureSide(memoryChild, options.rounds, () => memoryChild.ask<number>('calls'));
  } finally {
    await memoryChild.stop();
  }
  options.log(`statement: memory p99 ${memory.p99Ms.median.toFixed(2)} ms, load ${memory.loadAverage.after.join(' ')}`);
  options.log(`statement: the MongoDB-wire test server, ${options.mongoSales} sales, ${options.mongoRounds} rounds`);
  const database = await startPinnedChild<{ uri: string }>('./bench-mongo.ts', [], { cpu: LOAD_CPU, compiled: options.compiled });
  try {
    const mongoChild = await start(options.mongoSales, database.ready.uri);
    try {
      const mongo = await measureSide(mongoChild, options.mongoRounds, () => database.ask<number>('messages'));
      options.log(`statement: MongoDB p99 ${mongo.p99Ms.median.toFixed(2)} ms, ${mongo.roundTripsPerRead.median.toFixed(1)} round trips a read`);
      return { memory, mongo, verdicts: [judge('statement', STATEMENT_TARGET, memory.p99Ms)] };
    } finally {
      await mongoChild.stop();
    }
  } finally {
    await database.stop();
  }
};


export const formatStatementReads = (result: StatementResult): string[] => [
  `statement reads (GET ${PATH}, pages of ${STATEMENT_PAGE}, one read at a time; median [quartiles] over the rounds):`,
  ...(['memory', 'mongo'] as const).flatMap((name) => {
    const s = result[name];
    return s === undefined
      ? []
      : [
          `  ${name.padEnd(7)} ${String(s.sales).padStart(7)} sales, ${s.rounds.length} rounds of ${s.readsPerRound} reads: p50 ${formatSpread(s.p50Ms, 2)} ms, p99 ${formatSpread(s.p99Ms, 2)} ms, server ${formatSpread(s.cpuUsPerRead, 0)} µs/read, ${formatSpread(s.roundTripsPerRead, 1)} store round trips/read (load ${describeLoad(s.loadAverage)})`,
        ];
  }),
];
