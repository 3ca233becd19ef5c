import { randomUUID } from 'node:crypto';
import type { handleUnaryCall, Metadata, ServiceDefinition, UntypedServiceImplementation } from '@grpc/grpc-js';
import { fail, httpStatusOf, ok, wireCode, type Answer, type BodyDecoder, type ErrorCode, type Logger, type Parasol, type SignedCall } from '@parasol/core';
import { LIMITS } from '@parasol/core/internal';
import { answerTrailers, refusalOf } from './answer-to-grpc.js';
import { IDEMPOTENCY_METADATA, SIGNING_METADATA } from './grpc-metadata.js';
import { BodyMapper } from './body-mapper.js';
import { messageDescOf } from './proto-files.js';
import { grpcMethodPathOf, requestMessageOf, responseMessageOf, rpcNameOf, TRAVEL_PACKAGE } from './public-rpcs.js';
import { rawUnaryMethod } from './raw-methods.js';

export interface TravelServiceOptions {
  readonly parasol: Parasol;
  readonly logger?: Logger;
  /** One info line per call (request id, method, status, key id prefix, duration); never a secret or a message. */
  readonly accessLog?: boolean;
  /** Largest request message, as REST's body limit (413 PAYLOAD_TOO_LARGE above it). */
  readonly maxMessageBytes?: number;
}

/** The first value of a metadata entry, as a string (binary entries are not signing values). */
const first = (metadata: Metadata, name: string): string | undefined => {
  const [value] = metadata.get(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** As REST's access log: the mode prefix and four characters of a key id, never more. */
const loggedKeyId = (keyId: string | undefined): string | null => (keyId === undefined ? null : keyId.length > 12 ? `${keyId.slice(0, 12)}…` : keyId);

/** An answer the transport gives itself, before the core knows the caller: no quota state. */
const edgeAnswer = (code: ErrorCode, detail: string, requestId: string): Answer => ({ status: httpStatusOf(code), body: { error: wireCode(code), detail, requestId }, code, requestId });

/** What is left of the client's deadline, for the core to bound its own waiting (the insurer fan-out); nothing when none was set. */
const timeoutOf = (deadline: Date | number): number | undefined => {
  const at = deadline instanceof Date ? deadline.getTime() : deadline;
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
};

/** The JSON query of a GET: the request message's fields, each as the text a query string carries. */
const queryOf = (fields: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));

/**
 * The public service parasol.travel.v1.Travel: one RPC per endpoint the composition serves. Like
 * the REST transport it translates a call into a SignedCall, lets the core decide, and renders
 * the Answer; the only rule decided here is gRPC's own (the message size limit).
 *
 * The call is routed by the endpoint's REST method and path, signed as `${ts}.POST.${methodPath}.
 * ${requestBytes}` (signedAs). A POST's message is decoded by the pipeline, after the key is
 * checked, into the JSON object REST would parse; a GET's message is its query.
 */
export function travelService(options: TravelServiceOptions): { definition: ServiceDefinition; implementation: UntypedServiceImplementation } {
  const { parasol } = options;
  const limit = options.maxMessageBytes ?? LIMITS.maxBodyBytes;
  const accessLog = options.accessLog === true ? options.logger : undefined;
  const definition: Record<string, ServiceDefinition[string]> = {};
  const implementation: UntypedServiceImplementation = {};

  for (const endpoint of parasol.endpoints) {
    const rpc = rpcNameOf(endpoint);
    const methodPath = grpcMethodPathOf(endpoint);
    const request = new BodyMapper(messageDescOf(`${TRAVEL_PACKAGE}.${requestMessageOf(endpoint)}`));
    const response = new BodyMapper(messageDescOf(`${TRAVEL_PACKAGE}.${responseMessageOf(endpoint)}`));
    const signedAs = Object.freeze({ method: 'POST', path: methodPath });
    // A gRPC method is one endpoint: its route is known before any call.
    const route = Object.freeze({ endpoint });
    const notAMessage = (e: unknown) => `The request is not a valid ${request.desc.typeName} message: ${(e as Error).message}`;
    const decodeBody: BodyDecoder = (bytes) => {
      try {
        return ok(request.decode(bytes));
      } catch (e) {
        return fail('INVALID_JSON', notAMessage(e));
      }
    };

    const answerOf = async (bytes: Buffer, metadata: Metadata, requestId: string, deadline: Date | number): Promise<Answer> => {
      if (bytes.length > limit) return edgeAnswer('PAYLOAD_TOO_LARGE', `The request message exceeds ${limit} bytes.`, requestId);
      let query: Record<string, string> = {};
      if (endpoint.requestSchema === undefined) {
        // A GET has no body for the pipeline to decode: its message is its query string.
        try {
          query = queryOf(request.decode(bytes));
        } catch (e) {
          return edgeAnswer('INVALID_JSON', notAMessage(e), requestId);
        }
      }
      const keyId = first(metadata, SIGNING_METADATA.keyId);
      const timestamp = first(metadata, SIGNING_METADATA.timestamp);
      const signature = first(metadata, SIGNING_METADATA.signature);
      const call: { -readonly [K in keyof SignedCall]: SignedCall[K] } = { method: endpoint.method, path: endpoint.path, query, signedAs, rawBody: bytes, decodeBody, route, requestId };
      if (keyId !== undefined) call.keyId = keyId;
      if (timestamp !== undefined) call.timestamp = timestamp;
      if (signature !== undefined) call.signature = signature;
      const idempotencyKey = first(metadata, IDEMPOTENCY_METADATA);
      if (idempotencyKey !== undefined) call.idempotencyKey = idempotencyKey;
      const timeoutMs = timeoutOf(deadline);
      if (timeoutMs !== undefined) call.timeoutMs = timeoutMs;
      return parasol.handle(call);
    };

    /** The bytes of a success, or the INTERNAL_ERROR refusal an answer the proto cannot carry (a bug) becomes. */
    const encoded = (answer: Answer): Buffer | Answer => {
      try {
        const bytes = response.encode(answer.body);
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (e) {
        options.logger?.error('answer not encodable', { requestId: answer.requestId, path: methodPath, error: String(e) });
        return edgeAnswer('INTERNAL_ERROR', `Unexpected error; mention request id ${answer.requestId}.`, answer.requestId);
      }
    };

    const handler: handleUnaryCall<Buffer, Buffer> = (call, callback) => {
      const started = accessLog ? performance.now() : 0;
      const requestId = `req_${randomUUID().replaceAll('-', '')}`;
      void answerOf(call.request, call.metadata, requestId, call.getDeadline()).then((answer) => {
        const bytes = answer.status < 300 ? encoded(answer) : answer;
        const sent = Buffer.isBuffer(bytes) ? answer : bytes;
        if (Buffer.isBuffer(bytes)) callback(null, bytes, answerTrailers(answer));
        else callback(refusalOf(sent));
        accessLog?.info('request', {
          requestId,
          transport: 'grpc',
          path: methodPath,
          status: sent.status,
          keyId: loggedKeyId(first(call.metadata, SIGNING_METADATA.keyId)),
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      });
    };
    definition[rpc] = rawUnaryMethod(methodPath, rpc.charAt(0).toLowerCase() + rpc.slice(1));
    implementation[rpc] = handler as never;
  }
  return { definition, implementation };
}
