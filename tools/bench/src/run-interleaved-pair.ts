import { BenchFailure } from './bench-failure.js';
import { PAIRS, type PairName } from './bench-pairs.js';
import { TURN_MS, type InterleavedReading, type SideReading } from './interleaved-sides.js';
import { isClean, type PhaseResult } from './load-phase.js';
import { SERVER_CPU, startPinnedChild, type RepeatedLine } from './pinned-child.js';
import {
  ACCESS_LOG_LINES,
  judgedRounds,
  loadedSide,
  PAUSE_BETWEEN_ROUNDS_MS,
  refusedRound,
  round,
  sleep,
  WARM_UP_REQUESTS,
  type LoadedSide,
  type PairResult,
  type PairSettings,
  type RoundRecord,
  type Server,
} from './run-pair.js';

/**
 * An interleaved round lasts this many times `--round`: 40 turns with the defaults, 20 for each
 * side. A round's figure then averages enough turns that one slow turn (a collection of the old
 * generation, a burst of other work on the host) moves it little. Measured at 04:55 UTC 2026-11-23:
 * with 20 turns a round, the access log's interquartile range was 20 µs wide and its control's 9;
 * with 40, 3.6 and 1.9.
 */
const ROUND_LENGTH_FACTOR = 4;

/** A side's round as the results file keeps it, from the server's own account of the side. */
const sideRecord = (side: SideReading, phase: PhaseResult): RoundRecord => {
  if (side.requests === 0) throw new BenchFailure(`an interleaved round gave one side no request (${phase.requests} answered): rounds must last several turns of ${TURN_MS} ms`);
  const wallMs = Math.max(side.wallMs, 1e-3);
  return {
    requests: side.requests,
    seconds: round(wallMs / 1000, 3),
    requestsPerSecond: Math.round(side.requests / (wallMs / 1000)),
    cpuUsPerRequest: round(side.cpuUs / side.requests, 2),
    busy: round(side.cpuUs / 1000 / wallMs, 3),
    // Both sides answered the same connections in turns: one latency distribution for the two.
    p50Ms: phase.latencyMs.p50,
    p99Ms: phase.latencyMs.p99,
  };
};

/**
 * Runs an interleaved pair (PairSpec.interleaved): one server answering as both sides, taking turns
 * every TURN_MS (interleaved-sides.ts), loaded in rounds like any saturating pair. After each round
 * the server says what each side's turns cost (process CPU and requests) since the round began:
 * one round pair per round, both sides measured over the same seconds of the host. No profile: the
 * sides share a process, so a profile could not tell them apart.
 */
export const runInterleavedPair = async (name: PairName, settings: PairSettings): Promise<PairResult> => {
  const spec = PAIRS[name];
  const { accessLog: subjectLog, ...subject } = spec.subject;
  const { accessLog: baselineLog, ...baseline } = spec.baseline;
  if (!spec.interleaved || JSON.stringify(subject) !== JSON.stringify(baseline) || subject.server !== 'parasol-rest') {
    throw new BenchFailure(`${name}: an interleaved pair's sides must be parasol-rest with the same request, differing in the access log at most`);
  }
  const onOff = (log: boolean | undefined) => (log === true ? 'on' : 'off');
  const connections = settings.connections;
  const messages: Record<string, RepeatedLine[]> = {};
  let server: Server | undefined;
  try {
    server = await startPinnedChild<{ url: string }>('./bench-server.ts', [spec.subject.server, '--interleave-access-log', `${onOff(subjectLog)},${onOff(baselineLog)}`], {
      cpu: SERVER_CPU,
      compiled: settings.compiled,
      dropStderrLines: ACCESS_LOG_LINES,
    });
    const running = server;
    const side: LoadedSide = loadedSide('subject', spec.subject, running, connections, settings);
    const load = async (length: { amount?: number; seconds?: number }): Promise<{ phase: PhaseResult; wallMs: number }> => {
      const started = performance.now();
      const phase = await side.load(length);
      const wallMs = performance.now() - started;
      if (!isClean(phase, side.expected)) throw await refusedRound(`${name} (${spec.subject.server}, interleaved)`, side, phase);
      return { phase, wallMs };
    };
    settings.log(`  one server, the sides taking turns every ${TURN_MS} ms; warm-up: ${settings.warmupSeconds} s, and ${WARM_UP_REQUESTS.saturating} requests at least, at ${connections} connections`);
    let answered = 0;
    let rate = 0;
    for (let attempt = 0; attempt < 10 && answered < WARM_UP_REQUESTS.saturating; attempt++) {
      const { phase, wallMs } = await load({ seconds: Math.max(1, settings.warmupSeconds) });
      answered += phase.requests;
      rate = phase.requests / (wallMs / 1000);
    }
    if (answered === 0) throw new BenchFailure(`${name}: no answer in 10 warm-ups; ${await side.sample()}`);
    const rounds: { subject: RoundRecord; baseline: RoundRecord }[] = [];
    for (let i = 0; i < settings.rounds; i++) {
      // Each side answers half of it.
      const amount = Math.max(connections * 4, Math.round(rate * settings.roundSeconds * ROUND_LENGTH_FACTOR));
      await running.ask<InterleavedReading | null>('interleaved');
      const { phase, wallMs } = await load({ amount });
      const reading = await running.ask<InterleavedReading | null>('interleaved');
      if (reading === null) throw new BenchFailure(`${name}: the server does not take turns (no interleaved account)`);
      rate = phase.requests / (wallMs / 1000);
      const pair = { subject: sideRecord(reading.subject, phase), baseline: sideRecord(reading.baseline, phase) };
      rounds.push(pair);
      settings.log(
        `  round ${i + 1}/${settings.rounds}: subject ${pair.subject.cpuUsPerRequest} µs/req (${pair.subject.requests} requests, busy ${pair.subject.busy}), ` +
          `baseline ${pair.baseline.cpuUsPerRequest} µs/req (${pair.baseline.requests} requests, busy ${pair.baseline.busy})`,
      );
      await sleep(PAUSE_BETWEEN_ROUNDS_MS);
    }
    return { ...judgedRounds(spec, connections, settings.roundSeconds, rounds), messages, interleaved: { turnMs: TURN_MS } };
  } finally {
    if (server !== undefined) {
      await server.stop();
      if (server.stderr().length > 0) messages.server = server.stderr();
    }
  }
};
