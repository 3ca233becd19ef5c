import type { Server } from 'node:http';
import type { Logger } from '@parasol/core';

/** At most one line a minute while the cap refuses connections: a flood must not flood the log too. */
const LINE_EVERY_MS = 60_000;

/**
 * Caps the connections open at once: node closes each one past the cap as soon as it is
 * accepted, with no answer (there is no request to answer yet). The operator learns it from a
 * warn line counting the connections refused since the previous line.
 */
export function capConnections(server: Server, maxConnections: number, logger: Logger): void {
  server.maxConnections = maxConnections;
  let refused = 0;
  let lastLine = -Infinity;
  server.on('drop', () => {
    refused += 1;
    const now = Date.now();
    if (now - lastLine < LINE_EVERY_MS) return;
    logger.warn('connection cap reached: connections refused', { maxConnections, refused });
    lastLine = now;
    refused = 0;
  });
}
