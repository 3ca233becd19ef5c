import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '@parasol/core';
import { IdleConnections } from './idle-connections.js';

/** How long the cap counts refusals and closed idle connections before the warn line that reports them: a flood must not flood the log too. */
export const REFUSALS_WINDOW_MS = 60_000;

export interface ConnectionLimits {
  /** Connections open at once. */
  readonly maxConnections: number;
  /** Connections open at once from one remote address. */
  readonly maxConnectionsPerAddress: number;
}

/**
 * Caps the connections open at once, overall and per remote address, without letting idle ones
 * lock the server: a new connection past a cap closes the connection idle the longest (of its own
 * address for the per-address cap), and is refused only when none is idle, i.e. when every
 * connection has a request under way. A client holding a thousand kept-alive connections after one
 * page each (65 s of keep-alive) thus gives way to the next client at once instead of for a
 * minute, and one address can hold at most its share however many it opens.
 *
 * A refused connection is closed as soon as it is accepted, with no answer (there is no request to
 * answer yet). The operator learns of both from one warn line per window of REFUSALS_WINDOW_MS:
 * the window opens when a cap is first reached, and its line, when it ends (or when the server
 * closes), counts the connections refused in it, at the cap and per address, and the idle ones
 * closed to make room.
 *
 * Node's own `server.maxConnections` is not used: it refuses a new connection without looking for
 * an idle one to close.
 */
export function capConnections(server: Server, { maxConnections, maxConnectionsPerAddress }: ConnectionLimits, logger: Logger, windowMs = REFUSALS_WINDOW_MS): void {
  // Only the two limits: `limits` may be the server's whole settings, and they go in a log line.
  const limits = { maxConnections, maxConnectionsPerAddress };
  const connections = new IdleConnections(server);
  const report = capReport(server, limits, logger, windowMs);

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (connections.openFrom(address) >= limits.maxConnectionsPerAddress) {
      if (!connections.closeLongestIdle(address)) return report.refuse(socket, 'refusedPerAddress');
      report.count('closedIdle');
    } else if (connections.open >= limits.maxConnections) {
      if (!connections.closeLongestIdle()) return report.refuse(socket, 'refusedAtCap');
      report.count('closedIdle');
    }
    connections.add(socket, address);
  });
}

type Counted = 'refusedAtCap' | 'refusedPerAddress' | 'closedIdle';

/** The counts of one window, reported in one warn line when the window ends. */
const capReport = (server: Server, limits: ConnectionLimits, logger: Logger, windowMs: number) => {
  const counts: Record<Counted, number> = { refusedAtCap: 0, refusedPerAddress: 0, closedIdle: 0 };
  let window: NodeJS.Timeout | undefined;
  const report = () => {
    if (window === undefined) return;
    clearTimeout(window);
    window = undefined;
    logger.warn('connection cap reached', { ...limits, windowMs, ...counts });
    counts.refusedAtCap = counts.refusedPerAddress = counts.closedIdle = 0;
  };
  server.on('close', report);
  const count = (what: Counted) => {
    counts[what] += 1;
    if (window === undefined) (window = setTimeout(report, windowMs)).unref();
  };
  return {
    count,
    refuse(socket: Socket, why: Counted) {
      socket.destroy();
      count(why);
    },
  };
};
