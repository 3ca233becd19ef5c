/**
 * One API call as any transport receives it: the signing headers, the raw body bytes and the
 * route. REST builds it from a Koa context, the in-process client directly.
 */
export interface SignedCall {
  readonly method: string;
  /** URL path without the query string, case preserved. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly keyId?: string;
  readonly timestamp?: string;
  readonly signature?: string;
  readonly rawBody: Uint8Array;
  readonly requestId: string;
}

/** Quota state sent with every answer (the X-RateLimit-* headers on REST). */
export interface RateLimitState {
  /** Daily limit of the bucket the answer is about. */
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the daily bucket rolls (next UTC midnight). */
  readonly resetSeconds: number;
  readonly burstRemaining: number;
}

/** A transport-neutral answer: HTTP status semantics, JSON body, limits, optional Retry-After. */
export interface Answer {
  readonly status: number;
  readonly body: object;
  readonly rateLimit: RateLimitState;
  readonly retryAfterSeconds?: number;
  /** Seconds a client may keep this answer (its own copy only); absent = do not store it. */
  readonly cacheSeconds?: number;
}
