import { isDeepStrictEqual } from 'node:util';
import { ENDPOINT_LIST, ERROR_CATALOGUE, routerOf, type Endpoint } from '@parasol/core';
import { MappingError, grpcMethodPathOf, QUOTA_METADATA, ANSWER_METADATA, rpcNameOf, startGrpcServer, TravelClient, type RunningGrpcServer } from '@parasol/grpc';
import type { ParasolFactory } from './fixtures.js';
import { InProcessTransport } from './in-process-transport.js';
import type { ConformanceRequest, ConformanceResponse, RateLimitReading, Transport, TransportFeature } from './transport.js';

const ROUTE = routerOf(ENDPOINT_LIST);

/** A call the gRPC wire form cannot carry as the case wrote it: the case does not apply to this transport. */
export class NotCarriedOverGrpc extends Error {
  override readonly name = 'NotCarriedOverGrpc';
}

const wholeNumber = (value: string | undefined): number | undefined => (value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body's content: a property that is null is the same as one left out (an unset field), a list's items stay as they are. */
const withoutNulls = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(withoutNulls) : isObject(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)])) : value;

/**
 * The public service parasol.travel.v1.Travel on a real gRPC server on 127.0.0.1 (a free port),
 * called with @parasol/grpc's TravelClient as a partner's service would call it.
 *
 * A case's call becomes the RPC of its endpoint: the JSON body (a GET's query) becomes the
 * request message, and the call is re-signed over the gRPC form (`${ts}.POST.${methodPath}.
 * ${requestBytes}`) with the case's own faults through `request.resign`. The answer comes back as
 * REST reads it: `status` is the x-http-status trailer (checked against the gRPC status the
 * catalogue gives the code), `body` the answer message's proto3 JSON form or, for a refusal, the
 * google.rpc.Status detail that is the REST error body, `rateLimit` and `retryAfter` the trailers.
 *
 * Typed messages cannot carry what the features name (routes that are no endpoint, bytes that are
 * no JSON object, values of another type); nor, found per call, fields the request schema does not
 * know (protobuf drops them, so no UNKNOWN_FIELD warning) or a required array left out (it reads as
 * []): `carries()` tells, and `send` refuses such a call with NotCarriedOverGrpc rather than send a
 * different one.
 */
export class GrpcTransport implements Transport {
  readonly name = 'gRPC over loopback';
  readonly features: ReadonlySet<TransportFeature> = new Set<TransportFeature>();
  private server?: RunningGrpcServer;
  private client?: TravelClient;
  private inProcess?: InProcessTransport;

  constructor(private readonly makeParasol: ParasolFactory) {}

  /** The served Parasol called in process: where the cases gRPC cannot carry are played, so the worlds stay in step. */
  get sameWorld(): Transport | undefined {
    return this.inProcess;
  }

  async start(): Promise<void> {
    const parasol = await this.makeParasol();
    this.server = await startGrpcServer({ parasol, host: '127.0.0.1', port: 0 });
    this.client = new TravelClient(this.server.address);
    this.inProcess = new InProcessTransport(async () => parasol);
    await this.inProcess.start();
  }

  async stop(): Promise<void> {
    this.client?.close();
    await this.server?.close();
    await this.inProcess?.stop();
    this.server = undefined;
    this.client = undefined;
    this.inProcess = undefined;
  }

  /** Why the call cannot travel over gRPC as written, or undefined when it can. */
  carries(request: ConformanceRequest): string | undefined {
    try {
      this.messageOf(request);
      return undefined;
    } catch (e) {
      if (e instanceof NotCarriedOverGrpc) return e.message;
      throw e;
    }
  }

  async send(request: ConformanceRequest): Promise<ConformanceResponse> {
    const client = this.client;
    if (!client) throw new Error('GrpcTransport.send before start');
    const { endpoint, rpc, bytes } = this.messageOf(request);
    const headers = request.resign({
      method: 'POST',
      path: grpcMethodPathOf(endpoint),
      rawBody: bytes,
      ...this.tamperedOf(request, rpc, bytes),
    });
    const answer = await client.send(rpc, bytes, headers);
    if (answer.grpcCode !== 0) {
      // The one mapping (core's catalogue): a refusal's gRPC status must be its code's.
      const code = String(answer.body['error']);
      const expected = Object.entries(ERROR_CATALOGUE).filter(([name, entry]) => (name === code || (code === 'PRICING_UNAVAILABLE' && name === 'PRICING_TIMEOUT')) && entry.http === answer.status);
      if (!expected.some(([, entry]) => entry.grpc === answer.grpcCode)) {
        throw new Error(`gRPC status ${answer.grpcCode} for ${answer.status} ${code}: the catalogue gives ${expected.map(([, e]) => e.grpc).join(' or ') || 'no such code'}`);
      }
    }
    const t = answer.trailers;
    const reading = { limit: wholeNumber(t[QUOTA_METADATA.limit]), remaining: wholeNumber(t[QUOTA_METADATA.remaining]), reset: wholeNumber(t[QUOTA_METADATA.reset]), burstRemaining: wholeNumber(t[QUOTA_METADATA.burstRemaining]) };
    const retryAfter = wholeNumber(t[ANSWER_METADATA.retryAfter]);
    return {
      status: answer.status,
      body: answer.body,
      ...(Object.values(reading).every((v) => v !== undefined) ? { rateLimit: reading as RateLimitReading } : {}),
      ...(retryAfter === undefined ? {} : { retryAfter }),
    };
  }

