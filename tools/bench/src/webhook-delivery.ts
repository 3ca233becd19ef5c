import { join } from 'node:path';
import { signRequest } from '@parasol/core';
import { BenchFailure } from './bench-failure.js';
import { BENCH_LINK, BENCH_PARTNER, BENCH_SANDBOX_KEY } from './bench-keys.js';
import { signedRequest, type BenchRequest, type WireRequest } from './bench-requests.js';
import { formatSpread, type Spread } from './paired-stats.js';
import { LOAD_CPU, SERVER_CPU, startPinnedChild, type PinnedChild, type RepeatedLine } from './pinned-child.js';
import { processCpuMs } from './server-cpu.js';
import { DRIVER_TICK_MS, driveSteadily } from './steady-driver.js';
import { judge, type Target, type Verdict } from './targets.js';
import { roundsOf, webhookRound, webhookSummary, type ArrivedEvent, type WebhookRound, type WebhookSummary } from './webhook-figures.js';
import { loadAverage } from './load-average.js';

/**
 * The webhooks scenario (issue 31): one Parasol on memory stores with its webhook loop running as
 * `parasol serve` runs it (webhook-server.ts), a partner with one sandbox endpoint at a receiver
 * on 127.0.0.1 (webhook-receiver.ts, on the runner's core), and postbacks booking a new sale each
 * (one `sale.booked` event each) sent at a steady rate on a fixed schedule (steady-driver.ts). After
 * a warm-up, the changes are cut into rounds; each gives the events delivered per second and the
 * p50/p99 from the state change to the receiver (webhook-figures.ts); the targets are judged on
 * the medians over the rounds. Then the same on the MongoDB-wire test server, at a lower rate (it
 * copies a collection for every command), for the record: the figures, and the store round trips
 * per event counted at the wire (bench-mongo.ts), with a postback's own (counted with the loop
 * paused) told apart.
 */
export const WEBHOOK_RATE_TARGET: Target = { metric: 'deliveredPerSecond', comparison: 'atLeast', threshold: 1000, says: '>= 1,000 webhook events/s delivered from one instance on memory stores' };
export const WEBHOOK_P99_TARGET: Target = { metric: 'deliveryP99Ms', comparison: 'below', threshold: 1000, says: 'p99 from the state change to its delivery < 1 s' };

export interface WebhookSide {
  readonly rate: number;
  readonly warmupEvents: number;
  readonly rounds: readonly WebhookRound[];
  readonly summary: WebhookSummary;
  /** Arrivals of an event already received (at least once allows them). */
  readonly duplicates: number;
  /** The server's CPU time per event over the measured rounds (postback and delivery), µs. */
  readonly cpuUsPerEvent: number;
  /** The load average (1, 5, 15 min) when the side ended: the host is shared. */
  readonly loadAverage: readonly number[];
  /** MongoDB: wire messages per event over the steady rounds, and a postback's own with the loop paused. */
  readonly roundTripsPerEvent?: number;
  readonly postbackRoundTrips?: number;
}

export interface WebhookResult {
  readonly memory?: WebhookSide;
  readonly mongo?: WebhookSide;
  readonly verdicts: readonly Verdict[];
  readonly messages: { readonly memory?: readonly RepeatedLine[]; readonly mongo?: readonly RepeatedLine[] };
}

export interface WebhookSettings {
  readonly rate: number;
  readonly mongoRate: number;
  readonly rounds: number;
  readonly roundSeconds: number;
  readonly warmupSeconds: number;
  readonly compiled: boolean;
  /** `--profile`: the servers' CPU profiles in `<dir>/webhooks/<memory|mongo>/`. */
  readonly profileDir?: string;
  readonly log: (line: string) => void;
}

/** A new order, pending, through the partner's tracked link, with the sandbox key: the sandbox endpoint's events. */
const RUN = Date.now().toString(36);
const POSTBACK: BenchRequest = {
  name: 'postback',
  method: 'POST',
  target: '/api/postback/conversion',
  credentials: BENCH_SANDBOX_KEY,
  status: 200,
  distinct: true,
  // The receiver reads the change's number off the order id's last part.
  body: (n) => JSON.stringify({ ref: `${BENCH_PARTNER}-${BENCH_LINK}`, externalOrderId: `wh-${RUN}-${n}`, amount: 84.9, currency: 'EUR', status: 'pending' }),
};

/** What the receiver waits for past the last change before reading: the p99 target and as much again. */
const GRACE_MS = 2000;
/** How long the warm-up's backlog may take to drain before the rounds start regardless. */
const WARMUP_DRAIN_MS = 30_000;

