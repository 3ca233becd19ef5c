import { expect } from 'chai';
import { type FunnelOutcome } from '@parasol/core';
import { FUNNEL_PROTOCOL } from '@parasol/core/internal';
import type { HttpQuoteFunnel } from '../src/index.js';
import { FunnelSimulator, type FunnelSimulatorOptions } from '../../../tools/sims/src/funnel-sim/index.js';
import { TOKEN, aFunnel, aFunnelQuote } from './fixtures.js';
import { aTrip } from '@parasol/core/test-support';

describe('funnel-http: HttpQuoteFunnel against the funnel simulator', () => {
  const simulators: FunnelSimulator[] = [];
  const funnels: HttpQuoteFunnel[] = [];
  const aSimulator = async (options: FunnelSimulatorOptions = {}) => {
    const simulator = await new FunnelSimulator({ token: TOKEN, ...options }).start();
    simulators.push(simulator);
    return simulator;
  };
  const funnelTo = (simulator: FunnelSimulator, overrides: Parameters<typeof aFunnel>[1] = {}) => {
    const funnel = aFunnel(simulator.url, overrides);
    funnels.push(funnel);
    return funnel;
  };
  afterEach(async () => {
    for (const funnel of funnels.splice(0)) funnel.close();
    await Promise.all(simulators.splice(0).map((simulator) => simulator.stop()));
  });

  const valueOf = <T>(outcome: FunnelOutcome<T>): T => {
    if (!outcome.ok) expect.fail(`expected success, got ${JSON.stringify(outcome)}`);
    return outcome.value;
  };

  it('creates a quoting-stage quote with one PUT carrying the token, the protocol headers and the body', async () => {
    const simulator = await aSimulator();
    const quote = aFunnelQuote();
    const { upstreamQuoteId } = valueOf(await funnelTo(simulator, { timeoutMs: 2500 }).upsertQuote(quote));

    expect(simulator.quote(upstreamQuoteId)).to.deep.include({ subscriptionId: quote.subscriptionId, stage: 'quoting', puts: 1 });
    const [call, ...others] = simulator.calls();
    expect(others).to.have.length(0);
    expect(call).to.deep.include({ method: 'PUT', path: `/v1/quotes/${quote.subscriptionId}` });
    expect(call?.headers).to.include({
      authorization: `Bearer ${TOKEN}`,
      [FUNNEL_PROTOCOL.versionHeader]: '1',
      [FUNNEL_PROTOCOL.deadlineHeader]: '2500',
      'content-type': 'application/json',
    });
    expect(call?.headers[FUNNEL_PROTOCOL.requestIdHeader]).to.match(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(call?.body ?? '')).to.deep.equal({ ref: quote.ref, trip: quote.trip, language: 'fr', offerId: 101 });
  });

  it('updates the same quote in place on a later upsert (same quote id, new trip and offer)', async () => {
    const simulator = await aSimulator();
    const funnel = funnelTo(simulator);
    const first = valueOf(await funnel.upsertQuote(aFunnelQuote()));
    const changed = aFunnelQuote({ trip: aTrip({ endDate: '2026-07-20', travellers: 2 }), offerId: null, language: 'de' });
    const second = valueOf(await funnel.upsertQuote(changed));

    expect(second.upstreamQuoteId).to.equal(first.upstreamQuoteId);
    expect(simulator.quotes()).to.have.length(1);
    expect(simulator.quote(first.upstreamQuoteId)).to.deep.include({ puts: 2, body: { ref: changed.ref, trip: changed.trip, language: 'de', offerId: null } });
  });

  it('sends ref null when nobody is credited, a body the funnel accepts', async () => {
    const simulator = await aSimulator();
    const { upstreamQuoteId } = valueOf(await funnelTo(simulator).upsertQuote(aFunnelQuote({ ref: null })));
    expect(simulator.quote(upstreamQuoteId)?.body.ref).to.equal(null);
  });

  it('reads the stage the traveller moved the quote to', async () => {
    const simulator = await aSimulator();
    const funnel = funnelTo(simulator);
    const { upstreamQuoteId } = valueOf(await funnel.upsertQuote(aFunnelQuote()));
    const stages: string[] = [valueOf(await funnel.readStage(upstreamQuoteId)).stage];
    for (const stage of ['presubscribed', 'paid', 'subscribed'] as const) {
      simulator.setStage(upstreamQuoteId, stage);
      stages.push(valueOf(await funnel.readStage(upstreamQuoteId)).stage);
    }
    expect(stages).to.deep.equal(['quoting', 'presubscribed', 'paid', 'subscribed']);
    expect(simulator.calls().slice(1).map((call) => `${call.method} ${call.path}`)).to.deep.equal(Array(4).fill(`GET /v1/quotes/${upstreamQuoteId}`));
  });

  it('refuses an upsert once the traveller has moved on, and leaves the quote as it was', async () => {
    const simulator = await aSimulator();
    const funnel = funnelTo(simulator);
    const { upstreamQuoteId } = valueOf(await funnel.upsertQuote(aFunnelQuote()));
    simulator.setStage(upstreamQuoteId, 'presubscribed');
    expect(await funnel.upsertQuote(aFunnelQuote({ offerId: 7 }))).to.deep.equal({ ok: false, reason: 'refused', detail: 'HTTP 409 QUOTE_NOT_QUOTING' });
    expect(simulator.quote(upstreamQuoteId)?.body.offerId).to.equal(101);
  });

  it('reads 4xx and 5xx answers as refused, for both operations', async () => {
    const simulator = await aSimulator();
    const funnel = funnelTo(simulator);
    const { upstreamQuoteId } = valueOf(await funnel.upsertQuote(aFunnelQuote()));
    const details: string[] = [];
    for (const status of [400, 404, 429, 500, 503]) {
      simulator.injectFault({ kind: 'refuse', status }, 2);
      for (const outcome of [await funnel.upsertQuote(aFunnelQuote()), await funnel.readStage(upstreamQuoteId)]) {
        expect(outcome.ok === false && outcome.reason).to.equal('refused');
        if (!outcome.ok) details.push(outcome.detail);
      }
    }
    expect(details).to.deep.equal([400, 404, 429, 500, 503].flatMap((status) => Array(2).fill(`HTTP ${status} SIMULATED_REFUSAL`)));
  });

  it('reads a quote the funnel does not know, and a token it does not accept, as refused', async () => {
    const simulator = await aSimulator();
    expect(await funnelTo(simulator).readStage('q_unknown')).to.deep.equal({ ok: false, reason: 'refused', detail: 'HTTP 404 QUOTE_NOT_FOUND' });
    const wrongToken = funnelTo(simulator, { token: 'another-token' });
    expect(await wrongToken.upsertQuote(aFunnelQuote())).to.deep.equal({ ok: false, reason: 'refused', detail: 'HTTP 401 UNAUTHORIZED' });
    expect(simulator.quotes()).to.have.length(0);
  });

  it('reads a body that is not JSON, and one that breaks the schema, as refused', async () => {
    const simulator = await aSimulator();
    const funnel = funnelTo(simulator);
    simulator.injectFault({ kind: 'garbage' });
    expect(await funnel.upsertQuote(aFunnelQuote())).to.deep.equal({ ok: false, reason: 'refused', detail: 'body is not JSON' });
    simulator.injectFault({ kind: 'invalid' });
    expect(await funnel.upsertQuote(aFunnelQuote())).to.deep.equal({
      ok: false,
      reason: 'refused',
      detail: 'answer does not match the schema: /stage must be equal to one of the allowed values',
    });
    const quoteId = simulator.quotes()[0]?.quoteId ?? '';
    simulator.injectFault({ kind: 'invalid' });
    expect(await funnel.readStage(quoteId)).to.deep.include({ ok: false, reason: 'refused' });
  });

  it('times out a funnel that never answers, at timeoutMs', async () => {
    const simulator = await aSimulator({ fault: { kind: 'hang' } });
    const funnel = funnelTo(simulator, { timeoutMs: 100 });
    expect(await funnel.upsertQuote(aFunnelQuote())).to.deep.equal({ ok: false, reason: 'timeout', detail: 'no complete answer within 100 ms' });
    expect(await funnel.readStage('q_any')).to.deep.equal({ ok: false, reason: 'timeout', detail: 'no complete answer within 100 ms' });
  });

  it('times out an answer slower than the deadline, and takes one that comes within it', async () => {
    const simulator = await aSimulator();
    const funnel = funnelTo(simulator, { timeoutMs: 100 });
    simulator.injectFault({ kind: 'slow', ms: 1000 });
    expect(await funnel.upsertQuote(aFunnelQuote())).to.deep.include({ ok: false, reason: 'timeout' });
    // A deadline far above the delay: the slow answer is read, whatever the machine's load.
    const patient = funnelTo(simulator, { timeoutMs: 10_000 });
    simulator.injectFault({ kind: 'slow', ms: 20 });
    expect((await patient.upsertQuote(aFunnelQuote())).ok).to.equal(true);
  });

  it('reads a funnel that refuses the connection as refused', async () => {
    const simulator = await aSimulator();
    const url = simulator.url;
    await simulator.stop();
    const funnel = aFunnel(url);
    funnels.push(funnel);
    expect(await funnel.upsertQuote(aFunnelQuote())).to.deep.equal({ ok: false, reason: 'refused', detail: 'connection: ECONNREFUSED' });
    expect(await funnel.readStage('q_any')).to.deep.equal({ ok: false, reason: 'refused', detail: 'connection: ECONNREFUSED' });
  });

  it('reads an answer cut mid-body as refused', async () => {
    const simulator = await aSimulator({ fault: { kind: 'reset' } });
    const outcome = await funnelTo(simulator).upsertQuote(aFunnelQuote());
    expect(outcome.ok === false && outcome.reason).to.equal('refused');
    expect(outcome.ok === false && outcome.detail).to.match(/^answer cut: /);
  });

  it('reads an answer above the size limit as refused', async () => {
    const simulator = await aSimulator();
    expect(await funnelTo(simulator, { maxAnswerBytes: 16 }).upsertQuote(aFunnelQuote())).to.deep.equal({
      ok: false,
      reason: 'refused',
      detail: 'answer larger than 16 bytes',
    });
  });

  it('sends exactly one request per call, whatever the outcome: it never retries', async () => {
    const simulator = await aSimulator();
    // Long enough for the hung request to reach the simulator on a loaded host before the call gives up.
    const funnel = funnelTo(simulator, { timeoutMs: 1000 });
    const faults = [{ kind: 'refuse', status: 503 }, { kind: 'garbage' }, { kind: 'invalid' }, { kind: 'reset' }, { kind: 'hang' }] as const;
    for (const [i, fault] of faults.entries()) {
      simulator.injectFault(fault);
      expect((await funnel.upsertQuote(aFunnelQuote())).ok, fault.kind).to.equal(false);
      expect(simulator.calls(), fault.kind).to.have.length(i + 1);
    }
  });

  it('lets the partner retry after a lost answer: the PUT was applied, the retry finds the same quote', async () => {
    const simulator = await aSimulator();
    const funnel = funnelTo(simulator, { timeoutMs: 100 });
    simulator.injectFault({ kind: 'hang' });
    expect((await funnel.upsertQuote(aFunnelQuote())).ok).to.equal(false);
    const { upstreamQuoteId } = valueOf(await funnel.upsertQuote(aFunnelQuote()));
    expect(simulator.quotes().map((quote) => quote.quoteId)).to.deep.equal([upstreamQuoteId]);
    expect(simulator.quote(upstreamQuoteId)?.puts).to.equal(2);
  });

  it('refuses, without sending anything, ids it cannot put in a path and a body it cannot serialise', async () => {
    const simulator = await aSimulator();
    const funnel = funnelTo(simulator);
    expect(await funnel.upsertQuote(aFunnelQuote({ subscriptionId: '../admin' }))).to.deep.equal({ ok: false, reason: 'refused', detail: 'subscriptionId is not a protocol id' });
    expect(await funnel.readStage('q/../../x')).to.deep.equal({ ok: false, reason: 'refused', detail: 'quote id is not a protocol id' });
    const unsendable = aFunnelQuote({ trip: aTrip({ tripPrice: 10n as unknown as number }) });
    const outcome = await funnel.upsertQuote(unsendable);
    expect(outcome.ok === false && outcome.detail).to.match(/^request not sent: /);
    expect(simulator.requestCount()).to.equal(0);
  });

  it('keeps the connection to the funnel alive from one call to the next', async () => {
    const simulator = await aSimulator();
    const funnel = funnelTo(simulator);
    const { upstreamQuoteId } = valueOf(await funnel.upsertQuote(aFunnelQuote()));
    for (let call = 0; call < 4; call += 1) valueOf(await funnel.readStage(upstreamQuoteId));
    expect(simulator.requestCount()).to.equal(5);
    expect(simulator.connectionCount()).to.equal(1);
  });
});
