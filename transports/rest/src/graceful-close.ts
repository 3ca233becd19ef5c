import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '@parasol/core';

/**
 * Closing without cutting anyone off, within a bound:
 *
 * 1. stop accepting connections (new ones are refused from then on);
 * 2. close kept-alive connections that are idle now, and each other one as soon as its last
 *    answer is sent, which carries `connection: close` when it has not started yet;
 * 3. after `graceMs`, cut the connections still open (their requests lose their answers; one warn
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
      // node keeps a connection alive after an answer sent before close began; it is idle now.
      if (closing !== undefined) setImmediate(() => server.closeIdleConnections());
    });
  });

  return () =>
    (closing ??= new Promise((resolve) => {
      for (const response of underWay) if (!response.headersSent) response.setHeader('connection', 'close');
      const cut = setTimeout(() => {
        if (underWay.size > 0) logger.warn('shutdown grace ran out: cutting the requests still under way', { requests: underWay.size, graceMs });
        server.closeAllConnections();
      }, graceMs);
      // The callback comes once every connection has closed; an error only says the server was
      // not listening any more, which is what closing wants anyway.
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    }));
}
