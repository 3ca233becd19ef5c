import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { BootstrapError, SCOPES, type Logger, type Parasol, type PaymentProvider } from '@parasol/core';
import { ServerSettingsError, serverSettingsFromEnvironment, startRestServer, type RunningServer, type ServerSettings } from '@parasol/rest';
import { readApiReference } from '../compose/api-reference.js';
import { createEmbeddedParasol } from '../compose/create-embedded-parasol.js';
import { paymentProviderFromEnvironment } from '../compose/payments-from-environment.js';
import { processLogger } from '../compose/pino-logger.js';
import { GrpcSettingsError, serveGrpcBeside, type GrpcServing } from './serve-grpc.js';
import { MONGO_URL_ENV, StorageSetupError, openMongoStorage, type MongoStorage } from '../compose/mongo-storage.js';
import { DEFAULT_KEY_FILE, readKeyFile, writeKeyFile } from '../compose/sandbox-key-file.js';
import { CATALOGUE_ENV } from '@parasol/static-data';
import { travellerPages } from '@parasol/web';
import { FUNNEL_ENV } from '../compose/funnel-from-environment.js';
import { MetricsSettingsError, ParasolMetrics, metricsSettingsFrom, observedParasol, startMetricsServer, type RunningMetricsServer } from '../compose/metrics/index.js';

export const SERVE_USAGE = `usage: parasol serve [--host HOST] [--port PORT] [--bootstrap FILE] [--mongo-url URL] [--key-file PATH] [--quiet]

  Serves the REST API (and gRPC beside it, GRPC_PORT), the widget and funnel pages, the API
  reference (/openapi.json, /docs), /healthz and /readyz; Prometheus metrics on their own
  address (PARASOL_METRICS_PORT, default 9464; off to disable). Prints a ready sandbox key and
  saves it to the key file. npm start runs this.

  --host HOST        address to listen on (HOST; default 127.0.0.1)
  --port PORT        REST port (PORT; default 8080; 0 picks free ports for REST, gRPC and metrics)
  --bootstrap FILE   partners, tracked links and keys loaded at start-up (PARASOL_BOOTSTRAP)
  --mongo-url URL    MongoDB storage (PARASOL_MONGO_URL; needs PARASOL_MASTER_KEY); memory when unset
  --key-file PATH    where the sandbox key is saved (default ${DEFAULT_KEY_FILE})
  --quiet            no access log
  -h, --help         this help

  Every environment variable: README.md, Configuration.
`;

/** The demo partner the printed sandbox key credits, so sandbox activity is counted like a real partner's. */
const DEMO_PARTNER = { code: 'demo', baseRateBps: 1000, links: [{ code: 'web1', archived: false, default: true }] };

async function loadBootstrap(parasol: Parasol, path: string): Promise<void> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    throw new BootstrapError(`Cannot read bootstrap file ${path}: ${(e as Error).message}`);
  }
  const report = await parasol.admin.bootstrap(document);
  processLogger.info('bootstrap loaded', { path, ...report });
}

/** Reuses the key file's sandbox key when there is one, so a saved key keeps working across restarts. */
async function ensureSandboxKey(parasol: Parasol, keyFile: string) {
  await parasol.admin.partners.register(DEMO_PARTNER);
  const saved = await readKeyFile(keyFile);
  const reuse = saved && /^ak_test_[A-Za-z0-9_]{4,64}$/.test(saved.keyId) && saved.secret.length >= 16;
  const created = await parasol.admin.keys.create({
    mode: 'sandbox',
    scopes: SCOPES,
    partnerCode: DEMO_PARTNER.code,
    ...(reuse ? { keyId: saved.keyId, secret: saved.secret } : {}),
  });
  if (created.ok) return created.value;
  // The id is taken (the bootstrap file named it): the saved pair is already loaded.
  if (reuse) return { keyId: saved.keyId, secret: saved.secret, mode: 'sandbox' as const };
  throw new Error(`Could not create the sandbox key: ${created.failure.detail ?? created.failure.code}`);
}

