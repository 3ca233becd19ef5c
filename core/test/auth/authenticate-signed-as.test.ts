import { expect } from 'chai';
import { Authenticate } from '../../src/auth/authenticate.js';
import { KeyLifecycle } from '../../src/auth/key-lifecycle.js';
import { SecretBox } from '../../src/auth/secret-box.js';
import { signRequest } from '../../src/auth/signature.js';
import type { SignedCall } from '../../src/contract/signed-call.js';
import { jsonBody } from '../../src/api/json-body.js';
import { FakeKeyStore, FakePartnerStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from '../api/fakes.js';

const ROUTE = { method: 'GET', path: '/api/v1/travel/meta' } as const;
const GRPC = { method: 'POST', path: '/parasol.travel.v1.Travel/Meta' } as const;
/** A protobuf message's bytes are not text: the signature covers them byte for byte. */
const MESSAGE = Uint8Array.from([0x0a, 0x02, 0x46, 0x52, 0xff, 0x00]);

/** signedAs: a transport routes by the endpoint's REST names but signs its own (gRPC). */
describe('auth: a call signed under another name (signedAs)', () => {
  const gate = async () => {
    const keys = new FakeKeyStore();
    const clock = new TestClock(NOON);
    const box = new SecretBox(MASTER_KEY);
    const issued = await new KeyLifecycle(keys, clock, new SequenceRandom(), box).create({ mode: 'sandbox', scopes: ['quotes'] });
    if (!issued.ok) throw new Error(issued.failure.detail);
    const authenticate = new Authenticate(keys, new FakePartnerStore(), clock, box);
    const timestamp = String(Math.floor(clock.now() / 1000));
    const call = (signedOver: { method: string; path: string }, signedAs?: { method: string; path: string }): SignedCall => ({
      ...ROUTE,
      query: {},
      keyId: issued.value.keyId,
      timestamp,
      signature: signRequest(issued.value.secret, { timestamp, method: signedOver.method, pathname: signedOver.path, rawBody: MESSAGE }),
      ...(signedAs ? { signedAs } : {}),
      rawBody: MESSAGE,
      decodeBody: jsonBody,
      requestId: 'req_test',
    });
    const codeOf = async (c: SignedCall) => {
      const { result } = await authenticate.run(c);
      return result.ok ? 'OK' : result.failure.code;
    };
    return { call, codeOf };
  };

  it('verifies the signature over signedAs, not over the route', async () => {
    const { call, codeOf } = await gate();
    expect(await codeOf(call(GRPC, GRPC))).to.equal('OK');
    expect(await codeOf(call(ROUTE, GRPC))).to.equal('INVALID_SIGNATURE');
  });

  it('binds the signature to the method path: another RPC\'s path does not verify', async () => {
    const { call, codeOf } = await gate();
    expect(await codeOf(call({ method: 'POST', path: '/parasol.travel.v1.Travel/Cards' }, GRPC))).to.equal('INVALID_SIGNATURE');
    expect(await codeOf(call({ method: 'GET', path: GRPC.path }, GRPC))).to.equal('INVALID_SIGNATURE');
  });

  it('without signedAs verifies over the route, as REST and the in-process client sign', async () => {
    const { call, codeOf } = await gate();
    expect(await codeOf(call(ROUTE))).to.equal('OK');
    expect(await codeOf(call(GRPC))).to.equal('INVALID_SIGNATURE');
  });
});
