/**
 * `npm run bench` (issue 3): measures, in one run on this machine,
 *   (a) sandbox POST /api/v1/travel/quotes over signed REST against a bare Koa JSON endpoint
 *       started the same way: throughput ratio, p50 and p99;
 *   (b) live quotes against 12 simulated insurers of fixed latency: p99 above the slowest insurer.
 * Each server runs in its own process pinned to CPU 0; this process (the load generator) and the
 * insurer simulators share CPU 1. Prints a table and writes bench/results.json. docs/benchmarks.md
 * explains the method and how to read the numbers.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatTable, judge, liveRun, TARGETS, type BenchScenarios, type LiveRun, type MeasuredRun } from './bench-report.js';
import { BENCH_INSURERS, writeBenchCatalogue } from './bench-catalogue.js';
import { QUOTE_BODY, QUOTE_PATH, signedQuoteHeaders } from './bench-request.js';
import { isClean, runLoadPhase, type LoadTarget } from './load-phase.js';
import { REPO_ROOT, startPinnedChild, type PinnedChild, type RepeatedLine } from './pinned-child.js';
import { GRPC_SCENARIOS, INSURER_SCENARIOS, isScenarioName, SCENARIO_KEYS, SCENARIOS, type ScenarioName } from './scenarios.js';
import { explainGrpcRefusal, runGrpcLoadPhase, type GrpcLoadClient } from './grpc-load-phase.js';
import { processCpuMs } from './server-cpu.js';

const USAGE = `npm run bench -- [options]

  --warmup S             warm-up seconds before each measurement (default 3)
  --duration S           measured seconds per run (default 10; at most 240, inside the signature window)
  --quick                1 s warm-up, 3 s measurement: a smoke run, not numbers to quote
  --connections N        connections for bare-koa, bare-koa-quote and sandbox-quotes (default 50)
  --live-connections L   comma-separated connection counts for bare-fanout and live-quotes (default 50,4)
  --insurer-latency MS   fixed latency of every simulated insurer (default 20)
  --scenarios L          comma-separated subset of ${SCENARIOS.join(', ')}
  --grpc-client C        client loading the gRPC scenarios: h2 (default, the bench's own HTTP/2
                         client, light enough to keep the server busy as autocannon does for
                         REST) or grpc-js (the library's client, which cannot on two cores)
  --profile              write V8 CPU profiles of each server to bench/profiles/<scenario>/
                         (summarise one with tools/src/bench/summarise-profile.ts)
  --compiled             run the servers from tools/dist (after npm run build) instead of through
                         tsx: same speed, but profiles then name functions and lines exactly
  --out PATH             results file (default bench/results.json)
`;

const SERVER_CPU = 0;
const LOAD_CPU = 1;

class BenchFailure extends Error {
  override readonly name = 'BenchFailure';
}

const parseOptions = () => {
  const { values } = parseArgs({
    options: {
      warmup: { type: 'string', default: '3' },
      duration: { type: 'string', default: '10' },
      quick: { type: 'boolean', default: false },
      connections: { type: 'string', default: '50' },
      'live-connections': { type: 'string', default: '50,4' },
      'insurer-latency': { type: 'string', default: '20' },
      scenarios: { type: 'string', default: SCENARIOS.join(',') },
      'grpc-client': { type: 'string', default: 'h2' },
      profile: { type: 'boolean', default: false },
      compiled: { type: 'boolean', default: false },
      out: { type: 'string', default: join(REPO_ROOT, 'bench', 'results.json') },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const whole = (text: string, flag: string, min: number, max: number) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max) throw new BenchFailure(`--${flag} must be a whole number from ${min} to ${max}\n\n${USAGE}`);
    return n;
  };
  const scenarios = values.scenarios.split(',').map((s) => s.trim());
  const unknown = scenarios.filter((s) => !isScenarioName(s));
  if (unknown.length > 0) throw new BenchFailure(`unknown scenario ${unknown.join(', ')}\n\n${USAGE}`);
  const grpcClient = values['grpc-client'];
  if (grpcClient !== 'h2' && grpcClient !== 'grpc-js') throw new BenchFailure(`--grpc-client must be h2 or grpc-js\n\n${USAGE}`);
  return {
    warmupSeconds: values.quick ? 1 : whole(values.warmup, 'warmup', 0, 120),
    durationSeconds: values.quick ? 3 : whole(values.duration, 'duration', 1, 240),
    connections: whole(values.connections, 'connections', 1, 1000),
    liveConnections: values['live-connections'].split(',').map((c) => whole(c.trim(), 'live-connections', 1, 1000)),
    insurerLatencyMs: whole(values['insurer-latency'], 'insurer-latency', 0, 10_000),
    // Run in the order of SCENARIOS whatever the order asked: baselines next to what they compare with.
    scenarios: SCENARIOS.filter((s) => scenarios.includes(s)),
    grpcClient: grpcClient as GrpcLoadClient,
    profileDir: values.profile ? join(REPO_ROOT, 'bench', 'profiles') : undefined,
    compiled: values.compiled,
    out: values.out,
    quick: values.quick,
  };
};
type Options = ReturnType<typeof parseOptions>;

/** Confines every thread of this process (the load generator) to its CPU. */
const pinSelf = () => {
  execFileSync('taskset', ['-a', '-cp', String(LOAD_CPU), String(process.pid)], { stdio: 'ignore' });
};

