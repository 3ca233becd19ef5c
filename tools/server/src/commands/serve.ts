import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { BootstrapError, type Logger, type Parasol, type PaymentProvider } from '@parasol/core';
import { ServerSettingsError, serverSettingsFromEnvironment, startRestServer, type RunningServer, type ServerSettings } from '@parasol/rest';
import { readApiReference } from '../compose/api-reference.js';
import { createEmbeddedParasol } from '../compose/create-embedded-parasol.js';
import { serveWebhooks } from '../compose/webhook-loop.js';
import { paymentProviderFromEnvironment } from '../compose/payments-from-environment.js';
import { processLogger } from '../compose/pino-logger.js';
import { GRPC_ENV, GrpcSettingsError, grpcPortFrom, serveGrpcBeside, type GrpcServing } from './serve-grpc.js';
import { MONGO_URL_ENV, StorageSetupError, openMongoStorage, type MongoStorage } from '../compose/mongo-storage.js';
import { DEFAULT_KEY_FILE, writeKeyFile } from '../compose/sandbox-key-file.js';
import { ensureDemoSandboxKey, sandboxKeyLines } from '../compose/demo-sandbox-key.js';
import { CLOCK_OFFSET_ENV, ClockOffsetError, OffsetClock, describeOffset, parseClockOffset } from '../compose/clock-offset.js';
import { StartupSettingError, checkPortsFree, restPortFrom } from '../compose/listen-ports.js';
import { masterKeyFrom } from '../compose/master-key-setting.js';
import { CATALOGUE_ENV, catalogueFromEnvironment } from '@parasol/static-data';
import { liveCatalogueLine } from './live-catalogue-line.js';
import { SMTP_ENV, webPages } from '../compose/web-pages.js';
import { loadOperators, operatorsFileBeside } from '../compose/operators-file.js';
import { FUNNEL_ENV } from '../compose/funnel-from-environment.js';
import { METRICS_ENV, MetricsSettingsError, ParasolMetrics, metricsSettingsFrom, observedParasol, startMetricsServer, type RunningMetricsServer } from '../compose/metrics/index.js';