export const registerEndpoint = async (serverUrl: string, receiverUrl: string): Promise<void> => {
  const path = '/api/v1/webhooks/endpoints';
  const body = JSON.stringify({ url: receiverUrl, events: ['sale.booked'], description: 'bench receiver' });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = signRequest(BENCH_SANDBOX_KEY.secret, { timestamp, method: 'POST', pathname: path, rawBody: Buffer.from(body) });
  const answer = await fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-svc-key-id': BENCH_SANDBOX_KEY.keyId, 'x-svc-timestamp': timestamp, 'x-svc-signature': signature },
    body,
  });
  if (answer.status !== 201) throw new BenchFailure(`webhooks: registering the receiver's endpoint answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
};

/** The receiver's arrivals so far, by change number. */
const arrivalsOf = async (receiver: PinnedChild<{ url: string }>): Promise<Map<number, ArrivedEvent>> => {
  const rows = await receiver.ask<[number, number, number][]>('arrivals');
  return new Map(rows.map(([n, createdAt, receivedAt]) => [n, { n, createdAt, receivedAt }]));
};

/** Waits until every change numbered from `from` below `end` has arrived, or `graceMs` past the last one's slot. */
const settle = async (receiver: PinnedChild<{ url: string }>, from: number, end: number, lastDueAt: number, graceMs = GRACE_MS): Promise<{ arrivals: Map<number, ArrivedEvent>; readAt: number }> => {
  for (;;) {
    const arrivals = await arrivalsOf(receiver);
    let all = true;
    for (let n = from; n < end && all; n++) all = arrivals.has(n);
    const readAt = Date.now();
    if (all || readAt >= lastDueAt + graceMs) return { arrivals, readAt };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

let nextNumber = 0;
export const signedPostbacks = (count: number): { first: number; requests: WireRequest[] } => {
  const first = nextNumber;
  const now = Date.now();
  const requests = Array.from({ length: count }, (_, i) => signedRequest(POSTBACK, first + i, now));
  nextNumber += count;
  return { first, requests };
};

const drive = async (serverUrl: string, count: number, rate: number) => {
  const { first, requests } = signedPostbacks(count);
  const phase = await driveSteadily(serverUrl, requests, rate, first);
  const ok = phase.statuses['200'] ?? 0;
  if (ok !== count) throw new BenchFailure(`webhooks: ${count - ok} of ${count} postbacks not answered 200 (statuses ${JSON.stringify(phase.statuses)}, ${phase.errors} errors)`);
  return phase;
};

/** One side: warm-up, the measured rounds, the figures. `wire` counts MongoDB's round trips. */
const measureSide = async (
  server: PinnedChild<{ url: string }>,
  receiver: PinnedChild<{ url: string }>,
  rate: number,
  settings: WebhookSettings,
  wire?: () => Promise<number>,
): Promise<WebhookSide> => {
  const url = server.ready.url;
  await registerEndpoint(url, receiver.ready.url);
  let postbackRoundTrips: number | undefined;
  if (wire !== undefined) {
    // A postback's own round trips: the loop paused, so only the requests reach the database.
    await server.ask('pause');
    const count = Math.max(20, Math.round(rate * 2));
    const before = await wire();
    await drive(url, count, rate);
    postbackRoundTrips = Number((((await wire()) - before) / count).toFixed(2));
    await server.ask('resume');
    // Those events go out before the measured rounds start.
    await settle(receiver, nextNumber - count, nextNumber, Date.now(), WARMUP_DRAIN_MS);
  }
  // At least 3 s of the rate, as the pairs' warm-up asks thousands of requests: V8 optimises the
  // hot paths meanwhile. Then the backlog a cold server built is let drain, so the rounds measure
  // the steady state, not the start.
  const warmupEvents = Math.round(rate * Math.max(3, settings.warmupSeconds));
  const perRound = Math.max(1, Math.round(rate * settings.roundSeconds));
  const warmup = await drive(url, warmupEvents, rate);
  await settle(receiver, nextNumber - warmupEvents, nextNumber, warmup.changes[warmup.changes.length - 1]?.dueAt ?? Date.now(), WARMUP_DRAIN_MS);
  const cpuBefore = processCpuMs(server.pid);
  const wireBefore = wire === undefined ? 0 : await wire();
  const phase = await drive(url, perRound * settings.rounds, rate);
  const lastDueAt = phase.changes[phase.changes.length - 1]?.dueAt ?? Date.now();
  const { arrivals, readAt } = await settle(receiver, phase.changes[0]?.n ?? 0, nextNumber, lastDueAt);
  const cpuMs = processCpuMs(server.pid) - cpuBefore;
  const roundTrips = wire === undefined ? undefined : (await wire()) - wireBefore;
  const rounds = roundsOf(phase.changes, perRound).map((changes) => webhookRound(changes, arrivals, { rate, tickMs: DRIVER_TICK_MS, readAt }));
  const { duplicates } = await receiver.ask<{ duplicates: number }>('duplicates');
  const events = perRound * settings.rounds;
  return {
    rate,
    warmupEvents,
    rounds,
    summary: webhookSummary(rounds),
    duplicates,
    cpuUsPerEvent: Number(((cpuMs * 1000) / events).toFixed(1)),
    loadAverage: loadAverage(),
    ...(roundTrips === undefined ? {} : { roundTripsPerEvent: Number((roundTrips / events).toFixed(2)), postbackRoundTrips }),
  };
};

const profiled = (settings: WebhookSettings, side: string): string[] => (settings.profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${join(settings.profileDir, 'webhooks', side)}`]);

