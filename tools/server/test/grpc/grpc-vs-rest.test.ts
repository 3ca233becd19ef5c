import { expect } from 'chai';
import { createHmac } from 'node:crypto';
import { ENDPOINT_LIST, ERROR_CATALOGUE, fillPath, pathParametersOf, signRequest, wireCode, type ErrorCode } from '@parasol/core';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { grpcMethodPathOf, rpcNameOf, signGrpcCall, startGrpcServer, TravelClient, type RunningGrpcServer, type TravelAnswer } from '@parasol/grpc';
import { aWorld, KEYS, NOON, PARTNER, TRIP } from './grpc-world.js';

type Key = { readonly keyId: string; readonly secret: string };
type Signing = 'ok' | 'none' | 'wrong-secret' | 'v1' | 'stale';
type Json = Record<string, unknown>;

/** One call, sent the same way over both transports; `body` is a GET's query. */
interface Step {
  readonly name: string;
  readonly rpc: string;
  readonly key: Key;
  readonly body: (seen: Seen) => Json;
  readonly signing?: Signing;
  readonly expect: { readonly status: number; readonly error?: string };
}

/** What earlier answers of the same transport said (each world has its own). */
interface Seen {
  sessionId?: string;
  offerId?: number;
  endpointId?: string;
  deliveryId?: string;
}

/** An answer read alike from both transports. */
interface Reading {
  readonly status: number;
  readonly body: Json;
  readonly rateLimit?: { limit: number; remaining: number; reset: number; burstRemaining: number };
  readonly retryAfter?: number;
}

const endpointOf = (rpc: string) => {
  const endpoint = ENDPOINT_LIST.find((e) => rpcNameOf(e) === rpc);
  if (endpoint === undefined) throw new Error(`no endpoint for ${rpc}`);
  return endpoint;
};

