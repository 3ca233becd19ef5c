import { expect } from 'chai';
import { Agent, request } from 'node:http';
import type Koa from 'koa';
import { coachModule, signRequest, type Parasol } from '@parasol/core';
import { StaticCardData, StaticCountryFacts, StaticFormalities } from '@parasol/static-data';
import { startRestServer, type RestOptions, type RunningServer } from '../src/index.js';
import { startHarness, type RestHarness } from './rest-harness.js';

/**
 * What an API answer looks like on the wire, header by header and in order: the API is answered
 * on node's response rather than through Koa's (api-calls.ts, write-answer.ts), and these pin
 * every header Koa used to send, so that no header can drift in or out unnoticed.
 */

const META = '/api/v1/travel/meta';
const CARDS = '/api/v1/coach/cards';
const BILAN = '/api/v1/coach/bilan';
const JSON_TYPE = 'application/json; charset=utf-8';
/** What node adds after our headers on a kept-alive connection (the server's keep-alive timeout is 65 s). */
const NODE_KEEP_ALIVE = ['Date', 'Connection', 'Keep-Alive'];
const QUOTA = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Burst-Remaining'];

interface WireAnswer {
  readonly status: number;
  readonly reason: string;
  /** Header names exactly as sent, in order. */
  readonly names: readonly string[];
  /** Header values by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  /** Whether the server closed the connection after this answer. */
  readonly closed: boolean;
}

interface WireRequest {
  readonly body?: string;
  readonly headers?: Record<string, string>;
  /** Signed with the harness key (the default), or sent without signing headers. */
  readonly signed?: boolean;
  /** The body sent in chunks (Transfer-Encoding: chunked) instead of with a Content-Length. */
  readonly chunked?: boolean;
}

const coach = () =>
  coachModule({
    cardData: new StaticCardData(),
    countryFacts: new StaticCountryFacts(),
    formalities: new StaticFormalities(),
    settings: { funnelBaseUrl: 'https://funnel.example' },
  });

