import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Logger, Parasol } from '@parasol/core';
import { CryptoRandom } from '@parasol/adapter-memory';
import { startRestServer } from '@parasol/rest';
import { startGrpcServer } from '@parasol/grpc';
import { FileOfferCatalogue, loadCatalogueFile } from '@parasol/static-data';
import { createEmbeddedParasol } from '../compose/create-embedded-parasol.js';
import { defaultModules } from '../compose/default-modules.js';
import { createBareFanoutApp } from './bare-fanout-app.js';
import { createBareKoaApp } from './bare-koa-app.js';
import { BENCH_BOOTSTRAP, BENCH_LIVE_KEY, BENCH_SANDBOX_KEY } from './bench-keys.js';
import { QUOTE_BODY, type BenchCredentials } from './bench-request.js';

/**
 * The servers the benchmark loads, each with the same request:
 *   bare-koa        Koa endpoint replying a few bytes (the baseline of the throughput ratio)
 *   bare-koa-quote  the same endpoint replying a canned sandbox quote (same bytes, nothing computed)
 *   sandbox-quotes  the embedded default over REST, sandbox key
 *   grpc-sandbox-quotes  the same over gRPC (parasol.travel.v1.Travel/Quote), the same trip and key
 *   bare-fanout     Koa endpoint asking the 12 simulated insurers directly (the live baseline)
 *   live-quotes     the embedded default over REST, live key, 12 simulated insurers
 */
export const SCENARIOS = ['bare-koa', 'bare-koa-quote', 'sandbox-quotes', 'grpc-sandbox-quotes', 'bare-fanout', 'live-quotes'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** The scenarios that call the simulated insurers, so need the bench catalogue. */
export const INSURER_SCENARIOS: readonly ScenarioName[] = ['bare-fanout', 'live-quotes'];

/** The scenarios loaded over gRPC (runGrpcLoadPhase) rather than HTTP; their url is grpc://host:port. */
export const GRPC_SCENARIOS: readonly ScenarioName[] = ['grpc-sandbox-quotes'];

/** The key each scenario is loaded with (the baselines ignore the signature but get the same headers). */
export const SCENARIO_KEYS: Readonly<Record<ScenarioName, BenchCredentials>> = {
  'bare-koa': BENCH_SANDBOX_KEY,
  'bare-koa-quote': BENCH_SANDBOX_KEY,
  'sandbox-quotes': BENCH_SANDBOX_KEY,
  'grpc-sandbox-quotes': BENCH_SANDBOX_KEY,
  'bare-fanout': BENCH_LIVE_KEY,
  'live-quotes': BENCH_LIVE_KEY,
};

export const isScenarioName = (name: string): name is ScenarioName => (SCENARIOS as readonly string[]).includes(name);

export interface ScenarioOptions {
  /** bare-fanout and live-quotes: the catalogue file whose insurers point at the running simulators. */
  readonly cataloguePath?: string;
  /** Where the server reports unexpected errors (the bench server passes the process logger). */
  readonly logger?: Logger;
}

export interface RunningScenario {
  readonly url: string;
  /** The key the load generator signs with (the baselines ignore the signature). */
  readonly credentials: BenchCredentials;
  close(): Promise<void>;
}

/** Starts one scenario's server on a free loopback port, exactly as the benchmark loads it. */
export const startScenario = async (name: ScenarioName, options: ScenarioOptions = {}): Promise<RunningScenario> => {
  switch (name) {
    case 'bare-koa':
      return listenBare(createBareKoaApp(), SCENARIO_KEYS[name]);
    case 'bare-koa-quote':
      return listenBare(createBareKoaApp(await sandboxAnswer()), SCENARIO_KEYS[name]);
    case 'sandbox-quotes':
      return listenParasol(await benchParasol(options), SCENARIO_KEYS[name], options);
    case 'grpc-sandbox-quotes': {
      const server = await startGrpcServer({ parasol: await benchParasol(options), ...(options.logger ? { logger: options.logger } : {}) });
      return { url: `grpc://${server.address}`, credentials: SCENARIO_KEYS[name], close: () => server.close() };
    }
    case 'bare-fanout': {
      const fanout = createBareFanoutApp(loadCatalogueFile(cataloguePathOf(name, options)));
      return listenBare(fanout.app, SCENARIO_KEYS[name], fanout.close);
    }
    case 'live-quotes':
      return listenParasol(await benchParasol({ ...options, cataloguePath: cataloguePathOf(name, options) }), SCENARIO_KEYS[name], options);
  }
};

const cataloguePathOf = (name: ScenarioName, options: ScenarioOptions): string => {
  if (options.cataloguePath === undefined) throw new Error(`the ${name} scenario needs the bench catalogue path`);
  return options.cataloguePath;
};

/** The embedded default (memory stores, default modules) with the bench keys bootstrapped. */
const benchParasol = async (options: ScenarioOptions): Promise<Parasol> => {
  const random = new CryptoRandom();
  const parasol = createEmbeddedParasol({
    random,
    ...(options.logger ? { logger: options.logger } : {}),
    modules: defaultModules({
      ...(options.cataloguePath === undefined ? {} : { liveCatalogue: new FileOfferCatalogue(options.cataloguePath) }),
    }),
  });
  await parasol.admin.bootstrap(BENCH_BOOTSTRAP);
  return parasol;
};

/** What the sandbox answers the bench quote, computed once: the canned reply of bare-koa-quote. */
const sandboxAnswer = async (): Promise<object> => {
  const answer = await (await benchParasol({})).client(BENCH_SANDBOX_KEY).quote(QUOTE_BODY);
  if (answer.status !== 200) throw new Error(`the sandbox refused the bench quote: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const listenParasol = async (parasol: Parasol, credentials: BenchCredentials, options: ScenarioOptions): Promise<RunningScenario> => {
  const server = await startRestServer({ parasol, ...(options.logger ? { logger: options.logger } : {}) });
  return { url: server.url, credentials, close: () => server.close() };
};

const listenBare = async (app: Koa, credentials: BenchCredentials, release: () => void = () => {}): Promise<RunningScenario> => {
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  // The REST server's keep-alive setting, so connections are handled alike.
  server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    close: () =>
      new Promise((resolve, reject) => {
        release();
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
};