/** Shows why a load phase was refused: one request with the same headers, its status and body. */
const explainRefusal = async (target: LoadTarget): Promise<string> => {
  if (target.url.startsWith('grpc://')) return explainGrpcRefusal(target);
  try {
    const answer = await fetch(`${target.url}${QUOTE_PATH}`, { method: 'POST', headers: signedQuoteHeaders(target.credentials, Date.now()), body: QUOTE_BODY });
    return `a sample request now answers ${answer.status}: ${(await answer.text()).slice(0, 500)}`;
  } catch (error) {
    return `a sample request fails: ${(error as Error).message}`;
  }
};

type BenchServer = PinnedChild<{ url: string }>;

/** Warm-up then measurement, each signed afresh; a single non-2xx answer voids the run, loudly. */
const measure = async (label: ScenarioName, server: BenchServer, connections: number, options: Options): Promise<MeasuredRun> => {
  const target: LoadTarget = { url: server.ready.url, credentials: SCENARIO_KEYS[label] };
  const phase = async (name: string, seconds: number) => {
    process.stderr.write(`  ${label}: ${name} ${seconds} s at ${connections} connections\n`);
    const cpuBefore = processCpuMs(server.pid);
    // The same load, over gRPC for the gRPC scenarios: calls in flight instead of HTTP connections.
    const result = GRPC_SCENARIOS.includes(label) ? await runGrpcLoadPhase(target, connections, seconds, options.grpcClient) : await runLoadPhase(target, connections, seconds);
    const cpuMs = processCpuMs(server.pid) - cpuBefore;
    if (!isClean(result)) {
      throw new BenchFailure(
        `${label} ${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts ` +
          `(status counts ${JSON.stringify(result.statusCodes)}); ${await explainRefusal(target)}. A bench with refusals measures nothing.`,
      );
    }
    return {
      ...result,
      serverCpuUsPerRequest: Math.round((cpuMs * 1000) / result.requests),
      serverBusy: Math.round((cpuMs / 1000 / result.seconds) * 100) / 100,
    };
  };
  if (options.warmupSeconds > 0) await phase('warm-up', options.warmupSeconds);
  return phase('measure', options.durationSeconds);
};

