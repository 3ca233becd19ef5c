import type { BenchRequestName } from './bench-requests.js';
import { BUSY_KOA_US } from './bare-koa-app.js';
import type { ServerKind } from './bench-servers.js';
import type { OverheadTarget, Target } from './targets.js';

/**
 * The comparisons of `npm run bench` (issue 14). Each pair is a subject and a baseline server,
 * started once each on the server core and loaded in alternating rounds with the same request
 * (paired-stats.ts); the targets are judged on the paired medians.
 */
export const PAIR_NAMES = [
  'quote', 'meta', 'cards', 'bilan', 'links', 'postback',
  'grpc', 'rest-floor', 'grpc-floor', 'grpc-js-floor', 'access-log', 'access-log-control', 'busy-control', 'mongo-quote', 'mongo-links', 'live',
] as const;
export type PairName = (typeof PAIR_NAMES)[number];

/** One server of a pair and how it is loaded. */
export interface SideSpec {
  readonly server: ServerKind;
  /** What the server is loaded with (bare-koa also answers what Parasol answers it). */
  readonly request: BenchRequestName;
  /** http: autocannon; grpc: the bench's HTTP/2 client (grpc-load-phase.ts), the quote only. */
  readonly protocol: 'http' | 'grpc';
  readonly accessLog?: boolean;
  /** MongoDB stores (the pair starts the MongoDB-wire test server, bench-mongo.ts). */
  readonly mongo?: boolean;
  /** The live catalogue of the twelve simulated insurers (the pair starts them, bench-insurers.ts). */
  readonly insurers?: boolean;
}

export interface PairSpec {
  readonly name: PairName;
  readonly about: string;
  readonly subject: SideSpec;
  readonly baseline: SideSpec;
  /**
   * How hard both servers are loaded: `saturating` keeps the server core busy (--connections); `live`
   * is low concurrency in longer rounds, for a p99 against the insurers' latency (--live-connections,
   * --live-round); `database` is moderate (--mongo-connections), since the MongoDB-wire test server,
   * sharing the load generator's core, is slower than the server and would only queue 50 calls.
   */
  readonly load: 'saturating' | 'live' | 'database';
  /**
   * Both sides served by one server process taking turns every TURN_MS (interleaved-sides.ts),
   * instead of two servers in alternating rounds: for a difference of a few µs, which two processes
   * cannot resolve on this host. The sides may then differ in the access log only.
   */
  readonly interleaved?: boolean;
  readonly targets: readonly Target[];
}

const rest = (request: BenchRequestName, extra: Partial<SideSpec> = {}): SideSpec => ({ server: 'parasol-rest', request, protocol: 'http', ...extra });
const bareKoa = (request: BenchRequestName): SideSpec => ({ server: 'bare-koa', request, protocol: 'http' });
const ratioAtLeast = (threshold: number, says: string): Target => ({ metric: 'cpuRatio', comparison: 'atLeast', threshold, says });

