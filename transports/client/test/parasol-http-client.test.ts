import { expect } from 'chai';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { signRequest, type Api } from '@parasol/core';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { createEmbeddedParasol } from '../../../tools/server/src/index.js';
import { ParasolConnectionError, ParasolHttpClient, type ParasolClientOptions } from '../src/index.js';

const QUOTE = JSON.parse(readFileSync(new URL('../../../docs/examples/quote-request.json', import.meta.url), 'utf8')) as Api.QuoteRequest;

/** A loopback server answering each request with the next scripted answer, keeping what it received. */
const scriptedServer = async (script: readonly { status: number; headers?: Record<string, string>; body?: unknown }[]) => {
  const received: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const next = script[received.length - 1] ?? { status: 500, body: { error: 'SCRIPT_EXHAUSTED' } };
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers }).end(JSON.stringify(next.body ?? { ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const RATE_LIMITED = { status: 429, headers: { 'retry-after': '2', 'x-ratelimit-limit': '1000', 'x-ratelimit-remaining': '990', 'x-ratelimit-reset': '3600', 'x-ratelimit-burst-remaining': '0' }, body: { error: 'RATE_LIMITED', detail: 'slow down' } };
const BAD_GATEWAY = { status: 502, body: { error: 'PRICING_UNAVAILABLE' } };

describe('@parasol/client', function () {
  this.timeout(20_000);
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  /** A client whose sleeps are recorded and skipped, and whose clock moves a second per call. */
  const aClient = (options: Partial<ParasolClientOptions> & { baseUrl: string }) => {
    const slept: number[] = [];
    let clock = Date.now();
    const client = new ParasolHttpClient({
      keyId: 'ak_test_clientTest0001',
      secret: 'sk_test_client-test-secret-0001',
      now: () => (clock += 1000),
      sleep: async (ms) => void slept.push(ms),
      random: () => 0.5,
      ...options,
    });
    return { client, slept };
  };

  describe('against a real Parasol REST server on loopback', () => {
    let server: RunningServer;
    let key: { keyId: string; secret: string };
    beforeEach(async () => {
      const parasol = createEmbeddedParasol();
      await parasol.admin.partners.register({ code: 'demo', baseRateBps: 1000, links: [{ code: 'web1', archived: false, default: true }] });
      const created = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], partnerCode: 'demo' });
      if (!created.ok) throw new Error('key');
      key = created.value;
      server = await startRestServer({ parasol });
      closing.push(() => server.close());
    });

    it('calls every endpoint signed, with typed answers, and keeps the quota state of the last answer', async () => {
      const client = new ParasolHttpClient({ baseUrl: server.url, ...key });
      expect(client.quota).to.equal(undefined);
      const meta = await client.meta();
      if (!meta.ok) throw new Error(meta.code);
      expect(meta.body.key.keyId).to.equal(key.keyId);
      expect(meta.requestId).to.match(/^req_/);

      const quote = await client.quote(QUOTE);
      if (!quote.ok) throw new Error(quote.code);
      const offer = quote.body.offers[0];
      expect(offer).to.not.equal(undefined);
      expect(quote.quota).to.include({ remaining: quote.quota!.limit - 1 });
      expect(client.quota).to.deep.equal(quote.quota);

      const link = await client.link({ sessionId: quote.body.sessionId, trip: QUOTE.trip, offerId: offer!.id });
      expect(link.status).to.equal(201);
      const replay = await client.link({ sessionId: quote.body.sessionId, trip: QUOTE.trip, offerId: offer!.id });
      expect(replay.status).to.equal(200);

      const postback = await client.conversion({ ref: 'demo-web1', externalOrderId: 'A-1001', amount: 105, status: 'pending' });
      if (!postback.ok) throw new Error(postback.code);
      expect(postback.body).to.include({ mode: 'sandbox', outcome: 'created' });
      const statement = await client.statement({ status: 'pending' });
      if (!statement.ok) throw new Error(statement.code);
      expect(statement.body.sales.map((sale) => sale.externalOrderId)).to.deep.equal(['A-1001']);

      const cards = await client.cards({ country: 'FR', lang: 'en' });
      expect(cards.ok).to.equal(true);
      const bilan = await client.bilan({ residence: 'FR', destinations: ['US'] });
      expect(bilan.ok).to.equal(true);
    });

    it('answers a refusal as a value with its code, and a wrong secret as 401 without quota state', async () => {
      const client = new ParasolHttpClient({ baseUrl: server.url, ...key });
      const refused = await client.send('POST', '/api/v1/travel/quotes', '{"trip":{"intent":"leisure"}}', false);
      expect(refused).to.include({ ok: false, status: 400 });
      if (refused.ok) throw new Error('refused');
      expect(refused.code).to.match(/^BAD_/);
      const stranger = new ParasolHttpClient({ baseUrl: server.url, keyId: key.keyId, secret: 'sk_test_not-the-right-secret-00' });
      const unauthorised = await stranger.meta();
      expect(unauthorised).to.include({ ok: false, status: 401, quota: undefined, attempts: 1 });
    });
  });

  describe('retries, against a scripted loopback server', () => {
    it('retries a 429 after its Retry-After, signing the retry afresh, and keeps the quota state it was told', async () => {
      const scripted = await scriptedServer([RATE_LIMITED, { status: 200, body: { ok: true } }]);
      closing.push(scripted.close);
      const { client, slept } = aClient({ baseUrl: scripted.url });
      const answer = await client.meta();
      expect(answer).to.include({ ok: true, status: 200, attempts: 2 });
      expect(slept).to.deep.equal([2000]);
      expect(client.quota).to.include({ limit: 1000, remaining: 990, burstRemaining: 0 });
      const [first, second] = scripted.received;
      expect(first?.headers['x-svc-timestamp']).to.not.equal(second?.headers['x-svc-timestamp']);
      for (const sent of scripted.received) {
        const timestamp = String(sent.headers['x-svc-timestamp']);
        expect(sent.headers['x-svc-signature']).to.equal(signRequest('sk_test_client-test-secret-0001', { timestamp, method: 'GET', pathname: '/api/v1/travel/meta', rawBody: Buffer.alloc(0) }));
      }
    });

    it('answers a 429 at once when Retry-After is beyond its bound (QUOTA_EXCEEDED: the next UTC day)', async () => {
      const scripted = await scriptedServer([{ status: 429, headers: { 'retry-after': '40000' }, body: { error: 'QUOTA_EXCEEDED', bucket: 'reads' } }]);
      closing.push(scripted.close);
      const { client, slept } = aClient({ baseUrl: scripted.url });
      const answer = await client.quote(QUOTE);
      expect(answer).to.include({ ok: false, status: 429, code: 'QUOTA_EXCEEDED', retryAfterSeconds: 40000, attempts: 1 });
      expect(slept).to.deep.equal([]);
    });

    it('retries a read-only POST on 502 and 504 with growing backoff, up to maxAttempts', async () => {
      const scripted = await scriptedServer([BAD_GATEWAY, { status: 504, body: { error: 'PRICING_UNAVAILABLE' } }, BAD_GATEWAY]);
      closing.push(scripted.close);
      const { client, slept } = aClient({ baseUrl: scripted.url, retry: { maxAttempts: 3, baseDelayMs: 100 } });
      const answer = await client.quote(QUOTE);
      expect(answer).to.include({ ok: false, status: 502, attempts: 3 });
      // Full jitter on the upper half (random 0.5): 75 then 150 ms.
      expect(slept).to.deep.equal([75, 150]);
      expect(scripted.received.map((r) => r.body)).to.deep.equal(Array(3).fill(JSON.stringify(QUOTE)));
    });

    it('never retries a link or a postback on 502 unless told to (retryWrites: both are idempotent by design)', async () => {
      const scripted = await scriptedServer([BAD_GATEWAY, BAD_GATEWAY, { status: 201, body: { ok: true } }]);
      closing.push(scripted.close);
      const { client, slept } = aClient({ baseUrl: scripted.url });
      const link: Api.LinkRequest = { sessionId: 'qs_x', trip: QUOTE.trip };
      expect(await client.link(link)).to.include({ status: 502, attempts: 1 });
      expect(slept).to.deep.equal([]);
      const willing = aClient({ baseUrl: scripted.url, retry: { retryWrites: true } });
      expect(await willing.client.link(link)).to.include({ ok: true, status: 201, attempts: 2 });
      // A 429 is retried whatever the call: it was refused before anything ran.
      const limited = await scriptedServer([RATE_LIMITED, { status: 200, body: { ok: true } }]);
      closing.push(limited.close);
      expect(await aClient({ baseUrl: limited.url }).client.conversion({ ref: 'demo-web1', externalOrderId: 'A-1', amount: 1, status: 'pending' })).to.include({ ok: true, attempts: 2 });
    });

    it('retries a postback answered 409 ORDER_BUSY after its Retry-After: it recorded nothing, whatever retryWrites says', async () => {
      const scripted = await scriptedServer([{ status: 409, headers: { 'retry-after': '1' }, body: { error: 'ORDER_BUSY' } }, { status: 200, body: { ok: true } }]);
      closing.push(scripted.close);
      const { client, slept } = aClient({ baseUrl: scripted.url });
      expect(await client.conversion({ ref: 'demo-web1', externalOrderId: 'A-1', amount: 1, status: 'pending' })).to.include({ ok: true, attempts: 2 });
      expect(slept).to.deep.equal([1000]);
      // A 409 without Retry-After (a status move the ledger refuses) is the caller's to read.
      const conflict = await scriptedServer([{ status: 409, body: { error: 'SALE_STATUS_CONFLICT' } }]);
      closing.push(conflict.close);
      expect(await aClient({ baseUrl: conflict.url }).client.conversion({ ref: 'demo-web1', externalOrderId: 'A-1', amount: 1, status: 'pending' })).to.include({ ok: false, status: 409, attempts: 1 });
    });

    it('retries a read on a refused connection, then throws ParasolConnectionError naming the URL and the cause', async () => {
      const scripted = await scriptedServer([]);
      await scripted.close();
      const { client, slept } = aClient({ baseUrl: scripted.url, retry: { maxAttempts: 2 } });
      const failure = await client.meta().then(() => undefined, (e: unknown) => e);
      expect(failure).to.be.instanceOf(ParasolConnectionError);
      expect((failure as ParasolConnectionError).code).to.equal('ECONNREFUSED');
      expect((failure as Error).message).to.include(scripted.url).and.include('2 attempts');
      expect(slept).to.have.length(1);
    });
  });
});
