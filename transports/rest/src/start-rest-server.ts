import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRestApp, type RestOptions } from './create-rest-app.js';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Listens on host:port (port 0 picks a free one) and resolves once accepting connections. */
export async function startRestServer(options: RestOptions & { host?: string; port?: number }): Promise<RunningServer> {
  const app = createRestApp(options);
  const host = options.host ?? '127.0.0.1';
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, host, () => resolve(s));
    s.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
