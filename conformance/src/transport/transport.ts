/**
 * What the conformance suite needs from a transport: start, send one call exactly as given,
 * read the answer back, stop. REST, the in-process facade and (wave 2) gRPC each implement it,
 * and the same cases run against all of them with the same expectations.
 */
export interface Transport {
  readonly name: string;
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
}

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
