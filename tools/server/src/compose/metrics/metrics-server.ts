import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export interface RunningMetricsServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Prometheus's scrape target, on a listener of its own beside the API: GET /metrics in the text
 * exposition format, nothing else (404), no signature. Its own address so that it is never
 * reachable where the API is published (127.0.0.1 unless PARASOL_METRICS_HOST says), and so a
 * scrape never counts as API traffic.
 */
export async function startMetricsServer(registry: Registry, options: { readonly host: string; readonly port: number }): Promise<RunningMetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        // A scrape is short and idempotent: nothing to let finish.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
