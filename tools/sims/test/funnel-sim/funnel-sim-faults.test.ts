import { expect } from 'chai';
import { FUNNEL_PROTOCOL } from '@parasol/core/internal';
import { FunnelSimulator, parseFault } from '../../src/funnel-sim/index.js';
import { aTrip } from '@parasol/core/test-support';

const TOKEN = 'sim-test-token';
const headers = {
  authorization: `Bearer ${TOKEN}`,
  'content-type': 'application/json',
  [FUNNEL_PROTOCOL.versionHeader]: FUNNEL_PROTOCOL.version,
  [FUNNEL_PROTOCOL.requestIdHeader]: 'req-0001',
};
const body = JSON.stringify({ ref: null, trip: aTrip(), language: 'en', offerId: null });

/** docs/funnel-protocol.md, "The simulator": faults per call, and the /sim/ control routes. */
describe('funnel-sim: faults and controls', () => {
  let simulator: FunnelSimulator;
  beforeEach(async () => {
    simulator = await new FunnelSimulator({ token: TOKEN }).start();
  });
  afterEach(async () => {
    await simulator.stop();
  });

  const put = (id = 'sub_1', signal?: AbortSignal) => fetch(`${simulator.url}/v1/quotes/${id}`, { method: 'PUT', headers, body, ...(signal ? { signal } : {}) });
  const control = async (path: string, payload?: unknown, method = 'POST') => {
    const response = await fetch(`${simulator.url}${path}`, { method, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses with the status asked, without storing the quote', async () => {
    simulator.injectFault({ kind: 'refuse', status: 503 });
    const refused = await put();
    expect(refused.status).to.equal(503);
    expect(await refused.json()).to.deep.equal({ error: 'SIMULATED_REFUSAL' });
    expect(simulator.quotes()).to.have.length(0);
  });

  it('spoils the answer of garbage, invalid and reset, but stores the PUT, as a funnel failing after its commit', async () => {
    simulator.injectFault({ kind: 'garbage' });
    simulator.injectFault({ kind: 'invalid' });
    simulator.injectFault({ kind: 'reset' });
    const garbage = await put();
    expect([garbage.status, garbage.headers.get('content-type')]).to.deep.equal([200, 'application/json']);
    const text = await garbage.text();
    expect(() => JSON.parse(text), text).to.throw(SyntaxError);
    const invalid = await put();
    expect(await invalid.json()).to.deep.equal({ quoteId: simulator.quoteOf('sub_1')?.quoteId, stage: 'lost' });
    const reset = await put();
    expect(reset.status).to.equal(200);
    let cut: unknown;
    await reset.text().catch((error: unknown) => (cut = error));
    expect(cut, 'the body never completes').to.be.instanceOf(Error);
    expect(simulator.quoteOf('sub_1')?.puts).to.equal(3);
  });

  it('never answers a hanging call, and answers a slow one late but right', async () => {
    simulator.injectFault({ kind: 'hang' });
    let gaveUp: unknown;
    await put('sub_1', AbortSignal.timeout(100)).catch((error: unknown) => (gaveUp = error));
    expect((gaveUp as Error | undefined)?.name).to.equal('TimeoutError');
    simulator.injectFault({ kind: 'slow', ms: 30 });
    const slow = await put();
    expect(slow.status).to.equal(200);
    expect(await slow.json()).to.deep.include({ stage: 'quoting' });
  });

  it('runs queued faults in order of arrival, then the default fault of every call', async () => {
    const defaulted = await new FunnelSimulator({ token: TOKEN, fault: { kind: 'refuse', status: 500 } }).start();
    try {
      defaulted.injectFault({ kind: 'refuse', status: 429 }, 2);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${defaulted.url}/v1/quotes/sub_1`, { method: 'PUT', headers, body });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses).to.deep.equal([429, 429, 500]);
    } finally {
      await defaulted.stop();
    }
  });

  it('takes faults and stage moves over HTTP, for a simulator run from the command line', async () => {
    expect(await control('/sim/faults', { fault: 'refuse:502', times: 2 })).to.deep.equal({ status: 200, body: { queued: 2 } });
    expect((await put()).status).to.equal(502);
    expect((await put()).status).to.equal(502);
    expect((await put()).status).to.equal(201);
    const quoteId = simulator.quoteOf('sub_1')?.quoteId ?? '';
    expect(await control(`/sim/quotes/${quoteId}/stage`, { stage: 'presubscribed' })).to.deep.equal({ status: 200, body: { quoteId, stage: 'presubscribed' } });
    expect(simulator.quote(quoteId)?.stage).to.equal('presubscribed');
    const listed = await control('/sim/quotes', undefined, 'GET');
    expect((listed.body['quotes'] as { quoteId: string }[]).map((quote) => quote.quoteId)).to.deep.equal([quoteId]);
  });

  it('refuses control calls that make no sense', async () => {
    const quoteId = String(((await (await put()).json()) as { quoteId: string }).quoteId);
    const answers = [
      await control(`/sim/quotes/${quoteId}/stage`, { stage: 'cancelled' }),
      await control('/sim/quotes/q_nope/stage', { stage: 'paid' }),
      await control('/sim/faults', { fault: 'explode' }),
      await control('/sim/faults', { fault: 'hang', times: 0 }),
      await control('/sim/faults', undefined, 'GET'),
      await control('/sim/nothing', {}),
    ];
    expect(answers.map(({ status, body }) => `${status} ${String(body['error'])}`)).to.deep.equal([
      '400 UNKNOWN_STAGE',
      '404 QUOTE_NOT_FOUND',
      '400 BAD_REQUEST',
      '400 BAD_REQUEST',
      '405 METHOD_NOT_ALLOWED',
      '404 NOT_FOUND',
    ]);
    await control(`/sim/quotes/${quoteId}/stage`, { stage: 'paid' });
    expect(await control(`/sim/quotes/${quoteId}/stage`, { stage: 'presubscribed' })).to.deep.equal({ status: 400, body: { error: 'STAGE_BACKWARDS' } });
  });

  it('reads fault spellings, and refuses the others with the accepted syntax', () => {
    expect(['refuse:503', 'refuse:300', 'hang', 'garbage', 'invalid', 'reset', 'slow:0', 'slow:250'].map(parseFault)).to.deep.equal([
      { kind: 'refuse', status: 503 },
      { kind: 'refuse', status: 300 },
      { kind: 'hang' },
      { kind: 'garbage' },
      { kind: 'invalid' },
      { kind: 'reset' },
      { kind: 'slow', ms: 0 },
      { kind: 'slow', ms: 250 },
    ]);
    for (const text of ['refuse', 'refuse:200', 'refuse:600', 'refuse:5x3', 'slow', 'slow:-1', 'slow:600001', 'hang:1', 'reset:2:3', 'explode', '']) {
      expect(() => parseFault(text), text).to.throw(/is not one of refuse:STATUS/);
    }
  });
});
