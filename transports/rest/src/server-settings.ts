/**
 * The HTTP server's own limits: how long a client may take to send a request, how long an idle
 * kept-alive connection stays, how many connections are open at once, and how long shutdown waits
 * for requests in flight. Node's defaults suit a web server that serves slow browsers and uploads
 * (60 s for headers, 300 s for a request, no connection cap); an API called by partners' servers
 * with bodies of at most 64 KiB can be much stricter, which frees sockets held by slow or idle
 * clients. Decisions and reasons: docs/decisions/0118-http-server-limits.md.
 */
export interface ServerSettings {
  /** Time to receive a request's headers, from its first byte (408 REQUEST_TIMEOUT after). */
  readonly headersTimeoutMs: number;
  /**
   * Time to receive a whole request, body included (408 REQUEST_TIMEOUT after). It does not bound
   * the answer: a live quote waiting on insurers is cut by pricing's own deadline.
   */
  readonly requestTimeoutMs: number;
  /** How long a kept-alive connection may stay idle between requests. */
  readonly keepAliveTimeoutMs: number;
  /**
   * Connections open at once. Past it, a new connection closes the one idle the longest; when none
   * is idle, the new one is closed as soon as it is accepted (connection-cap.ts).
   */
  readonly maxConnections: number;
  /**
   * Connections open at once from one remote address (behind a load balancer or reverse proxy,
   * every client has its address: raise it to maxConnections there). Past it, a new connection
   * from that address closes that address's connection idle the longest, or is closed when none is.
   */
  readonly maxConnectionsPerAddress: number;
  /** On close, how long requests in flight may take to finish before their connections are cut. */
  readonly shutdownGraceMs: number;
}

export const DEFAULT_SERVER_SETTINGS: ServerSettings = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // Above the 60 s idle timeout of common load balancers, so they, not we, close idle connections
  // (a connection we close just as the balancer reuses it fails that request).
  keepAliveTimeoutMs: 65_000,
  maxConnections: 1024,
  // A quarter of the cap: one client, however many connections it opens, leaves three quarters to the others.
  maxConnectionsPerAddress: 256,
  shutdownGraceMs: 10_000,
};

/** The environment variable of each setting, for `parasol serve`. */
export const SERVER_SETTINGS_ENV: Readonly<Record<keyof ServerSettings, string>> = {
  headersTimeoutMs: 'PARASOL_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'PARASOL_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'PARASOL_KEEP_ALIVE_TIMEOUT_MS',
  maxConnections: 'PARASOL_MAX_CONNECTIONS',
  maxConnectionsPerAddress: 'PARASOL_MAX_CONNECTIONS_PER_ADDRESS',
  shutdownGraceMs: 'PARASOL_SHUTDOWN_GRACE_MS',
};

export class ServerSettingsError extends Error {
  override readonly name = 'ServerSettingsError';
}

const SETTING_NAMES = Object.keys(DEFAULT_SERVER_SETTINGS) as (keyof ServerSettings)[];

/** Largest value a timer accepts (Node warns and fires at once above it). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The defaults overridden by `overrides`, checked: every setting a whole number (timeouts and the
 * cap at least 1, the grace may be 0 to cut at once), and headers due no later than the request,
 * which node:http requires. Zero is refused for timeouts because node reads it as "no limit".
 */
export function serverSettings(overrides: Partial<ServerSettings> = {}): ServerSettings {
  // Only the settings' own keys: `overrides` may be a whole options object.
  const settings = { ...DEFAULT_SERVER_SETTINGS };
  for (const name of SETTING_NAMES) {
    const value = overrides[name] ?? settings[name];
    settings[name] = value;
    const least = name === 'shutdownGraceMs' ? 0 : 1;
    if (!Number.isSafeInteger(value) || value < least || value > MAX_TIMER_MS) {
      throw new ServerSettingsError(`${name} must be a whole number from ${least} to ${MAX_TIMER_MS}, not ${String(value)}.`);
    }
  }
  if (settings.headersTimeoutMs > settings.requestTimeoutMs) {
    throw new ServerSettingsError(
      `headersTimeoutMs (${settings.headersTimeoutMs}) must not exceed requestTimeoutMs (${settings.requestTimeoutMs}).`,
    );
  }
  return settings;
}

/**
 * The settings an environment sets (see SERVER_SETTINGS_ENV); unset or empty variables are left
 * to the defaults. A value that is not a whole number is refused here, naming the variable, rather
 * than read as NaN.
 */
export function serverSettingsFromEnvironment(env: Readonly<Record<string, string | undefined>>): Partial<ServerSettings> {
  const found: Partial<Record<keyof ServerSettings, number>> = {};
  for (const [name, variable] of Object.entries(SERVER_SETTINGS_ENV) as [keyof ServerSettings, string][]) {
    const text = env[variable]?.trim();
    if (text === undefined || text === '') continue;
    if (!/^\d+$/.test(text)) throw new ServerSettingsError(`${variable} must be a whole number, not "${text}".`);
    found[name] = Number(text);
  }
  return found;
}

/**
 * How often node:http looks for connections past headersTimeoutMs or requestTimeoutMs (its
 * default, 30 s, would let a 10 s timeout run to 40 s): a quarter of the shorter timeout, but at
 * least once a second and never more often than every 10 ms.
 */
export const connectionsCheckingIntervalOf = (settings: ServerSettings): number =>
  Math.min(1000, Math.max(10, Math.floor(Math.min(settings.headersTimeoutMs, settings.requestTimeoutMs) / 4)));