export const PAIRS: Readonly<Record<PairName, PairSpec>> = {
  quote: {
    name: 'quote',
    load: 'saturating',
    about: 'sandbox POST /api/v1/travel/quotes over REST vs bare Koa sending the same answer',
    subject: rest('quote'),
    baseline: bareKoa('quote'),
    targets: [
      ratioAtLeast(0.75, 'sandbox quote >= 0.75 of bare Koa sending the same bytes'),
      { metric: 'p99Ratio', comparison: 'atMost', threshold: 1.5, says: 'sandbox quote p99 <= 1.5x bare Koa\'s' },
    ],
  },
  meta: {
    name: 'meta',
    load: 'saturating',
    about: 'GET /api/v1/travel/meta vs bare Koa sending the same answer',
    subject: rest('meta'),
    baseline: bareKoa('meta'),
    targets: [ratioAtLeast(0.9, 'meta >= 0.9 of bare Koa sending its bytes')],
  },
  cards: {
    name: 'cards',
    load: 'saturating',
    about: 'GET /api/v1/coach/cards?country=FR vs bare Koa sending the same answer',
    subject: rest('cards'),
    baseline: bareKoa('cards'),
    targets: [ratioAtLeast(0.9, 'cards >= 0.9 of bare Koa sending its bytes')],
  },
  bilan: {
    name: 'bilan',
    load: 'saturating',
    about: 'POST /api/v1/coach/bilan (bank + tier card) vs bare Koa sending the same answer',
    subject: rest('bilan'),
    baseline: bareKoa('bilan'),
    targets: [ratioAtLeast(0.6, 'bilan >= 0.6 of bare Koa sending its bytes')],
  },
  links: {
    name: 'links',
    load: 'saturating',
    about: 'POST /api/v1/travel/links minting a new link per call (memory stores) vs bare Koa answering the same bytes',
    subject: rest('link'),
    baseline: bareKoa('link'),
    targets: [ratioAtLeast(0.5, 'links (memory stores) >= 0.5 of bare Koa answering the same bytes')],
  },
  postback: {
    name: 'postback',
    load: 'saturating',
    about: 'POST /api/postback/conversion booking a new order per call (memory stores) vs bare Koa answering the same bytes',
    subject: rest('postback'),
    baseline: bareKoa('postback'),
    targets: [ratioAtLeast(0.6, 'postback (memory stores) >= 0.6 of bare Koa answering the same bytes')],
  },
  grpc: {
    name: 'grpc',
    load: 'saturating',
    about: 'the sandbox quote over gRPC (parasol.travel.v1.Travel/Quote) vs bare node:http2 answering the same bytes: gRPC\'s cost above its floor',
    subject: { server: 'parasol-grpc', request: 'quote', protocol: 'grpc' },
    baseline: { server: 'bare-h2', request: 'quote', protocol: 'grpc' },
    // Judged against rest-floor's in the same run: OVERHEAD_TARGET.
    targets: [],
  },
  'rest-floor': {
    name: 'rest-floor',
    load: 'saturating',
    about: 'the sandbox quote over REST vs bare node:http answering the same bytes: REST\'s cost above its floor',
    subject: rest('quote'),
    baseline: { server: 'bare-http', request: 'quote', protocol: 'http' },
    targets: [],
  },
  'grpc-floor': {
    name: 'grpc-floor',
    load: 'saturating',
    about: 'information: bare node:http2 answering the gRPC quote bytes vs bare node:http answering the REST bytes',
    subject: { server: 'bare-h2', request: 'quote', protocol: 'grpc' },
    baseline: { server: 'bare-http', request: 'quote', protocol: 'http' },
    targets: [],
  },
  'grpc-js-floor': {
    name: 'grpc-js-floor',
    load: 'saturating',
    about: 'information: grpc-js answering the gRPC quote bytes with the transport\'s trailers vs bare node:http2 answering the same bytes: what the library costs above its protocol',
    subject: { server: 'bare-grpc-js', request: 'quote', protocol: 'grpc' },
    baseline: { server: 'bare-h2', request: 'quote', protocol: 'grpc' },
    targets: [],
  },
  'access-log': {
    name: 'access-log',
    load: 'saturating',
    about: 'the sandbox quote with the access log on (npm start\'s default: pino, one line per request, down a pipe) vs off, in one server taking turns every 100 ms',
    interleaved: true,
    subject: rest('quote', { accessLog: true }),
    baseline: rest('quote'),
    targets: [{ metric: 'cpuDifferenceUs', comparison: 'atMost', threshold: 5, says: 'the access log adds <= 5 µs per request' }],
  },
  'access-log-control': {
    name: 'access-log-control',
    load: 'saturating',
    about: 'information: the access-log pair\'s method on two identical sides (log off and off): what it reads when there is nothing to find',
    interleaved: true,
    subject: rest('quote'),
    baseline: rest('quote'),
    targets: [],
  },
  'busy-control': {
    name: 'busy-control',
    load: 'saturating',
    about: `information: bare Koa keeping the CPU busy ${BUSY_KOA_US} µs per request before answering a link vs bare Koa answering it: its difference over ${BUSY_KOA_US} µs is what this method charges a server for being slower (the load generator's wake-ups)`,
    subject: { server: 'busy-koa', request: 'link', protocol: 'http' },
    baseline: bareKoa('link'),
    targets: [],
  },
  'mongo-quote': {
    name: 'mongo-quote',
    load: 'database',
    about: 'report: the sandbox quote on MongoDB stores (the MongoDB-wire test server) vs memory stores',
    subject: rest('quote', { mongo: true }),
    baseline: rest('quote'),
    targets: [],
  },
  'mongo-links': {
    name: 'mongo-links',
    load: 'database',
    about: 'report: a new link on MongoDB stores (the MongoDB-wire test server) vs memory stores',
    subject: rest('link', { mongo: true }),
    baseline: rest('link'),
    targets: [],
  },
  live: {
    name: 'live',
    about: 'live quotes rating 12 simulated insurers of fixed latency vs a bare fan-out to the same insurers, at low concurrency',
    subject: rest('live-quote', { insurers: true }),
    baseline: { server: 'bare-fanout', request: 'live-quote', protocol: 'http', insurers: true },
    load: 'live',
    targets: [{ metric: 'p99DifferenceMs', comparison: 'atMost', threshold: 2, says: 'live quote p99 <= the slowest of 12 insurers (the bare fan-out\'s p99) + 2 ms' }],
  },
};

export const isPairName = (name: string): name is PairName => (PAIR_NAMES as readonly string[]).includes(name);

/**
 * gRPC's cost above its own floor against REST's above its own (issue 24): node's HTTP/2 answering
 * ready bytes costs about twice what node:http does, which no transport can win back, so the goal
 * is on what each transport adds to its protocol's floor, the grpc and rest-floor pairs of one run.
 */
export const OVERHEAD_TARGET: OverheadTarget = {
  metric: 'overheadRatio',
  comparison: 'atMost',
  threshold: 1.2,
  says: '(gRPC quote CPU - bare node:http2) <= 1.2 x (REST quote CPU - bare node:http), paired in one run',
  pairs: { subject: 'grpc', baseline: 'rest-floor' },
};
