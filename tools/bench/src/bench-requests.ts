import { randomBytes } from 'node:crypto';
import { signRequest } from '@parasol/core';
import { loadCatalogueFile, SAMPLE_CATALOGUE_PATH } from '@parasol/static-data';
import { BENCH_LINK, BENCH_LIVE_KEY, BENCH_PARTNER, BENCH_SANDBOX_KEY, benchSessionId, type BenchCredentials } from './bench-keys.js';

/**
 * The requests the benchmark loads the servers with, one per endpoint of issue 14, each as a
 * partner sends it in production: a live key everywhere except the sandbox quote (issue 14's
 * subject; a live quote needs insurers and has its own pair). The bare baselines receive the same
 * bytes and headers, so a pair differs only in what the server does with them.
 */
export const BENCH_REQUEST_NAMES = ['quote', 'live-quote', 'meta', 'cards', 'bilan', 'link', 'postback'] as const;
export type BenchRequestName = (typeof BENCH_REQUEST_NAMES)[number];

export interface BenchRequest {
  readonly name: BenchRequestName;
  readonly method: 'GET' | 'POST';
  /** Path and query string as sent (only the path is signed). */
  readonly target: string;
  readonly credentials: BenchCredentials;
  /** The status every answer must have: any other, a 2xx included (a link replay's 200), voids the run. */
  readonly status: 200 | 201;
  /** True when every call needs a body of its own, hence its own signature. */
  readonly distinct: boolean;
  /** The n-th call's body (n from 0; requests that are always alike ignore it). */
  body(n: number): string;
}

/** A request as it goes on the wire. */
export interface WireRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A quote for two adults (34, 36) from France on a two-week trip to Spain and Italy, in euros. */
export const BENCH_TRIP = {
  intent: 'forTourism',
  startDate: '2026-07-04',
  endDate: '2026-07-17',
  countryResidence: 'FR',
  arrivalCountries: ['ES', 'IT'],
  travellers: [{ age: 34 }, { age: 36 }],
  currency: 'EUR',
} as const;

export const QUOTE_PATH = '/api/v1/travel/quotes';
export const QUOTE_BODY = JSON.stringify({ trip: BENCH_TRIP, language: 'fr' });

/**
 * What makes this process's links and postbacks distinct from any other run's: 8 random bytes,
 * then a counter. A link's session nonce is these 16 bytes; a postback's order id their hex.
 */
const RUN_ID = randomBytes(8);
const distinctBytes = (n: number): Buffer => {
  const bytes = Buffer.alloc(16);
  RUN_ID.copy(bytes, 0);
  bytes.writeBigUInt64BE(BigInt(n), 8);
  return bytes;
};

let clickedOffer: number | undefined;
/** The offer a traveller clicked before the link: the first of the live catalogue (the sample one, which the bench servers load). */
const clickedOfferId = (): number => {
  clickedOffer ??= loadCatalogueFile(SAMPLE_CATALOGUE_PATH).offers[0]?.id;
  if (clickedOffer === undefined) throw new Error('the sample catalogue has no offer');
  return clickedOffer;
};

const fixed = (text: string) => () => text;

export const BENCH_REQUESTS: Readonly<Record<BenchRequestName, BenchRequest>> = {
  quote: { name: 'quote', method: 'POST', target: QUOTE_PATH, credentials: BENCH_SANDBOX_KEY, status: 200, distinct: false, body: fixed(QUOTE_BODY) },
  // The live pair's quote: the same trip, rated by the twelve simulated insurers.
  'live-quote': { name: 'live-quote', method: 'POST', target: QUOTE_PATH, credentials: BENCH_LIVE_KEY, status: 200, distinct: false, body: fixed(QUOTE_BODY) },
  meta: { name: 'meta', method: 'GET', target: '/api/v1/travel/meta', credentials: BENCH_LIVE_KEY, status: 200, distinct: false, body: fixed('') },
  // A card picker for a French resident.
  cards: { name: 'cards', method: 'GET', target: '/api/v1/coach/cards?country=FR', credentials: BENCH_LIVE_KEY, status: 200, distinct: false, body: fixed('') },
  // The README's example (docs/examples/bilan-request.json): a card read off its face.
  bilan: {
    name: 'bilan',
    method: 'POST',
    target: '/api/v1/coach/bilan',
    credentials: BENCH_LIVE_KEY,
    status: 200,
    distinct: false,
    body: fixed(
      JSON.stringify({
        residence: 'FR',
        destinations: ['US'],
        card: { bank: 'BNP Paribas', network: 'visa', tier: 'mid' },
        trip: { friends: true, longTrip: false, riskyActivity: false },
      }),
    ),
  },
  // A new link: a fresh quoting session each call, the clicked offer, the partner's default
  // tracked link. Minting is the write path partners hit (a replay reads and gives its slot back).
  link: {
    name: 'link',
    method: 'POST',
    target: '/api/v1/travel/links',
    credentials: BENCH_LIVE_KEY,
    status: 201,
    distinct: true,
    body: (n) => JSON.stringify({ sessionId: benchSessionId(BENCH_LIVE_KEY.keyId, distinctBytes(n)), trip: BENCH_TRIP, language: 'fr', offerId: clickedOfferId() }),
  },
  // A first report of a new order, pending: every sale is booked once this way (its later
  // validation or cancellation is one more call on the same order).
  postback: {
    name: 'postback',
    method: 'POST',
    target: '/api/postback/conversion',
    credentials: BENCH_LIVE_KEY,
    status: 200,
    distinct: true,
    body: (n) =>
      JSON.stringify({
        ref: `${BENCH_PARTNER}-${BENCH_LINK}`,
        externalOrderId: `bench-${distinctBytes(n).toString('hex')}`,
        amount: 84.9,
        currency: 'EUR',
        status: 'pending',
      }),
  },
};

const pathOf = (target: string): string => {
  const q = target.indexOf('?');
  return q === -1 ? target : target.slice(0, q);
};

/**
 * The n-th call of `request`, signed for the 5-minute timestamp window from `nowMs`. Requests that
 * are always alike are signed once per round (signing stays out of the load generator's loop);
 * distinct ones are signed before the round too, as a list (request-feed.ts).
 */
export const signedRequest = (request: BenchRequest, n: number, nowMs: number): WireRequest => {
  const timestamp = String(Math.floor(nowMs / 1000));
  const body = request.body(n);
  const headers: Record<string, string> = {
    'x-svc-key-id': request.credentials.keyId,
    'x-svc-timestamp': timestamp,
    'x-svc-signature': signRequest(request.credentials.secret, { timestamp, method: request.method, pathname: pathOf(request.target), rawBody: Buffer.from(body) }),
  };
  if (request.method === 'POST') headers['content-type'] = 'application/json';
  return { method: request.method, path: request.target, headers, body };
};
