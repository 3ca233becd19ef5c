import { expect } from 'chai';
import { injectable } from 'inversify';
import { createParasol, CompositionError, type ParasolModule } from '../../src/api/create-parasol.js';
import { ENDPOINT_LIST, ENDPOINTS, type Endpoint } from '../../src/contract/endpoints.js';
import { jsonBody } from '../../src/api/json-body.js';
import { OPERATION, type Caller, type Operation, type OperationRequest, type OperationSuccess } from '../../src/contract/operation.js';
import type { Answer, BodyDecoder } from '../../src/contract/signed-call.js';
import type { Routing } from '../../src/contract/routing.js';
import { signRequest } from '../../src/auth/signature.js';
import { pricingModule } from '../../src/pricing/pricing-module.js';
import { StorageUnavailableError } from '../../src/ports/storage-unavailable.js';
import { schemaIdOf } from '../../src/validation/schema-registry.js';
import { fail, ok, type Failure, type Result } from '../../src/shared/result.js';
import { httpStatusOf } from '../../src/errors/error-catalogue.js';
import { FakeCounterStore, FakeKeyStore, FakePartnerStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from './fakes.js';

/**
 * The request pipeline (api/handle-call.ts) on its own: a test endpoint whose body says what to
 * do, fake stores that can fail, and the facade's handle(). Every transport goes through this.
 */
interface TestInput {
  readonly refuse?: boolean;
  readonly outcome?: string;
  readonly store?: 'down';
  readonly crash?: boolean;
  /** Something thrown that is not an Error, or an Error with no stack frame, or none at all. */
  readonly throws?: 'a string' | 'no frame' | 'no stack';
  /** A refusal the operation decides: upstream (502, not the caller's doing), the caller's (404), its own 500. */
  readonly fail?: 'upstream' | 'caller' | 'internal';
}

const TEST_ENDPOINT: Endpoint = {
  id: 'testWrite',
  method: 'POST',
  path: '/test/write',
  scope: 'quotes.link',
  bucket: 'writes',
  writes: true,
  cost: { replayed: 0 },
  needsAttribution: true,
  sandboxActivity: { kind: 'sandboxLinksMinted', outcomes: ['minted'] },
  requestSchema: 'test',
  successes: [{ status: 201, description: 'test', schema: 'test' }],
  refusals: {},
  clientMethod: 'testWrite',
  tag: 'travel',
  summary: 'test',
  description: 'test',
};

@injectable()
class TestWrite implements Operation<TestInput> {
  readonly endpoint = TEST_ENDPOINT;
  authorizations = 0;
  runs = 0;
  deadlines: (number | undefined)[] = [];
  unknownFields: (readonly string[] | undefined)[] = [];
  parse(body: unknown): Result<TestInput> {
    return typeof body === 'object' && body !== null ? ok(body as TestInput) : fail('BAD_REQUEST', 'an object');
  }
  authorize(input: TestInput, caller: Caller): Failure | undefined {
    this.authorizations += 1;
    return input.refuse ? { code: 'BAD_SESSION_ID', detail: `not ${caller.key.keyId}'s session` } : undefined;
  }
  async run({ input, deadline, unknownFields }: OperationRequest<TestInput>): Promise<Result<OperationSuccess>> {
    this.runs += 1;
    this.deadlines.push(deadline);
    this.unknownFields.push(unknownFields);
    if (input.store === 'down') throw new StorageUnavailableError('connection refused 10.0.0.9:27017', 7);
    if (input.crash) throw new Error('a bug');
    if (input.throws === 'a string') throw 'a bare string';
    if (input.throws !== undefined) {
      const error = new Error('bare');
      if (input.throws === 'no frame') error.stack = 'Error: bare';
      else delete error.stack;
      throw error;
    }
    if (input.fail === 'internal') return fail('INTERNAL_ERROR', 'its own bug');
    if (input.fail === 'upstream') return fail('PRICING_UNAVAILABLE', 'no insurer answered');
    if (input.fail === 'caller') return fail('LINK_NOT_FOUND', 'no such link');
    return ok({ status: 201, body: { ok: true }, ...(input.outcome ? { outcome: input.outcome } : {}) });
  }
}

/** A cacheable read that draws on no bucket and has no cost table, and whose every success counts as a price call. */
const TEST_READ: Endpoint = {
  id: 'testRead',
  method: 'GET',
  path: '/test/read',
  scope: null,
  bucket: null,
  needsAttribution: false,
  sandboxActivity: { kind: 'sandboxPriceCalls' },
  cacheSeconds: 120,
  successes: [{ status: 200, description: 'test', schema: 'test' }],
  refusals: {},
  clientMethod: 'testRead',
  tag: 'travel',
  summary: 'test',
  description: 'test',
};

/** A write whose body schema is a registered one (link-request): its unknown fields are listed. */
const TEST_LISTED: Endpoint = { ...TEST_ENDPOINT, id: 'testListed', path: '/test/listed', needsAttribution: false, requestSchema: schemaIdOf('link-request'), clientMethod: 'testListed' };

@injectable()
class TestListed extends TestWrite {
  override readonly endpoint = TEST_LISTED;
}

@injectable()
class TestRead implements Operation<undefined> {
  readonly endpoint = TEST_READ;
  unknownFields: (readonly string[] | undefined)[] = [];
  parse(): Result<undefined> {
    return ok(undefined);
  }
  async run({ unknownFields }: OperationRequest<undefined>): Promise<Result<OperationSuccess>> {
    this.unknownFields.push(unknownFields);
    return ok({ status: 200, body: { ok: true }, outcome: 'served' });
  }
}

/** Counters that can be made unreachable. */
class FlakyCounters extends FakeCounterStore {
  down = false;
  override async increment(name: string, limit: number, expiresAt: number) {
    if (this.down) throw new StorageUnavailableError('counters unreachable', 2);
    return super.increment(name, limit, expiresAt);
  }
  override async read(name: string, now: number) {
    if (this.down) throw new StorageUnavailableError('counters unreachable', 2);
    return super.read(name, now);
  }
}

/** Keys that can be made to fail: a storage outage, or anything else (a bug, a driver error). */
class FlakyKeys extends FakeKeyStore {
  failing: 'storage' | 'other' | undefined;
  override async get(keyId: string) {
    if (this.failing === 'storage') throw new StorageUnavailableError('key store unreachable', 4);
    if (this.failing === 'other') throw new TypeError('driver says no');
    return super.get(keyId);
  }
}

async function aPipeline(options: { decode?: BodyDecoder; burstPerMinute?: number; mode?: 'sandbox' | 'live'; partner?: boolean; scopes?: ('quotes' | 'quotes.link')[] } = {}) {
  const clock = new TestClock(NOON);
  const counters = new FlakyCounters();
  const keys = new FlakyKeys();
  const operation = new TestWrite();
  const listed = new TestListed();
  const read = new TestRead();
  const partners = new FakePartnerStore();
  if (options.partner) await partners.create({ code: 'ACME', status: 'active', baseRateBps: 1000, commissionBps: 1000, links: [], createdAt: 0, version: 1 } as never);
  const errors: Record<string, unknown>[] = [];
  const logged: string[] = [];
  const testModule: ParasolModule = (bind) => {
    bind<Operation>(OPERATION).toConstantValue(operation as never);
    bind<Operation>(OPERATION).toConstantValue(read as never);
    bind<Operation>(OPERATION).toConstantValue(listed as never);
  };
  const parasol = createParasol({
    stores: { keys, partners, counters },
    clock,
    random: new SequenceRandom(),
    masterKey: MASTER_KEY,
    logger: { info: () => {}, warn: () => {}, error: (message, fields) => (logged.push(message), errors.push(fields ?? {})) },
    modules: [testModule],
  });
  const burst = options.burstPerMinute === undefined ? {} : { burstPerMinute: options.burstPerMinute };
  const partnerCode = options.partner ? { partnerCode: 'ACME' } : {};
  const issued = await parasol.admin.keys.create({ mode: options.mode ?? 'sandbox', scopes: options.scopes ?? ['quotes', 'quotes.link'], quota: { reads: 5, writes: 3 }, ...burst, ...partnerCode });
  if (!issued.ok) throw new Error(issued.failure.code);
  const { keyId, secret } = issued.value;
  let n = 0;
  const call = (path: string, body?: unknown, method: 'GET' | 'POST' = body === undefined ? 'GET' : 'POST', route?: Routing, timeoutMs?: number): Promise<Answer> => {
    const rawBody = body === undefined ? new Uint8Array() : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const timestamp = String(Math.floor(clock.now() / 1000));
    return parasol.handle({
      method,
      path,
      query: {},
      keyId,
      timestamp,
      signature: signRequest(secret, { timestamp, method, pathname: path, rawBody }),
      rawBody,
      decodeBody: options.decode ?? jsonBody,
      ...(route === undefined ? {} : { route }),
      requestId: `req_${++n}`,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  };
  const write = (body: unknown) => call(TEST_ENDPOINT.path, body);
  const activity = async () => ({
    priceCalls: await counters.read('activity:ACME:sandboxPriceCalls', clock.now()),
    linksMinted: await counters.read('activity:ACME:sandboxLinksMinted', clock.now()),
  });
  return { parasol, clock, counters, keys, errors, logged, call, write, operation, listed, read, activity };
}

describe('api: the request pipeline (HandleCall)', () => {
  it('authorises with the caller after parsing and before the daily bucket: a refused call costs no write', async () => {
    const p = await aPipeline();
    for (let i = 0; i < 5; i++) {
      const refused = await p.write({ refuse: true });
      expect(refused.status).to.equal(400);
      expect(refused.code).to.equal('BAD_SESSION_ID');
    }
    const admitted = await p.write({});
    expect(admitted.status).to.equal(201);
    expect(admitted.rateLimit).to.include({ limit: 3, remaining: 2 });
  });

  it('charges per outcome, as the endpoint table says: a replayed success gives its write back', async () => {
    const p = await aPipeline();
    for (let i = 0; i < 10; i++) expect((await p.write({ outcome: 'replayed' })).status).to.equal(201);
    const minted = await p.write({ outcome: 'minted' });
    expect(minted.rateLimit).to.include({ remaining: 2 });
  });

  it('keeps the daily slot of a refusal the caller caused, gives back one upstream failed or a throw cost', async () => {
    const p = await aPipeline();
    expect((await p.write({ fail: 'upstream' })).status).to.equal(502);
    expect((await p.write({ crash: true })).status).to.equal(500);
    const caller = await p.write({ fail: 'caller' });
    expect(caller.status).to.equal(404);
    expect(caller.rateLimit, 'only the 404 was charged').to.include({ limit: 3, remaining: 2 });
  });

  it('names the key\'s own burst ceiling when it refuses a call with RATE_LIMITED', async () => {
    const p = await aPipeline({ burstPerMinute: 4 });
    for (let i = 0; i < 4; i++) expect((await p.call(ENDPOINTS.getMeta.path)).status).to.equal(200);
    const refused = await p.call(ENDPOINTS.getMeta.path);
    expect(refused.code).to.equal('RATE_LIMITED');
    expect(refused.body).to.include({ detail: 'More than 4 calls in this minute.' });
  });

  it('goes where the transport routed the call, without routing it again; routes it itself otherwise', async () => {
    const p = await aPipeline();
    // Signed for the path sent; the route the transport found decides the endpoint.
    expect((await p.call('/routed/elsewhere', {}, 'POST', { endpoint: TEST_ENDPOINT })).status).to.equal(201);
    expect((await p.call(TEST_ENDPOINT.path, {}, 'POST', { failure: { code: 'NOT_FOUND', detail: 'gone' } })).code).to.equal('NOT_FOUND');
    expect((await p.call('/routed/elsewhere', {}, 'POST', { endpoint: ENDPOINTS.createQuote })).code, 'an endpoint not composed').to.equal('NOT_FOUND');
    expect((await p.call(TEST_ENDPOINT.path, {}, 'POST')).status).to.equal(201);
  });

  it('carries the catalogue code on every refusal, and none on a success', async () => {
    const p = await aPipeline();
    expect((await p.write({})).code).to.equal(undefined);
    expect((await p.call('/nowhere')).code).to.equal('NOT_FOUND');
    expect((await p.call(TEST_ENDPOINT.path)).code).to.equal('METHOD_NOT_ALLOWED');
    expect((await p.write('{"unterminated')).code).to.equal('INVALID_JSON');
  });

  it('puts the request id in every refusal body, so an error quoted is an error found', async () => {
    const p = await aPipeline();
    for (const answer of [await p.call('/nowhere'), await p.write({ refuse: true }), await p.write({ store: 'down' }), await p.write({ crash: true })]) {
      expect(answer.body, String(answer.code)).to.have.property('requestId', answer.requestId);
    }
  });

  it('answers an empty body with INVALID_JSON (an empty body is not JSON), not a validation code', async () => {
    const p = await aPipeline();
    const answer = await p.call(TEST_ENDPOINT.path, '', 'POST');
    expect(answer).to.deep.include({ status: 400, code: 'INVALID_JSON' });
    expect(answer.body).to.have.property('detail').that.matches(/empty/);
  });

  it('decodes the body with the decoder the transport hands over, over the exact bytes signed', async () => {
    const seen: string[] = [];
    const p = await aPipeline({
      decode: (bytes) => {
        seen.push(Buffer.from(bytes).toString('utf8'));
        return ok({ outcome: 'minted' });
      },
    });
    const answer = await p.write('not json at all: a protobuf message, say');
    expect(answer.status).to.equal(201);
    expect(seen).to.deep.equal(['not json at all: a protobuf message, say']);
  });

  it('never rejects: a storage outage in the operation is 503 STORAGE_UNAVAILABLE with Retry-After and the request id, and costs nothing', async () => {
    const p = await aPipeline();
    const answer = await p.write({ store: 'down' });
    expect(answer).to.deep.include({ status: 503, code: 'STORAGE_UNAVAILABLE', retryAfterSeconds: 7 });
    expect(JSON.stringify(answer.body)).to.include(answer.requestId).and.not.include('10.0.0.9');
    expect((await p.write({})).rateLimit).to.include({ remaining: 2 });
  });

  it('a storage failure on a write says its outcome is unknown and that replaying the same request tells it (never "nothing was recorded")', async () => {
    const p = await aPipeline();
    const { detail } = (await p.write({ store: 'down' })).body as { detail: string };
    expect(detail).to.not.match(/nothing was (recorded|written)/);
    expect(detail).to.include('may have been recorded').and.include('replay the same request');
  });

  it('never rejects: counters that cannot be reached give one 503 answer, then service resumes', async () => {
    const p = await aPipeline();
    p.counters.down = true;
    const answer = await p.write({});
    expect(answer).to.deep.include({ status: 503, code: 'STORAGE_UNAVAILABLE', retryAfterSeconds: 2 });
    expect(answer.rateLimit).to.equal(undefined);
    p.counters.down = false;
    expect((await p.write({})).status).to.equal(201);
  });

  it('answers a bug 500 INTERNAL_ERROR, logged on one line with the request id', async () => {
    const p = await aPipeline();
    const answer = await p.write({ crash: true });
    expect(answer).to.deep.include({ status: 500, code: 'INTERNAL_ERROR' });
    expect(p.errors).to.have.length(1);
    expect(String(p.errors[0]?.['error'])).to.include('a bug').and.not.include('\n');
  });

  it('never counts a 429: QUOTA_EXCEEDED refusals take no burst slot, so a spent bucket does not lock out the rest', async () => {
    const p = await aPipeline();
    for (let i = 0; i < 3; i++) expect((await p.write({})).status).to.equal(201);
    for (let i = 0; i < 100; i++) expect((await p.write({})).code).to.equal('QUOTA_EXCEEDED');
    const meta = await p.call(ENDPOINTS.getMeta.path);
    expect(meta.status, 'meta is still served in the same minute').to.equal(200);
    expect(meta.rateLimit).to.include({ burstRemaining: 60 - 3 - 1 });
  });

  it('tells a caller on the wrong method which methods the path accepts', async () => {
    const p = await aPipeline();
    expect((await p.call(TEST_ENDPOINT.path)).body).to.include({ error: 'METHOD_NOT_ALLOWED', detail: '/test/write accepts POST.' });
    expect((await p.call('/Test/write')).body).to.include({ error: 'NOT_FOUND', detail: 'No endpoint at /Test/write (paths are case-sensitive).' });
  });

  it("hands the operation the caller's deadline on the composition's clock, and none when the caller set no limit", async () => {
    const p = await aPipeline();
    await p.call(TEST_ENDPOINT.path, {}, 'POST', undefined, 1_500);
    await p.write({});
    expect(p.operation.deadlines).to.deep.equal([NOON + 1_500, undefined]);
  });

  it('reads no counter for a storage outage refusal: its answer carries no quota state', async () => {
    const p = await aPipeline();
    const answer = await p.write({ store: 'down' });
    expect(answer.status).to.equal(503);
    expect(answer).to.not.have.property('rateLimit');
    expect((await p.write({ refuse: true })).rateLimit, 'other refusals do carry it').to.include({ limit: 3, remaining: 3 });
  });

  it('answers a key store outage 503 STORAGE_UNAVAILABLE and any other key lookup failure 502 AUTH_LOOKUP_FAILED, logged', async () => {
    const p = await aPipeline();
    p.keys.failing = 'storage';
    expect(await p.write({})).to.deep.include({ status: 503, code: 'STORAGE_UNAVAILABLE', retryAfterSeconds: 4 });
    p.keys.failing = 'other';
    const lookup = await p.write({});
    expect(lookup).to.deep.include({ status: 502, code: 'AUTH_LOOKUP_FAILED' });
    expect(lookup.body).to.include({ detail: 'The key could not be looked up; try again.' });
    // One line each: the error's name, message and where it was thrown.
    expect(p.errors.map((e) => String(e['error']))).to.have.length(2);
    expect(String(p.errors[0]!['error'])).to.match(/^StorageUnavailableError: key store unreachable \(at FlakyKeys\.get \(.*handle-call\.test\.ts:\d+:\d+\)\)$/);
    expect(String(p.errors[1]!['error'])).to.match(/^TypeError: driver says no \(at FlakyKeys\.get \(.*handle-call\.test\.ts:\d+:\d+\)\)$/);
    expect(p.operation.runs).to.equal(0);
  });

  it("says how long an answer may be cached when its endpoint says so, and nothing on other answers", async () => {
    const p = await aPipeline();
    expect(await p.call(TEST_READ.path)).to.deep.include({ status: 200, cacheSeconds: 120 });
    expect(await p.write({})).to.not.have.property('cacheSeconds');
  });

  it('refuses at start-up, naming it, a composition that misses a shared service', () => {
    const compose = () =>
      createParasol({
        stores: { keys: new FakeKeyStore(), partners: new FakePartnerStore(), counters: new FakeCounterStore() },
        clock: new TestClock(NOON),
        random: new SequenceRandom(),
        masterKey: MASTER_KEY,
        modules: [pricingModule({ sandbox: { catalogue: { current: async () => { throw new Error('unused'); } } } as never, live: {} as never })],
      });
    expect(compose).to.throw(CompositionError, /FxRates/);
  });

  it('serves exactly the endpoints of the table that are composed, and the client has a method per table entry', async () => {
    const p = await aPipeline();
    expect(p.parasol.endpoints.map((e) => e.id).sort()).to.deep.equal(['getMeta', 'testListed', 'testRead', 'testWrite']);
    const client = p.parasol.client({ keyId: 'ak_test_x', secret: 'x' }) as unknown as Record<string, unknown>;
    for (const endpoint of ENDPOINT_LIST) expect(client[endpoint.clientMethod], endpoint.id).to.be.a('function');
  });

  it('refuses a key without the endpoint’s scope with SCOPE_FORBIDDEN, naming the scope, before any slot is taken', async () => {
    const p = await aPipeline({ scopes: ['quotes'] });
    const answer = await p.write({});
    expect(answer).to.deep.include({ status: 403, code: 'SCOPE_FORBIDDEN' });
    expect(answer.body).to.include({ detail: 'This endpoint needs the scope "quotes.link".' });
    expect(answer.rateLimit).to.include({ limit: 3, remaining: 3, burstRemaining: 60 });
    expect((await p.call(TEST_READ.path)).status, 'an endpoint that needs no scope').to.equal(200);
  });

  it('refuses a live key with no partner on an endpoint that credits one (NO_ATTRIBUTION_CONFIGURED); not a sandbox key, not a live key with one', async () => {
    const live = await aPipeline({ mode: 'live' });
    const answer = await live.write({});
    expect(answer).to.deep.include({ status: httpStatusOf('NO_ATTRIBUTION_CONFIGURED'), code: 'NO_ATTRIBUTION_CONFIGURED' });
    expect(answer.body).to.include({ detail: 'This live key has no partner account to credit.' });
    expect(live.operation.runs).to.equal(0);
    expect((await live.call(TEST_READ.path)).status, 'an endpoint that credits no one').to.equal(200);
    expect((await (await aPipeline({ mode: 'live', partner: true })).write({})).status).to.equal(201);
    expect((await (await aPipeline({ mode: 'sandbox' })).write({})).status).to.equal(201);
  });

  it('counts a sandbox partner’s activity for the outcomes its endpoint lists (all when none are), and nothing for a live key', async () => {
    const p = await aPipeline({ partner: true });
    await p.write({ outcome: 'minted' });
    await p.write({ outcome: 'replayed' });
    await p.write({});
    await p.call(TEST_READ.path);
    await p.write({ fail: 'caller' });
    expect(await p.activity()).to.deep.equal({ priceCalls: 1, linksMinted: 1 });
    const live = await aPipeline({ partner: true, mode: 'live' });
    await live.write({ outcome: 'minted' });
    await live.call(TEST_READ.path);
    expect(await live.activity()).to.deep.equal({ priceCalls: 0, linksMinted: 0 });
    const alone = await aPipeline();
    expect((await alone.write({ outcome: 'minted' })).status, 'a sandbox key with no partner counts nothing, and fails nothing').to.equal(201);
  });

  it('gives back the daily slot of a 500 the operation answers itself', async () => {
    const p = await aPipeline();
    expect((await p.write({ fail: 'internal' })).status).to.equal(500);
    expect((await p.write({})).rateLimit).to.include({ remaining: 2 });
  });

  it('says which daily bucket is spent, and leaves Retry-After out of refusals that have none', async () => {
    const p = await aPipeline();
    for (let i = 0; i < 3; i++) await p.write({});
    const spent = await p.write({});
    expect(spent.body).to.include({ detail: 'The daily writes bucket is spent; it refills at the next UTC midnight.', bucket: 'writes' });
    expect(spent.retryAfterSeconds).to.be.a('number');
    expect(await p.write({ refuse: true })).to.not.have.property('retryAfterSeconds');
  });

  it('refuses a body its operation does not parse with the operation’s own refusal', async () => {
    const p = await aPipeline();
    expect(await p.write(42)).to.deep.include({ status: 400, code: 'BAD_REQUEST' });
    expect(p.operation.runs).to.equal(0);
  });

  it('refuses text that is not well-formed Unicode with the code of the field holding it', async () => {
    const p = await aPipeline();
    const answer = await p.write('{"outcome":"\\ud800"}');
    expect(answer.code, 'a member the parser reads without a code of its own').to.equal('INVALID_JSON');
    expect(answer.body).to.have.property('detail').that.includes('/outcome');
    const refused = await p.write('{"refuse":"\\ud800"}');
    expect(refused.code, 'a member whose placeholder still parses').to.equal('INVALID_JSON');
    expect(p.operation.runs).to.equal(0);
  });

  it('hands the operation the body fields its registered schema does not declare, and none for an unregistered schema or no body', async () => {
    const p = await aPipeline();
    await p.call(TEST_LISTED.path, { sessionId: 's', surplus: 1 });
    await p.call(TEST_LISTED.path, { sessionId: 's', other: 2 });
    expect(p.listed.unknownFields).to.deep.equal([['/surplus'], ['/other']]);
    await p.write({ surplus: 1 });
    expect(p.operation.unknownFields).to.deep.equal([[]]);
    await p.call(TEST_READ.path);
    expect(p.read.unknownFields).to.deep.equal([[]]);
  });

  it('logs what failed, one line each, and answers a thrown non-Error or a stackless Error 500 all the same', async () => {
    const p = await aPipeline();
    expect((await p.write({ throws: 'a string' })).status).to.equal(500);
    expect((await p.write({ throws: 'no frame' })).status).to.equal(500);
    expect((await p.write({ throws: 'no stack' })).status).to.equal(500);
    expect(p.errors.map((e) => e['error'])).to.deep.equal(['a bare string', 'Error: bare', 'Error: bare']);
    await p.write({ store: 'down' });
    p.keys.failing = 'other';
    await p.write({});
    expect(p.logged).to.deep.equal(['operation failed', 'operation failed', 'operation failed', 'storage unavailable', 'key lookup failed']);
  });

  it('words each refusal of its own: an endpoint not composed, a bug, a storage outage on a read', async () => {
    const p = await aPipeline();
    expect((await p.call('/routed/elsewhere', {}, 'POST', { endpoint: ENDPOINTS.createQuote })).body).to.include({ detail: 'No endpoint at /routed/elsewhere (paths are case-sensitive).' });
    const bug = await p.write({ crash: true });
    expect(bug.body).to.include({ detail: `Unexpected error; mention request id ${bug.requestId}.` });
    p.counters.down = true;
    const read = await p.call(TEST_READ.path);
    expect(read.body).to.include({ detail: `Storage is unavailable. Retry after the Retry-After delay (request id ${read.requestId}).` });
  });
});
