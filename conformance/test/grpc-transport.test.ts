import { expect } from 'chai';
import { createEmbeddedParasol } from '@parasol/server';
import { loadFixtures, prepareParasol, secretOf, signedRequest, type CaseRequest } from '../src/index.js';
import { GrpcTransport, NotCarriedOverGrpc } from '../src/transport/grpc-transport.js';
import { aTripBody } from '@parasol/core/test-support';

const KEY = 'ak_test_conf_all';
const fixtures = loadFixtures();
const TRIP = aTripBody();

/** GrpcTransport: a conformance case's call, signed by the suite for REST, sent as its RPC and re-signed with the case's faults. */
describe('conformance: the gRPC transport', () => {
  const transport = new GrpcTransport(() => prepareParasol(createEmbeddedParasol(), fixtures));
  const signed = (request: CaseRequest) => signedRequest(request, KEY, secretOf(fixtures, KEY), Date.now());
  before(() => transport.start());
  after(() => transport.stop());

  it('sends a case\'s call as its RPC, re-signed: the answer read as REST reads it', async () => {
    const meta = await transport.send(signed({ method: 'GET', path: '/api/v1/travel/meta' }));
    expect(meta.status).to.equal(200);
    expect(meta.body).to.deep.include({ ok: true });
    expect(meta.rateLimit).to.have.keys(['limit', 'remaining', 'reset', 'burstRemaining']);
    const cards = await transport.send(signed({ method: 'GET', path: '/api/v1/coach/cards', query: { country: 'FR' } }));
    expect((cards.body as Record<string, unknown>)['country']).to.equal('FR');
    const quote = await transport.send(signed({ method: 'POST', path: '/api/v1/travel/quotes', body: { trip: TRIP } }));
    expect(quote.status).to.equal(200);
  });

  it('keeps a case\'s signing faults: wrong secret, another path signed, another body signed, v1, a missing header', async () => {
    const statusOf = async (request: CaseRequest) => {
      const answer = await transport.send(signed(request));
      return `${answer.status} ${String((answer.body as Record<string, unknown>)['error'])}`;
    };
    const quote = { method: 'POST', path: '/api/v1/travel/quotes', body: { trip: TRIP } };
    expect(await statusOf({ ...quote, sign: { secret: 'wrong' } })).to.equal('401 INVALID_SIGNATURE');
    expect(await statusOf({ ...quote, sign: { signedPath: '/api/v1/coach/bilan' } })).to.equal('401 INVALID_SIGNATURE');
    expect(await statusOf({ ...quote, sign: { signedPath: '/api/v1/travel/quotes/' } })).to.equal('401 INVALID_SIGNATURE');
    // The same JSON re-spaced is the same message: the fault survives as the text's own bytes.
    expect(await statusOf({ ...quote, sign: { signedBody: JSON.stringify({ trip: TRIP }, null, 1) } })).to.equal('401 INVALID_SIGNATURE');
    expect(await statusOf({ ...quote, sign: { signedBody: { trip: { ...TRIP, travellers: [{ age: 31 }] } } } })).to.equal('401 INVALID_SIGNATURE');
    expect(await statusOf({ ...quote, sign: { scheme: 'v1' } })).to.equal('401 V1_SCHEME_RETIRED');
    expect(await statusOf({ ...quote, sign: { omit: ['signature'] } })).to.equal('401 INVALID_SIGNATURE');
    expect(await statusOf({ ...quote, sign: { timestampOffsetSeconds: -3600 } })).to.equal('401 STALE_TIMESTAMP');
  });

  it('refuses, with the reason, a call the gRPC form cannot carry as written, instead of sending another', async () => {
    const cases: [CaseRequest, RegExp][] = [
      [{ method: 'GET', path: '/api/v1/travel/Meta' }, /is no endpoint/],
      [{ method: 'POST', path: '/api/v1/travel/quotes', body: '{"trip":' }, /no JSON/],
      [{ method: 'POST', path: '/api/v1/travel/quotes', body: [1] }, /no JSON object/],
      [{ method: 'POST', path: '/api/v1/travel/quotes', body: { trip: { ...TRIP, travellers: [{ age: '30' }] } } }, /trip\.travellers\[0\]\.age/],
      [{ method: 'POST', path: '/api/v1/travel/quotes', body: { trip: TRIP, utm: 'x' } }, /utm: .* has no such field/],
      [{ method: 'POST', path: '/api/v1/travel/quotes', body: { trip: { ...TRIP, travellers: undefined } } }, /absent required array/],
      [{ method: 'GET', path: '/api/v1/ledger/statement', query: { page: '2' } }, /page is no field/],
      // REST reads tripInfo only when trip is absent, whatever it is otherwise; the message's tripInfo is a Trip.
      [{ method: 'POST', path: '/api/v1/travel/quotes', body: { tripInfo: 7, trip: TRIP } }, /tripInfo: number 7 cannot be a Trip message/],
    ];
    for (const [request, reason] of cases) {
      const call = signed(request);
      expect(transport.carries(call), JSON.stringify(request)).to.match(reason);
      let thrown: unknown;
      await transport.send(call).catch((e: unknown) => (thrown = e));
      expect(thrown).to.be.instanceOf(NotCarriedOverGrpc);
    }
    expect(transport.carries(signed({ method: 'POST', path: '/api/v1/travel/quotes', body: { tripInfo: TRIP } }))).to.equal(undefined);
  });

  it('carries a JSON null as the field unset, the same content', async () => {
    const call = signed({ method: 'POST', path: '/api/v1/travel/quotes', body: { trip: TRIP, tripInfo: null } });
    expect(transport.carries(call)).to.equal(undefined);
    expect((await transport.send(call)).status).to.equal(200);
  });

  it('plays what it cannot carry in its own world, in process: the keys\' histories stay those of the other transports', async () => {
    const meta = { method: 'GET', path: '/api/v1/travel/meta' };
    const remaining = async () => ((await transport.send(signed(meta))).rateLimit as { remaining: number }).remaining;
    const first = await remaining();
    const second = await remaining();
    const world = transport.sameWorld;
    expect(world).to.not.equal(undefined);
    expect((await world?.send(signed({ method: 'POST', path: '/api/v1/travel/quotes', body: { trip: TRIP, utm: 'x' } })))?.status).to.equal(200);
    // What a meta call takes, and a read more: the quote played in process took it in the same world.
    expect(second - (await remaining())).to.equal(first - second + 1);
  });
});
