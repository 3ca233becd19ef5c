import { API_OPERATIONS, type ApiTypes, type ErrorBody } from './generated/api-types.js';
import type { AnswerErrorCode } from './api-error.js';
import { signRequest } from './sign-request.js';
import { retryDelayMs, retryPolicy, type RetryOptions, type RetryPolicy, type SendOutcome } from './retry-policy.js';

type OperationId = keyof ApiTypes;
type Operations = typeof API_OPERATIONS;

/** The key's quota state as the last answer that knew the key told it (X-RateLimit-* headers). */
export interface QuotaState {
  /** Daily limit of the bucket the answer was about. */
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the daily bucket rolls (next UTC midnight), counted from `at`. */
  readonly resetSeconds: number;
  readonly burstRemaining: number;
  /** When the answer was read (ms since the epoch). */
  readonly at: number;
}

interface AnswerCommon {
  readonly status: number;
  /** X-Request-Id: name it when asking about a call. */
  readonly requestId: string | undefined;
  /** Absent before the key is authenticated (a signature refusal tells nothing of the quota). */
  readonly quota: QuotaState | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** Sends this answer took, retries included. */
  readonly attempts: number;
  /** Every header of the answer, names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
}

/** A success with the endpoint's body, or a refusal with the error body and its code. */
export type ClientAnswer<T> = (AnswerCommon & { readonly ok: true; readonly body: T }) | (AnswerCommon & { readonly ok: false; readonly code: AnswerErrorCode; readonly body: ErrorBody });

type QueryOf<K extends OperationId> = ApiTypes[K] extends { query: infer Q } ? Q : never;
type RequestOf<K extends OperationId> = ApiTypes[K] extends { request: infer R } ? R : never;

/**
 * One method per endpoint, named as the in-process client's: an endpoint that takes a body takes
 * the typed body; any other its parameters, the query string's and the path's (`{ id }` of
 * deleteWebhookEndpoint) together.
 */
export type ClientMethods = {
  [K in OperationId as Operations[K]['clientMethod']]: Operations[K]['body'] extends true
    ? (body: RequestOf<K>, options?: CallOptions) => Promise<ClientAnswer<ApiTypes[K]['answer']>>
    : {} extends QueryOf<K>
      ? (query?: Readonly<QueryOf<K>>, options?: CallOptions) => Promise<ClientAnswer<ApiTypes[K]['answer']>>
      : (query: Readonly<QueryOf<K>>, options?: CallOptions) => Promise<ClientAnswer<ApiTypes[K]['answer']>>;
};

/** An HTTP method the API answers. */
export type ApiMethod = Operations[OperationId]['method'];

/** The path's `{name}` segments filled from `parameters` (each encoded as one segment), and the other parameters as the query string. */
const targetOf = (template: string, parameters: Readonly<Record<string, string>>): string => {
  const query = { ...parameters };
  const path = template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_whole, name: string) => {
    const value = parameters[name];
    if (value === undefined || value === '') throw new TypeError(`${template} needs the parameter ${name}`);
    delete query[name];
    return encodeURIComponent(value);
  });
  const qs = new URLSearchParams(query).toString();
  return `${path}${qs ? `?${qs}` : ''}`;
};

/** Per call. */
export interface CallOptions {
  /**
   * Sent as `Idempotency-Key` (the endpoints that take one: POST /links): a retry with the same key
   * and body gets the first answer again, within 24 hours. The client's own retries of the call
   * send the same key.
   */
  readonly idempotencyKey?: string;
}

export interface ParasolClientOptions {
  /** Where the API is: `https://api.parasol.example` (paths are the API's own, /api/v1/…). */
  readonly baseUrl: string;
  readonly keyId: string;
  /** Signs every call; never sent, never logged. Server-side only: a secret must not reach a browser. */
  readonly secret: string;
  readonly retry?: RetryOptions;
  /** Per send, in ms, answer included; over it the send is a failed connection. Default 30000 (a live quote takes up to 8 s). */
  readonly timeoutMs?: number;
  /** For tests: the fetch, clock, sleep and jitter to use. */
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
}

/** Nothing answered at all (refused, reset, timed out), after every retry the policy allowed. */
export class ParasolConnectionError extends Error {
  override readonly name = 'ParasolConnectionError';
  constructor(
    readonly url: string,
    readonly attempts: number,
    options: { cause: unknown },
  ) {
    const cause = options.cause as { code?: string; cause?: { code?: string }; name?: string } | undefined;
    const code = cause?.cause?.code ?? cause?.code ?? cause?.name ?? 'connection failed';
    super(`no answer from ${url} (${code}) after ${attempts} attempt${attempts === 1 ? '' : 's'}`, options);
  }

  /** The underlying code: ECONNREFUSED, ECONNRESET, TimeoutError… */
  get code(): string | undefined {
    const cause = this.cause as { code?: string; cause?: { code?: string }; name?: string } | undefined;
    return cause?.cause?.code ?? cause?.code ?? cause?.name;
  }
}

const numberHeader = (headers: Headers, name: string): number | undefined => {
  const value = headers.get(name);
  return value === null || !/^\d+$/.test(value) ? undefined : Number(value);
};

