/** Where `parasol serve` exposes /metrics (README, Configuration). */
export const METRICS_ENV = { port: 'PARASOL_METRICS_PORT', host: 'PARASOL_METRICS_HOST' } as const;

export const DEFAULT_METRICS_PORT = 9464;

/** A metrics setting that cannot work: start-up stops, naming the variable. */
export class MetricsSettingsError extends Error {
  override readonly name = 'MetricsSettingsError';
}

/**
 * The metrics listener's address, or undefined when PARASOL_METRICS_PORT is `off`. Default port
 * 9464 (Prometheus's registry entry for Node exporters), or a free one when REST is asked for one
 * (`--port 0`: tests and several local instances never collide), like GRPC_PORT. `0` is a free
 * port, as for every port here. Host 127.0.0.1 unless PARASOL_METRICS_HOST says: metrics name
 * operations and insurers, not for the public.
 */
export function metricsSettingsFrom(env: NodeJS.ProcessEnv, restPort: string): { readonly host: string; readonly port: number } | undefined {
  const text = env[METRICS_ENV.port] || (restPort === '0' ? '0' : String(DEFAULT_METRICS_PORT));
  if (text === 'off') return undefined;
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port > 65_535) throw new MetricsSettingsError(`${METRICS_ENV.port} must be a port number from 0 to 65535, or off, not "${text}"`);
  return { host: env[METRICS_ENV.host] || '127.0.0.1', port };
}