  /** The RPC and serialised request message of a case's call; NotCarriedOverGrpc when it has none. */
  private messageOf(request: ConformanceRequest): { endpoint: Endpoint; rpc: string; bytes: Uint8Array } {
    // Routed as REST routes it: a path's `{name}` segment is a field of the request message.
    const routing = ROUTE(request.method, request.path);
    const endpoint = routing.endpoint;
    if (endpoint === undefined) throw new NotCarriedOverGrpc(`${request.method} ${request.path} is no endpoint: gRPC has only the RPCs of the table`);
    const rpc = rpcNameOf(endpoint);
    const routed = routing.params === undefined ? request : { ...request, query: { ...request.query, ...routing.params } };
    const json = endpoint.requestSchema === undefined ? this.queryMessage(routed, rpc) : this.bodyMessage(request);
    return { endpoint, rpc, bytes: this.encoded(rpc, json) };
  }

  private bodyMessage(request: ConformanceRequest): Record<string, unknown> {
    let json: unknown;
    try {
      json = JSON.parse(request.rawBody);
    } catch {
      throw new NotCarriedOverGrpc('the body is no JSON: a request message is always well formed');
    }
    if (!isObject(json)) throw new NotCarriedOverGrpc('the body is no JSON object: a request message is always one');
    return json;
  }

  /** A GET's query as its message's fields, a number where the field is numeric. */
  private queryMessage(request: ConformanceRequest, rpc: string): Record<string, unknown> {
    if (request.rawBody !== '') throw new NotCarriedOverGrpc('a GET with a body: its message is its query');
    const { request: mapper } = (this.client as TravelClient).codecsOf(rpc);
    const message: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(request.query ?? {})) {
      const kind = mapper.valueKindOf(name);
      if (kind === undefined) throw new NotCarriedOverGrpc(`query parameter ${name} is no field of the request message`);
      if (kind === 'text') message[name] = value;
      else if (kind === 'number' && /^-?\d+$/.test(value)) message[name] = Number(value);
      else throw new NotCarriedOverGrpc(`query parameter ${name}=${value} is no ${kind === 'number' ? 'whole number' : 'text'}`);
    }
    return message;
  }

  /** Encodes exactly the JSON given: a call the message would change (an unknown field, a missing required array) is not carried. */
  private encoded(rpc: string, json: Record<string, unknown>): Uint8Array {
    const { request: codec } = (this.client as TravelClient).codecsOf(rpc);
    let bytes: Uint8Array;
    try {
      bytes = codec.encode(json, { unknown: 'refuse' });
    } catch (e) {
      if (e instanceof MappingError) throw new NotCarriedOverGrpc(`the message cannot carry it: ${e.message}`);
      throw e;
    }
    if (!isDeepStrictEqual(withoutNulls(codec.decode(bytes)), withoutNulls(json))) throw new NotCarriedOverGrpc('the message would not read back as the JSON sent (an absent required array reads as [])');
    return bytes;
  }

  /**
   * The case's deliberate fault in the gRPC form: another endpoint's path signed is that RPC's
   * method path; another body signed is that body's message (or its text, when the message would
   * be the same bytes, as whitespace or key order would be, so the fault is not erased).
   */
  private tamperedOf(request: ConformanceRequest, rpc: string, bytes: Uint8Array): { signedPath?: string; signedBody?: Uint8Array } {
    const tampered = request.tampered;
    if (tampered === undefined) return {};
    const other = tampered.path === undefined ? undefined : ENDPOINT_LIST.find((e) => e.path === tampered.path);
    const signedPath = tampered.path === undefined ? undefined : other === undefined ? tampered.path : grpcMethodPathOf(other);
    let signedBody: Uint8Array | undefined;
    if (tampered.body !== undefined) {
      const text = Buffer.from(tampered.body, 'utf8');
      try {
        const message = (this.client as TravelClient).encodeRequest(rpc, JSON.parse(tampered.body), { unknown: 'drop' });
        signedBody = Buffer.compare(Buffer.from(message), Buffer.from(bytes)) === 0 ? text : message;
      } catch {
        signedBody = text;
      }
    }
    return { ...(signedPath === undefined ? {} : { signedPath }), ...(signedBody === undefined ? {} : { signedBody }) };
  }
}
