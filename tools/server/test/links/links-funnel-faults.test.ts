import { expect } from 'chai';
import { HttpQuoteFunnel } from '@parasol/funnel-http';
import { linksModule, pricingModule, type Credentials, type Parasol } from '@parasol/core';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import { aTripBody } from '@parasol/core/test-support';
import { createEmbeddedParasol, funnelFromEnvironment } from '../../src/index.js';
import { FunnelSimulator } from '@parasol/sims';

const TRIP = aTripBody();

/**
 * POST /links against a real external funnel over loopback (the funnel simulator): a live mint
 * upserts the quote upstream before anything is stored, so a refusal (502), a hang (504) or a
 * garbled answer (502) leaves no subscription, costs no write, and the same call succeeds later.
 */
describe('links: the external funnel over loopback, with faults', () => {
  let sim: FunnelSimulator;
  let funnel: HttpQuoteFunnel;
  let parasol: Parasol;
  let key: Credentials;

  before(async () => {
    sim = await new FunnelSimulator().start();
    funnel = new HttpQuoteFunnel({ apiBaseUrl: sim.url, travellerBaseUrl: 'https://travel.example/quote', token: sim.token, timeoutMs: 400 });
    // Live pricing from the sandbox catalogue: this suite is about the funnel, not the insurers.
    parasol = createEmbeddedParasol({
      funnel: () => funnel,
      modules: [pricingModule({ sandbox: sandboxPricingSource(), live: sandboxPricingSource() }), linksModule()],
    });
    await parasol.admin.bootstrap({
      partners: [{ code: 'acme', baseRateBps: 1000, links: [{ code: 'spring24', default: true }, { code: 'social1' }] }],
      keys: [{ keyId: 'ak_live_funnelfaults01', secret: 'sk_live_funnel-faults-secret-0001', mode: 'live', scopes: ['quotes', 'quotes.link'], partner: 'acme' }],
    });
    key = { keyId: 'ak_live_funnelfaults01', secret: 'sk_live_funnel-faults-secret-0001' };
  });
  after(async () => {
    funnel.close();
    await sim.stop();
  });

  /** A fresh quoting session of the live key. */
  const aSession = async (): Promise<string> => {
    const answer = await parasol.client(key).quote({ trip: TRIP });
    const sessionId = (answer.body as { sessionId?: string }).sessionId;
    if (answer.status !== 200 || sessionId === undefined) throw new Error(`no session: ${JSON.stringify(answer.body)}`);
    return sessionId;
  };

  it('mints a live link: the quote is upserted upstream with the ref, and the url names the subscription only', async () => {
    const sessionId = await aSession();
    const answer = await parasol.client(key).link({ sessionId, trip: TRIP, linkCode: 'social1' });
    expect(answer.status).to.equal(201);
    const body = answer.body as { subscriptionId: string; url: string; ref: string };
    expect(body.ref).to.equal('acme-social1');
    const upstream = sim.quoteOf(body.subscriptionId);
    expect(upstream, 'the funnel holds the quote').to.not.equal(undefined);
    expect(JSON.stringify(upstream)).to.include('acme-social1');
    expect(body.url).to.match(/^https:\/\/travel\.example\/quote\/q\/sub_/).and.not.match(/acme|social1|spring24/);
  });

  for (const [name, fault, status, code] of [
    ['refuses', { kind: 'refuse', status: 503 }, 502, 'QUOTE_CREATE_FAILED'],
    ['answers garbage', { kind: 'garbage' }, 502, 'QUOTE_CREATE_FAILED'],
    ['hangs', { kind: 'hang' }, 504, 'QUOTE_CREATE_UNAVAILABLE'],
  ] as const) {
    it(`stores nothing and costs no write when the funnel ${name} (${status} ${code}), and the same call then succeeds`, async () => {
      const sessionId = await aSession();
      const before = (await parasol.client(key).meta()).body as { key: { quota: { writes: { remaining: number } } } };
      sim.injectFault(fault);
      const refused = await parasol.client(key).link({ sessionId, trip: TRIP });
      expect(refused.status).to.equal(status);
      expect(refused.body).to.include({ error: code });
      expect(JSON.stringify(refused.body)).to.not.include(sim.token);
      const after = (await parasol.client(key).meta()).body as { key: { quota: { writes: { remaining: number } } } };
      expect(after.key.quota.writes.remaining, 'the write slot is given back').to.equal(before.key.quota.writes.remaining);
      const retried = await parasol.client(key).link({ sessionId, trip: TRIP });
      expect(retried.status, 'the session was left free: the retry is a first mint').to.equal(201);
    });
  }

  it('selects the external funnel from the environment only when its API url is set, and names a missing token', () => {
    expect(funnelFromEnvironment({})).to.equal(undefined);
    expect(() => funnelFromEnvironment({ PARASOL_FUNNEL_API_URL: sim.url })).to.throw(/PARASOL_FUNNEL_TOKEN/);
    expect(funnelFromEnvironment({ PARASOL_FUNNEL_API_URL: sim.url, PARASOL_FUNNEL_TOKEN: 'tok_abc', PARASOL_FUNNEL_TRAVELLER_URL: 'https://t.example' })).to.be.a('function');
  });
});
