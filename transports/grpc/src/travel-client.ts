import { Client, credentials as channelCredentials, Metadata, type CallOptions, type ChannelCredentials, type ServiceError, type StatusObject } from '@grpc/grpc-js';
import { fromBinary, type DescService } from '@bufbuild/protobuf';
import { anyUnpack } from '@bufbuild/protobuf/wkt';
import { signRequest } from '@parasol/core';
import { ANSWER_METADATA, IDEMPOTENCY_METADATA, SIGNING_METADATA, STATUS_DETAILS_METADATA } from './grpc-metadata.js';
import { BodyMapper, type ToMessageOptions } from './body-mapper.js';
import { ErrorInfoSchema } from './gen/google/rpc/error_details_pb.js';
import { StatusSchema } from './gen/google/rpc/status_pb.js';
import { ErrorSchema } from './gen/parasol/travel/v1/travel_pb.js';
import { serviceDescOf } from './proto-files.js';
import { TRAVEL_SERVICE } from './public-rpcs.js';

/** The three signing values of one call; an absent one is not sent. */
export interface SigningValues {
  readonly keyId?: string;
  readonly timestamp?: string;
  readonly signature?: string;
  /** Sent as the `idempotency-key` metadata entry (not signed, as REST's header is not). */
  readonly idempotencyKey?: string;
}

/** What a public RPC answered, read the way a REST answer is. */
export interface TravelAnswer {
  /** The gRPC status code (0 = OK). */
  readonly grpcCode: number;
  /** The x-http-status trailer: the status REST gives the same answer. NaN when the server sent none. */
  readonly status: number;
  /** The answer message's proto3 JSON form, or a refusal's parasol.travel.v1.Error detail (the REST error body). */
  readonly body: Record<string, unknown>;
  /** Trailing metadata (text entries). */
  readonly trailers: Readonly<Record<string, string>>;
  /** google.rpc.ErrorInfo of a refusal. */
  readonly errorInfo?: { readonly reason: string; readonly domain: string; readonly metadata: Readonly<Record<string, string>> };
  /** grpc-message of a refusal. */
  readonly message?: string;
}

/**
 * The v2 signature of a gRPC call: HMAC-SHA256 of `${ts}.POST.${methodPath}.` followed by the
 * serialised request message, byte for byte (README, "Signing a request yourself").
 */
export const signGrpcCall = (secret: string, methodPath: string, requestBytes: Uint8Array, timestamp: string): string =>
  signRequest(secret, { timestamp, method: 'POST', pathname: methodPath, rawBody: requestBytes });

const asIs = (bytes: Buffer): Buffer => bytes;

/** Channel credentials: plaintext, or TLS trusting the system roots or the given CA (PEM). */
export const grpcChannelCredentials = (tls: false | { readonly ca?: Buffer }): ChannelCredentials =>
  tls === false ? channelCredentials.createInsecure() : channelCredentials.createSsl(tls.ca ?? null);