const STEPS: readonly Step[] = [
  { name: 'meta', rpc: 'Meta', key: KEYS.all, body: () => ({}), expect: { status: 200 } },
  { name: 'cards of FR', rpc: 'Cards', key: KEYS.all, body: () => ({ country: 'FR', lang: 'en' }), expect: { status: 200 } },
  { name: 'cards of a bad country', rpc: 'Cards', key: KEYS.all, body: () => ({ country: 'F1' }), expect: { status: 400, error: 'BAD_COUNTRY' } },
  { name: 'quote', rpc: 'Quote', key: KEYS.all, body: () => ({ trip: TRIP, language: 'fr' }), expect: { status: 200 } },
  { name: 'quote under the tripInfo alias', rpc: 'Quote', key: KEYS.all, body: (s) => ({ tripInfo: TRIP, sessionId: s.sessionId }), expect: { status: 200 } },
  { name: 'quote with dates backwards', rpc: 'Quote', key: KEYS.all, body: () => ({ trip: { ...TRIP, endDate: '2026-06-30' } }), expect: { status: 400, error: 'BAD_DATES' } },
  { name: 'first link', rpc: 'Link', key: KEYS.all, body: (s) => ({ sessionId: s.sessionId, trip: TRIP, offerId: s.offerId, linkCode: 'blog2' }), expect: { status: 201 } },
  { name: 'replayed link', rpc: 'Link', key: KEYS.all, body: (s) => ({ sessionId: s.sessionId, trip: TRIP, offerId: s.offerId, linkCode: 'blog2' }), expect: { status: 200 } },
  { name: 'link without a session', rpc: 'Link', key: KEYS.all, body: () => ({ trip: TRIP }), expect: { status: 400, error: 'MISSING_SESSION_ID' } },
  {
    name: 'bilan',
    rpc: 'Bilan',
    key: KEYS.all,
    body: () => ({ residence: 'FR', destinations: ['US', 'zz', 'TH'], card: { bank: 'BNP Paribas', network: 'visa', tier: 'mid' }, trip: { friends: true } }),
    expect: { status: 200 },
  },
  { name: 'bilan naming a catalogue card with a sandbox key', rpc: 'Bilan', key: KEYS.all, body: () => ({ residence: 'FR', destinations: ['US'], card: { catalogueId: 1 } }), expect: { status: 403, error: 'CARD_MODE_FORBIDDEN' } },
  { name: 'bilan without the coach scope', rpc: 'Bilan', key: KEYS.quotesOnly, body: () => ({ residence: 'FR', destinations: ['US'] }), expect: { status: 403, error: 'SCOPE_FORBIDDEN' } },
  { name: 'conversion', rpc: 'Conversion', key: KEYS.all, body: () => ({ ref: `${PARTNER}-web1`, externalOrderId: 'A-1001', amount: 105, status: 'pending' }), expect: { status: 200 } },
  {
    name: 'conversion replayed under contract 3.2',
    rpc: 'Conversion',
    key: KEYS.all,
    body: () => ({ ref: `${PARTNER}-web1`, externalOrderId: 'A-1001', amount: 110.5, status: 'validated', contractVersion: '3.2', partnerFeeAmount: 0 }),
    expect: { status: 200 },
  },
  { name: 'conversion with a foreign ref', rpc: 'Conversion', key: KEYS.all, body: () => ({ ref: 'globex-web1', externalOrderId: 'A-2', amount: 1, status: 'pending' }), expect: { status: 403, error: 'REF_PARTNER_MISMATCH' } },
  { name: 'statement', rpc: 'Statement', key: KEYS.all, body: () => ({ status: 'validated', limit: 10 }), expect: { status: 200 } },
  { name: 'statement with a bad limit', rpc: 'Statement', key: KEYS.all, body: () => ({ limit: 0 }), expect: { status: 400, error: 'BAD_REQUEST' } },
  { name: 'webhook endpoint', rpc: 'CreateWebhookEndpoint', key: KEYS.all, body: () => ({ url: 'https://hooks.example.com/parasol', events: ['sale.booked', 'sale.validated'] }), expect: { status: 201 } },
  { name: 'webhook endpoint for an unknown type', rpc: 'CreateWebhookEndpoint', key: KEYS.all, body: () => ({ url: 'https://hooks.example.com/parasol', events: ['sale.exploded'] }), expect: { status: 400, error: 'UNKNOWN_EVENT_TYPE' } },
  { name: 'webhook endpoints', rpc: 'WebhookEndpoints', key: KEYS.all, body: () => ({}), expect: { status: 200 } },
  { name: 'webhook secret rotated', rpc: 'RotateWebhookSecret', key: KEYS.all, body: (s) => ({ id: s.endpointId }), expect: { status: 200 } },
  { name: 'webhook test event', rpc: 'TestWebhookEndpoint', key: KEYS.all, body: (s) => ({ id: s.endpointId }), expect: { status: 201 } },
  { name: 'webhook deliveries', rpc: 'WebhookDeliveries', key: KEYS.all, body: () => ({ status: 'pending', limit: 10 }), expect: { status: 200 } },
  { name: 'webhook deliveries of a bad status', rpc: 'WebhookDeliveries', key: KEYS.all, body: () => ({ status: 'done' }), expect: { status: 400, error: 'BAD_REQUEST' } },
  { name: 'webhook delivery resent', rpc: 'ResendWebhookDelivery', key: KEYS.all, body: (s) => ({ id: s.deliveryId }), expect: { status: 201 } },
  { name: 'webhook delivery unknown', rpc: 'ResendWebhookDelivery', key: KEYS.all, body: () => ({ id: 'whd_unknown' }), expect: { status: 404, error: 'WEBHOOK_DELIVERY_NOT_FOUND' } },
  { name: 'webhook endpoint deleted', rpc: 'DeleteWebhookEndpoint', key: KEYS.all, body: (s) => ({ id: s.endpointId }), expect: { status: 200 } },
  { name: 'webhook endpoint deleted again', rpc: 'DeleteWebhookEndpoint', key: KEYS.all, body: (s) => ({ id: s.endpointId }), expect: { status: 404, error: 'WEBHOOK_ENDPOINT_NOT_FOUND' } },
  { name: 'one read: the first quote', rpc: 'Quote', key: KEYS.oneRead, body: () => ({ trip: TRIP }), expect: { status: 200 } },
  { name: 'one read: the second quote', rpc: 'Quote', key: KEYS.oneRead, body: () => ({ trip: TRIP }), expect: { status: 429, error: 'QUOTA_EXCEEDED' } },
  { name: 'burst: call 1', rpc: 'Meta', key: KEYS.twoPerMinute, body: () => ({}), expect: { status: 200 } },
  { name: 'burst: call 2', rpc: 'Meta', key: KEYS.twoPerMinute, body: () => ({}), expect: { status: 200 } },
  { name: 'burst: call 3', rpc: 'Meta', key: KEYS.twoPerMinute, body: () => ({}), expect: { status: 429, error: 'RATE_LIMITED' } },
  { name: 'unsigned', rpc: 'Meta', key: KEYS.all, body: () => ({}), signing: 'none', expect: { status: 401, error: 'UNAUTHORIZED' } },
  { name: 'wrong secret', rpc: 'Quote', key: KEYS.all, body: () => ({ trip: TRIP }), signing: 'wrong-secret', expect: { status: 401, error: 'INVALID_SIGNATURE' } },
  { name: 'retired v1 scheme', rpc: 'Meta', key: KEYS.all, body: () => ({}), signing: 'v1', expect: { status: 401, error: 'V1_SCHEME_RETIRED' } },
  { name: 'stale timestamp', rpc: 'Meta', key: KEYS.all, body: () => ({}), signing: 'stale', expect: { status: 401, error: 'STALE_TIMESTAMP' } },
];

