/**
 * `npm run bench` (issue 14): every speed goal of the service, each measured as a pair of servers
 * in the same run. A pair's subject and baseline each run once, pinned to CPU 0, and are loaded
 * from CPU 1 in short alternating rounds; each round reads the server's CPU time from /proc, so
 * each round pair gives a CPU difference and ratio, and a figure is their median over the round
 * pairs with its interquartile range (paired-stats.ts). Plus `npm start`'s start-up time and the
 * server's memory over 200k requests. Prints the figures and PASS/FAIL per target and writes
 * bench/results.json; docs/benchmarks.md explains the method and how to read it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { BenchFailure } from './bench-failure.js';
import { OVERHEAD_TARGET, PAIR_NAMES, PAIRS, isPairName, type PairName } from './bench-pairs.js';
import { formatReport, type BenchResults } from './bench-report.js';
import type { GrpcLoadClient } from './grpc-load-phase.js';
import { LOAD_CPU, REPO_ROOT, SERVER_CPU } from './pinned-child.js';
import { measureRssGrowth, RSS_TARGET, type RssResult } from './rss-growth.js';
import { runInterleavedPair } from './run-interleaved-pair.js';
import { runPair, type PairResult } from './run-pair.js';
import { measureStartup, STARTUP_TARGET, type StartupResult } from './startup-timing.js';
import { judge, judgeOverhead, type Verdict } from './targets.js';
import { measurePayoutRun, PAYOUT_TARGET, type PayoutRunResult } from './payout-run.js';
import { measureStatementReads, STATEMENT_TARGET, type StatementResult } from './statement-reads.js';
import { measureCheckoutCost, type CheckoutResult } from './checkout-cost.js';
import { measureOwnWork, type OwnWork } from './own-work.js';
import { measureWebhookDelivery, WEBHOOK_P99_TARGET, WEBHOOK_RATE_TARGET, type WebhookResult } from './webhook-delivery.js';

// own-work after the pairs: its parity ratios use their baselines from the same run.
const SCENARIOS = [...PAIR_NAMES, 'own-work', 'startup', 'rss', 'payouts', 'statement', 'checkout', 'webhooks'] as const;
type Scenario = (typeof SCENARIOS)[number];

const USAGE = `npm run bench -- [options]

  --scenarios L          comma-separated subset of ${SCENARIOS.join(', ')} (default: all)
  --rounds N             round pairs per pair, after the warm-up (default 10)
  --round S              seconds per round (default 1; fractions allowed)
  --live-round S         seconds per round of the live pair (default 2: few answers per round at 4 connections)
  --warmup S             each server's warm-up before its first round, discarded (default 2; repeated
                         until 3000 answers, 300 on the live and MongoDB pairs)
  --connections N        connections (gRPC: calls in flight) loading each server (default 50)
  --live-connections N   connections of the live pair (default 4: low concurrency)
  --mongo-connections N  connections of the MongoDB pairs (default 10: the test database is the bottleneck)
  --insurer-latency MS   fixed latency of every simulated insurer (default 20)
  --startup-runs N       starts timed per variant (default 5)
  --rss-requests N       mixed requests of the memory measurement after its warm-up (default 200000)
  --payout-partners N    partners of the payout run, 100 validated sales each (default 1000:
                         100,000 sales; --quick 100)
  --payout-mongo-partners N  the same on the MongoDB-wire test server (default 20, --quick 5:
                         that server copies the collection for every command)
  --payout-runs N        payout runs on memory stores, each on a fresh ledger (default 3, --quick 1)
  --statement-sales N    sales of the partner whose statement is read (default 100000, --quick 20000)
  --statement-mongo-sales N  the same on the MongoDB-wire test server (default 1000, --quick 500:
                         that server copies the collection for every command)
  --checkout-purchases N live purchases per round of the checkout scenario (default 20, --quick 5)
  --checkout-mongo-purchases N  the same on the MongoDB-wire test server (default 5, --quick 3)
  --own-work-calls N     in-process calls per round of the own-work scenario (default 10000, --quick 2000)
  --webhook-rate N       postbacks a second of the webhooks scenario on memory stores, each one
                         sale.booked event to deliver (default 1000, the target's rate)
  --webhook-mongo-rate N the same on the MongoDB-wire test server (default 20, --quick 10: that
                         server copies the collection for every command, and falls behind at 50)
  --quick                a smoke run, not figures to quote: 3 round pairs of 1 s, 1 s warm-up,
                         2 start-ups per variant, 20000 requests for the memory measurement
  --grpc-client C        what loads gRPC: h2 (default, the bench's own HTTP/2 client, light enough
                         to keep the server busy as autocannon does for REST) or grpc-js
  --profile              V8 CPU profiles of the servers in bench/profiles/<pair>/<subject|baseline>/
                         (summarise one with tools/bench/src/summarise-profile.ts)
  --sources              run the servers from the TypeScript sources through tsx instead of the
                         compiled JS that \`npm start\` runs (built first with tsc -b); measured
                         slower per request (links 0.30-0.34 of bare Koa against 0.41 compiled)
  --out PATH             results file (default bench/results.json)
`;

const parseOptions = () => {
  const { values } = parseArgs({
    options: {
      scenarios: { type: 'string' },
      rounds: { type: 'string' },
      round: { type: 'string' },
      'live-round': { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      'live-connections': { type: 'string' },
      'mongo-connections': { type: 'string' },
      'insurer-latency': { type: 'string' },
      'startup-runs': { type: 'string' },
      'rss-requests': { type: 'string' },
      'payout-partners': { type: 'string' },
      'payout-mongo-partners': { type: 'string' },
      'payout-runs': { type: 'string' },
      'statement-sales': { type: 'string' },
      'statement-mongo-sales': { type: 'string' },
      'checkout-purchases': { type: 'string' },
      'checkout-mongo-purchases': { type: 'string' },
      'own-work-calls': { type: 'string' },
      'webhook-rate': { type: 'string' },
      'webhook-mongo-rate': { type: 'string' },
      quick: { type: 'boolean', default: false },
      'grpc-client': { type: 'string', default: 'h2' },
      profile: { type: 'boolean', default: false },
      sources: { type: 'boolean', default: false },
      out: { type: 'string', default: join(REPO_ROOT, 'bench', 'results.json') },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const quick = values.quick;
  /** A flag's number, else its --quick or normal default. */
  const number = (flag: keyof typeof values, normal: number, quickly: number, min: number, max: number, whole = true) => {
    const text = values[flag];
    if (typeof text !== 'string') return quick ? quickly : normal;
    const n = Number(text);
    if (!Number.isFinite(n) || (whole && !Number.isInteger(n)) || n < min || n > max) {
      throw new BenchFailure(`--${flag} must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}\n\n${USAGE}`);
    }
    return n;
  };
  const wanted = (values.scenarios ?? SCENARIOS.join(',')).split(',').map((s) => s.trim());
  const unknown = wanted.filter((s) => !(SCENARIOS as readonly string[]).includes(s));
  if (unknown.length > 0) throw new BenchFailure(`unknown scenario ${unknown.join(', ')}\n\n${USAGE}`);
  const grpcClient = values['grpc-client'];
  if (grpcClient !== 'h2' && grpcClient !== 'grpc-js') throw new BenchFailure(`--grpc-client must be h2 or grpc-js\n\n${USAGE}`);
  return {
    // In the order of SCENARIOS whatever the order asked.
    scenarios: SCENARIOS.filter((s) => wanted.includes(s)),
    // Every round is signed afresh: a round must stay well inside the 5-minute timestamp window.
    rounds: number('rounds', 10, 3, 1, 100),
    roundSeconds: number('round', 1, 1, 0.2, 60, false),
    liveRoundSeconds: number('live-round', 2, 1, 0.2, 60, false),
    warmupSeconds: number('warmup', 2, 1, 0, 60, false),
    connections: number('connections', 50, 50, 1, 1000),
    liveConnections: number('live-connections', 4, 4, 1, 1000),
    mongoConnections: number('mongo-connections', 10, 10, 1, 1000),
    insurerLatencyMs: number('insurer-latency', 20, 20, 0, 10_000),
    startupRuns: number('startup-runs', 5, 2, 1, 50),
    rssRequests: number('rss-requests', 200_000, 20_000, 1_000, 10_000_000),
    payoutPartners: number('payout-partners', 1000, 100, 1, 100_000),
    payoutMongoPartners: number('payout-mongo-partners', 20, 5, 1, 100_000),
    payoutRuns: number('payout-runs', 3, 1, 1, 20),
    statementSales: number('statement-sales', 100_000, 20_000, 200, 10_000_000),
    statementMongoSales: number('statement-mongo-sales', 1000, 500, 200, 1_000_000),
    checkoutPurchases: number('checkout-purchases', 20, 5, 1, 10_000),
    checkoutMongoPurchases: number('checkout-mongo-purchases', 5, 3, 1, 10_000),
    ownWorkCalls: number('own-work-calls', 10_000, 2_000, 100, 1_000_000),
    webhookRate: number('webhook-rate', 1000, 1000, 1, 100_000),
    webhookMongoRate: number('webhook-mongo-rate', 20, 10, 1, 100_000),
    grpcClient: grpcClient as GrpcLoadClient,
    profileDir: values.profile ? join(REPO_ROOT, 'bench', 'profiles') : undefined,
    // What `npm start` runs: the compiled JS (tools/server/launch.mjs), built before the first server.
    compiled: !values.sources,
    out: values.out,
    quick,
  };
};

