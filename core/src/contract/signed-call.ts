import type { AnswerTable } from './operation.js';
import type { ErrorCode } from '../errors/error-catalogue.js';
import type { Result } from '../shared/result.js';
import type { Routing } from './routing.js';

/**
 * Turns the exact bytes a transport received into the value an operation parses: JSON for REST
 * and the in-process client (api/json-body.ts), the protobuf message for gRPC. The signature is
 * checked over the bytes, never over a re-encoding, so the transport hands over both.
 * A decoder refuses with the spec's code (INVALID_JSON) and a detail saying what to fix.
 */
export type BodyDecoder = (bytes: Uint8Array) => Result<unknown>;

/**
 * One API call as any transport receives it: the signing headers, the raw body bytes with their
 * decoder, and the route. REST builds it from a Koa context, the in-process client directly.
 */
export interface SignedCall {
  readonly method: string;
  /** URL path without the query string, case preserved: what the call is routed by. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly keyId?: string;
  readonly timestamp?: string;
  readonly signature?: string;
  /**
   * What the signature covers in place of `method` and `path`, when a transport signs its own
   * names for the call: gRPC routes by the endpoint's REST method and path but signs
   * `${ts}.POST.${methodPath}.${requestBytes}` (methodPath `/parasol.travel.v1.Travel/Quote`).
   * Absent (REST, in-process): the signature covers `method` and `path`.
   */
  readonly signedAs?: { readonly method: string; readonly path: string };
  /** The bytes received, exactly: what the signature covers. */
  readonly rawBody: Uint8Array;
  /** How to read rawBody; only called for endpoints that take a body. */
  readonly decodeBody: BodyDecoder;
  /**
   * How long the caller waits for this answer, in ms from when the call was received (gRPC's
   * deadline): work that waits on others, the insurer fan-out, gives up by then. Absent: the
   * caller sets no limit of its own (REST, in-process).
   */
  readonly timeoutMs?: number;
  /**
   * The call's endpoint (or its 404/405), when the transport routed it (contract/routing.ts): each
   * call is routed once. Absent: the pipeline routes it by `method` and `path`.
   */
  readonly route?: Routing;
  /**
   * The `Idempotency-Key` header (gRPC: the `idempotency-key` metadata entry), as sent: on the
   * endpoints that take one (Endpoint.idempotencyKey), a retry with the same key and request gets
   * the first answer again (api/idempotency-keys.ts). Absent or empty: none.
   */
  readonly idempotencyKey?: string;
  readonly requestId: string;
}

/** Quota state sent with an answer (the X-RateLimit-* headers on REST). */
export interface RateLimitState {
  /** Daily limit of the bucket the answer is about. */
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the daily bucket rolls (next UTC midnight). */
  readonly resetSeconds: number;
  readonly burstRemaining: number;
}

/** A transport-neutral answer: HTTP status semantics, JSON-able body, limits, optional Retry-After. */
export interface Answer {
  readonly status: number;
  readonly body: object;
  /** The catalogue code of a refusal (absent on success): gRPC maps it with grpcStatusOf. */
  readonly code?: ErrorCode;
  /**
   * The calling key's quota state; absent when no key was authenticated (an unknown or
   * unverified caller learns nothing about a key's quota) or the state could not be read.
   */
  readonly rateLimit?: RateLimitState;
  readonly retryAfterSeconds?: number;
  /** Seconds a client may keep this answer (its own copy only); absent = do not store it. */
  readonly cacheSeconds?: number;
  /** The answer of an earlier request with the same Idempotency-Key, given again (REST: `Idempotent-Replayed: true`). */
  readonly idempotentReplayed?: true;
  /** The body's entity tag (ETag on REST), when the endpoint gives one: a client sending it back in If-None-Match gets 304. */
  readonly etag?: string;
  /** The answer as a table the caller asked for as CSV (OperationSuccess.table); REST writes it instead of `body`. */
  readonly table?: AnswerTable;
  readonly requestId: string;
}
