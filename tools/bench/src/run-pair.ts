import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchFailure } from './bench-failure.js';
import { writeBenchCatalogue } from './bench-catalogue.js';
import { PAIRS, type PairName, type PairSpec, type SideSpec } from './bench-pairs.js';
import { BENCH_REQUESTS, signedRequest, type WireRequest } from './bench-requests.js';
import { explainGrpcRefusal, runGrpcLoadPhase, type GrpcLoadClient } from './grpc-load-phase.js';
import { isClean, runLoadPhase, type PhaseLength, type PhaseResult } from './load-phase.js';
import { summariseProfile, type CpuProfile } from './profile-summary.js';
import { pairedSummary, roundedSpread, type PairedSummary, type RoundFigures, type Spread } from './paired-stats.js';
import { LOAD_CPU, SERVER_CPU, startPinnedChild, type PinnedChild, type RepeatedLine } from './pinned-child.js';
import { RequestFeed } from './request-feed.js';
import { processCpuMs } from './server-cpu.js';
import { judge, type Verdict } from './targets.js';

export interface PairSettings {
  /** Round pairs measured after the warm-up. */
  readonly rounds: number;
  readonly roundSeconds: number;
  /** The live pair's rounds: longer, since a round at 4 connections holds few answers for a p99. */
  readonly liveRoundSeconds: number;
  /** Each server's warm-up before the first round, discarded. */
  readonly warmupSeconds: number;
  readonly connections: number;
  readonly liveConnections: number;
  readonly mongoConnections: number;
  readonly insurerLatencyMs: number;
  readonly grpcClient: GrpcLoadClient;
  readonly compiled: boolean;
  /** Where V8 CPU profiles of the servers go (--profile), one directory per pair and side. */
  readonly profileDir?: string;
  /** Progress lines. */
  readonly log: (line: string) => void;
}

/** One round of one server, as the results file keeps it. */
export interface RoundRecord extends RoundFigures {
  readonly requests: number;
  readonly seconds: number;
  readonly p50Ms: number;
}

export interface PairResult {
  readonly about: string;
  readonly subject: SideSpec;
  readonly baseline: SideSpec;
  readonly connections: number;
  readonly roundSeconds: number;
  /** Only for the live pair: the fixed latency of every simulated insurer. */
  readonly insurerLatencyMs?: number;
  /** In the order run: even round pairs ran the subject first, odd ones the baseline first. */
  readonly rounds: readonly { readonly subject: RoundRecord; readonly baseline: RoundRecord }[];
  readonly summary: PairedSummary;
  readonly verdicts: readonly Verdict[];
  /** What the servers and helpers wrote on stderr, each distinct line once with its count. */
  readonly messages: Readonly<Record<string, RepeatedLine[]>>;
  /** Set when both sides were one server taking turns (PairSpec.interleaved): one latency distribution for both. */
  readonly interleaved?: { readonly turnMs: number };
  /** With --profile: each side's main-thread time per request by area of the code, over its measured rounds. */
  readonly profile?: Readonly<Record<'subject' | 'baseline', ProfiledSide>>;
}

/** What a side's CPU profile says per request (a profiled server runs slower: compare sides, not runs). */
export interface ProfiledSide {
  /** Requests its measured rounds answered. */
  readonly requests: number;
  readonly areas: readonly { readonly area: string; readonly usPerRequest: number }[];
}

export type Server = PinnedChild<{ url: string }>;

/** What marks an access-log line on a server's stderr: such lines are drained apart (PinnedChildOptions.dropStderrLines). */
export const ACCESS_LOG_LINES = '"message":"request"';

/** The helpers a pair needs besides its two servers, on the load generator's core. */
interface Helpers {
  readonly serverArgs: string[];
  /** Wire messages the MongoDB-wire server received so far (MongoDB pairs). */
  readonly messages?: () => Promise<number>;
  stop(messages: Record<string, RepeatedLine[]>): Promise<void>;
}

