import type { Clock } from '../ports/clock.js';
import type { Random } from '../ports/random.js';
import { signRequest } from '../auth/signature.js';
import { ENDPOINTS, type Endpoint, type EndpointId } from '../contract/endpoints.js';
import { jsonBody } from './json-body.js';
import type { Answer, SignedCall } from '../contract/signed-call.js';
import { fillPath, pathParametersOf, type Routing } from '../contract/routing.js';
import type { ApiTypes, ErrorBody } from '../contract/api-types.js';

export interface Credentials {
  readonly keyId: string;
  readonly secret: string;
}

type Endpoints = typeof ENDPOINTS;

/** An answer whose body is the endpoint's success body (contract/api-types.ts) or the error body. */
export type TypedAnswer<K extends EndpointId> = Answer & { readonly body: ApiTypes[K]['answer'] | ErrorBody };

type QueryOf<K extends EndpointId> = ApiTypes[K] extends { query: infer Q } ? Q : never;
type RequestOf<K extends EndpointId> = ApiTypes[K] extends { request: infer R } ? R : never;

/**
 * A body no type vouches for: the in-process client is also how the test suites send what the
 * schemas refuse (a wrong intent, a trip built as a plain record), to see the refusal.
 */
export type UncheckedBody = Readonly<Record<string, unknown>>;

/**
 * One method per endpoint of the table, named by its `clientMethod`: an endpoint with a request
 * body takes the body, any other (GETs, a DELETE, a POST that sends nothing) its parameters, the
 * query string's and the path's (`{id}`) together, answers typed by the JSON Schemas
 * (core/src/contract/api-types.ts, the types @parasol/client shares). A body is the endpoint's
 * request type (what editors complete), text sent as is, or an UncheckedBody; @parasol/client, for
 * partners' code, takes the request type only.
 */
export type ClientMethods = {
  [K in EndpointId as Endpoints[K]['clientMethod']]: ApiTypes[K] extends { request: unknown }
    ? (body: RequestOf<K> | UncheckedBody | string, options?: CallOptions) => Promise<TypedAnswer<K>>
    : {} extends QueryOf<K>
      ? (query?: Readonly<QueryOf<K>>, options?: CallOptions) => Promise<TypedAnswer<K>>
      : (query: Readonly<QueryOf<K>>, options?: CallOptions) => Promise<TypedAnswer<K>>;
};

/** Per call. */
export interface CallOptions {
  /** What REST sends as `Idempotency-Key` (the endpoints that take one, Endpoint.idempotencyKey). */
  readonly idempotencyKey?: string;
}

// The methods are added from the endpoint table in the constructor; this merge types them.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface ParasolClient extends ClientMethods {}

/**
 * The in-process client for Node apps that embed Parasol: it signs each call exactly as a
 * REST partner would and runs it through the same pipeline, so answers are identical to REST's.
 * Its methods come from the endpoint table (contract/endpoints.ts), never from a list of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ParasolClient {
  constructor(
    private readonly handle: (call: SignedCall) => Promise<Answer>,
    private readonly credentials: Credentials,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {
    for (const endpoint of Object.values(ENDPOINTS) as Endpoint[]) {
      const inPath = pathParametersOf(endpoint.path);
      const method =
        endpoint.requestSchema === undefined
          ? (parameters: Readonly<Record<string, string>> = {}, options?: CallOptions) => {
              // The path's parameters fill its template; the others make the query string.
              const query = Object.fromEntries(Object.entries(parameters).filter(([name]) => !inPath.includes(name)));
              const path = inPath.length === 0 ? endpoint.path : fillPath(endpoint.path, parameters);
              const qs = new URLSearchParams(query).toString();
              // A method names its endpoint: its calls come routed.
              const route = inPath.length === 0 ? { endpoint } : { endpoint, params: Object.fromEntries(inPath.map((name) => [name, parameters[name]!])) };
              return this.send(endpoint.method, `${path}${qs ? `?${qs}` : ''}`, undefined, route, options?.idempotencyKey);
            }
          : (body: unknown, options?: CallOptions) => this.send(endpoint.method, endpoint.path, body, { endpoint }, options?.idempotencyKey);
      Object.defineProperty(this, endpoint.clientMethod, { value: method, enumerable: false });
    }
  }

  /** `target` may carry a query string; `body` is sent as JSON unless it is already a string. */
  call(method: Endpoint['method'], target: string, body?: unknown): Promise<Answer> {
    return this.send(method, target, body);
  }

  /** One signed call; routed by the pipeline unless `route` says where it goes. */
  private send(method: Endpoint['method'], target: string, body: unknown, route?: Routing, idempotencyKey?: string): Promise<Answer> {
    const url = new URL(target, 'http://in-process');
    const rawBody = body === undefined ? new Uint8Array() : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
    const timestamp = String(Math.floor((this.clock.wallNow?.() ?? this.clock.now()) / 1000));
    return this.handle({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      keyId: this.credentials.keyId,
      timestamp,
      signature: signRequest(this.credentials.secret, { timestamp, method, pathname: url.pathname, rawBody }),
      rawBody,
      decodeBody: jsonBody,
      ...(route === undefined ? {} : { route }),
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      requestId: `req_${Buffer.from(this.random.bytes(12)).toString('base64url')}`,
    });
  }
}