// The methods are added from API_OPERATIONS in the constructor; this merge types them.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface ParasolHttpClient extends ClientMethods {}

/**
 * The typed client of Parasol's REST API: every endpoint a method (`quote`, `link`, `conversion`…)
 * with its request and answer types generated from the JSON Schemas, each call signed
 * (`v2=` HMAC-SHA256 of `${ts}.${METHOD}.${pathname}.${body}` over the exact bytes sent), the
 * quota state of the last answer kept (`quota`), and transient refusals retried as
 * retry-policy.ts says. Answers are values: a refusal is `ok: false` with its code, never a throw;
 * only a call nothing answered throws ParasolConnectionError.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ParasolHttpClient {
  readonly #options: ParasolClientOptions;
  readonly #policy: RetryPolicy;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #random: () => number;
  #quota: QuotaState | undefined;

  constructor(options: ParasolClientOptions) {
    this.#options = options;
    this.#policy = retryPolicy(options.retry);
    this.#fetch = options.fetch ?? fetch;
    this.#now = options.now ?? Date.now;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.#random = options.random ?? Math.random;
    for (const operation of Object.values(API_OPERATIONS)) {
      const method = operation.body
        ? (body: unknown, options?: CallOptions) => this.send(operation.method, operation.path, JSON.stringify(body), operation.stores, options)
        : (parameters: Readonly<Record<string, string>> = {}, options?: CallOptions) => this.send(operation.method, targetOf(operation.path, parameters), undefined, operation.stores, options);
      Object.defineProperty(this, operation.clientMethod, { value: method, enumerable: false });
    }
  }

  /** The quota state of the last answer that knew the key; undefined before one. */
  get quota(): QuotaState | undefined {
    return this.#quota;
  }

  /**
   * One call by method and target (`/api/v1/coach/cards?country=FR`), the body as the exact
   * text to send and sign. `stores` says whether it is a write, for the retry policy (true when
   * unsure: never retried then). The typed methods call this.
   */
  async send<T = unknown>(method: ApiMethod, target: string, body: string | undefined, stores = true, options: CallOptions = {}): Promise<ClientAnswer<T>> {
    const url = new URL(target, this.#options.baseUrl);
    const bytes = Buffer.from(body ?? '', 'utf8');
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await this.#sendOnce(method, url, body ?? '', bytes, options.idempotencyKey);
      } catch (error) {
        const delay = retryDelayMs(this.#policy, attempt, stores, { connectionFailed: true }, this.#random);
        if (delay === undefined) throw new ParasolConnectionError(url.origin, attempt, { cause: error });
        await this.#sleep(delay);
        continue;
      }
      const answer = await this.#read<T>(response, attempt);
      const outcome: SendOutcome = { status: answer.status, retryAfterSeconds: answer.retryAfterSeconds };
      const delay = retryDelayMs(this.#policy, attempt, stores, outcome, this.#random);
      if (delay === undefined) return answer;
      await this.#sleep(delay);
    }
  }

  /** One signed send: a fresh timestamp each time, so a retry is never refused as stale. */
  #sendOnce(method: string, url: URL, text: string, bytes: Buffer, idempotencyKey: string | undefined): Promise<Response> {
    const timestamp = String(Math.floor(this.#now() / 1000));
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-svc-key-id': this.#options.keyId,
      'x-svc-timestamp': timestamp,
      'x-svc-signature': signRequest(this.#options.secret, { timestamp, method, pathname: url.pathname, rawBody: bytes }),
    };
    if (bytes.length > 0) headers['content-type'] = 'application/json';
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    return this.#fetch(url, {
      method,
      headers,
      // fetch sends a string as its UTF-8 bytes: exactly the bytes signed.
      ...(bytes.length > 0 ? { body: text } : {}),
      signal: AbortSignal.timeout(this.#options.timeoutMs ?? 30_000),
    });
  }

  async #read<T>(response: Response, attempts: number): Promise<ClientAnswer<T>> {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // Not the API's JSON (a proxy's error page): kept as an error body with the status.
      body = { error: `HTTP_${response.status}`, detail: text.slice(0, 200) };
    }
    const limit = numberHeader(response.headers, 'x-ratelimit-limit');
    if (limit !== undefined) {
      this.#quota = {
        limit,
        remaining: numberHeader(response.headers, 'x-ratelimit-remaining') ?? 0,
        resetSeconds: numberHeader(response.headers, 'x-ratelimit-reset') ?? 0,
        burstRemaining: numberHeader(response.headers, 'x-ratelimit-burst-remaining') ?? 0,
        at: this.#now(),
      };
    }
    const common: AnswerCommon = {
      status: response.status,
      requestId: response.headers.get('x-request-id') ?? undefined,
      quota: limit === undefined ? undefined : this.#quota,
      retryAfterSeconds: numberHeader(response.headers, 'retry-after'),
      attempts,
      headers: Object.fromEntries(response.headers),
    };
    if (response.ok) return { ...common, ok: true, body: body as T };
    const error = body as ErrorBody;
    return { ...common, ok: false, code: typeof error.error === 'string' ? error.error : `HTTP_${response.status}`, body: error };
  }
}