const textTrailers = (metadata: Metadata | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(metadata?.getMap() ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * A client of parasol.travel.v1.Travel that sends exactly the bytes it signs (a pass-through
 * serialiser) and reads answers back into their JSON form: used by `parasol request --grpc`, the
 * conformance suite and the benchmark. Any grpc-js client can do the same (docs/grpc.md).
 */
export class TravelClient {
  private readonly client: Client;
  private readonly service: DescService;

  constructor(address: string, tls: false | { readonly ca?: Buffer } = false) {
    this.client = new Client(address, grpcChannelCredentials(tls));
    this.service = serviceDescOf(TRAVEL_SERVICE);
  }

  /** The mappers of an RPC's request and answer messages. */
  codecsOf(rpc: string): { request: BodyMapper; response: BodyMapper } {
    const method = this.service.methods.find((m) => m.name === rpc);
    if (method === undefined) throw new Error(`${TRAVEL_SERVICE} has no RPC ${rpc}`);
    return { request: new BodyMapper(method.input), response: new BodyMapper(method.output) };
  }

  /** The serialised request message of a JSON body (unknown fields refused unless told to drop them). */
  encodeRequest(rpc: string, json: unknown, options?: ToMessageOptions): Uint8Array {
    return this.codecsOf(rpc).request.encode(json, options);
  }

  /** Sends the given bytes with the given signing values, as they are. */
  send(rpc: string, requestBytes: Uint8Array, signing: SigningValues, options: CallOptions = {}): Promise<TravelAnswer> {
    const metadata = new Metadata();
    if (signing.keyId !== undefined) metadata.set(SIGNING_METADATA.keyId, signing.keyId);
    if (signing.timestamp !== undefined) metadata.set(SIGNING_METADATA.timestamp, signing.timestamp);
    if (signing.signature !== undefined) metadata.set(SIGNING_METADATA.signature, signing.signature);
    if (signing.idempotencyKey !== undefined) metadata.set(IDEMPOTENCY_METADATA, signing.idempotencyKey);
    const { response } = this.codecsOf(rpc);
    return new Promise((resolve) => {
      // grpc-js calls back with the message and emits the status (with the trailers) separately,
      // in an order that differs between successes and refusals: answer once both are in.
      let outcome: { error: ServiceError | null; value?: Buffer } | undefined;
      let trailers: Metadata | undefined;
      const settle = () => {
        if (outcome === undefined || trailers === undefined) return;
        if (outcome.error) return resolve(refusalAnswer(outcome.error, trailers));
        const text = textTrailers(trailers);
        resolve({ grpcCode: 0, status: Number(text[ANSWER_METADATA.httpStatus] ?? NaN), body: response.decode(outcome.value as Buffer), trailers: text });
      };
      const call = this.client.makeUnaryRequest<Buffer, Buffer>(`/${TRAVEL_SERVICE}/${rpc}`, asIs, asIs, Buffer.from(requestBytes), metadata, options, (error, value) => {
        outcome = { error, ...(value === undefined ? {} : { value }) };
        settle();
      });
      call.on('status', (status: StatusObject) => {
        trailers = status.metadata;
        settle();
      });
    });
  }

  /** Encodes, signs at `nowMs` and sends: what a partner's server does. */
  signedCall(rpc: string, json: unknown, key: { readonly keyId: string; readonly secret: string }, nowMs = Date.now(), options: CallOptions = {}, idempotencyKey?: string): Promise<TravelAnswer> {
    const bytes = this.encodeRequest(rpc, json);
    const timestamp = String(Math.floor(nowMs / 1000));
    const signing = { keyId: key.keyId, timestamp, signature: signGrpcCall(key.secret, `/${TRAVEL_SERVICE}/${rpc}`, bytes, timestamp) };
    return this.send(rpc, bytes, idempotencyKey === undefined ? signing : { ...signing, idempotencyKey }, options);
  }

  close(): void {
    this.client.close();
  }
}

/** A refusal read back: the Error detail of google.rpc.Status is the REST body. */
export const refusalAnswer = (error: ServiceError, trailers: Metadata): TravelAnswer => {
  const text = textTrailers(trailers);
  const details = decodeStatusDetails(trailers);
  return {
    grpcCode: error.code,
    status: Number(text[ANSWER_METADATA.httpStatus] ?? NaN),
    body: details.error ?? { error: text[ANSWER_METADATA.errorCode] ?? 'UNKNOWN', detail: error.details },
    trailers: text,
    ...(details.errorInfo ? { errorInfo: details.errorInfo } : {}),
    message: error.details,
  };
};

const errorBody = new BodyMapper(ErrorSchema);

/** ErrorInfo and the parasol Error of a grpc-status-details-bin trailer, when present. */
export const decodeStatusDetails = (trailers: Metadata): { errorInfo?: TravelAnswer['errorInfo']; error?: Record<string, unknown>; code?: number } => {
  const [raw] = trailers.get(STATUS_DETAILS_METADATA);
  if (!Buffer.isBuffer(raw)) return {};
  const status = fromBinary(StatusSchema, raw);
  const out: { errorInfo?: TravelAnswer['errorInfo']; error?: Record<string, unknown>; code?: number } = { code: status.code };
  for (const detail of status.details) {
    const info = anyUnpack(detail, ErrorInfoSchema);
    if (info !== undefined) out.errorInfo = { reason: info.reason, domain: info.domain, metadata: info.metadata };
    const error = anyUnpack(detail, ErrorSchema);
    if (error !== undefined) out.error = errorBody.toBody(error);
  }
  return out;
};
