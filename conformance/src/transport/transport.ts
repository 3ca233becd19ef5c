/**
 * What the conformance suite needs from a transport: start, send one call exactly as given,
 * read the answer back, stop. REST, the in-process facade and gRPC each implement it,
 * and the same cases run against all of them with the same expectations.
 */
export interface Transport {
  readonly name: string;
  /** What this transport can carry (transport-features.ts); a case needing more is not applicable to it. */
  readonly features: ReadonlySet<TransportFeature>;
  /**
   * For a transport that lacks features: its own world (the Parasol it serves) reached in process,
   * where the suite plays the cases that do not apply to it, in suite order and unchecked, so that
   * every case it does run finds the keys' histories (daily counts, sessions, links, sales) as the
   * other transports leave them. Available once started.
   */
  readonly sameWorld?: Transport;
  start(): Promise<void>;
  stop(): Promise<void>;
  send(request: ConformanceRequest): Promise<ConformanceResponse>;
}

/**
 * One call, already signed (or deliberately mis-signed) by the suite: every transport receives
 * the same bytes and the same header values, so a difference in the answer is the transport's.
 */
export interface ConformanceRequest {
  readonly method: string;
  /** URL path without the query string, sent as is (case, trailing slash and all). */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** The exact body bytes, UTF-8; '' for none. */
  readonly rawBody: string;
  /** The three signing headers; an absent one is not sent at all. */
  readonly headers: SigningHeaders;
  /**
   * The signing headers for another wire form of the same call, with the same deliberate faults
   * (wrong secret, omitted header, v1, stale time, another signed path or body): what a transport
   * whose signed message is not `${ts}.${METHOD}.${pathname}.${rawBody}` of the JSON body (gRPC
   * signs its method path and message bytes) sends instead of `headers`.
   */
  /** The REST-level path or body text the case signs instead of the real ones (a deliberate fault), for transports that re-sign. */
  readonly tampered?: { readonly path?: string; readonly body?: string };
  resign(wire: { readonly method: string; readonly path: string; readonly rawBody: Uint8Array; readonly signedPath?: string; readonly signedBody?: Uint8Array }): SigningHeaders;
}

/**
 * - `http-routing`: unknown paths, wrong methods, trailing slashes and case variants reach the
 *   service (404/405 cases); a transport that names its calls (gRPC methods) cannot send them.
 * - `raw-body`: any bytes as the body, malformed JSON or JSON that is not an object included.
 * - `schema-invalid-body`: JSON objects a typed message cannot carry as written: a field of another
 *   JSON type than its schema's (a number where a string is due, a number for an enum of strings),
 *   or a required array left out (a message reads it back as []).
 * - `unknown-fields`: fields (or query parameters) the request schema does not declare, which the
 *   service lists as UNKNOWN_FIELD; a typed message drops them.
 * - `loose-values`: values the schema admits only where the operation does not read them (tripInfo
 *   beside trip, partnerFeeAmount under contract 3.1), and a null in a list or for one: a typed
 *   message has the type of what the operation reads. A null for a single field is not one: it is
 *   the field unset, the same content.
 */
export type TransportFeature = 'http-routing' | 'raw-body' | 'schema-invalid-body' | 'unknown-fields' | 'loose-values';
export const ALL_FEATURES: ReadonlySet<TransportFeature> = new Set(['http-routing', 'raw-body', 'schema-invalid-body', 'unknown-fields', 'loose-values']);

export interface SigningHeaders {
  readonly keyId?: string;
  readonly timestamp?: string;
  readonly signature?: string;
}

/** The quota state an answer carries (REST: the four X-RateLimit-* headers). */
export interface RateLimitReading {
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the daily bucket rolls. */
  readonly reset: number;
  readonly burstRemaining: number;
}

export interface ConformanceResponse {
  readonly status: number;
  /** The parsed JSON body; the raw text when it is not JSON (which no case expects). */
  readonly body: unknown;
  /** Absent when the answer carries no quota state (refused before a key was authenticated), or the transport did not carry all four readings. */
  readonly rateLimit?: RateLimitReading;
  /** Retry-After in seconds, when sent. */
  readonly retryAfter?: number;
}
