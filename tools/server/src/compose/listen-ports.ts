import { createServer } from 'node:net';

/** A start-up setting that cannot work: start-up stops with this message, which names the variable. */
export class StartupSettingError extends Error {
  override readonly name = 'StartupSettingError';
}

/** REST's port: `--port` or PORT, a whole number from 0 to 65535 (0 picks free ports for every listener). */
export function restPortFrom(text: string): number {
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port > 65_535) {
    throw new StartupSettingError(`PORT (or --port) must be a port number from 0 to 65535, not "${text}" (0 picks free ports for REST, gRPC and metrics)`);
  }
  return port;
}

/** One address `parasol serve` will listen on, and the setting that chooses it. */
export interface PlannedListener {
  readonly port: number;
  readonly host: string;
  /** How the operator changes it: `PORT (--port)`, `GRPC_PORT`, `PARASOL_METRICS_PORT`. */
  readonly setting: string;
}

/** Whether something already listens on host:port: a listen that is closed again at once. */
const taken = (listener: PlannedListener): Promise<string | undefined> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    probe.listen({ port: listener.port, host: listener.host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });

/**
 * Checks every fixed port before any listener starts, so that a taken one is told once, with every
 * other taken one and how to choose others, instead of one listener failing after another has
 * started (and gRPC's library logging its own line). Port 0 is always free. A port freed or taken
 * between this check and the listen is still reported by the listener itself.
 */
export async function checkPortsFree(listeners: readonly PlannedListener[]): Promise<void> {
  const fixed = listeners.filter((l) => l.port !== 0);
  const problems = (await Promise.all(fixed.map(async (l) => ({ l, code: await taken(l) })))).filter((p) => p.code !== undefined);
  if (problems.length === 0) return;
  const list = problems.map(({ l, code }) => `${l.host}:${l.port} (${l.setting}${code === 'EADDRINUSE' ? ', in use' : `, ${code}`})`).join(', ');
  throw new StartupSettingError(
    `cannot listen on ${list}. Stop what uses ${problems.length === 1 ? 'it' : 'them'}, set ${problems.map(({ l }) => l.setting).join(' and ')} to free ports, or start with --port 0 to take free ports for REST, gRPC and metrics.`,
  );
}
