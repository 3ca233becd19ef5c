import type { Clock } from '../ports/clock.js';
import type { Random } from '../ports/random.js';
import { signRequest } from '../auth/signature.js';
import { ENDPOINTS, type EndpointId } from '../contract/endpoints.js';
import { jsonBody } from './json-body.js';
import type { Answer, SignedCall } from '../contract/signed-call.js';
import type { Routing } from '../contract/routing.js';
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
 * One method per endpoint of the table, named by its `clientMethod`: GETs take the query, POSTs
 * the body, answers typed by the JSON Schemas (core/src/contract/api-types.ts, the types
 * @parasol/client shares). A body is the endpoint's request type (what editors complete), text
 * sent as is, or an UncheckedBody; @parasol/client, for partners' code, takes the request type only.
 */
export type ClientMethods = {
  [K in EndpointId as Endpoints[K]['clientMethod']]: Endpoints[K]['method'] extends 'GET'
    ? (query?: Readonly<QueryOf<K>>) => Promise<TypedAnswer<K>>
    : (body: RequestOf<K> | UncheckedBody | string) => Promise<TypedAnswer<K>>;
};

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
    for (const endpoint of Object.values(ENDPOINTS)) {
      // A method names its endpoint: its calls come routed.
      const route = { endpoint };
      const method =
        endpoint.method === 'GET'
          ? (query: Readonly<Record<string, string>> = {}) => {
              // A path's `{name}` segment is filled from the query parameter of that name.
              const rest: Record<string, string> = { ...query };
              const path = endpoint.path.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_m, name: string) => {
                const value = rest[name] ?? '';
                delete rest[name];
                return encodeURIComponent(value);
              });
              const qs = new URLSearchParams(rest).toString();
              return this.send('GET', `${path}${qs ? `?${qs}` : ''}`, undefined, path === endpoint.path ? route : undefined);
            }
          : (body: unknown) => this.send('POST', endpoint.path, body, route);
      Object.defineProperty(this, endpoint.clientMethod, { value: method, enumerable: false });
    }
  }

  /** `target` may carry a query string; `body` is sent as JSON unless it is already a string. */
  call(method: 'GET' | 'POST', target: string, body?: unknown): Promise<Answer> {
    return this.send(method, target, body);
  }

  /** One signed call; routed by the pipeline unless `route` says where it goes. */
  private send(method: 'GET' | 'POST', target: string, body: unknown, route?: Routing): Promise<Answer> {
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
      requestId: `req_${Buffer.from(this.random.bytes(12)).toString('base64url')}`,
    });
  }
}