/** One directory per scenario: node names each thread's profile itself (the main thread's has thread id 0). */
const serverFlags = (options: Options, scenario: ScenarioName): string[] =>
  options.profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${join(options.profileDir, scenario)}`];

const serverMessages: Partial<Record<ScenarioName, RepeatedLine[]>> = {};

/** Starts a scenario's server pinned to the server CPU, runs `work` against it, stops it and keeps what it wrote on stderr. */
const withServer = async <T>(scenario: ScenarioName, options: Options, args: string[], work: (server: BenchServer) => Promise<T>): Promise<T> => {
  const server = await startPinnedChild<BenchServer['ready']>('./bench-server.ts', [scenario, ...args], {
    cpu: SERVER_CPU,
    nodeFlags: serverFlags(options, scenario),
    compiled: options.compiled,
  });
  try {
    return await work(server);
  } finally {
    await server.stop();
    const lines = server.stderr();
    if (lines.length > 0) {
      serverMessages[scenario] = lines;
      const total = lines.reduce((sum, { count }) => sum + count, 0);
      process.stderr.write(`  ${scenario} server wrote ${total} stderr line(s), ${lines.length} distinct:\n${lines.map(({ line, count }) => `    ${count} x ${line}\n`).join('')}`);
    }
  }
};

/**
 * The insurer scenarios share one set of simulators (pinned with the load generator). Per
 * concurrency, bare-fanout runs right before live-quotes, so both see the same machine.
 */
const runInsurerScenarios = async (wanted: readonly ScenarioName[], options: Options, scenarios: BenchScenarios) => {
  const insurers = await startPinnedChild<{ urls: string[] }>('./bench-insurers.ts', ['--latency', String(options.insurerLatencyMs)], {
    cpu: LOAD_CPU,
    compiled: options.compiled,
  });
  const directory = mkdtempSync(join(tmpdir(), 'parasol-bench-'));
  try {
    // Timeout far above the latency: a cut insurer would make a quote faster, not slower.
    const cataloguePath = writeBenchCatalogue(directory, insurers.ready.urls, Math.max(2_000, options.insurerLatencyMs * 10));
    const args = ['--catalogue', cataloguePath];
    const fanoutRuns: MeasuredRun[] = [];
    const liveRuns: LiveRun[] = [];
    for (const connections of options.liveConnections) {
      const fanout = wanted.includes('bare-fanout')
        ? await withServer('bare-fanout', options, args, (server) => measure('bare-fanout', server, connections, options))
        : undefined;
      if (fanout) fanoutRuns.push(fanout);
      if (wanted.includes('live-quotes')) {
        const live = await withServer('live-quotes', options, args, (server) => measure('live-quotes', server, connections, options));
        liveRuns.push(liveRun(live, options.insurerLatencyMs, fanout));
      }
    }
    const about = { insurers: BENCH_INSURERS.length, insurerLatencyMs: options.insurerLatencyMs };
    if (fanoutRuns.length > 0) scenarios['bare-fanout'] = { ...about, runs: fanoutRuns };
    if (liveRuns.length > 0) scenarios['live-quotes'] = { ...about, runs: liveRuns };
  } finally {
    await insurers.stop();
    rmSync(directory, { recursive: true, force: true });
  }
};

const main = async () => {
  const options = parseOptions();
  const cpuList = cpus();
  if (cpuList.length < 2) throw new BenchFailure('the benchmark needs 2 CPUs: the server on one, the load generator on the other');
  pinSelf();
  if (options.profileDir !== undefined) mkdirSync(options.profileDir, { recursive: true });

  const scenarios: BenchScenarios = {};
  for (const scenario of options.scenarios.filter((s) => !INSURER_SCENARIOS.includes(s))) {
    process.stderr.write(`${scenario}\n`);
    scenarios[scenario as 'bare-koa' | 'bare-koa-quote' | 'sandbox-quotes' | 'grpc-sandbox-quotes'] = await withServer(scenario, options, [], (server) =>
      measure(scenario, server, options.connections, options),
    );
  }
  const insurerScenarios = options.scenarios.filter((s) => INSURER_SCENARIOS.includes(s));
  if (insurerScenarios.length > 0) {
    process.stderr.write(`${insurerScenarios.join(' and ')} (${BENCH_INSURERS.length} insurers, ${options.insurerLatencyMs} ms each)\n`);
    await runInsurerScenarios(insurerScenarios, options, scenarios);
  }

  const verdict = judge(scenarios);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    machine: { cpus: cpuList.length, model: cpuList[0]?.model ?? 'unknown', platform: process.platform, arch: process.arch },
    settings: {
      quick: options.quick,
      warmupSeconds: options.warmupSeconds,
      durationSeconds: options.durationSeconds,
      connections: options.connections,
      liveConnections: options.liveConnections,
      insurerLatencyMs: options.insurerLatencyMs,
      grpcClient: options.grpcClient,
      compiled: options.compiled,
      cpus: { server: SERVER_CPU, loadGenerator: LOAD_CPU, insurers: LOAD_CPU },
    },
    scenarios,
    ratios: verdict.ratios,
    targets: TARGETS,
    pass: verdict.pass,
    serverMessages,
  };
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\n${formatTable(scenarios, verdict)}\n\nwritten to ${options.out}\n`);
};

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof BenchFailure ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
