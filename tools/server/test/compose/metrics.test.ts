import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { signRequest, jsonBody } from '@parasol/core';
import { HttpInsurerRater } from '@parasol/insurer-http';
import { HttpQuoteFunnel } from '@parasol/funnel-http';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { createEmbeddedParasol } from '../../src/index.js';
import { ParasolMetrics, observedParasol, startMetricsServer, type RunningMetricsServer } from '../../src/compose/metrics/index.js';
import { startInsurerSimulator, type InsurerSimulator } from '@parasol/sims';
import { FunnelSimulator } from '@parasol/sims';
import { aRatingRequest, anEndpoint, noDeadline } from '../../../../adapters/insurer-http/test/fixtures.js';
import { aFunnelQuote } from '../../../../adapters/funnel-http/test/fixtures.js';

const QUOTE = readFileSync(new URL('../../../../docs/examples/quote-request.json', import.meta.url), 'utf8');

/** The value of one sample of the scraped text (`name{labels} value`), 0 when the series is absent. */
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

describe('Prometheus metrics', () => {
  let closing: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const close of closing.reverse()) await close();
    closing = [];
  });

  const scrape = async (metrics: RunningMetricsServer): Promise<string> => {
    const answer = await fetch(metrics.url);
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
    return answer.text();
  };

  /** An embedded Parasol served over REST with metrics, a demo partner and a sandbox key with one read a day. */
  const aServedParasol = async () => {
    const metrics = new ParasolMetrics({ processMetrics: false });
    const parasol = createEmbeddedParasol();
    await parasol.admin.partners.register({ code: 'demo', baseRateBps: 1000, links: [{ code: 'web1', archived: false, default: true }] });
    const created = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], partnerCode: 'demo', quota: { reads: 1, writes: 5 } });
    if (!created.ok) throw new Error('key');
    const key = created.value;
    const server: RunningServer = await startRestServer({ parasol, onAnswered: metrics.restAnswered });
    closing.push(() => server.close());
    const scrapeTarget = await startMetricsServer(metrics.registry, { host: '127.0.0.1', port: 0 });
    closing.push(() => scrapeTarget.close());
    const send = (method: 'GET' | 'POST', path: string, body = '', secret = key.secret) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return fetch(new URL(path, server.url), {
        method,
        headers: {
          'x-svc-key-id': key.keyId,
          'x-svc-timestamp': timestamp,
          'x-svc-signature': signRequest(secret, { timestamp, method, pathname: path, rawBody: Buffer.from(body) }),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body } : {}),
      });
    };
    return { metrics, parasol, key, server, scrapeTarget, send };
  };

  it('counts REST answers by operation, status and code, times them, and counts quota refusals and ledger bookings', async () => {
    const { scrapeTarget, send } = await aServedParasol();
    const before = await scrape(scrapeTarget);
    expect(sample(before, 'parasol_requests_total{transport="rest",operation="getMeta",status="200",code="none"}')).to.equal(0);

    expect((await send('GET', '/api/v1/travel/meta')).status).to.equal(200);
    expect((await send('GET', '/api/v1/travel/meta', '', 'sk_test_not-the-secret-at-all')).status).to.equal(401);
    expect((await send('POST', '/api/v1/travel/quotes', QUOTE)).status).to.equal(200);
    expect((await send('POST', '/api/v1/travel/quotes', QUOTE)).status).to.equal(429);
    const postback = JSON.stringify({ ref: 'demo-web1', externalOrderId: 'A-1001', amount: 105, status: 'pending' });
    expect((await send('POST', '/api/postback/conversion', postback)).status).to.equal(200);
    expect((await send('POST', '/api/postback/conversion', postback)).status).to.equal(200);

    const text = await scrape(scrapeTarget);
    expect(sample(text, 'parasol_requests_total{transport="rest",operation="getMeta",status="200",code="none"}')).to.equal(1);
    expect(sample(text, 'parasol_requests_total{transport="rest",operation="getMeta",status="401",code="INVALID_SIGNATURE"}')).to.equal(1);
    expect(sample(text, 'parasol_requests_total{transport="rest",operation="createQuote",status="429",code="QUOTA_EXCEEDED"}')).to.equal(1);
    expect(sample(text, 'parasol_request_duration_seconds_count{transport="rest",operation="createQuote"}')).to.equal(2);
    expect(sample(text, 'parasol_request_duration_seconds_bucket{le="+Inf",transport="rest",operation="createQuote"}')).to.equal(2);
    expect(sample(text, 'parasol_quota_refusals_total{operation="createQuote",code="QUOTA_EXCEEDED"}')).to.equal(1);
    // The first report of an order creates the sale, the identical replay changes nothing.
    expect(sample(text, 'parasol_ledger_bookings_total{mode="sandbox",outcome="created"}')).to.equal(1);
    expect(sample(text, 'parasol_ledger_bookings_total{mode="sandbox",outcome="unchanged"}')).to.equal(1);
    // Labels name operations and codes, never a key.
    expect(text).to.not.match(/ak_test_|sk_test_/);
  });

  it('serves only GET /metrics on its own listener, unsigned; the API does not serve it', async () => {
    const { scrapeTarget, server } = await aServedParasol();
    expect((await fetch(new URL('/other', scrapeTarget.url))).status).to.equal(404);
    expect((await fetch(scrapeTarget.url, { method: 'POST' })).status).to.equal(404);
    expect((await fetch(new URL('/metrics', server.url))).status).to.equal(404);
  });

  it('counts calls handled for gRPC through the observed facade, under transport grpc', async () => {
    const { metrics, parasol, key, scrapeTarget } = await aServedParasol();
    const observed = observedParasol(parasol, metrics);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const rawBody = new Uint8Array();
    const path = '/api/v1/coach/cards';
    const answer = await observed.handle({
      method: 'GET', path, query: {}, keyId: key.keyId, timestamp, rawBody, decodeBody: jsonBody, requestId: 'req_test',
      signature: signRequest(key.secret, { timestamp, method: 'GET', pathname: path, rawBody }),
    });
    expect(answer.status).to.equal(200);
    expect(sample(await scrape(scrapeTarget), 'parasol_requests_total{transport="grpc",operation="listCards",status="200",code="none"}')).to.equal(1);
  });

  it('times insurer ratings per insurer and counts the ones that did not price', async () => {
    const metrics = new ParasolMetrics({ processMetrics: false });
    const scrapeTarget = await startMetricsServer(metrics.registry, { host: '127.0.0.1', port: 0 });
    closing.push(() => scrapeTarget.close());
    const refusing: InsurerSimulator = await startInsurerSimulator({ errorRate: 1 });
    const pricing: InsurerSimulator = await startInsurerSimulator();
    closing.push(() => refusing.close(), () => pricing.close());
    const rater = new HttpInsurerRater({ observe: metrics.insurerRated });
    closing.push(() => rater.close());
    expect((await rater.rate({ ...anEndpoint(refusing.url), insurerId: 'alba' }, aRatingRequest(), noDeadline())).kind).to.equal('failed');
    expect((await rater.rate({ ...anEndpoint(pricing.url), insurerId: 'kestrel' }, aRatingRequest(), noDeadline())).kind).to.equal('priced');
    const text = await scrape(scrapeTarget);
    expect(sample(text, 'parasol_insurer_rating_failures_total{insurer="alba",outcome="failed"}')).to.equal(1);
    expect(sample(text, 'parasol_insurer_rating_failures_total{insurer="kestrel",outcome="priced"}')).to.equal(0);
    expect(sample(text, 'parasol_insurer_rating_duration_seconds_count{insurer="kestrel",outcome="priced"}')).to.equal(1);
  });

  it('counts and times calls to the external funnel by operation and outcome', async () => {
    const metrics = new ParasolMetrics({ processMetrics: false });
    const scrapeTarget = await startMetricsServer(metrics.registry, { host: '127.0.0.1', port: 0 });
    closing.push(() => scrapeTarget.close());
    const simulator = await new FunnelSimulator().start();
    closing.push(() => simulator.stop());
    const funnel = new HttpQuoteFunnel({ apiBaseUrl: simulator.url, travellerBaseUrl: 'https://go.funnel.example', token: simulator.token, observe: metrics.funnelCalled });
    closing.push(() => funnel.close());
    expect((await funnel.upsertQuote(aFunnelQuote())).ok).to.equal(true);
    simulator.injectFault({ kind: 'refuse', status: 503 });
    expect((await funnel.upsertQuote(aFunnelQuote())).ok).to.equal(false);
    const text = await scrape(scrapeTarget);
    expect(sample(text, 'parasol_funnel_calls_total{operation="upsertQuote",outcome="ok"}')).to.equal(1);
    expect(sample(text, 'parasol_funnel_calls_total{operation="upsertQuote",outcome="refused"}')).to.equal(1);
    expect(sample(text, 'parasol_funnel_call_duration_seconds_count{operation="upsertQuote"}')).to.equal(2);
  });
});
