import { createServer, type RequestListener, type Server } from 'node:http';
import type { Http2Server, ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { ServerCredentials } from '@grpc/grpc-js';
import { ENDPOINTS, type Logger, type Parasol, type ParasolStores, type WebhookDeliveryStore } from '@parasol/core';
import { CryptoRandom } from '@parasol/adapter-memory';
import { connectMongoStores } from '@parasol/adapter-mongo';
import { DEFAULT_SERVER_SETTINGS, answerJson, createRestApp, startRestServer } from '@parasol/rest';
import { grpcMethodPathOf, startGrpcServer } from '@parasol/grpc';
import { FileOfferCatalogue, loadCatalogueFile, SAMPLE_CATALOGUE_PATH } from '@parasol/static-data';
import { composedStoresOf, createEmbeddedParasol, defaultModules, type EmbeddedParasol } from '@parasol/server';
import { flushStderrLogs } from '@parasol/server/pino-logger';
import { createBareFanoutApp } from './bare-fanout-app.js';
import { BUSY_KOA_US, createBareKoaApp } from './bare-koa-app.js';
import { captureGrpcAnswer, createBareGrpcJsServer, createBareH2Server, createBareHttpServer, type CapturedGrpcAnswer } from './bare-protocol-servers.js';
import { BENCH_BOOTSTRAP, BENCH_SANDBOX_KEY, BENCH_SESSION_SECRET } from './bench-keys.js';
import { BENCH_REQUESTS, type BenchRequestName } from './bench-requests.js';
import { grpcQuoteCall } from './grpc-load-phase.js';
import { InterleavedSides, TURN_MS, type InterleavedReading } from './interleaved-sides.js';

/**
 * The servers the benchmark loads, each started on a free loopback port:
 *   parasol-rest  the embedded default (memory stores, default modules) behind startRestServer;
 *                 options: the access log, MongoDB stores, the live catalogue
 *   parasol-grpc  the same Parasol behind startGrpcServer (parasol.travel.v1.Travel/*)
 *   bare-koa      Koa + @koa/router + raw-body answering what Parasol answers one bench request
 *   busy-koa      bare-koa keeping the CPU busy BUSY_KOA_US per request before it answers
 *   bare-http     node:http answering the REST quote's bytes (the protocol's floor)
 *   bare-h2       node:http2 answering the gRPC quote's bytes and trailers (the protocol's floor)
 *   bare-grpc-js  grpc-js answering the gRPC quote's bytes with the transport's trailers (the library's floor)
 *   bare-fanout   Koa asking the 12 simulated insurers directly (the live pair's baseline)
 */
export const SERVER_KINDS = ['parasol-rest', 'parasol-grpc', 'bare-koa', 'busy-koa', 'bare-http', 'bare-h2', 'bare-grpc-js', 'bare-fanout'] as const;
export type ServerKind = (typeof SERVER_KINDS)[number];
export const isServerKind = (name: string): name is ServerKind => (SERVER_KINDS as readonly string[]).includes(name);

export interface BenchServerOptions {
  /** bare-koa and busy-koa: the request whose answer it sends. */
  readonly request?: BenchRequestName;
  /** parasol-rest: one access-log line per request through `logger` (npm start's default). */
  readonly accessLog?: boolean;
  /**
   * parasol-rest: one server answering as two, taking turns every TURN_MS (InterleavedSides): the
   * subject with the access log or not, then the baseline (`accessLog` is then ignored). Log on and
   * off is the access-log pair; off and off, its control.
   */
  readonly interleaveAccessLog?: { readonly subject: boolean; readonly baseline: boolean };
  /** parasol-rest: MongoDB stores at this connection string instead of memory ones. */
  readonly mongoUrl?: string;
  /** parasol-rest and bare-fanout: the live catalogue file (the sample catalogue when absent). */
  readonly cataloguePath?: string;
  /** Where the server reports unexpected errors, and the access log's lines (the bench server passes the process logger). */
  readonly logger?: Logger;
  /**
   * parasol-rest on memory: these stores and delivery log instead of createEmbeddedParasol's own
   * (the same classes), so the caller can reach the records they keep (the memory scenario).
   */
  readonly memoryStores?: { readonly stores: Required<ParasolStores>; readonly deliveries: WebhookDeliveryStore };
}

export interface RunningBenchServer {
  /** `http://host:port`, or `grpc://host:port` for the servers loaded over gRPC. */
  readonly url: string;
  /** An interleaved server's account of each side since the last reading. */
  readonly readInterleaved?: () => InterleavedReading;
  close(): Promise<void>;
}

/** Starts one bench server, exactly as the benchmark loads it. */
export const startBenchServer = async (kind: ServerKind, options: BenchServerOptions = {}): Promise<RunningBenchServer> => {
  const logger = options.logger ? { logger: options.logger } : {};
  switch (kind) {
    case 'parasol-rest': {
      const { parasol, close } = await benchParasol(options);
      if (options.interleaveAccessLog) return interleavedAccessLog(parasol, options.interleaveAccessLog, options.logger, close);
      // The load comes from one address (loopback), as through a proxy: one address may use every connection.
      const server = await startRestServer({ parasol, ...logger, ...(options.accessLog ? { accessLog: true } : {}), maxConnectionsPerAddress: DEFAULT_SERVER_SETTINGS.maxConnections });
      return { url: server.url, close: () => server.close().then(close) };
    }
    case 'parasol-grpc': {
      const { parasol, close } = await benchParasol(options);
      const server = await startGrpcServer({ parasol, ...logger });
      return { url: `grpc://${server.address}`, close: () => server.close().then(close) };
    }
    case 'bare-koa':
    case 'busy-koa': {
      const request = BENCH_REQUESTS[options.request ?? 'quote'];
      const answer = await cannedAnswer(request.name);
      const canned = { method: request.method, path: request.target.split('?')[0] as string, status: answer.status, body: answer.body };
      return listen(createBareKoaApp(canned, kind === 'busy-koa' ? BUSY_KOA_US : 0).callback());
    }
    case 'bare-http':
      return listening(createBareHttpServer(Buffer.from((await cannedAnswer('quote')).json)));
    case 'bare-h2':
      return listening(createBareH2Server((await grpcQuoteAnswer()).message));
    case 'bare-grpc-js': {
      const { message, trailers } = await grpcQuoteAnswer();
      const server = createBareGrpcJsServer(grpcMethodPathOf(ENDPOINTS.createQuote), message.subarray(5), trailers);
      const port = await new Promise<number>((resolve, reject) => server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (e, bound) => (e ? reject(e) : resolve(bound))));
      return { url: `grpc://127.0.0.1:${port}`, close: async () => server.forceShutdown() };
    }
    case 'bare-fanout': {
      const fanout = createBareFanoutApp(loadCatalogueFile(options.cataloguePath ?? SAMPLE_CATALOGUE_PATH));
      return listen(fanout.app.callback(), fanout.close);
    }
  }
};

