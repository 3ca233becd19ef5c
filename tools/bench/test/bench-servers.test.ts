import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schemaIdOf, validateAgainst, type QuoteResponse } from '@parasol/core/internal';
import { TravelClient } from '@parasol/grpc';
import { startInsurerSimulator, type InsurerSimulator } from '@parasol/sims';
import { BUSY_KOA_US, busyFor } from '../src/bare-koa-app.js';
import { BENCH_INSURERS, writeBenchCatalogue } from '../src/bench-catalogue.js';
import { PAIRS, type SideSpec } from '../src/bench-pairs.js';
import { BENCH_REQUESTS, QUOTE_BODY, signedRequest, type BenchRequestName } from '../src/bench-requests.js';
import { startBenchServer, type RunningBenchServer, type BenchServerOptions, type ServerKind } from '../src/bench-servers.js';
import { RequestFeed } from '../src/request-feed.js';
import { isClean, runLoadPhase } from '../src/load-phase.js';
import { grpcAddressOf } from '../src/grpc-load-phase.js';

/**
 * Every benchmark server answers its bench request with the status the pairs require (a bench
 * that loads a server answering 4xx, or a link replay instead of a mint, measures something
 * else), and the bare baselines answer what Parasol answers. Functional only; speed lives in
 * `npm run bench`. Servers start in-process on 127.0.0.1 and stop after each test.
 */