/** The signing headers of one call, honest or broken as the step says. */
const signingFor = (step: Step, method: string, path: string, body: Uint8Array) => {
  const timestamp = String(Math.floor(NOON / 1000) - (step.signing === 'stale' ? 600 : 0));
  switch (step.signing ?? 'ok') {
    case 'none':
      return {};
    case 'v1':
      return { keyId: step.key.keyId, timestamp, signature: `v1=${createHmac('sha256', step.key.secret).update(`${timestamp}.`).update(body).digest('hex')}` };
    case 'wrong-secret':
      return { keyId: step.key.keyId, timestamp, signature: signRequest('sk_test_not-this-keys-secret', { timestamp, method, pathname: path, rawBody: body }) };
    default:
      return { keyId: step.key.keyId, timestamp, signature: signRequest(step.key.secret, { timestamp, method, pathname: path, rawBody: body }) };
  }
};

/** Request ids are each transport's own (an error's requestId, a ledger entry's cause): only their shape must agree. */
const masked = (value: unknown): unknown =>
  typeof value === 'string' && /^req_[0-9a-f]{32}$/.test(value)
    ? 'req_…'
    : Array.isArray(value)
      ? value.map(masked)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v)]))
        : value;

const restCall = async (server: RunningServer, step: Step, seen: Seen): Promise<Reading> => {
  const endpoint = endpointOf(step.rpc);
  const input = step.body(seen);
  // An endpoint without a body takes its parameters in the path ({id}) and the query string.
  const takesBody = endpoint.requestSchema !== undefined;
  const query = { ...input };
  const path = takesBody ? endpoint.path : fillPath(endpoint.path, Object.fromEntries(pathParametersOf(endpoint.path).map((name) => [name, String(input[name])])));
  for (const name of pathParametersOf(endpoint.path)) delete query[name];
  const url = new URL(path, server.url);
  const text = takesBody ? JSON.stringify(input) : '';
  if (!takesBody) for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const s = signingFor(step, endpoint.method, path, Buffer.from(text));
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      ...(s.keyId ? { 'x-svc-key-id': s.keyId, 'x-svc-timestamp': s.timestamp, 'x-svc-signature': s.signature } : {}),
      ...(text ? { 'content-type': 'application/json' } : {}),
    },
    ...(text ? { body: text } : {}),
  });
  const header = (name: string) => response.headers.get(name);
  const limit = header('x-ratelimit-limit');
  return {
    status: response.status,
    body: (await response.json()) as Json,
    ...(limit === null
      ? {}
      : { rateLimit: { limit: Number(limit), remaining: Number(header('x-ratelimit-remaining')), reset: Number(header('x-ratelimit-reset')), burstRemaining: Number(header('x-ratelimit-burst-remaining')) } }),
    ...(header('retry-after') === null ? {} : { retryAfter: Number(header('retry-after')) }),
  };
};

