import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '@parasol/core';

/**
 * Closing without cutting anyone off, within a bound:
 *
 * 1. stop accepting connections (new ones are refused from then on);
 * 2. answer every request under way, and each one that comes on a connection already open, with
 *    `connection: close` (when its answer has not started yet), closing that connection after it;
 * 3. close kept-alive connections that are idle once no request is under way: at once when none
 *    is, else when the last one is answered. Until then an idle connection stays open, since its
 *    client may be sending a request on it (a pool that checks nothing, Python's http.client): that
 *    request is answered rather than reset by a connection closed under it;
 * 4. after `graceMs`, cut the connections still open (their requests lose their answers; one warn
 *    line says how many) and resolve once every connection is gone.
 *
 * Returns the close function; calling it again returns the same promise. Installed when the
 * server is created, so that the answers under way are known when close is called.
 */
export function gracefulClose(server: Server, graceMs: number, logger: Logger): () => Promise<void> {
  const underWay = new Set<ServerResponse>();
  let closing: Promise<void> | undefined;

  server.on('request', (_request, response: ServerResponse) => {
    underWay.add(response);
    // A request that arrives on a kept-alive connection while closing is still answered, but
    // tells its client not to send another one there.
    if (closing !== undefined) response.setHeader('connection', 'close');
    response.once('close', () => {
      underWay.delete(response);
      // The last answer is out: the connections kept alive for more requests are idle now (after
      // node's own bookkeeping of this answer's connection).
      if (closing !== undefined && underWay.size === 0) setImmediate(() => server.closeIdleConnections());
    });
  });

  return () =>
    (closing ??= new Promise((resolve) => {
      for (const response of underWay) if (!response.headersSent) response.setHeader('connection', 'close');
      const cut = setTimeout(() => {
        if (underWay.size > 0) logger.warn('shutdown grace ran out: cutting the requests still under way', { requests: underWay.size, graceMs });
        server.closeAllConnections();
      }, graceMs);
      // node's close also closes the idle connections (node >= 19): kept while requests are under
      // way by shielding them from that call. The callback comes once every connection has closed;
      // an error only says the server was not listening any more, which is what closing wants anyway.
      const keepIdle = underWay.size > 0;
      if (keepIdle) server.closeIdleConnections = () => {};
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      if (keepIdle) delete (server as { closeIdleConnections?: unknown }).closeIdleConnections;
    }));
}
