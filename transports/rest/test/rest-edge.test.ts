import { expect } from 'chai';
import { coachModule } from '@parasol/core';
import { StaticCardData, StaticCountryFacts, StaticFormalities } from '@parasol/static-data';
import { startHarness, send, type RestHarness } from './rest-harness.js';

const META = '/api/v1/travel/meta';
const corsHeaders = (r: Response) => [...r.headers.keys()].filter((k) => k.startsWith('access-control-'));

describe('REST transport edge', () => {
  let h: RestHarness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  it('serves signed GET meta with JSON, a request id and quota headers', async () => {
    const r = await send(h, 'GET', META);
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.match(/^application\/json/);
    expect(r.headers.get('x-request-id')).to.match(/^req_[0-9a-f]{32}$/);
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-burst-remaining']) {
      expect(r.headers.get(name), name).to.match(/^\d+$/);
    }
    const body = (await r.json()) as { ok: boolean; key: { keyId: string } };
    expect(body.ok).to.equal(true);
    expect(body.key.keyId).to.equal(h.keyId);
  });

  it('answers an unknown path with a JSON 404 and paths are case-sensitive', async () => {
    for (const path of ['/api/v1/nowhere', '/API/v1/travel/meta', '/api/v1/travel/Meta', '/api/v1/travel/meta/']) {
      const r = await send(h, 'GET', path);
      expect(r.status, path).to.equal(404);
      expect(await r.json()).to.include({ error: 'NOT_FOUND' });
    }
  });

  it('answers a known path with the wrong method with a JSON 405', async () => {
    const r = await send(h, 'POST', META, { body: '{}' });
    expect(r.status).to.equal(405);
    expect(await r.json()).to.include({ error: 'METHOD_NOT_ALLOWED' });
  });

  it('never sends a CORS header, OPTIONS and preflights included', async () => {
    const preflight = await fetch(new URL(META, h.server.url), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(corsHeaders(preflight)).to.deep.equal([]);
    expect(preflight.status).to.equal(405);
    const withOrigin = await send(h, 'GET', META, { headers: { origin: 'https://evil.example' } });
    expect(corsHeaders(withOrigin)).to.deep.equal([]);
    const refused = await send(h, 'GET', META, { keyId: 'ak_test_nobody' });
    expect(corsHeaders(refused)).to.deep.equal([]);
  });

  it('refuses a body above the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const r = await send(h, 'POST', '/api/v1/travel/quotes', { body: JSON.stringify({ pad: 'x'.repeat(70_000) }) });
    expect(r.status).to.equal(413);
    expect(await r.json()).to.include({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a body that is not sent as JSON with 415', async () => {
    const r = await send(h, 'POST', '/api/v1/travel/quotes', { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(r.status).to.equal(415);
    expect(await r.json()).to.include({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });
  it('names the request id in the body of an edge refusal, as in the X-Request-Id header', async () => {
    const r = await send(h, 'POST', META, { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(r.status).to.equal(415);
    expect(((await r.json()) as { requestId?: string }).requestId).to.equal(r.headers.get('x-request-id'));
  });


  it('marks answers Cache-Control: no-store, refusals at the edge included (no premium is to be cached)', async () => {
    const answers = [
      await send(h, 'GET', META),
      await send(h, 'GET', '/api/v1/nowhere'),
      await send(h, 'GET', META, { keyId: 'ak_test_nobody' }),
      await send(h, 'POST', '/api/v1/travel/quotes', { body: JSON.stringify({ pad: 'x'.repeat(70_000) }) }),
    ];
    expect(answers.map((r) => [r.status, r.headers.get('cache-control')])).to.deep.equal([
      [200, 'no-store'],
      [404, 'no-store'],
      [401, 'no-store'],
      [413, 'no-store'],
    ]);
  });

  it('carries no quota headers before the key is authenticated, never zeros that read as a spent quota', async () => {
    for (const r of [
      await send(h, 'GET', META, { keyId: 'ak_test_nobody' }),
      await send(h, 'GET', META, { signature: 'v2=00' }),
      await send(h, 'GET', '/api/v1/travel/nowhere'),
      await send(h, 'POST', META, { body: '{}' }),
    ]) {
      expect(r.status).to.be.oneOf([401, 404, 405]);
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-burst-remaining']) {
        expect(r.headers.get(name), `${r.status} ${name}`).to.equal(null);
      }
    }
  });

  it('carries the key\'s real quota state on a refusal after authentication', async () => {
    const coachOnly = await h.parasol.admin.keys.create({ mode: 'sandbox', scopes: ['coach'] });
    if (!coachOnly.ok) throw new Error('key');
    const r = await send(h, 'GET', META, { keyId: coachOnly.value.keyId, secret: coachOnly.value.secret });
    expect(r.status).to.equal(403);
    expect(r.headers.get('x-ratelimit-limit')).to.equal('200');
    expect(r.headers.get('x-ratelimit-remaining')).to.equal('200');
    expect(r.headers.get('x-ratelimit-burst-remaining'), 'a scope refusal takes no burst slot').to.equal('60');
  });

  it('closes a keep-alive connection that sent a body above the limit, so the next request is not stuck behind it', async () => {
    const { request } = await import('node:http');
    const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = Buffer.alloc(200 * 1024, 0x20);
      const first = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request(new URL('/api/v1/travel/quotes', h.server.url), { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': huge.length } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end(huge);
      });
      expect(first.status).to.equal(413);
      expect(first.connection).to.equal('close');
      // The same agent (one socket at most) must get a prompt answer on a fresh connection.
      const started = Date.now();
      const second = await new Promise<number>((resolve, reject) => {
        const req = request(new URL(META, h.server.url), { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.setTimeout(5000, () => req.destroy(new Error('the next request hung behind the unread body')));
        req.on('error', reject);
        req.end();
      });
      expect(second).to.equal(401);
      expect(Date.now() - started).to.be.below(5000);
    } finally {
      agent.destroy();
    }
  });
});

describe('REST access log', () => {
  it('writes one line per answer with the request id, operation, status, code and latency, and never the secret or the signature', async () => {
    const lines: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger = { info: (message: string, fields?: Record<string, unknown>) => lines.push({ message, fields }), warn: () => {}, error: () => {} };
    const h = await startHarness([], { logger, accessLog: true });
    try {
      const r = await send(h, 'GET', META);
      expect(lines).to.have.length(1);
      // The key id is cut to its prefix and four characters: enough to tell keys apart, bounded in size.
      expect(lines[0]?.fields).to.include({ requestId: r.headers.get('x-request-id'), method: 'GET', path: META, operation: 'getMeta', status: 200, code: null, keyId: `${h.keyId.slice(0, 12)}…` });
      expect(lines[0]?.fields?.['latencyMs']).to.be.a('number').and.at.least(0);
      // A refusal's line names its catalogue code; a route that is no endpoint has no operation.
      await send(h, 'GET', META, { signature: `v2=${'0'.repeat(64)}` });
      expect(lines[1]?.fields).to.include({ operation: 'getMeta', status: 401, code: 'INVALID_SIGNATURE' });
      await send(h, 'POST', META);
      expect(lines[2]?.fields).to.include({ operation: null, status: 405, code: 'METHOD_NOT_ALLOWED' });
      const text = JSON.stringify(lines);
      expect(text).to.not.include(h.secret);
      expect(text).to.not.match(/v2=[0-9a-f]{64}/);
      // A funnel page's subscription id is the traveller's key to it: the log keeps its prefix only.
      await send(h, 'GET', '/funnel/s/sub_AbCdEfGhIjKlMnOpQrStUv?lang=fr');
      expect(lines[3]?.fields).to.include({ path: '/funnel/s/sub_…' });
    } finally {
      await h.close();
    }
  });

  it('hands each answer to onAnswered with the core\'s Answer, and an observer that throws changes no answer', async () => {
    const seen: { operation: string | null; status: number; answered: boolean }[] = [];
    const h = await startHarness([], {
      onAnswered: (request, answer) => {
        seen.push({ operation: request.operation, status: request.status, answered: answer !== undefined });
        throw new Error('observer bug');
      },
    });
    try {
      expect((await send(h, 'GET', META)).status).to.equal(200);
      expect((await fetch(new URL('/healthz', h.server.url))).status).to.equal(200);
      expect(seen).to.deep.equal([
        { operation: 'getMeta', status: 200, answered: true },
        { operation: null, status: 200, answered: false },
      ]);
    } finally {
      await h.close();
    }
  });
});

describe('REST caching of the card catalogue', () => {
  it('lets a client keep a card catalogue answer privately for an hour, and nothing else', async () => {
    const h = await startHarness([
      coachModule({
        cardData: new StaticCardData(),
        countryFacts: new StaticCountryFacts(),
        formalities: new StaticFormalities(),
        settings: { funnelBaseUrl: 'https://funnel.example' },
      }),
    ]);
    try {
      const cards = await send(h, 'GET', '/api/v1/coach/cards?country=FR');
      expect(cards.status).to.equal(200);
      expect(cards.headers.get('cache-control')).to.equal('private, max-age=3600');
      const refused = await send(h, 'GET', '/api/v1/coach/cards?country=France');
      expect(refused.status).to.equal(400);
      expect(refused.headers.get('cache-control')).to.equal('no-store');
      const bilan = await send(h, 'POST', '/api/v1/coach/bilan', { body: JSON.stringify({ residence: 'FR', destinations: ['US'] }) });
      expect(bilan.status).to.equal(200);
      expect(bilan.headers.get('cache-control')).to.equal('no-store');
    } finally {
      await h.close();
    }
  });
});