describe('REST answers on the wire', () => {
  let h: RestHarness;
  let agent: Agent;
  before(async () => {
    h = await startHarness([coach()]);
  });
  after(() => h.close());
  beforeEach(() => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(() => agent.destroy());

  /** Sends to the harness's server signed with its key, or to `server` (over the same Parasol) or another harness. */
  const send = (method: string, target: string, options: WireRequest = {}, via: { harness?: RestHarness; server?: RunningServer } = {}): Promise<WireAnswer> =>
    new Promise((resolve, reject) => {
      const harness = via.harness ?? h;
      const server = via.server ?? harness.server;
      const body = options.body ?? '';
      const timestamp = String(Math.floor(harness.clock.now() / 1000));
      const pathname = target.split('?')[0] ?? target;
      const signing =
        options.signed === false
          ? {}
          : {
              'x-svc-key-id': harness.keyId,
              'x-svc-timestamp': timestamp,
              'x-svc-signature': signRequest(harness.secret, { timestamp, method, pathname, rawBody: Buffer.from(body) }),
            };
      const outgoing = request(`${server.url}${target}`, {
        method,
        agent,
        headers: {
          ...signing,
          ...(body === '' ? {} : { 'content-type': 'application/json' }),
          ...(body === '' || options.chunked === true ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...options.headers,
        },
      });
      outgoing.on('error', reject);
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const names = response.rawHeaders.filter((_, i) => i % 2 === 0);
          const headers = Object.fromEntries(names.map((name, i) => [name.toLowerCase(), response.rawHeaders[2 * i + 1] ?? '']));
          // The agent keeps a socket it may reuse; one the server closed is gone from it.
          setImmediate(() =>
            resolve({
              status: response.statusCode ?? 0,
              reason: response.statusMessage ?? '',
              names,
              headers,
              body: Buffer.concat(chunks),
              closed: Object.values(agent.freeSockets).flat().length === 0,
            }),
          );
        });
      });
      if (options.chunked === true) outgoing.write(body.slice(0, 5));
      outgoing.end(options.chunked === true ? body.slice(5) : body === '' ? undefined : body);
    });

  /** The JSON body of an answer, with the request id it must carry. */
  const json = (answer: WireAnswer) => JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;

  const expectApiHeaders = (answer: WireAnswer, names: readonly string[]) => {
    expect(answer.names).to.deep.equal(names);
    expect(answer.headers['x-request-id']).to.match(/^req_[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(answer.headers['content-type']).to.equal(JSON_TYPE);
    if (answer.headers['keep-alive'] !== undefined) expect(answer.headers['keep-alive']).to.equal('timeout=65');
  };

  it('answers a success with exactly: request id, quota, Cache-Control, type, length, then node\'s own', async () => {
    const answer = await send('GET', META);
    expect([answer.status, answer.reason]).to.deep.equal([200, 'OK']);
    expectApiHeaders(answer, ['X-Request-Id', ...QUOTA, 'Cache-Control', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
    expect(answer.headers).to.include({ 'x-ratelimit-limit': '200', 'cache-control': 'no-store', connection: 'keep-alive' });
    expect(answer.headers['content-length']).to.equal(String(answer.body.length));
    expect(json(answer)).to.have.nested.property('key.keyId', h.keyId);
    expect(answer.closed).to.equal(false);
  });

  it('answers a POST with a body the same way, and a cacheable answer with its Cache-Control', async () => {
    const bilan = await send('POST', BILAN, { body: JSON.stringify({ residence: 'FR', destinations: ['US'] }) });
    expect(bilan.status).to.equal(200);
    expectApiHeaders(bilan, ['X-Request-Id', ...QUOTA, 'Cache-Control', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
    expect(bilan.headers['content-length']).to.equal(String(bilan.body.length));
    const cards = await send('GET', `${CARDS}?country=FR`);
    expect(cards.headers['cache-control']).to.equal('private, max-age=3600');
    expect(cards.headers['content-length']).to.equal(String(cards.body.length));
  });

  it('answers the Coach messages with an ETag, then 304 without a body to If-None-Match naming it, 200 to another tag', async () => {
    const MESSAGES = '/api/v1/coach/messages';
    const first = await send('GET', `${MESSAGES}?lang=fr`);
    expect(first.status).to.equal(200);
    expectApiHeaders(first, ['X-Request-Id', ...QUOTA, 'Cache-Control', 'ETag', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
    expect(first.headers['cache-control']).to.equal('private, max-age=86400');
    const etag = first.headers.etag ?? '';
    expect(etag).to.match(/^"coach-[0-9.]+-fr-[A-Za-z0-9_-]+"$/);
    expect(json(first)).to.include({ ok: true, lang: 'fr' });

    const again = await send('GET', `${MESSAGES}?lang=fr`, { headers: { 'if-none-match': `"stale", W/${etag}` } });
    expect([again.status, again.reason, again.body.length]).to.deep.equal([304, 'Not Modified', 0]);
    expect(again.names).to.deep.equal(['X-Request-Id', ...QUOTA, 'Cache-Control', 'ETag', ...NODE_KEEP_ALIVE]);
    expect(again.headers.etag).to.equal(etag);

    const english = await send('GET', MESSAGES, { headers: { 'if-none-match': etag } });
    expect(english.status).to.equal(200);
    expect(english.headers.etag).to.not.equal(etag);
    expect(json(english)).to.include({ lang: 'en' });
    // An endpoint without an entity tag ignores the header.
    const meta = await send('GET', META, { headers: { 'if-none-match': '*' } });
    expect([meta.status, meta.headers.etag]).to.deep.equal([200, undefined]);
  });

  it('answers a refusal before authentication without quota headers, and one after it with them', async () => {
    const unsigned = await send('GET', META, { signed: false });
    expect([unsigned.status, unsigned.reason]).to.deep.equal([401, 'Unauthorized']);
    expectApiHeaders(unsigned, ['X-Request-Id', 'Cache-Control', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
    expect(json(unsigned)).to.include({ error: 'UNAUTHORIZED', requestId: unsigned.headers['x-request-id'] });

    const bad = await send('GET', `${CARDS}?country=France`);
    expect([bad.status, bad.reason]).to.deep.equal([400, 'Bad Request']);
    expectApiHeaders(bad, ['X-Request-Id', ...QUOTA, 'Cache-Control', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
    expect(json(bad)).to.include({ error: 'BAD_COUNTRY', requestId: bad.headers['x-request-id'] });
  });

  it('answers 429 with Retry-After between the quota headers and Cache-Control', async () => {
    // A harness of its own: the 60 calls spend its key's minute, not the other tests'.
    const own = await startHarness();
    try {
      let answer: WireAnswer | undefined;
      for (let i = 0; i < 61; i++) answer = await send('GET', META, {}, { harness: own });
      expect([answer?.status, answer?.reason]).to.deep.equal([429, 'Too Many Requests']);
      if (answer === undefined) return;
      expectApiHeaders(answer, ['X-Request-Id', ...QUOTA, 'Retry-After', 'Cache-Control', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
      expect(Number(answer.headers['retry-after'])).to.be.within(1, 60);
    } finally {
      await own.close();
    }
  });

  it('answers an unknown path with the core\'s 404 and a known one with another method with its 405, any method', async () => {
    const notFound = await send('GET', '/api/v1/nowhere');
    expect([notFound.status, notFound.reason]).to.deep.equal([404, 'Not Found']);
    expectApiHeaders(notFound, ['X-Request-Id', 'Cache-Control', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
    expect(json(notFound)).to.include({ error: 'NOT_FOUND', requestId: notFound.headers['x-request-id'] });

    for (const method of ['POST', 'OPTIONS', 'DELETE', 'PURGE']) {
      const wrong = await send(method, META, method === 'POST' ? { body: '{}' } : {});
      expect([wrong.status, wrong.reason], method).to.deep.equal([405, 'Method Not Allowed']);
      expectApiHeaders(wrong, ['X-Request-Id', 'Cache-Control', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
      expect(json(wrong)).to.include({ error: 'METHOD_NOT_ALLOWED', detail: `${META} accepts GET.` });
    }
  });

  it('answers HEAD with the headers of the GET-less answer (405 on an API path, 404 elsewhere) and no body', async () => {
    const options = await send('OPTIONS', META);
    const head = await send('HEAD', META);
    expect([head.status, head.reason]).to.deep.equal([405, 'Method Not Allowed']);
    expectApiHeaders(head, ['X-Request-Id', 'Cache-Control', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
    // The length of the body a GET-less method gets, which HEAD does not receive.
    expect(head.headers['content-length']).to.equal(options.headers['content-length']);
    expect(head.body.length).to.equal(0);
    const unknown = await send('HEAD', '/api/v1/nowhere');
    expect(unknown.status).to.equal(404);
    expect(unknown.body.length).to.equal(0);
    expect(Number(unknown.headers['content-length'])).to.be.above(0);
  });

  it('refuses a body above the limit with 413, Connection: close in second place, and closes the connection', async () => {
    const answer = await send('POST', '/api/v1/travel/quotes', { body: JSON.stringify({ pad: 'x'.repeat(70_000) }) });
    expect([answer.status, answer.reason]).to.deep.equal([413, 'Payload Too Large']);
    expectApiHeaders(answer, ['X-Request-Id', 'Connection', 'Cache-Control', 'Content-Type', 'Content-Length', 'Date']);
    expect(answer.headers.connection).to.equal('close');
    expect(json(answer)).to.include({ error: 'PAYLOAD_TOO_LARGE', detail: 'The body exceeds 65536 bytes.', requestId: answer.headers['x-request-id'] });
    expect(answer.closed).to.equal(true);
  });

  it('refuses a body not sent as application/json with 415, whatever the parameters or case of a JSON type', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/vnd.api+json', ';;']) {
      const answer = await send('POST', BILAN, { body: '{}', headers: { 'content-type': type } });
      expect([answer.status, answer.reason], type).to.deep.equal([415, 'Unsupported Media Type']);
      expectApiHeaders(answer, ['X-Request-Id', 'Cache-Control', 'Content-Type', 'Content-Length', ...NODE_KEEP_ALIVE]);
      expect(json(answer)).to.include({ error: 'UNSUPPORTED_MEDIA_TYPE', requestId: answer.headers['x-request-id'] });
    }
    const body = JSON.stringify({ residence: 'FR', destinations: ['US'] });
    for (const type of ['Application/JSON; charset=UTF-8', 'application/json;charset=utf-8']) {
      expect((await send('POST', BILAN, { body, headers: { 'content-type': type } })).status, type).to.equal(200);
    }
  });

  it('reads a body however it is framed, and an announced empty one as empty', async () => {
    const body = JSON.stringify({ residence: 'FR', destinations: ['US'] });
    const chunked = await send('POST', BILAN, { body, chunked: true });
    expect(chunked.status).to.equal(200);
    expect(json(chunked)).to.include({ ok: true });
    const empty = await send('POST', BILAN, { headers: { 'content-type': 'application/json', 'content-length': '0' } });
    expect(json(empty)).to.include({ error: 'INVALID_JSON', detail: 'The body is empty; send a JSON object (content-type: application/json).' });
  });

  it('hands the core the query string decoded, the first value of a repeated parameter, and nothing of the path', async () => {
    const seen: Record<string, string>[] = [];
    const spy: Parasol = {
      ...h.parasol,
      handle: (call) => {
        seen.push({ ...call.query });
        return h.parasol.handle(call);
      },
    };
    const server = await startRestServer({ parasol: spy });
    try {
      const first = await send('GET', `${CARDS}?country=FR&country=DE`, {}, { server });
      expect(first.status).to.equal(200);
      expect(json(first)).to.include({ country: 'FR' });
      await send('GET', `${CARDS}?country=%46R&lang=en+gb&flag&=x&__proto__=p`, {}, { server });
      await send('GET', CARDS, {}, { server });
      expect(seen).to.deep.equal([{ country: 'FR' }, { country: 'FR', lang: 'en gb', flag: '', '': 'x', ['__proto__']: 'p' }, {}]);
      expect(Object.getPrototypeOf(seen[1])).to.equal(Object.prototype);
    } finally {
      await server.close();
    }
  });
});

describe('REST: a bug answers 500 with the request id', () => {
  const start = async (options: Omit<RestOptions, 'parasol'>, broken: (parasol: Parasol) => Parasol) => {
    const h = await startHarness();
    const errors: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger = { info: () => {}, warn: () => {}, error: (message: string, fields?: Record<string, unknown>) => errors.push({ message, fields }) };
    const server = await startRestServer({ ...options, parasol: broken(h.parasol), logger });
    return { h, server, errors, close: () => Promise.all([server.close(), h.close()]) };
  };
  const throwing = (parasol: Parasol): Parasol => ({
    ...parasol,
    handle: () => Promise.reject(new Error('a bug in the core')),
  });
  const get = async (url: string, method = 'GET') => {
    const response = await fetch(url, { method });
    return { response, body: method === 'HEAD' ? '' : await response.text() };
  };

  it('on an API path and an unknown one: the usual headers, INTERNAL_ERROR naming the request id, one error line', async () => {
    const { server, errors, close } = await start({}, throwing);
    try {
      for (const path of [META, '/api/v1/nowhere']) {
        const { response, body } = await get(`${server.url}${path}`);
        const requestId = response.headers.get('x-request-id');
        expect([response.status, response.statusText]).to.deep.equal([500, 'Internal Server Error']);
        expect([...response.headers.keys()]).to.have.members(['x-request-id', 'cache-control', 'content-type', 'content-length', 'date', 'connection', 'keep-alive']);
        expect(response.headers.get('cache-control')).to.equal('no-store');
        expect(JSON.parse(body)).to.deep.equal({ error: 'INTERNAL_ERROR', detail: `Unexpected error; mention request id ${requestId}.`, requestId });
        expect(errors.at(-1)?.message).to.equal('request failed');
        expect(errors.at(-1)?.fields).to.include({ requestId });
        expect(String(errors.at(-1)?.fields?.['error'])).to.include('a bug in the core');
      }
    } finally {
      await close();
    }
  });

  it('in a page: the 500 replaces what the page had begun, keeping the headers it had set', async () => {
    const page: Koa.Middleware = async (ctx, next) => {
      if (ctx.path !== '/broken-page') return next();
      ctx.set('X-Page', 'yes');
      ctx.type = 'text/html';
      ctx.body = '<p>half a page</p>';
      throw new Error('a bug in a page');
    };
    const { server, errors, close } = await start({ pages: page }, (parasol) => parasol);
    try {
      for (const method of ['GET', 'HEAD']) {
        const { response, body } = await get(`${server.url}/broken-page`, method);
        expect([response.status, response.statusText], method).to.deep.equal([500, 'Internal Server Error']);
        expect(response.headers.get('x-page')).to.equal('yes');
        expect(response.headers.get('content-type')).to.equal(JSON_TYPE);
        if (method === 'GET') {
          expect(JSON.parse(body)).to.include({ error: 'INTERNAL_ERROR', requestId: response.headers.get('x-request-id') });
          expect(response.headers.get('content-length')).to.equal(String(Buffer.byteLength(body)));
        }
      }
      expect(errors.map((e) => e.message)).to.deep.equal(['request failed', 'request failed']);
    } finally {
      await close();
    }
  });
});

describe('REST access log of the API\'s own answers', () => {
  it('writes the fields of edge refusals, HEAD and a bug\'s 500, and hands onAnswered the answer it wrote', async () => {
    const h = await startHarness([coach()]);
    const lines: Record<string, unknown>[] = [];
    const answered: (string | undefined)[] = [];
    const logger = { info: (_: string, fields?: Record<string, unknown>) => lines.push(fields ?? {}), warn: () => {}, error: () => {} };
    const parasol: Parasol = { ...h.parasol, handle: (call) => (call.query['bug'] === undefined ? h.parasol.handle(call) : Promise.reject(new Error('bug'))) };
    const server = await startRestServer({ parasol, logger, accessLog: true, onAnswered: (_, answer) => answered.push(answer?.code) });
    try {
      const post = (body: string, type: string) => fetch(`${server.url}${BILAN}`, { method: 'POST', body, headers: { 'content-type': type, 'x-svc-key-id': h.keyId } });
      const tooLarge = await post(JSON.stringify({ pad: 'x'.repeat(70_000) }), 'application/json');
      const form = await post('a=1', 'text/plain');
      const head = await fetch(`${server.url}${META}`, { method: 'HEAD' });
      const bug = await fetch(`${server.url}${META}?bug=1`);
      const ids = [tooLarge, form, head, bug].map((r) => r.headers.get('x-request-id'));
      const common = { method: 'POST', path: BILAN, operation: 'runBilan', keyId: `${h.keyId.slice(0, 12)}…` };
      for (const line of lines) expect(line['latencyMs']).to.be.a('number');
      expect(lines.map(({ latencyMs: _, ...fields }) => fields)).to.deep.equal([
        { requestId: ids[0], ...common, status: 413, code: 'PAYLOAD_TOO_LARGE' },
        { requestId: ids[1], ...common, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
        { requestId: ids[2], method: 'HEAD', path: META, operation: null, status: 405, code: 'METHOD_NOT_ALLOWED', keyId: null },
        { requestId: ids[3], method: 'GET', path: META, operation: 'getMeta', status: 500, code: 'INTERNAL_ERROR', keyId: null },
      ]);
      expect(answered).to.deep.equal(['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'METHOD_NOT_ALLOWED', 'INTERNAL_ERROR']);
    } finally {
      await Promise.all([server.close(), h.close()]);
    }
  });
});

describe('REST: a body cut short', () => {
  it('is an unreadable body (400 INVALID_JSON in the access log, to a client already gone), and the server serves on', async () => {
    const h = await startHarness([coach()]);
    const lines: Record<string, unknown>[] = [];
    const logger = { info: (_: string, fields?: Record<string, unknown>) => lines.push(fields ?? {}), warn: () => {}, error: () => {} };
    const server = await startRestServer({ parasol: h.parasol, logger, accessLog: true });
    try {
      const { connect } = await import('node:net');
      const socket = connect(server.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      // Headers and 7 of the 1000 bytes announced, then the client is gone.
      socket.end(`POST ${BILAN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"resid`);
      // Its access-log line is written once the server has given up on the body.
      while (!lines.some((line) => line['path'] === BILAN)) await new Promise((resolve) => setTimeout(resolve, 10));
      socket.destroy();
      expect(lines.find((line) => line['path'] === BILAN)).to.include({ method: 'POST', operation: 'runBilan', status: 400, code: 'INVALID_JSON' });
      expect((await fetch(`${server.url}${META}`)).status).to.equal(401);
    } finally {
      await Promise.all([server.close(), h.close()]);
    }
  });
});