export const SERVE_USAGE = `usage: parasol serve [--host HOST] [--port PORT] [--bootstrap FILE] [--mongo-url URL] [--key-file PATH] [--quiet]

  Serves the REST API (and gRPC beside it, GRPC_PORT), the widget and funnel pages, the API
  reference (/openapi.json, /docs), /healthz and /readyz; Prometheus metrics on their own
  address (PARASOL_METRICS_PORT, default 9464; off to disable). Makes one sandbox key per store,
  prints its secret that once and saves it to the key file; later starts name it. npm start runs this.

  --host HOST        address to listen on (HOST; default 127.0.0.1)
  --port PORT        REST port (PORT; default 8080; 0 picks free ports for REST, gRPC and metrics)
  --bootstrap FILE   partners, tracked links and keys loaded at start-up (PARASOL_BOOTSTRAP)
  --mongo-url URL    MongoDB storage (PARASOL_MONGO_URL; needs PARASOL_MASTER_KEY); memory when unset
  --key-file PATH    where the sandbox key is saved (default ${DEFAULT_KEY_FILE})
  --quiet            no access log
  -h, --help         this help

  Every environment variable: README.md, Configuration.
`;

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
  // What stops before the storage closes: the webhook loop, whose round under way still uses it.
  let beforeStorageCloses: (() => Promise<void>) | undefined;
  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    (server?.close() ?? Promise.resolve())
      .then(() => beforeStorageCloses?.().catch(() => undefined))
      .then(() => afterClose?.().catch(() => undefined))
      .then(
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
    beforeStorageCloses: (stop: () => Promise<void>) => {
      beforeStorageCloses = stop;
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
  let restPort: number;
  let masterKey: Uint8Array | undefined;
  let clock: OffsetClock | undefined;
  // Every setting read, and every fixed port checked, before anything listens or connects.
  try {
    restPort = restPortFrom(values.port);
    limits = serverSettingsFromEnvironment(process.env);
    metricsAt = metricsSettingsFrom(process.env, values.port);
    masterKey = masterKeyFrom(process.env.PARASOL_MASTER_KEY);
    const offset = process.env[CLOCK_OFFSET_ENV];
    clock = offset === undefined || offset === '' ? undefined : new OffsetClock(parseClockOffset(offset));
    await checkPortsFree([
      { port: restPort, host: values.host, setting: 'PORT (--port)' },
      { port: grpcPortFrom(process.env, values.port), host: values.host, setting: GRPC_ENV.port },
      ...(metricsAt ? [{ port: metricsAt.port, host: metricsAt.host, setting: METRICS_ENV.port }] : []),
    ]);
  } catch (e) {
    const known = [ServerSettingsError, MetricsSettingsError, StartupSettingError, GrpcSettingsError, ClockOffsetError];
    if (!known.some((kind) => e instanceof kind)) throw e;
    process.stderr.write(`parasol serve: ${(e as Error).message}\n`);
    process.exit(1);
  }
  // Time-bound rules shown on a running server (a demo, a test): loud, on every start, in the log and the banner.
  const clockWarning = clock ? `The clock is moved ${describeOffset(clock.offsetMs)} (${CLOCK_OFFSET_ENV}=${process.env[CLOCK_OFFSET_ENV]}): dates, validations, expiries and quotas run on it. Never in production.` : undefined;
  if (clock) processLogger.warn('clock moved', { [CLOCK_OFFSET_ENV]: process.env[CLOCK_OFFSET_ENV], offsetMs: clock.offsetMs });
  // Observed at the edges only (REST's hook, gRPC's handle, the insurer and funnel adapters).
  const metrics = metricsAt === undefined ? undefined : new ParasolMetrics();
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
    ...(clock ? { clock } : {}),
    // MongoDB: every store on the shared database, and sessions any instance of the deployment accepts.
    ...(storage ? { stores: storage.stores, consoleStores: storage.consoleStores, sessionSecret: storage.sessionSecret, webhooks: { deliveries: storage.webhookDeliveries } } : {}),
  });
  // Webhooks: every second the validation sweep, the relay and the dispatcher (docs/webhooks.md),
  // and the relay and the dispatcher as soon as a write records an event; stopped at shutdown
  // after its round under way, before the storage closes.
  const webhookLoop = parasol.webhooks ? serveWebhooks(parasol.webhooks, { logger: processLogger }) : undefined;
  if (webhookLoop) processEnd.beforeStorageCloses(webhookLoop.stop);
  try {
    if (values.bootstrap) await loadBootstrap(parasol, values.bootstrap);
  } catch (e) {
    process.stderr.write(`parasol serve: ${(e as Error).message}\n`);
    process.exit(1);
  }
  // Operators made by `parasol operators create` for memory storage (MongoDB has them already).
  if (!storage) {
    const operators = await loadOperators(parasol.console.stores.users, operatorsFileBeside(values['key-file']));
    if (operators > 0) processLogger.info('console operators loaded', { count: operators });
  }
  const key = await ensureDemoSandboxKey(parasol, values['key-file']);
  let server: RunningServer;
  try {
    server = await startRestServer({
      parasol,
      // The widget, and the embedded funnel's pages unless links lead to an external funnel.
      pages: webPages(parasol, { funnel: !process.env[FUNNEL_ENV.apiUrl], logger: processLogger, env: process.env }),
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
      port: restPort,
      ...limits,
    });
  } catch (e) {
    // Taken since the check: the same advice.
    process.stderr.write(`parasol serve: REST cannot listen on ${values.host}:${restPort} (PORT, or --port 0 for free ports): ${(e as Error).message}\n`);
    process.exit(1);
  }
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
    process.stderr.write(`parasol serve: metrics cannot listen on ${metricsAt?.host}:${metricsAt?.port} (${METRICS_ENV.port}, or off, or --port 0 for free ports): ${(e as Error).message}\n`);
    await Promise.all([server.close(), grpc.server.close()]);
    process.exit(1);
  }
  // One stop for both transports (each lets its calls under way finish within the grace) and the metrics listener.
  processEnd.serving({ ...server, close: () => Promise.all([server.close(), grpc.server.close(), metricsServer?.close()]).then(() => undefined) });
  // The file follows the server's address; a key whose secret this start does not know leaves it alone.
  const keyPath = key.origin === 'stored' ? undefined : await writeKeyFile({ keyId: key.keyId, secret: key.secret, url: server.url }, values['key-file']);
  process.stdout.write(
    [
      `Parasol is serving on ${server.url} (${storage?.description ?? 'memory storage'}).`,
      ...(clockWarning ? [`WARNING: ${clockWarning}`] : []),
      await liveCatalogueBanner(),
      ...sandboxKeyLines(key, keyPath),
      'Try it: npx parasol request GET /api/v1/travel/meta',
      `Partner console: ${server.url}/console (sign up for a sandbox key; ${process.env[SMTP_ENV.url] ? 'mail through PARASOL_SMTP_URL' : 'PARASOL_SMTP_URL unset: its mails, links included, go to the log'}).`,
      parasol.liveCheckout.available ? 'Live checkout: on (payments, policy issuance and sale booking composed).' : `Warning: ${parasol.liveCheckout.detail}; live subscriptions cannot be bought (their payment page says so).`,
      ...grpc.lines,
      metricsServer ? `Metrics (Prometheus, unsigned): ${metricsServer.url}` : 'Metrics: off (PARASOL_METRICS_PORT=off).',
      '',
    ].join('\n'),
  );
}

/** The banner's live catalogue line; a catalogue that cannot be read says so (quotes will too). */
const liveCatalogueBanner = async (): Promise<string> => {
  const live = catalogueFromEnvironment();
  try {
    return await liveCatalogueLine(await live.catalogue.current(), live, CATALOGUE_ENV);
  } catch (e) {
    return `Live catalogue: ${live.path} cannot be read (${(e as Error).message}): live quotes will fail until it can.`;
  }
};