const grpcCall = async (client: TravelClient, step: Step, seen: Seen): Promise<{ reading: Reading; answer: TravelAnswer }> => {
  const endpoint = endpointOf(step.rpc);
  const bytes = client.encodeRequest(step.rpc, step.body(seen));
  const answer = await client.send(step.rpc, bytes, signingFor(step, 'POST', grpcMethodPathOf(endpoint), bytes));
  const t = answer.trailers;
  const reading: Reading = {
    status: answer.status,
    body: answer.body,
    ...(t['x-ratelimit-limit'] === undefined
      ? {}
      : { rateLimit: { limit: Number(t['x-ratelimit-limit']), remaining: Number(t['x-ratelimit-remaining']), reset: Number(t['x-ratelimit-reset']), burstRemaining: Number(t['x-ratelimit-burst-remaining']) } }),
    ...(t['retry-after'] === undefined ? {} : { retryAfter: Number(t['retry-after']) }),
  };
  return { reading, answer };
};

const remember = (seen: Seen, body: Json) => {
  if (typeof body['sessionId'] === 'string') seen.sessionId = body['sessionId'];
  if (typeof body['id'] === 'string' && body['id'].startsWith('we_')) seen.endpointId = body['id'];
  if (typeof body['id'] === 'string' && body['id'].startsWith('whd_')) seen.deliveryId = body['id'];
  const offers = body['offers'];
  if (Array.isArray(offers) && offers.length > 0) seen.offerId = (offers[0] as Json)['id'] as number;
};

describe('gRPC answers every public call as REST does (two worlds, same seed, same calls)', () => {
  let rest: RunningServer;
  let grpc: RunningGrpcServer;
  let client: TravelClient;
  const restSeen: Seen = {};
  const grpcSeen: Seen = {};

  before(async () => {
    rest = await startRestServer({ parasol: (await aWorld()).parasol });
    grpc = await startGrpcServer({ parasol: (await aWorld()).parasol });
    client = new TravelClient(grpc.address);
  });
  after(async () => {
    client.close();
    await Promise.all([rest.close(), grpc.close()]);
  });

  it('covers every public operation', () => {
    expect(new Set(STEPS.filter((s) => s.expect.status < 300).map((s) => s.rpc))).to.deep.equal(new Set(ENDPOINT_LIST.map(rpcNameOf)));
  });

  // The steps build on each other (a session, then its link): they run in order, one test each.
  for (const step of STEPS) {
    it(`${step.name}: ${step.expect.status}${step.expect.error ? ` ${step.expect.error}` : ''}, the same body, quota state and Retry-After`, async () => {
      const overRest = await restCall(rest, step, restSeen);
      const { reading: overGrpc, answer } = await grpcCall(client, step, grpcSeen);
      remember(restSeen, overRest.body);
      remember(grpcSeen, overGrpc.body);

      expect(overRest.status, 'REST status').to.equal(step.expect.status);
      if (step.expect.error) expect(overRest.body['error']).to.equal(step.expect.error);
      if (step.expect.error === 'INVALID_SIGNATURE') {
        // The detail names what the server verified: over gRPC, POST, the method path and the message.
        const { detail, ...grpcBody } = overGrpc.body;
        const { detail: _restDetail, ...restBody } = overRest.body;
        expect(detail).to.contain(`METHOD POST, pathname ${grpcMethodPathOf(endpointOf(step.rpc))} (no query string)`);
        expect(masked({ ...overGrpc, body: grpcBody })).to.deep.equal(masked({ ...overRest, body: restBody }));
      } else {
        expect(masked(overGrpc)).to.deep.equal(masked(overRest));
      }

      if (step.expect.status < 300) {
        expect(answer.grpcCode).to.equal(0);
      } else {
        // The one mapping of the catalogue, and the code as ErrorInfo's reason and plain metadata.
        const code = Object.keys(ERROR_CATALOGUE).find((c) => wireCode(c as ErrorCode) === step.expect.error && ERROR_CATALOGUE[c as ErrorCode].http === step.expect.status) as ErrorCode;
        expect(answer.grpcCode).to.equal(ERROR_CATALOGUE[code].grpc);
        expect(answer.errorInfo).to.deep.include({ reason: step.expect.error, domain: 'parasol.dev' });
        expect(answer.errorInfo?.metadata['detail']).to.equal(overGrpc.body['detail']);
        expect(answer.trailers['parasol-error-code']).to.equal(step.expect.error);
        expect(answer.message).to.equal(overGrpc.body['detail']);
      }
    });
  }
});
