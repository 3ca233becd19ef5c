import { Metadata, type ServiceError } from '@grpc/grpc-js';
import { create, toBinary } from '@bufbuild/protobuf';
import { anyPack } from '@bufbuild/protobuf/wkt';
import { grpcStatusOf, type Answer, type ErrorCode } from '@parasol/core';
import { ANSWER_METADATA, ERROR_DOMAIN, QUOTA_METADATA, STATUS_DETAILS_METADATA } from './grpc-metadata.js';
import { BodyMapper } from './body-mapper.js';
import { ErrorInfoSchema } from './gen/google/rpc/error_details_pb.js';
import { StatusSchema } from './gen/google/rpc/status_pb.js';
import { ErrorSchema } from './gen/parasol/travel/v1/travel_pb.js';

/**
 * How a core Answer travels over gRPC: the transport decides nothing, it only renders. A success
 * is the answer message; a refusal is the catalogue's gRPC status for its code (grpcStatusOf,
 * the one mapping) with google.rpc.Status details. Either way the trailers carry what REST sends
 * as headers: quota state, Retry-After, the request id, and the HTTP status of the same answer.
 */

/** parasol.travel.v1.Error: the REST error body itself, as a detail. */
const errorBody = new BodyMapper(ErrorSchema);

/** The trailers REST's headers become: every answer has its request id and HTTP status. */
export const answerTrailers = (answer: Answer): Metadata => {
  const trailers = new Metadata();
  trailers.set(ANSWER_METADATA.requestId, answer.requestId);
  trailers.set(ANSWER_METADATA.httpStatus, String(answer.status));
  const quota = answer.rateLimit;
  // As on REST: no quota state before the key is authenticated, never zeros that read as spent.
  if (quota !== undefined) {
    trailers.set(QUOTA_METADATA.limit, String(quota.limit));
    trailers.set(QUOTA_METADATA.remaining, String(quota.remaining));
    trailers.set(QUOTA_METADATA.reset, String(quota.resetSeconds));
    trailers.set(QUOTA_METADATA.burstRemaining, String(quota.burstRemaining));
  }
  if (answer.retryAfterSeconds !== undefined) trailers.set(ANSWER_METADATA.retryAfter, String(answer.retryAfterSeconds));
  if (answer.idempotentReplayed === true) trailers.set(ANSWER_METADATA.idempotentReplayed, 'true');
  trailers.set(ANSWER_METADATA.cacheControl, answer.cacheSeconds === undefined ? 'no-store' : `private, max-age=${answer.cacheSeconds}`);
  if (answer.etag !== undefined) trailers.set(ANSWER_METADATA.etag, answer.etag);
  return trailers;
};

/** ErrorInfo.metadata: the error body's string fields (detail, bucket, requestId). */
const stringFields = (body: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(body).filter(([key, value]) => key !== 'error' && typeof value === 'string')) as Record<string, string>;

/**
 * A refusal as grpc-js sends it: status code, message (the detail), and the trailers with
 * google.rpc.Status{code, message, details: [ErrorInfo, parasol.travel.v1.Error]}. The Error
 * detail is the REST body itself, so nothing a REST client reads is lost.
 */
export const refusalOf = (answer: Answer): ServiceError => {
  const code: ErrorCode = answer.code ?? 'INTERNAL_ERROR';
  return statusError(grpcStatusOf(code), answer.body as Record<string, unknown>, answerTrailers(answer));
};

/**
 * Any refusal of this server, public or internal: `body` is its error body ({error, detail, …}),
 * whose `error` is ErrorInfo's reason and the parasol-error-code trailer.
 */
export const statusError = (grpcCode: number, body: Record<string, unknown>, trailers: Metadata = new Metadata()): ServiceError => {
  const reason = String(body['error']);
  const message = typeof body['detail'] === 'string' ? body['detail'] : reason;
  const details = [
    anyPack(ErrorInfoSchema, create(ErrorInfoSchema, { reason, domain: ERROR_DOMAIN, metadata: stringFields(body) })),
    anyPack(ErrorSchema, errorBody.toMessage(body) as never),
  ];
  trailers.set(ANSWER_METADATA.errorCode, reason);
  trailers.set(STATUS_DETAILS_METADATA, Buffer.from(toBinary(StatusSchema, create(StatusSchema, { code: grpcCode, message, details }))));
  // grpc-js percent-encodes the message into grpc-message, so any detail text travels.
  return Object.assign(new Error(message), { code: grpcCode, details: message, metadata: trailers });
};