/** Confines every thread of this process (the load generator) to its CPU; the helpers it starts inherit it. */
const pinSelf = () => {
  execFileSync('taskset', ['-a', '-cp', String(LOAD_CPU), String(process.pid)], { stdio: 'ignore' });
};

/**
 * Brings every package's dist/ up to date (`tsc -b`, about a second when nothing changed), so the
 * compiled servers are the sources as they are now, never an older copy; then the bundle `npm
 * start` runs (tools/server/bundle-cli.mjs), as `npm run build` does.
 */
const buildCompiled = () => {
  try {
    execFileSync(join(REPO_ROOT, 'node_modules', '.bin', 'tsc'), ['-b'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    execFileSync(process.execPath, [join(REPO_ROOT, 'tools', 'server', 'bundle-cli.mjs')], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const output = error instanceof Error && 'stdout' in error ? `${String((error as { stdout: unknown }).stdout)}${String((error as { stderr?: unknown }).stderr ?? '')}` : String(error);
    throw new BenchFailure(`npm run build's steps failed, so the compiled servers would not be the sources as they are; fix the build or run with --sources:\n${output}`);
  }
};

/** A profiled pair's main-thread µs per request by area, subject beside baseline (profiled servers run slower: read the difference). */
const profileTable = (profile: NonNullable<PairResult['profile']>): string => {
  const baseline = new Map(profile.baseline.areas.map(({ area, usPerRequest }) => [area, usPerRequest]));
  const subject = new Map(profile.subject.areas.map(({ area, usPerRequest }) => [area, usPerRequest]));
  const areas = [...new Set([...subject.keys(), ...baseline.keys()])].sort((a, b) => (subject.get(b) ?? 0) - (subject.get(a) ?? 0));
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const cell = (n: number | undefined) => (n ?? 0).toFixed(1).padStart(8);
  return [
    `  profiled, µs per request (main thread; subject ${profile.subject.requests} requests, baseline ${profile.baseline.requests}):`,
    `  ${'subject'.padStart(8)}${'baseline'.padStart(9)}  area`,
    ...areas.map((area) => `  ${cell(subject.get(area))} ${cell(baseline.get(area))}  ${area}`),
    `  ${cell(sum(subject))} ${cell(sum(baseline))}  all`,
  ].join('\n');
};

const log = (line: string) => process.stderr.write(`${line}\n`);

const main = async () => {
  const options = parseOptions();
  const cpuList = cpus();
  if (cpuList.length < 2) throw new BenchFailure('the benchmark needs 2 CPUs: the servers on one, the load generator on the other');
  pinSelf();
  if (options.profileDir !== undefined) mkdirSync(options.profileDir, { recursive: true });
  if (options.compiled) buildCompiled();
  const began = performance.now();

  const pairs: Partial<Record<PairName, PairResult>> = {};
  let startup: StartupResult | undefined;
  let rss: RssResult | undefined;
  let payouts: PayoutRunResult | undefined;
  let statement: StatementResult | undefined;
  let checkout: CheckoutResult | undefined;
  let webhooks: WebhookResult | undefined;
  let ownWork: OwnWork[] | undefined;
  // A scenario that cannot measure (a refusal voids it) is reported and the others still run.
  const failures: Partial<Record<Scenario, string>> = {};
  for (const scenario of options.scenarios as readonly Scenario[]) {
    try {
      if (isPairName(scenario)) {
        log(`${scenario}: ${PAIRS[scenario].about}`);
        const pair = PAIRS[scenario].interleaved ? await runInterleavedPair(scenario, { ...options, log }) : await runPair(scenario, { ...options, log });
        pairs[scenario] = pair;
        if (pair.profile) log(profileTable(pair.profile));
      } else if (scenario === 'own-work') {
        log(`own-work: Parasol's own work per call without HTTP, ${options.rounds} rounds of ${options.ownWorkCalls} calls on the server core after one of warm-up, and the ratio it gives at parity of transport`);
        ownWork = await measureOwnWork({ compiled: options.compiled, rounds: options.rounds, callsPerRound: options.ownWorkCalls, pairs, log });
      } else if (scenario === 'startup') {
        log(`startup: ${options.startupRuns} start(s) per variant`);
        startup = await measureStartup(options.startupRuns, log);
      } else if (scenario === 'webhooks') {
        webhooks = await measureWebhookDelivery({
          rate: options.webhookRate,
          mongoRate: options.webhookMongoRate,
          rounds: options.rounds,
          roundSeconds: options.roundSeconds,
          warmupSeconds: Math.max(1, options.warmupSeconds),
          compiled: options.compiled,
          ...(options.profileDir === undefined ? {} : { profileDir: options.profileDir }),
          log,
        });
      } else if (scenario === 'payouts') {
        payouts = await measurePayoutRun({ compiled: options.compiled, partners: options.payoutPartners, mongoPartners: options.payoutMongoPartners, salesPerPartner: 100, runs: options.payoutRuns, log });
      } else if (scenario === 'statement') {
        // The MongoDB side for the record: at most 3 rounds (the test server copies the collection for every command).
        statement = await measureStatementReads({ compiled: options.compiled, sales: options.statementSales, mongoSales: options.statementMongoSales, rounds: options.rounds, mongoRounds: Math.min(3, options.rounds), log });
      } else if (scenario === 'checkout') {
        checkout = await measureCheckoutCost({ compiled: options.compiled, rounds: options.rounds, perRound: options.checkoutPurchases, mongoRounds: Math.min(3, options.rounds), mongoPerRound: options.checkoutMongoPurchases, log });
      } else {
        log(`rss: ${options.rssRequests} mixed requests (quotes, links, postbacks and their webhook deliveries) at ${options.connections} connections`);
        rss = await measureRssGrowth({ requests: options.rssRequests, warmupRequests: Math.min(20_000, options.rssRequests), connections: options.connections, compiled: options.compiled, log });
      }
    } catch (error) {
      if (!(error instanceof BenchFailure)) throw error;
      failures[scenario] = error.message;
      log(`${scenario} VOID: ${error.message}`);
    }
  }

  // Every target asked for, a voided scenario's as not measured.
  const verdicts: Verdict[] = (options.scenarios as readonly Scenario[]).flatMap((scenario) => {
    if (isPairName(scenario)) return pairs[scenario]?.verdicts ?? PAIRS[scenario].targets.map((target) => judge(scenario, target, undefined));
    if (scenario === 'startup') return startup?.verdicts ?? [judge(scenario, STARTUP_TARGET, undefined)];
    if (scenario === 'payouts') return payouts?.verdicts ?? [judge(scenario, PAYOUT_TARGET, undefined)];
    if (scenario === 'statement') return statement?.verdicts ?? [judge(scenario, STATEMENT_TARGET, undefined)];
    // Report only: issue 31 names no target for it.
    if (scenario === 'checkout') return [];
    // Information on the pairs' targets, not a target of its own.
    if (scenario === 'own-work') return [];
    if (scenario === 'webhooks') return webhooks?.verdicts ?? [judge(scenario, WEBHOOK_RATE_TARGET, undefined), judge(scenario, WEBHOOK_P99_TARGET, undefined)];
    return rss?.verdicts ?? [judge(scenario, RSS_TARGET, undefined)];
  });
  // Judged on two pairs: only when the run asked for both.
  const { subject: overSubject, baseline: overBaseline } = OVERHEAD_TARGET.pairs as { subject: PairName; baseline: PairName };
  if (options.scenarios.includes(overSubject) && options.scenarios.includes(overBaseline)) {
    verdicts.push(judgeOverhead(OVERHEAD_TARGET, pairs[overSubject]?.summary.cpuDifferenceUs, pairs[overBaseline]?.summary.cpuDifferenceUs));
  }
  const results: BenchResults = {
    date: new Date().toISOString(),
    node: process.version,
    machine: { cpus: cpuList.length, model: cpuList[0]?.model ?? 'unknown', platform: process.platform, arch: process.arch },
    settings: {
      quick: options.quick,
      scenarios: options.scenarios,
      rounds: options.rounds,
      roundSeconds: options.roundSeconds,
      liveRoundSeconds: options.liveRoundSeconds,
      warmupSeconds: options.warmupSeconds,
      connections: options.connections,
      liveConnections: options.liveConnections,
      mongoConnections: options.mongoConnections,
      insurerLatencyMs: options.insurerLatencyMs,
      startupRuns: options.startupRuns,
      rssRequests: options.rssRequests,
      payoutPartners: options.payoutPartners,
      payoutMongoPartners: options.payoutMongoPartners,
      payoutRuns: options.payoutRuns,
      statementSales: options.statementSales,
      statementMongoSales: options.statementMongoSales,
      checkoutPurchases: options.checkoutPurchases,
      checkoutMongoPurchases: options.checkoutMongoPurchases,
      ownWorkCalls: options.ownWorkCalls,
      webhookRate: options.webhookRate,
      webhookMongoRate: options.webhookMongoRate,
      grpcClient: options.grpcClient,
      compiled: options.compiled,
      profile: options.profileDir !== undefined,
      cpus: { servers: SERVER_CPU, loadGenerator: LOAD_CPU, helpers: LOAD_CPU },
    },
    pairs,
    ...(startup ? { startup } : {}),
    ...(rss ? { rss } : {}),
    ...(payouts ? { payouts } : {}),
    ...(statement ? { statement } : {}),
    ...(checkout ? { checkout } : {}),
    ...(webhooks ? { webhooks } : {}),
    ...(ownWork ? { ownWork } : {}),
    verdicts,
    failures,
    durationSeconds: Math.round((performance.now() - began) / 1000),
  };
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
  for (const [name, pair] of Object.entries(pairs)) {
    for (const [who, lines] of Object.entries(pair.messages)) {
      const total = lines.reduce((sum, { count }) => sum + count, 0);
      log(`${name} ${who} wrote ${total} stderr line(s), ${lines.length} distinct:\n${lines.map(({ line, count }) => `    ${count} x ${line}`).join('\n')}`);
    }
  }
  for (const [side, lines] of Object.entries(webhooks?.messages ?? {})) {
    const total = lines.reduce((sum, { count }) => sum + count, 0);
    if (total > 0) log(`webhooks ${side} server wrote ${total} stderr line(s), ${lines.length} distinct:\n${lines.map(({ line, count }) => `    ${count} x ${line}`).join('\n')}`);
  }
  process.stdout.write(`\n${formatReport(results)}\n\nwritten to ${options.out} (${results.durationSeconds} s)\n`);
  if (Object.keys(failures).length > 0) process.exitCode = 1;
};

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof BenchFailure ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
