import { expect } from 'chai';
import { FUNNEL_PROTOCOL, type FunnelQuoteBody } from '@parasol/core/internal';
import { FunnelSimulator } from '../../src/funnel-sim/index.js';
import { aTrip } from '@parasol/core/test-support';

const TOKEN = 'sim-test-token';

const aBody = (overrides: Partial<FunnelQuoteBody> = {}): FunnelQuoteBody => ({ ref: 'acme-main1234', trip: aTrip(), language: 'en', offerId: null, ...overrides });

const protocolHeaders = (): Record<string, string> => ({
  authorization: `Bearer ${TOKEN}`,
  'content-type': 'application/json',
  [FUNNEL_PROTOCOL.versionHeader]: FUNNEL_PROTOCOL.version,
  [FUNNEL_PROTOCOL.requestIdHeader]: 'req-0001',
});

/** docs/funnel-protocol.md: the simulator answers the protocol as a strict funnel would. */
describe('funnel-sim: the simulated funnel', () => {
  let simulator: FunnelSimulator;
  beforeEach(async () => {
    simulator = await new FunnelSimulator({ token: TOKEN }).start();
  });
  afterEach(async () => {
    await simulator.stop();
  });

  const call = async (method: string, id: string, init: { body?: string; headers?: Record<string, string> } = {}) => {
    const response = await fetch(`${simulator.url}/v1/quotes/${id}`, { method, headers: protocolHeaders(), ...init });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  };
  const put = (id: string, body: unknown = aBody(), headers?: Record<string, string>) => call('PUT', id, { body: JSON.stringify(body), ...(headers ? { headers } : {}) });

  it('listens on 127.0.0.1 only, and has no url before it starts', async () => {
    expect(new URL(simulator.url).hostname).to.equal('127.0.0.1');
    expect(() => new FunnelSimulator().url).to.throw('not started');
  });

  it('creates a quote with 201, updates it with 200 under the same id, and answers its stage', async () => {
    const created = await put('sub_1');
    expect(created.status).to.equal(201);
    expect(created.body['stage']).to.equal('quoting');
    const quoteId = String(created.body['quoteId']);
    expect(quoteId).to.match(FUNNEL_PROTOCOL.idPattern);
    expect(created.headers.get('location')).to.equal(`/v1/quotes/${quoteId}`);
    expect(created.headers.get(FUNNEL_PROTOCOL.versionHeader)).to.equal('1');

    const updated = await put('sub_1', aBody({ offerId: 4 }));
    expect(updated).to.deep.include({ status: 200, body: { quoteId, stage: 'quoting' } });
    expect(simulator.quoteOf('sub_1')).to.deep.include({ quoteId, puts: 2, body: aBody({ offerId: 4 }) });
    expect((await call('GET', quoteId)).body).to.deep.equal({ quoteId, stage: 'quoting' });
    expect((await put('sub_2')).body['quoteId']).to.not.equal(quoteId);
  });

  it('moves a stage forward only, and answers 409 to a PUT once the quote has left quoting', async () => {
    const quoteId = String((await put('sub_1')).body['quoteId']);
    simulator.setStage(quoteId, 'paid');
    expect((await call('GET', quoteId)).body).to.deep.equal({ quoteId, stage: 'paid' });
    expect(() => simulator.setStage(quoteId, 'quoting')).to.throw('STAGE_BACKWARDS');
    expect(() => simulator.setStage('q_nope', 'paid')).to.throw('QUOTE_NOT_FOUND');
    expect(await put('sub_1', aBody({ offerId: 9 }))).to.deep.include({ status: 409, body: { error: 'QUOTE_NOT_QUOTING', quoteId, stage: 'paid' } });
    expect(simulator.quote(quoteId)?.body.offerId).to.equal(null);
  });

  it('refuses what breaks the protocol, as a strict funnel would, and stores nothing', async () => {
    const { authorization: _token, ...withoutToken } = protocolHeaders();
    const { [FUNNEL_PROTOCOL.versionHeader]: _version, ...withoutVersion } = protocolHeaders();
    const { [FUNNEL_PROTOCOL.requestIdHeader]: _id, ...withoutRequestId } = protocolHeaders();
    const refusals = [
      await put('sub_1', aBody(), withoutToken),
      await put('sub_1', aBody(), { ...protocolHeaders(), authorization: `Bearer ${TOKEN}x` }),
      await put('sub_1', aBody(), { ...protocolHeaders(), authorization: TOKEN }),
      await put('sub_1', aBody(), withoutVersion),
      await put('sub_1', aBody(), { ...protocolHeaders(), [FUNNEL_PROTOCOL.versionHeader]: '2' }),
      await put('sub_1', aBody(), withoutRequestId),
      await put('sub%2F1'),
      await put('sub_1', aBody(), { ...protocolHeaders(), 'content-type': 'text/plain' }),
      await call('PUT', 'sub_1', { body: '{"ref":' }),
      await put('sub_1', aBody({ language: 'xx' as FunnelQuoteBody['language'] })),
      await put('sub_1', { ...aBody(), trip: { ...aTrip(), startDate: '2026-02-30' } }),
      await put('sub_1', aBody({ offerId: 0 })),
      await call('GET', 'q_unknown'),
      await call('DELETE', 'sub_1'),
    ];
    expect(refusals.map(({ status, body }) => `${status} ${String(body['error'])}`)).to.deep.equal([
      '401 UNAUTHORIZED',
      '401 UNAUTHORIZED',
      '401 UNAUTHORIZED',
      '400 UNSUPPORTED_VERSION',
      '400 UNSUPPORTED_VERSION',
      '400 BAD_REQUEST',
      '400 BAD_REQUEST',
      '415 UNSUPPORTED_MEDIA_TYPE',
      '400 INVALID_JSON',
      '400 BAD_REQUEST',
      '400 BAD_REQUEST',
      '400 BAD_REQUEST',
      '404 QUOTE_NOT_FOUND',
      '405 METHOD_NOT_ALLOWED',
    ]);
    expect(refusals[0]?.headers.get('www-authenticate')).to.equal('Bearer');
    expect(simulator.quotes()).to.have.length(0);
    const elsewhere = await fetch(`${simulator.url}/v2/quotes/sub_1`, { method: 'PUT', headers: protocolHeaders(), body: JSON.stringify(aBody()) });
    expect(elsewhere.status).to.equal(404);
    await elsewhere.arrayBuffer();
  });

  it('keeps the protocol calls it received, headers and body, for tests to check', async () => {
    await put('sub_1');
    const [received] = simulator.calls();
    expect(received).to.deep.include({ method: 'PUT', path: '/v1/quotes/sub_1', body: JSON.stringify(aBody()) });
    expect(received?.headers).to.include({ authorization: `Bearer ${TOKEN}`, [FUNNEL_PROTOCOL.requestIdHeader]: 'req-0001' });
  });

  it('draws a fresh token when none is given, and refuses to start twice', async () => {
    const [first, second] = [new FunnelSimulator(), new FunnelSimulator()];
    expect(first.token).to.match(/^sim_[A-Za-z0-9_-]{24}$/);
    expect(first.token).to.not.equal(second.token);
    let refused: unknown;
    await simulator.start().catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(Error);
  });
});