/** What an error or a rejection reason is, as log fields: its stack stays one escaped string. */
const described = (reason: unknown): Record<string, unknown> => {
  if (reason instanceof Error) return { name: reason.name, message: reason.message, stack: reason.stack };
  let message: string;
  try {
    message = String(reason);
  } catch {
    message = '(cannot be printed)'; // an object without a prototype has no toString
  }
  return { name: typeof reason, message };
};

/**
 * How the serving process ends. SIGTERM and SIGINT close the server gracefully (requests under way
 * finish, within the server's shutdown grace) and exit 0. An uncaught exception or an unhandled
 * rejection is one error line (node would print a multi-line stack into the JSON-lines stderr),
 * then the same orderly close and exit 1. Once stopping, further signals are ignored: the close is
 * bounded anyway, and Ctrl-C under `npm start` delivers SIGINT twice (from the terminal and from
 * npm), which must not cut the requests the first one lets finish. Installed before start-up, so
 * that a stray rejection during it is reported the same way.
 */
const handleProcessEnd = (logger: Logger) => {
  let server: RunningServer | undefined;
  let exitCode = 0;
  let stopping = false;
  // What closes once the server has: the storage's client (requests under way may still use it).
  let afterClose: (() => Promise<void>) | undefined;
  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    (server?.close() ?? Promise.resolve()).then(() => afterClose?.().catch(() => undefined)).then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.error('closing the server failed', { error: described(error) });
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (!stopping) logger.info('shutting down', { signal, graceMs: server?.settings.shutdownGraceMs ?? 0 });
      stop(0);
    });
  }
  process.on('uncaughtException', (error) => {
    logger.error('uncaught exception: shutting down', { error: described(error) });
    stop(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.error('unhandled rejection: shutting down', { error: described(reason) });
    stop(1);
  });
  return {
    serving: (running: RunningServer) => {
      server = running;
    },
    afterClose: (close: () => Promise<void>) => {
      afterClose = close;
    },
  };
};