/**
 * The embedded default with the bench keys bootstrapped and the bench session secret (so the load
 * generator can make sessions for POST /links), on memory stores or MongoDB ones.
 */
export const benchParasol = async (options: BenchServerOptions): Promise<{ parasol: EmbeddedParasol; close(): Promise<void> }> => {
  const mongo = options.mongoUrl === undefined ? undefined : await connectMongoStores(options.mongoUrl);
  const stores = mongo && composedStoresOf(mongo);
  const parasol = createEmbeddedParasol({
    random: new CryptoRandom(),
    sessionSecret: BENCH_SESSION_SECRET,
    ...(options.logger ? { logger: options.logger } : {}),
    // On MongoDB the delivery log too, as `parasol serve` composes it.
    ...(stores && mongo ? { stores, webhooks: { deliveries: mongo.webhookDeliveries } } : {}),
    ...(!mongo && options.memoryStores ? { stores: options.memoryStores.stores, webhooks: { deliveries: options.memoryStores.deliveries } } : {}),
    modules: defaultModules({
      ...(options.logger ? { logger: options.logger } : {}),
      liveCatalogue: new FileOfferCatalogue(options.cataloguePath ?? SAMPLE_CATALOGUE_PATH),
    }),
  });
  await parasol.admin.bootstrap(BENCH_BOOTSTRAP);
  return { parasol, close: async () => mongo?.close() };
};

/**
 * An interleaved pair's server: two REST apps over one Parasol, the access log on or off in each,
 * taking turns on one node server. The apps are the transport's own (createRestApp);
 * the server around them is the bench's plain one, the same for both sides.
 */
const interleavedAccessLog = async (
  parasol: Parasol,
  accessLog: NonNullable<BenchServerOptions['interleaveAccessLog']>,
  logger: Logger | undefined,
  release: () => Promise<void>,
): Promise<RunningBenchServer> => {
  const app = (withLog: boolean) => createRestApp({ parasol, ...(logger ? { logger } : {}), ...(withLog ? { accessLog: true } : {}) }).callback();
  // The log's lines wait up to 10 ms to be formatted and written: each turn settles its own.
  const sides = new InterleavedSides(app(accessLog.subject), app(accessLog.baseline), flushStderrLogs);
  const turns = setInterval(() => sides.switchSide(), TURN_MS);
  const server = await listen(sides.listener, () => {
    clearInterval(turns);
    void release();
  });
  return { ...server, readInterleaved: () => sides.read() };
};

/** What Parasol answers the first call of a bench request, computed once in-process: what the bare servers send. */
export const cannedAnswer = async (name: BenchRequestName): Promise<{ status: number; body: unknown; json: string }> => {
  const request = BENCH_REQUESTS[name];
  const { parasol } = await benchParasol({});
  const answer = await parasol.client(request.credentials).call(request.method, request.target, request.method === 'POST' ? request.body(0) : undefined);
  if (answer.status !== request.status) throw new Error(`Parasol answered the bench ${name} request ${answer.status}, not ${request.status}: ${answerJson(answer).slice(0, 300)}`);
  return { status: answer.status, body: answer.body, json: answerJson(answer) };
};

/** The gRPC message and trailers the gRPC transport answers the bench quote with, read off the wire of a real one. */
const grpcQuoteAnswer = async (): Promise<CapturedGrpcAnswer> => {
  const { parasol } = await benchParasol({});
  const server = await startGrpcServer({ parasol });
  try {
    const { headers, message } = grpcQuoteCall({ url: `grpc://${server.address}`, credentials: BENCH_SANDBOX_KEY });
    return await captureGrpcAnswer(server.address, headers, message);
  } finally {
    await server.close();
  }
};

const listen = (handler: RequestListener, release: () => void = () => {}): Promise<RunningBenchServer> => listening(createServer(handler), release);

/** Listens on a free loopback port, with the REST server's keep-alive so connections are handled alike. */
const listening = async (server: Server | Http2Server, release: () => void = () => {}): Promise<RunningBenchServer> => {
  const http1 = 'closeAllConnections' in server;
  // HTTP/2 sessions outlive their streams: closing the server waits for them, so they are cut.
  const sessions = new Set<ServerHttp2Session>();
  if (!http1) server.on('session', (session: ServerHttp2Session) => sessions.add(session.once('close', () => sessions.delete(session))));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  if (http1) server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `${http1 ? 'http' : 'grpc'}://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        release();
        if (http1) server.closeAllConnections();
        for (const session of sessions) session.destroy();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
};
