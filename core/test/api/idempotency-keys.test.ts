import { expect } from 'chai';
import fc from 'fast-check';
import { injectable } from 'inversify';
import { createParasol, type ParasolModule } from '../../src/api/create-parasol.js';
import { fingerprintOf } from '../../src/api/idempotency-keys.js';
import { jsonBody } from '../../src/api/json-body.js';
import type { Endpoint } from '../../src/contract/endpoints.js';
import { OPERATION, type Caller, type Operation, type OperationRequest, type OperationSuccess } from '../../src/contract/operation.js';
import type { Answer, SignedCall } from '../../src/contract/signed-call.js';
import { signRequest } from '../../src/auth/signature.js';
import { StorageUnavailableError } from '../../src/ports/storage-unavailable.js';
import { fail, ok, type Failure, type Result } from '../../src/shared/result.js';
import { FakeCounterStore, FakeIdempotencyStore, FakeKeyStore, FakePartnerStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from './fakes.js';

/**
 * The pipeline's idempotency keys (api/idempotency-keys.ts) on a test write that takes one: what
 * is kept (the operation's own answers below 500), what is not (refusals before it runs, 5xx,
 * throws), what a replay costs (no daily slot), and a composition without a store.
 */
interface Input {
  readonly refuse?: boolean;
  readonly fail?: 'caller' | 'upstream' | 'internal';
  readonly store?: 'down';
  readonly n?: number;
}

const ENDPOINT: Endpoint = {
  id: 'testIdempotent',
  method: 'POST',
  path: '/test/idempotent',
  scope: 'quotes.link',
  bucket: 'writes',
  writes: true,
  idempotencyKey: true,
  needsAttribution: false,
  requestSchema: 'test',
  successes: [{ status: 201, description: 'test', schema: 'test' }],
  refusals: {},
  clientMethod: 'testIdempotent',
  tag: 'travel',
  summary: 'test',
  description: 'test',
};

@injectable()
class TestWrite implements Operation<Input> {
  readonly endpoint = ENDPOINT;
  runs = 0;
  parse(body: unknown): Result<Input> {
    return typeof body === 'object' && body !== null ? ok(body as Input) : fail('BAD_REQUEST', 'an object');
  }
  authorize(input: Input, _caller: Caller): Failure | undefined {
    return input.refuse ? { code: 'BAD_SESSION_ID', detail: 'not yours' } : undefined;
  }
  async run({ input }: OperationRequest<Input>): Promise<Result<OperationSuccess>> {
    this.runs += 1;
    if (input.store === 'down') throw new StorageUnavailableError('down', 3);
    if (input.fail === 'caller') return fail('LINK_NOT_FOUND', 'no such link');
    if (input.fail === 'upstream') return fail('PRICING_UNAVAILABLE', 'no insurer answered');
    if (input.fail === 'internal') return fail('INTERNAL_ERROR', 'its own bug');
    return ok({ status: 201, body: { run: this.runs } });
  }
}

async function aPipeline(withStore = true) {
  const clock = new TestClock(NOON);
  const operation = new TestWrite();
  const idempotency = new FakeIdempotencyStore();
  const testModule: ParasolModule = (bind) => bind<Operation>(OPERATION).toConstantValue(operation as never);
  const parasol = createParasol({
    stores: { keys: new FakeKeyStore(), partners: new FakePartnerStore(), counters: new FakeCounterStore(), ...(withStore ? { idempotency } : {}) },
    clock,
    random: new SequenceRandom(),
    masterKey: MASTER_KEY,
    modules: [testModule],
  });
  const issued = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes.link'], quota: { reads: 5, writes: 3 } });
  if (!issued.ok) throw new Error(issued.failure.code);
  let n = 0;
  const send = (body: Input, idempotencyKey?: string): Promise<Answer> => {
    const rawBody = Buffer.from(JSON.stringify(body));
    const timestamp = String(Math.floor(clock.now() / 1000));
    return parasol.handle({
      method: 'POST',
      path: ENDPOINT.path,
      query: {},
      keyId: issued.value.keyId,
      timestamp,
      signature: signRequest(issued.value.secret, { timestamp, method: 'POST', pathname: ENDPOINT.path, rawBody }),
      rawBody,
      decodeBody: jsonBody,
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      requestId: `req_${++n}`,
    });
  };
  return { send, operation, idempotency, clock };
}

const errorOf = (answer: Answer) => (answer.body as { error?: string }).error;

describe('api: idempotency keys in the pipeline', () => {
  it("keeps the operation's own refusal below 500 and gives it again, code included, without running it", async () => {
    const { send, operation } = await aPipeline();
    const first = await send({ fail: 'caller' }, 'k1');
    const again = await send({ fail: 'caller' }, 'k1');
    expect([again.status, again.code, again.idempotentReplayed]).to.deep.equal([404, 'LINK_NOT_FOUND', true]);
    expect(again.body).to.deep.equal(first.body);
    expect(operation.runs).to.equal(1);
  });

  for (const failure of ['upstream', 'internal'] as const) {
    it(`gives the key back on an ${failure} refusal (5xx): the retry runs again`, async () => {
      const { send, operation } = await aPipeline();
      expect((await send({ fail: failure }, 'k1')).status).to.be.at.least(500);
      const retried = await send({}, 'k1');
      expect([retried.status, retried.idempotentReplayed]).to.deep.equal([201, undefined]);
      expect(operation.runs).to.equal(2);
    });
  }

  it('gives the key back when the operation throws (a storage outage: 503)', async () => {
    const { send, idempotency } = await aPipeline();
    expect(errorOf(await send({ store: 'down' }, 'k1'))).to.equal('STORAGE_UNAVAILABLE');
    expect(idempotency.records.size).to.equal(0);
    expect((await send({}, 'k1')).status).to.equal(201);
  });

  it('claims nothing for a refusal of authorisation', async () => {
    const { send, idempotency, operation } = await aPipeline();
    expect(errorOf(await send({ refuse: true }, 'k1'))).to.equal('BAD_SESSION_ID');
    expect(idempotency.records.size).to.equal(0);
    expect(operation.runs).to.equal(0);
  });

  it('takes no daily slot for a replay: a bucket of 3 writes serves one write and any number of replays', async () => {
    const { send } = await aPipeline();
    const first = await send({ n: 1 }, 'k1');
    for (let i = 0; i < 5; i++) {
      const again = await send({ n: 1 }, 'k1');
      expect([again.status, again.rateLimit?.remaining]).to.deep.equal([201, first.rateLimit?.remaining]);
    }
    expect(first.rateLimit?.remaining).to.equal(2);
  });

  it('gives the key back when the daily bucket is spent: the retry meets QUOTA_EXCEEDED again, not a key in use', async () => {
    const { send, idempotency, operation } = await aPipeline();
    for (let i = 0; i < 3; i++) expect((await send({ n: i })).status).to.equal(201);
    const refused = await send({ n: 9 }, 'k-spent');
    expect([refused.status, errorOf(refused)]).to.deep.equal([429, 'QUOTA_EXCEEDED']);
    expect(idempotency.records.size).to.equal(0);
    const again = await send({ n: 9 }, 'k-spent');
    expect([again.status, errorOf(again)]).to.deep.equal([429, 'QUOTA_EXCEEDED']);
    expect(operation.runs).to.equal(3);
  });

  it('refuses a key when the composition keeps none, saying to send the request without it', async () => {
    const { send, operation } = await aPipeline(false);
    const answer = await send({}, 'k1');
    expect([answer.status, errorOf(answer)]).to.deep.equal([400, 'IDEMPOTENCY_KEY_INVALID']);
    expect((answer.body as { detail: string }).detail).to.match(/without Idempotency-Key/);
    expect(operation.runs).to.equal(0);
    expect((await send({})).status).to.equal(201);
  });

  it('takes a key again after 24 hours', async () => {
    const { send, clock } = await aPipeline();
    await send({}, 'k1');
    clock.advance(24 * 3_600_000 - 1);
    expect((await send({}, 'k1')).idempotentReplayed).to.equal(true);
    clock.advance(1);
    expect((await send({}, 'k1')).idempotentReplayed).to.equal(undefined);
  });
});

describe('api: the fingerprint of a request under an idempotency key', () => {
  const aCall = (over: Partial<SignedCall> = {}): SignedCall => ({
    method: 'POST',
    path: '/api/v1/travel/links',
    query: {},
    rawBody: Buffer.from('{"a":1}'),
    decodeBody: jsonBody,
    requestId: 'req_1',
    ...over,
  });

  it('is the same for the same request, whatever its signature, timestamp or request id', () => {
    expect(fingerprintOf(aCall({ signature: 'v2=aa', timestamp: '1', requestId: 'r1' }))).to.equal(fingerprintOf(aCall({ signature: 'v2=bb', timestamp: '2', requestId: 'r2' })));
  });

  it('differs with the method, the path, a byte of the body, or the query; not with the query order', () => {
    const base = fingerprintOf(aCall());
    expect(fingerprintOf(aCall({ method: 'GET' }))).not.to.equal(base);
    expect(fingerprintOf(aCall({ path: '/api/v1/travel/quotes' }))).not.to.equal(base);
    expect(fingerprintOf(aCall({ rawBody: Buffer.from('{"a":2}') }))).not.to.equal(base);
    expect(fingerprintOf(aCall({ query: { x: '1' } }))).not.to.equal(base);
    expect(fingerprintOf(aCall({ query: { x: '1', y: '2' } }))).to.equal(fingerprintOf(aCall({ query: { y: '2', x: '1' } })));
  });

  it('tells apart any two different queries (no name or value can pass for two)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.dictionary(fc.string(), fc.string()), (a, b) => {
        const same = JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
        expect(fingerprintOf(aCall({ query: a })) === fingerprintOf(aCall({ query: b }))).to.equal(same);
      }),
    );
  });
});
