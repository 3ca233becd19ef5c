/**
 * The metadata names of the gRPC transport. Requests carry the REST headers' names; answers carry,
 * in their trailers, what REST sends as headers (docs/grpc.md, "Metadata").
 */
export const SIGNING_METADATA = {
  keyId: 'x-svc-key-id',
  timestamp: 'x-svc-timestamp',
  signature: 'x-svc-signature',
} as const;

/** REST's Idempotency-Key header, as request metadata (not signed: a retry may send it with a new signature). */
export const IDEMPOTENCY_METADATA = 'idempotency-key';

/** Trailers of every answer once the key is authenticated: the X-RateLimit-* headers of REST. */
export const QUOTA_METADATA = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  reset: 'x-ratelimit-reset',
  burstRemaining: 'x-ratelimit-burst-remaining',
} as const;

export const ANSWER_METADATA = {
  /** Seconds to wait before retrying a 429 or 503 (REST's Retry-After). */
  retryAfter: 'retry-after',
  requestId: 'x-request-id',
  /** The status REST answers the same call with (200, 201, 4xx, 5xx): e.g. 201 for a first link mint. */
  httpStatus: 'x-http-status',
  /** The error code of a refusal, for clients that do not read grpc-status-details-bin. */
  errorCode: 'parasol-error-code',
  cacheControl: 'cache-control',
  /** 'true' when the answer is the first one given under the call's idempotency key, again (REST's Idempotent-Replayed). */
  idempotentReplayed: 'idempotent-replayed',
  /** The body's entity tag, on answers that have one (the Coach messages): REST's ETag. */
  etag: 'etag',
} as const;

/** google.rpc.Status, serialised: gRPC's standard trailer for rich error details. */
export const STATUS_DETAILS_METADATA = 'grpc-status-details-bin';

/** The internal services' credential: `authorization: Bearer <admin token>`. */
export const ADMIN_AUTH_METADATA = 'authorization';

/** ErrorInfo.domain of every refusal. */
export const ERROR_DOMAIN = 'parasol.dev';