export async function runServeCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      bootstrap: { type: 'string', default: process.env.PARASOL_BOOTSTRAP },
      'key-file': { type: 'string', default: DEFAULT_KEY_FILE },
      quiet: { type: 'boolean', default: false },
      'mongo-url': { type: 'string', default: process.env[MONGO_URL_ENV] },
    },
  });
  const processEnd = handleProcessEnd(processLogger);
  let limits: Partial<ServerSettings>;
  let metricsAt: ReturnType<typeof metricsSettingsFrom>;
  try {
    limits = serverSettingsFromEnvironment(process.env);
    metricsAt = metricsSettingsFrom(process.env, values.port);
  } catch (e) {
    if (!(e instanceof ServerSettingsError) && !(e instanceof MetricsSettingsError)) throw e;
    process.stderr.write(`parasol serve: ${e.message}\n`);
    process.exit(1);
  }
  // Observed at the edges only (REST's hook, gRPC's handle, the insurer and funnel adapters).
  const metrics = metricsAt === undefined ? undefined : new ParasolMetrics();
  const masterKey = process.env.PARASOL_MASTER_KEY ? Buffer.from(process.env.PARASOL_MASTER_KEY, 'base64') : undefined;
  // Tracked links lead to this server's own funnel pages unless PARASOL_PUBLIC_URL says where travellers reach it.
  const publicUrl = process.env.PARASOL_PUBLIC_URL ?? `http://${values.host}:${values.port}`;
  let storage: MongoStorage | undefined;
  try {
    storage = values['mongo-url'] ? await openMongoStorage(values['mongo-url'], masterKey) : undefined;
  } catch (e) {
    if (!(e instanceof StorageSetupError)) throw e;
    process.stderr.write(`parasol serve: ${e.message}\n`);
    process.exit(1);
  }
  if (storage) processEnd.afterClose(storage.close);
  let payments: PaymentProvider | undefined;
  try {
    payments = await paymentProviderFromEnvironment(process.env);
  } catch (e) {
    process.stderr.write(`parasol serve: ${(e as Error).message}\n`);
    process.exit(1);
  }
  const parasol = createEmbeddedParasol({
    ...(payments ? { payments } : {}),
    logger: processLogger,
    publicUrl,
    ...(metrics ? { observe: { insurerRating: metrics.insurerRated, funnelCall: metrics.funnelCalled } } : {}),
    ...(masterKey ? { masterKey } : {}),
    // MongoDB: every store on the shared database, and sessions any instance of the deployment accepts.
    ...(storage ? { stores: storage.stores, sessionSecret: storage.sessionSecret } : {}),
  });
  try {
    if (values.bootstrap) await loadBootstrap(parasol, values.bootstrap);
  } catch (e) {
    process.stderr.write(`parasol serve: ${(e as Error).message}\n`);
    process.exit(1);
  }
  const key = await ensureSandboxKey(parasol, values['key-file']);
  const server = await startRestServer({
    parasol,
    // The widget, and the embedded funnel's pages unless links lead to an external funnel.
    pages: travellerPages({ flows: parasol.traveller, funnel: !process.env[FUNNEL_ENV.apiUrl] }),
    logger: processLogger,
    accessLog: !values.quiet,
    ...(metrics ? { onAnswered: metrics.restAnswered } : {}),
    // Ready when the stores answer and links can reach the funnel (the embedded one always can).
    readiness: async () => {
      const [stores, funnel] = await Promise.all([storage?.readiness() ?? { storage: { ok: true, detail: 'memory' } }, parasol.funnelReadiness()]);
      // Informational: a service without live checkout still serves quotes, links and the sandbox, so it stays ready.
      return { ...stores, funnel, checkout: { ok: true, detail: parasol.liveCheckout.detail } };
    },
    // The reference a partner's developer reads: /openapi.json and /docs (docs/openapi.json, read by its first request).
    apiReference: { document: () => readApiReference() },
    host: values.host,
    port: Number(values.port),
    ...limits,
  });
  let grpc: GrpcServing;
  try {
    grpc = await serveGrpcBeside(metrics ? observedParasol(parasol, metrics) : parasol, { host: values.host, restPort: values.port, keyFile: values['key-file'], quiet: values.quiet, shutdownGraceMs: server.settings.shutdownGraceMs, ...(parasol.traveller.checkout ? { checkout: parasol.traveller.checkout } : {}) });
  } catch (e) {
    if (!(e instanceof GrpcSettingsError)) throw e;
    process.stderr.write(`parasol serve: ${e.message}\n`);
    await server.close();
    process.exit(1);
  }
  let metricsServer: RunningMetricsServer | undefined;
  try {
    metricsServer = metrics && metricsAt ? await startMetricsServer(metrics.registry, metricsAt) : undefined;
  } catch (e) {
    process.stderr.write(`parasol serve: metrics cannot listen on ${metricsAt?.host}:${metricsAt?.port} (PARASOL_METRICS_PORT, or off): ${(e as Error).message}\n`);
    await Promise.all([server.close(), grpc.server.close()]);
    process.exit(1);
  }
  // One stop for both transports (each lets its calls under way finish within the grace) and the metrics listener.
  processEnd.serving({ ...server, close: () => Promise.all([server.close(), grpc.server.close(), metricsServer?.close()]).then(() => undefined) });
  const keyPath = await writeKeyFile({ keyId: key.keyId, secret: key.secret, url: server.url }, values['key-file']);
  process.stdout.write(
    [
      `Parasol is serving on ${server.url} (${storage?.description ?? 'memory storage'}).`,
      process.env[CATALOGUE_ENV]
        ? `Live catalogue: ${process.env[CATALOGUE_ENV]}.`
        : `Live catalogue: the sample one, rated by loopback insurers (npx parasol insurer-sim --catalogue ...); set ${CATALOGUE_ENV} for a real one.`,
      `Ready sandbox key (saved to ${keyPath}):`,
      `  PARASOL_KEY_ID=${key.keyId}`,
      `  PARASOL_SECRET=${key.secret}`,
      'Try it: npx parasol request GET /api/v1/travel/meta',
      parasol.liveCheckout.available ? 'Live checkout: on (payments, policy issuance and sale booking composed).' : `Warning: ${parasol.liveCheckout.detail}; live subscriptions cannot be bought (their payment page says so).`,
      ...grpc.lines,
      metricsServer ? `Metrics (Prometheus, unsigned): ${metricsServer.url}` : 'Metrics: off (PARASOL_METRICS_PORT=off).',
      '',
    ].join('\n'),
  );
}
