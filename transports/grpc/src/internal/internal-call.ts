import { randomUUID } from 'node:crypto';
import { status as grpcStatus, type handleUnaryCall, type ServiceDefinition, type UntypedServiceImplementation } from '@grpc/grpc-js';
import { grpcStatusOf, isStorageUnavailable, type ErrorCode, type Logger, type Result } from '@parasol/core';
import { statusError } from '../answer-to-grpc.js';
import { BodyMapper } from '../body-mapper.js';
import { serviceDescOf } from '../proto-files.js';
import { rawUnaryMethod } from '../raw-methods.js';
import { FieldProblem } from './request-fields.js';

/** An internal call's refusal: a catalogue code, or a reason of the internal services with its status. */
export type InternalRefusal = { readonly code: ErrorCode; readonly detail?: string } | { readonly reason: string; readonly grpc: number; readonly detail: string };

export type InternalOutcome = { readonly ok: true; readonly value: object } | { readonly ok: false; readonly refusal: InternalRefusal };

export type InternalHandler = (request: Record<string, unknown>) => Promise<InternalOutcome>;

export const done = (value: object): InternalOutcome => ({ ok: true, value });
export const refused = (refusal: InternalRefusal): InternalOutcome => ({ ok: false, refusal });
/** A facade Result as an outcome, its value shown through `view`. */
export const outcomeOf = async <T>(result: Promise<Result<T>> | Result<T>, view: (value: T) => object): Promise<InternalOutcome> => {
  const r = await result;
  return r.ok ? done(view(r.value)) : refused({ code: r.failure.code, ...(r.failure.detail === undefined ? {} : { detail: r.failure.detail }) });
};
export const notFound = (reason: string, detail: string): InternalOutcome => refused({ reason, grpc: grpcStatus.NOT_FOUND, detail });
export const badArgument = (detail: string): InternalOutcome => refused({ code: 'BAD_REQUEST', detail });

export interface InternalService {
  readonly name: string;
  readonly definition: ServiceDefinition;
  readonly implementation: UntypedServiceImplementation;
}

/**
 * One internal service: every call must present the admin token (UNAUTHENTICATED otherwise,
 * before anything is decoded), then its request message is read as JSON, the handler calls the
 * admin facade, and the answer goes back as the RPC's response message. Refusals carry the same
 * google.rpc.Status details as the public service's. Never logs the token or a message.
 */
export function internalService(
  serviceName: string,
  handlers: Readonly<Record<string, InternalHandler>>,
  options: { readonly authorized: (call: Parameters<handleUnaryCall<Buffer, Buffer>>[0]['metadata']) => boolean; readonly logger: Logger },
): InternalService {
  const service = serviceDescOf(serviceName);
  const definition: Record<string, ServiceDefinition[string]> = {};
  const implementation: UntypedServiceImplementation = {};
  for (const method of service.methods) {
    const rpc = method.name;
    const handle = handlers[rpc];
    if (handle === undefined) throw new Error(`${serviceName}/${rpc} has no handler`);
    const request = new BodyMapper(method.input);
    const response = new BodyMapper(method.output);
    const path = `/${serviceName}/${rpc}`;
    const handler: handleUnaryCall<Buffer, Buffer> = (call, callback) => {
      const requestId = `req_${randomUUID().replaceAll('-', '')}`;
      const refuse = (grpc: number, error: string, detail: string) => callback(statusError(grpc, { error, detail, requestId }));
      if (!options.authorized(call.metadata)) return refuse(grpcStatus.UNAUTHENTICATED, 'UNAUTHORIZED', 'This service needs the admin token: metadata authorization: Bearer <token>.');
      let input: Record<string, unknown>;
      try {
        input = request.decode(call.request);
      } catch (e) {
        return refuse(grpcStatus.INVALID_ARGUMENT, 'INVALID_JSON', `The request is not a valid ${request.desc.typeName} message: ${(e as Error).message}`);
      }
      // Through a promise: a handler that reads a field synchronously throws FieldProblem there, answered below.
      Promise.resolve(input)
        .then(handle)
        // Encoding an answer the proto cannot carry throws here too: a bug, answered as one.
        .then((outcome) => (outcome.ok ? { bytes: Buffer.from(response.encode(outcome.value)) } : { refusal: outcome.refusal }))
        .then(
          (sent) => {
            if ('bytes' in sent) return callback(null, sent.bytes);
            const r = sent.refusal;
            return 'code' in r ? refuse(grpcStatusOf(r.code), r.code, r.detail ?? r.code) : refuse(r.grpc, r.reason, r.detail);
          },
          (e: unknown) => {
            if (e instanceof FieldProblem) return refuse(grpcStatus.INVALID_ARGUMENT, 'BAD_REQUEST', e.message);
            if (isStorageUnavailable(e)) return refuse(grpcStatus.UNAVAILABLE, 'STORAGE_UNAVAILABLE', `Storage failed; whether this call was recorded is unknown: read the state back (or replay an idempotent call) once storage is back (request id ${requestId}).`);
            options.logger.error('internal call failed', { requestId, path, error: String((e as Error)?.stack ?? e).split('\n')[0] });
            return refuse(grpcStatus.INTERNAL, 'INTERNAL_ERROR', `Unexpected error; mention request id ${requestId}.`);
          },
        );
    };
    definition[rpc] = rawUnaryMethod(path, rpc.charAt(0).toLowerCase() + rpc.slice(1));
    implementation[rpc] = handler as never;
  }
  return { name: serviceName, definition, implementation };
}