export const measureWebhookDelivery = async (settings: WebhookSettings): Promise<WebhookResult> => {
  const receiver = await startPinnedChild<{ url: string }>('./webhook-receiver.ts', [], { cpu: LOAD_CPU, compiled: settings.compiled });
  const messages: { memory?: readonly RepeatedLine[]; mongo?: readonly RepeatedLine[] } = {};
  try {
    settings.log(`webhooks: memory stores, ${settings.rate} postbacks/s, ${settings.rounds} rounds of ${settings.roundSeconds} s after ${settings.warmupSeconds} s of warm-up`);
    const server = await startPinnedChild<{ url: string }>('./webhook-server.ts', [], { cpu: SERVER_CPU, compiled: settings.compiled, nodeFlags: profiled(settings, 'memory') });
    let memory: WebhookSide;
    try {
      memory = await measureSide(server, receiver, settings.rate, settings);
    } finally {
      await server.stop();
      messages.memory = server.stderr();
    }
    settings.log(`  ${formatSide('memory', memory)}`);
    const verdicts = [judge('webhooks', WEBHOOK_RATE_TARGET, memory.summary.deliveredPerSecond), judge('webhooks', WEBHOOK_P99_TARGET, memory.summary.p99Ms)];

    settings.log(`webhooks: the MongoDB-wire test server, ${settings.mongoRate} postbacks/s`);
    const database = await startPinnedChild<{ uri: string }>('./bench-mongo.ts', [], { cpu: LOAD_CPU, compiled: settings.compiled });
    let mongo: WebhookSide;
    try {
      const mongoServer = await startPinnedChild<{ url: string }>('./webhook-server.ts', ['--mongo-url', database.ready.uri], { cpu: SERVER_CPU, compiled: settings.compiled, nodeFlags: profiled(settings, 'mongo') });
      try {
        mongo = await measureSide(mongoServer, receiver, settings.mongoRate, settings, () => database.ask<number>('messages'));
      } finally {
        await mongoServer.stop();
        messages.mongo = mongoServer.stderr();
      }
    } finally {
      await database.stop();
    }
    settings.log(`  ${formatSide('mongo', mongo)}`);
    return { memory, mongo, verdicts, messages };
  } finally {
    await receiver.stop();
  }
};


const formatSide = (name: string, side: WebhookSide): string =>
  [
    `${name.padEnd(7)} at ${side.rate}/s: ${formatSpread(side.summary.deliveredPerSecond, 1)} delivered/s, p50 ${formatSpread(side.summary.p50Ms, 0)} ms, p99 ${formatSpread(side.summary.p99Ms, 0)} ms,`,
    `${side.cpuUsPerEvent} µs server CPU an event, ${side.duplicates} duplicates`,
    ...(side.roundTripsPerEvent === undefined ? [] : [`, ${side.roundTripsPerEvent} store round trips an event (a postback's own: ${side.postbackRoundTrips})`]),
    `; load average ${side.loadAverage.join(' ')}`,
  ].join(' ');

export const formatWebhookDelivery = (result: WebhookResult): string[] => [
  'webhooks (postbacks at a steady rate, each a sale.booked delivered to a loopback receiver; median [quartiles] over the rounds):',
  ...(['memory', 'mongo'] as const).flatMap((name) => {
    const side = result[name];
    return side === undefined ? [] : [`  ${formatSide(name, side)}`];
  }),
];