describe('bench: the bench servers answer the bench requests', () => {
  const running: RunningBenchServer[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
  });

  const start = async (kind: ServerKind, options: BenchServerOptions = {}) => {
    const server = await startBenchServer(kind, options);
    running.push(server);
    return server;
  };

  /** The n-th call of a bench request exactly as the load generator sends it. */
  const send = async (server: RunningBenchServer, name: BenchRequestName, n = 0) => {
    const wire = signedRequest(BENCH_REQUESTS[name], n, Date.now());
    const answer = await fetch(`${server.url}${wire.path}`, { method: wire.method, headers: wire.headers, ...(wire.method === 'POST' ? { body: wire.body } : {}) });
    const text = await answer.text();
    return { status: answer.status, text, body: JSON.parse(text) as Record<string, unknown> };
  };

  /** One gRPC quote as the h2 client sends it; its grpc-status. */
  const callGrpc = async (server: RunningBenchServer) => {
    const client = new TravelClient(grpcAddressOf(server.url));
    try {
      return await client.signedCall('Quote', JSON.parse(QUOTE_BODY), BENCH_REQUESTS.quote.credentials);
    } finally {
      client.close();
    }
  };

  // Every side of every pair that needs no helper process (MongoDB and the insurers are below).
  const sides = new Map<string, SideSpec>();
  for (const pair of Object.values(PAIRS)) for (const side of [pair.subject, pair.baseline]) if (!side.mongo && !side.insurers) sides.set(JSON.stringify(side), side);
  for (const side of sides.values()) {
    const expected = side.protocol === 'grpc' ? 'grpc-status 0' : String(BENCH_REQUESTS[side.request].status);
    it(`${side.server}${side.accessLog ? ' with the access log' : ''} answers the ${side.request} request ${expected}`, async () => {
      const server = await start(side.server, { request: side.request, ...(side.accessLog ? { accessLog: true } : {}) });
      if (side.protocol === 'grpc') {
        expect((await callGrpc(server)).grpcCode).to.equal(0);
        return;
      }
      // Two distinct calls, as consecutive calls of a round are.
      for (const n of [0, 1]) expect((await send(server, side.request, n)).status).to.equal(BENCH_REQUESTS[side.request].status);
    });
  }

  it('the access-log pair\'s server answers as both sides in turns, with the log on the subject\'s only', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = { info: (message: string, fields?: Record<string, unknown>) => void lines.push({ message, ...fields }), warn: () => {}, error: () => {} };
    const server = await start('parasol-rest', { interleaveAccessLog: { subject: true, baseline: false }, logger });
    const read = () => {
      const reading = server.readInterleaved?.();
      if (reading === undefined) throw new Error('the server keeps no account of its sides');
      return reading;
    };
    read();
    // The first side is the subject's; the turn changes every TURN_MS, so a few hundred ms see both.
    const until = Date.now() + 600;
    let answered = 0;
    while (Date.now() < until) {
      expect((await send(server, 'quote', answered)).status).to.equal(200);
      answered += 1;
    }
    const reading = read();
    expect(reading.subject.requests + reading.baseline.requests).to.equal(answered);
    expect(reading.subject.requests).to.be.greaterThan(0);
    expect(reading.baseline.requests).to.be.greaterThan(0);
    expect(reading.subject.cpuUs).to.be.greaterThan(0);
    expect(reading.baseline.cpuUs).to.be.greaterThan(0);
    // One access-log line per request of the subject's turns, none for the baseline's.
    expect(lines.filter((line) => line.message === 'request')).to.have.length(reading.subject.requests);
  });

  it('prices the bench trip in the sandbox, and the key is held to none of the spec\'s ceilings', async () => {
    const server = await start('parasol-rest');
    const first = await send(server, 'quote');
    expect(validateAgainst(schemaIdOf('quote-response'), first.body)).to.deep.equal({ valid: true });
    expect((first.body as unknown as QuoteResponse).mode).to.equal('sandbox');
    for (let i = 0; i < 70; i++) expect((await send(server, 'quote')).status).to.equal(200);
  });

  it('mints a link per distinct call (a repeated call would be a 200 replay, another path)', async () => {
    const server = await start('parasol-rest');
    const minted = await send(server, 'link', 7);
    expect(minted.body).to.include({ replayed: false, ref: 'benchpartner-bench' });
    expect((await send(server, 'link', 7)).status).to.equal(200);
    expect((await send(server, 'postback', 7)).body).to.include({ outcome: 'created' });
  });

  it('the bare Koa baselines answer what Parasol answers, but for what changes with every call', async () => {
    const parasol = await start('parasol-rest');
    // A quoting session, an expiry, a sale id: drawn or dated per call.
    const comparable = (name: BenchRequestName, body: Record<string, unknown>): unknown => {
      if (name === 'quote') return { ...body, sessionId: undefined, quote: { ...(body.quote as object), expiresAt: undefined } };
      if (name === 'meta') return { ...body, key: { ...(body.key as object), quota: undefined, lifetime: undefined } };
      if (name === 'link' || name === 'postback') return Object.keys(body);
      return body;
    };
    for (const name of ['quote', 'meta', 'cards', 'bilan', 'link', 'postback'] as const) {
      const bare = await start('bare-koa', { request: name });
      const canned = await send(bare, name, 100);
      const real = await send(parasol, name, 101);
      expect(canned.status, name).to.equal(real.status);
      expect(comparable(name, canned.body), name).to.deep.equal(comparable(name, real.body));
    }
  });

  it('busy-koa answers exactly what bare-koa answers, after keeping the CPU busy for its BUSY_KOA_US', async () => {
    // The card listing: the same bytes from any server (a link's canned answer is minted per server).
    const bare = await send(await start('bare-koa', { request: 'cards' }), 'cards');
    const busy = await send(await start('busy-koa', { request: 'cards' }), 'cards');
    expect(busy.status).to.equal(bare.status);
    expect(busy.text).to.equal(bare.text);
    // A lower bound only: the loop ends when the clock has moved that far, however slow the host.
    for (const us of [0, 1, BUSY_KOA_US]) {
      const before = process.hrtime.bigint();
      busyFor(us);
      expect(Number(process.hrtime.bigint() - before) / 1000).to.be.at.least(us);
    }
  });

  it('the bare node:http floor sends the REST quote\'s bytes; the bare node:http2 floor, a quote gRPC clients decode', async () => {
    const http = await send(await start('bare-http'), 'quote');
    const real = await send(await start('parasol-rest'), 'quote');
    expect(http.text.length).to.equal(real.text.length);
    const grpc = await callGrpc(await start('bare-h2'));
    expect(grpc.grpcCode).to.equal(0);
    expect((grpc.body as { offers?: unknown[] }).offers).to.have.length((real.body as { offers: unknown[] }).offers.length);
  });

  it('the bare grpc-js floor answers the gRPC quote\'s message with the transport\'s trailers', async () => {
    const floor = await callGrpc(await start('bare-grpc-js'));
    const real = await callGrpc(await start('parasol-grpc'));
    expect(floor.grpcCode).to.equal(0);
    expect(floor.status, 'the x-http-status trailer').to.equal(real.status);
    expect(Object.keys(floor.trailers).sort()).to.deep.equal(Object.keys(real.trailers).sort());
    expect((floor.body as { offers?: unknown[] }).offers).to.have.length((real.body as { offers: unknown[] }).offers.length);
  });

  it('loads a server with distinct calls, each answered as a first call (autocannon takes one from the feed per call)', async () => {
    const server = await start('parasol-rest');
    const feed = new RequestFeed(BENCH_REQUESTS.link);
    feed.prepare(20, Date.now());
    const phase = await runLoadPhase({ url: server.url, connections: 4, amount: 60, request: feed.take });
    // A call sent twice would be a 200 replay.
    expect(phase.statusCodes).to.deep.equal({ 201: 60 });
    expect(isClean(phase, '201')).to.equal(true);
    expect(isClean(phase, '200')).to.equal(false);
  });

  it('hands out distinct calls, signed ahead for a round and on the spot past it', () => {
    const feed = new RequestFeed(BENCH_REQUESTS.link);
    feed.prepare(3, Date.now());
    const bodies = Array.from({ length: 5 }, () => feed.take().body);
    expect(new Set(bodies).size).to.equal(5);
    expect(feed.taken).to.equal(3);
    feed.prepare(2, Date.now());
    expect(bodies).to.not.include(feed.take().body);
  });

  describe('with the twelve simulated insurers', () => {
    const simulators: InsurerSimulator[] = [];
    let directory: string | undefined;
    afterEach(async () => {
      await Promise.all(simulators.splice(0).map((simulator) => simulator.close()));
      if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
    });
    const insurers = async () => {
      for (const insurer of BENCH_INSURERS) simulators.push(await startInsurerSimulator({ currency: insurer.currency }));
      directory = mkdtempSync(join(tmpdir(), 'parasol-bench-test-'));
      return writeBenchCatalogue(directory, simulators.map((simulator) => simulator.url), 2_000);
    };

    it('the live quote rates all twelve, once each, for their two offers', async () => {
      const server = await start('parasol-rest', { cataloguePath: await insurers() });
      const answer = await send(server, 'live-quote');
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ mode: 'live', unpricedCount: 0 });
      expect(answer.body.offers).to.have.length(24);
      expect(simulators.map((simulator) => simulator.requestCount())).to.deep.equal(BENCH_INSURERS.map(() => 1));
    });

    it('the bare fan-out asks all twelve, once each, questions they accept', async () => {
      const server = await start('bare-fanout', { cataloguePath: await insurers() });
      const answer = await send(server, 'live-quote');
      expect(answer.status).to.equal(200);
      expect(answer.body).to.deep.equal({ ok: true, insurers: 12 });
      expect(simulators.map((simulator) => simulator.requestCount())).to.deep.equal(BENCH_INSURERS.map(() => 1));
    });
  });
});