const startHelpers = async (spec: PairSpec, settings: PairSettings): Promise<Helpers> => {
  const sides = [spec.subject, spec.baseline];
  if (sides.some((s) => s.insurers)) {
    const insurers = await startPinnedChild<{ urls: string[] }>('./bench-insurers.ts', ['--latency', String(settings.insurerLatencyMs)], { cpu: LOAD_CPU, compiled: settings.compiled });
    const directory = mkdtempSync(join(tmpdir(), 'parasol-bench-'));
    // Timeout far above the latency: a cut insurer would make a quote faster, not slower.
    const catalogue = writeBenchCatalogue(directory, insurers.ready.urls, Math.max(2_000, settings.insurerLatencyMs * 10));
    return {
      serverArgs: ['--catalogue', catalogue],
      stop: async (messages) => {
        await insurers.stop();
        if (insurers.stderr().length > 0) messages.insurers = insurers.stderr();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  if (sides.some((s) => s.mongo)) {
    const mongo = await startPinnedChild<{ uri: string }>('./bench-mongo.ts', [], { cpu: LOAD_CPU, compiled: settings.compiled });
    return {
      serverArgs: ['--mongo-url', mongo.ready.uri],
      messages: () => mongo.ask<number>('messages'),
      stop: async (messages) => {
        await mongo.stop();
        if (mongo.stderr().length > 0) messages.mongo = mongo.stderr();
      },
    };
  }
  return { serverArgs: [], stop: async () => {} };
};

const serverArgs = (side: SideSpec, helpers: Helpers): string[] => [
  side.server,
  ...(side.server === 'bare-koa' || side.server === 'busy-koa' ? ['--request', side.request] : []),
  ...(side.accessLog ? ['--access-log'] : []),
  ...(side.mongo || side.insurers ? helpers.serverArgs : []),
];

/** A started server of a pair and how one of its rounds is loaded. */
export interface LoadedSide {
  readonly role: 'subject' | 'baseline';
  readonly spec: SideSpec;
  readonly server: Server;
  /** The status every answer must have: an HTTP status, or '0' (grpc-status OK). */
  readonly expected: string;
  load(length: PhaseLength): Promise<PhaseResult>;
  /** One request as the round sends it, for the message of a refused round. */
  sample(): Promise<string>;
}

export const loadedSide = (role: LoadedSide['role'], spec: SideSpec, server: Server, connections: number, settings: PairSettings): LoadedSide => {
  const request = BENCH_REQUESTS[spec.request];
  const url = server.ready.url;
  if (spec.protocol === 'grpc') {
    const target = { url, credentials: request.credentials };
    return { role, spec, server, expected: '0', load: (length) => runGrpcLoadPhase(target, connections, length, settings.grpcClient), sample: () => explainGrpcRefusal(target) };
  }
  const feed = request.distinct ? new RequestFeed(request) : undefined;
  const sample = async (wire: WireRequest) => {
    try {
      const answer = await fetch(`${url}${wire.path}`, { method: wire.method, headers: wire.headers, ...(wire.method === 'POST' ? { body: wire.body } : {}) });
      return `a sample request now answers ${answer.status}: ${(await answer.text()).slice(0, 500)}`;
    } catch (error) {
      return `a sample request fails: ${(error as Error).message}`;
    }
  };
  return {
    role,
    spec,
    server,
    expected: String(request.status),
    load: async (length) => {
      if (feed === undefined) return runLoadPhase({ url, connections, ...length, request: signedRequest(request, 0, Date.now()) });
      // The round's distinct calls signed before it starts (a warm-up's are signed as they go).
      feed.prepare(length.amount === undefined ? 0 : length.amount + connections, Date.now());
      return runLoadPhase({ url, connections, ...length, request: feed.take });
    },
    sample: () => sample(feed ? feed.take() : signedRequest(request, 0, Date.now())),
  };
};

/**
 * A side's main-thread profile (the file node names `CPU.<date>.<time>.<pid>.0.<n>.cpuprofile`)
 * from its first measured round to its exit, per request the rounds answered: start-up and warm-up
 * (modules and validators loaded on first use, code not yet optimised) left out. Between its rounds
 * the server idles while the other one is loaded, and idle time is not counted. The profile's clock
 * starts once node has booted, a little after the spawn the window is measured from, so the window
 * also misses that much (tens of ms) of the first round: about 1 % of the requests counted.
 */
const profiledSide = (directory: string, pid: number, loadedAfterSeconds: number, requests: number): ProfiledSide => {
  const file = readdirSync(directory).find((f) => f.includes(`.${pid}.0.`) && f.endsWith('.cpuprofile'));
  if (file === undefined) throw new BenchFailure(`no main-thread CPU profile of process ${pid} in ${directory}`);
  const summary = summariseProfile(JSON.parse(readFileSync(join(directory, file), 'utf8')) as CpuProfile, { fromSeconds: loadedAfterSeconds, requests });
  return {
    requests,
    areas: summary.areas.filter(({ area }) => area !== '(idle)').map(({ area, usPerRequest }) => ({ area, usPerRequest: Math.round((usPerRequest ?? 0) * 10) / 10 })),
  };
};

/** Time for a server to finish the calls a stopped round left in flight before the other one starts. */
export const PAUSE_BETWEEN_ROUNDS_MS = 25;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The failure of a round some of whose answers were not the expected status: what came back, and a sample request's answer now. */
export const refusedRound = async (what: string, side: LoadedSide, phase: PhaseResult): Promise<BenchFailure> =>
  new BenchFailure(
    `${what}: ${phase.non2xx} non-2xx answers, ${phase.errors} errors, ${phase.timeouts} timeouts ` +
      `(answers by status ${JSON.stringify(phase.statusCodes)}, all must be ${side.expected}); ${await side.sample()}. A bench with refusals measures nothing.`,
  );

/**
 * One round: the server's CPU time read around the load, every answer checked. A measured round
 * is a number of requests (the server's rate times the round's length), so that it ends when its
 * last answer is in: the CPU read then is the cost of exactly the requests counted.
 */
const runRound = async (pair: PairName, side: LoadedSide, length: PhaseLength, messages?: () => Promise<number>, warmUp = false): Promise<RoundRecord> => {
  const sentBefore = messages === undefined ? undefined : await messages();
  const cpuBefore = processCpuMs(side.server.pid);
  const started = performance.now();
  const phase = await side.load(length);
  const cpuMs = processCpuMs(side.server.pid) - cpuBefore;
  const wallMs = performance.now() - started;
  const sentAfter = messages === undefined ? undefined : await messages();
  // A warm-up may end before its first answers (a slow database): only what was answered must be right.
  if (!isClean(phase, side.expected) && !(warmUp && phase.requests === 0 && phase.non2xx + phase.errors + phase.timeouts === 0)) {
    throw await refusedRound(`${pair} ${side.role} (${side.spec.server}, ${side.spec.request})`, side, phase);
  }
  await sleep(PAUSE_BETWEEN_ROUNDS_MS);
  return {
    requests: phase.requests,
    seconds: round(wallMs / 1000, 3),
    requestsPerSecond: Math.round(phase.requests / (wallMs / 1000)),
    cpuUsPerRequest: round((cpuMs * 1000) / phase.requests, 2),
    busy: round(cpuMs / wallMs, 3),
    p50Ms: phase.latencyMs.p50,
    p99Ms: phase.latencyMs.p99,
    ...(sentBefore === undefined || sentAfter === undefined ? {} : { roundTripsPerRequest: round((sentAfter - sentBefore) / phase.requests, 3) }),
  };
};

/**
 * A side's warm-up, discarded: rounds of `seconds` (at least 1) until the server has answered
 * `requests` (V8 optimises a function after thousands of calls: a starved server answering 200 a
 * second would still be compiling in its measured rounds), at most 10. Resolves with its last rate.
 */
const warmUp = async (pair: PairName, side: LoadedSide, seconds: number, requests: number): Promise<number> => {
  let answered = 0;
  for (let attempt = 0; attempt < 10; attempt++) {
    const record = await runRound(pair, side, { seconds: Math.max(1, seconds) }, undefined, true);
    answered += record.requests;
    if (answered >= requests && record.requests > 0) return record.requestsPerSecond;
  }
  if (answered > 0) return Math.max(1, answered / (10 * Math.max(1, seconds)));
  throw new BenchFailure(`${pair} ${side.role} (${side.spec.server}): no answer in 10 warm-ups; ${await side.sample()}`);
};

/** Requests a warm-up must reach: thousands where the server is saturated, fewer where each request is slow by design. */
export const WARM_UP_REQUESTS: Readonly<Record<PairSpec['load'], number>> = { saturating: 3_000, database: 300, live: 300 };

const roundedSummary = (summary: PairedSummary): PairedSummary => {
  const side = (s: PairedSummary['subject']) => ({
    cpuUsPerRequest: roundedSpread(s.cpuUsPerRequest, 1),
    requestsPerSecond: roundedSpread(s.requestsPerSecond, 0),
    p99Ms: roundedSpread(s.p99Ms, 2),
    busy: roundedSpread(s.busy, 2),
    ...(s.roundTripsPerRequest ? { roundTripsPerRequest: roundedSpread(s.roundTripsPerRequest, 2) } : {}),
  });
  return {
    cpuDifferenceUs: roundedSpread(summary.cpuDifferenceUs, 1),
    cpuRatio: roundedSpread(summary.cpuRatio, 3),
    p99Ratio: roundedSpread(summary.p99Ratio, 3),
    p99DifferenceMs: roundedSpread(summary.p99DifferenceMs, 2),
    subject: side(summary.subject),
    baseline: side(summary.baseline),
  };
};

/** A pair's rounds, their paired figures and the verdicts on its targets, as the results file keeps them. */
export const judgedRounds = (
  spec: PairSpec,
  connections: number,
  roundSeconds: number,
  rounds: PairResult['rounds'],
): Pick<PairResult, 'about' | 'subject' | 'baseline' | 'connections' | 'roundSeconds' | 'rounds' | 'summary' | 'verdicts'> => {
  const summary = pairedSummary(rounds);
  const spreadFor: Record<string, Spread> = { cpuRatio: summary.cpuRatio, p99Ratio: summary.p99Ratio, cpuDifferenceUs: summary.cpuDifferenceUs, p99DifferenceMs: summary.p99DifferenceMs };
  return {
    about: spec.about,
    subject: spec.subject,
    baseline: spec.baseline,
    connections,
    roundSeconds,
    rounds,
    summary: roundedSummary(summary),
    verdicts: spec.targets.map((target) => judge(spec.name, target, spreadFor[target.metric])),
  };
};

/**
 * Runs one pair: its helpers, then its two servers pinned to the server core, a warm-up of each,
 * then `rounds` round pairs in alternating order (subject first, then baseline first, ...: a drift
 * of the machine over a round pair then favours neither side on the whole), and the paired figures.
 */
export const runPair = async (name: PairName, settings: PairSettings): Promise<PairResult> => {
  const spec = PAIRS[name];
  const connections = { saturating: settings.connections, live: settings.liveConnections, database: settings.mongoConnections }[spec.load];
  const roundSeconds = spec.load === 'live' ? settings.liveRoundSeconds : settings.roundSeconds;
  const messages: Record<string, RepeatedLine[]> = {};
  const helpers = await startHelpers(spec, settings);
  const servers: { role: LoadedSide['role']; server: Server }[] = [];
  // For the profiles: when each server was spawned, when its first measured round began, what its rounds answered.
  const spawnedAt = new Map<LoadedSide['role'], number>();
  const loadedAt = new Map<LoadedSide['role'], number>();
  const answered = new Map<LoadedSide['role'], number>();
  let profile: PairResult['profile'];
  try {
    const start = async (role: LoadedSide['role'], side: SideSpec) => {
      spawnedAt.set(role, performance.now());
      const server = await startPinnedChild<{ url: string }>('./bench-server.ts', serverArgs(side, helpers), {
        cpu: SERVER_CPU,
        compiled: settings.compiled,
        nodeFlags: settings.profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${join(settings.profileDir, name, role)}`],
        ...(side.accessLog ? { dropStderrLines: ACCESS_LOG_LINES } : {}),
      });
      servers.push({ role, server });
      return loadedSide(role, side, server, connections, settings);
    };
    // Started together: a start is mostly waiting for node and tsx to load.
    // Both settled before going on, so a failed start leaves no server starting behind the stop below.
    const started = await Promise.allSettled([start('subject', spec.subject), start('baseline', spec.baseline)]);
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw new BenchFailure(`${name}: a server did not start: ${(failed.reason as Error).message}`);
    const [subject, baseline] = started.map((s) => (s as PromiseFulfilledResult<LoadedSide>).value) as [LoadedSide, LoadedSide];
    const countFor = (side: LoadedSide) => (side.spec.mongo ? helpers.messages : undefined);
    settings.log(`  warm-up: ${settings.warmupSeconds} s each, and ${WARM_UP_REQUESTS[spec.load]} requests at least, at ${connections} connections`);
    // Each side's last rate sizes its next round; the warm-up gives the first.
    const rate = new Map<LoadedSide['role'], number>();
    for (const side of [subject, baseline]) rate.set(side.role, await warmUp(name, side, settings.warmupSeconds, WARM_UP_REQUESTS[spec.load]));
    const rounds: { subject: RoundRecord; baseline: RoundRecord }[] = [];
    for (let i = 0; i < settings.rounds; i++) {
      const order = i % 2 === 0 ? [subject, baseline] : [baseline, subject];
      const measured: Partial<Record<LoadedSide['role'], RoundRecord>> = {};
      for (const side of order) {
        const amount = Math.max(connections * 4, Math.round((rate.get(side.role) ?? 0) * roundSeconds));
        if (!loadedAt.has(side.role)) loadedAt.set(side.role, performance.now());
        const record = await runRound(name, side, { amount }, countFor(side));
        rate.set(side.role, record.requestsPerSecond);
        answered.set(side.role, (answered.get(side.role) ?? 0) + record.requests);
        measured[side.role] = record;
      }
      const pair = measured as { subject: RoundRecord; baseline: RoundRecord };
      rounds.push(pair);
      settings.log(
        `  round ${i + 1}/${settings.rounds}: subject ${pair.subject.cpuUsPerRequest} µs/req (${pair.subject.requestsPerSecond}/s, busy ${pair.subject.busy}), ` +
          `baseline ${pair.baseline.cpuUsPerRequest} µs/req (${pair.baseline.requestsPerSecond}/s, busy ${pair.baseline.busy})`,
      );
    }
    // The servers write their profiles when they exit: stopped here rather than in finally.
    if (settings.profileDir !== undefined) {
      for (const { server } of servers) await server.stop();
      const sideProfile = (role: LoadedSide['role'], pid: number): ProfiledSide =>
        profiledSide(join(settings.profileDir as string, name, role), pid, ((loadedAt.get(role) ?? 0) - (spawnedAt.get(role) ?? 0)) / 1000, answered.get(role) ?? 0);
      profile = { subject: sideProfile('subject', subject.server.pid), baseline: sideProfile('baseline', baseline.server.pid) };
    }
    return {
      ...judgedRounds(spec, connections, roundSeconds, rounds),
      ...(spec.load === 'live' ? { insurerLatencyMs: settings.insurerLatencyMs } : {}),
      messages,
      ...(profile === undefined ? {} : { profile }),
    };
  } finally {
    for (const { role, server } of servers) {
      await server.stop();
      if (server.stderr().length > 0) messages[role] = server.stderr();
    }
    await helpers.stop(messages);
  }
};
