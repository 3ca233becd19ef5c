import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '@parasol/core';
import { createRestApp, type RestOptions } from './create-rest-app.js';
import { capConnections } from './connection-cap.js';
import { gracefulClose } from './graceful-close.js';
import { handleHttpLayerErrors } from './http-layer-errors.js';
import { closeAfterUnreadBody } from './unread-body-close.js';
import { connectionsCheckingIntervalOf, serverSettings, type ServerSettings } from './server-settings.js';

// The settings are part of this function's options: exported with it (index.ts exports this file).
export { DEFAULT_SERVER_SETTINGS, SERVER_SETTINGS_ENV, ServerSettingsError, serverSettingsFromEnvironment, type ServerSettings } from './server-settings.js';

export interface RestServerOptions extends RestOptions, Partial<ServerSettings> {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** The limits in force: the defaults, overridden by the options. */
  readonly settings: ServerSettings;
  /**
   * Stops accepting connections, lets the requests under way finish within shutdownGraceMs, then
   * cuts what remains; resolves once every connection is closed. Calling it again is harmless.
   */
  close(): Promise<void>;
}

/** Listens on host:port and resolves once accepting connections. */
export async function startRestServer(options: RestServerOptions): Promise<RunningServer> {
  const settings = serverSettings(options);
  const logger = options.logger ?? silentLogger;
  const app = createRestApp(options);
  const host = options.host ?? '127.0.0.1';
  const server = createServer({
    headersTimeout: settings.headersTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    connectionsCheckingInterval: connectionsCheckingIntervalOf(settings),
  });
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  // All before the app's request handler: Koa's 'error' listener must exist when callback() runs,
  // and an answer's connection header is decided as it starts.
  handleHttpLayerErrors(server, app, settings, logger);
  const close = gracefulClose(server, settings.shutdownGraceMs, logger);
  closeAfterUnreadBody(server);
  server.on('request', app.callback());
  capConnections(server, settings, logger);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Once listening, an error (a failed accept, out of file descriptors) must not crash the process
  // through a missing listener: node keeps accepting, so it is logged.
  server.on('error', (error: NodeJS.ErrnoException) =>
    logger.error('server error', { error: { name: error.name, message: error.message, code: error.code } }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host}:${port}`, port, settings, close };
}
