import Koa from 'koa';
import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import { LIMITS, endpointLookup, jsonBody, type Answer, type Logger, type Parasol, type SignedCall, wireCode, httpStatusOf, type ErrorCode } from '@parasol/core';
import { readRawBody } from './read-raw-body.js';
import { writeAnswer } from './write-answer.js';
import { healthRoutes, type Readiness } from './health-routes.js';
import { referenceRoutes, type ApiReference } from './reference-routes.js';

export { HEALTH_PATHS, type Readiness, type ReadinessCheck } from './health-routes.js';

export interface RestOptions {
  readonly parasol: Parasol;
  readonly logger?: Logger;
  /**
   * One info line per answer, the fields of AnsweredRequest (request id, method, path, operation,
   * status, error code, key id prefix, latency); never a secret, a signature or a body.
   */
  readonly accessLog?: boolean;
  /**
   * Called once per answer with the access log's fields, and the core's Answer when the API
   * answered (absent for health probes, pages and the reference): where metrics are observed
   * (tools/src/compose/metrics), so the transport knows no metrics library. Must not throw.
   */
  readonly onAnswered?: (request: AnsweredRequest, answer: Answer | undefined) => void;
  readonly maxBodyBytes?: number;
  /** What GET /readyz checks (the storage); unsigned GET /healthz and /readyz are served either way (health-routes.ts). */
  readonly readiness?: Readiness;
  /**
   * Public pages served beside the API (the widget and the embedded funnel, @parasol/web): a
   * middleware that answers its own paths and passes every other request on to the API.
   */
  readonly pages?: Koa.Middleware;
  /** The API reference served at /openapi.json and /docs (the generated OpenAPI document). */
  readonly apiReference?: ApiReference;
}

/** What the access log writes and onAnswered receives about one answer (a type, so it is a log line's fields as is). */
export type AnsweredRequest = {
  readonly requestId: string;
  readonly method: string;
  /** With a subscription id cut to its prefix (loggedPath). */
  readonly path: string;
  /** The endpoint id (`createQuote`) when method and path are an endpoint's, else null. */
  readonly operation: string | null;
  readonly status: number;
  /** The wire error code of a refusal (`QUOTA_EXCEEDED`), null on success or when not the API's answer. */
  readonly code: string | null;
  /** The x-svc-key-id header's prefix (loggedKeyId), null when absent. */
  readonly keyId: string | null;
  /** From the request's arrival to the answer written, in ms, one decimal. */
  readonly latencyMs: number;
};

const header = (ctx: Koa.Context, name: string): string | undefined => {
  const v = ctx.get(name);
  return v === '' ? undefined : v;
};

/**
 * The key id as the access log keeps it: the mode prefix and four characters, enough to tell a
 * partner's keys apart, never the whole id (logs travel further than the key store) and never an
 * attacker's 8 KiB header copied into a log line.
 */
const loggedKeyId = (keyId: string | undefined): string | null => (keyId === undefined ? null : keyId.length > 12 ? `${keyId.slice(0, 12)}…` : keyId);

/**
 * The path as the access log keeps it: a subscription id in a funnel page's path is the
 * traveller's only key to that page, so logs keep its prefix only (`/funnel/s/sub_…`).
 */
const loggedPath = (path: string): string => (path.includes('sub_') ? path.replace(/sub_[A-Za-z0-9_-]+/g, 'sub_…') : path);

/**
 * The REST transport: translate HTTP to a SignedCall, let the core decide, translate back.
 * No rule of the spec is decided here except what only HTTP has (body size, media type).
 * No CORS header is ever set: the API is server-to-server and its secret must not reach a browser.
 */
export function createRestApp(options: RestOptions): Koa {
  const { parasol } = options;
  const limit = options.maxBodyBytes ?? LIMITS.maxBodyBytes;
  const app = new Koa({ proxy: false });
  const router = new Router({ sensitive: true, strict: true });

  // Refused before the core knows the caller: no quota headers (the key is not authenticated yet).
  const edgeRefusal = (ctx: Koa.Context, code: ErrorCode, detail: string) => {
    const requestId = ctx.state.requestId as string;
    const answer: Answer = { status: httpStatusOf(code), body: { error: wireCode(code), detail, requestId }, code, requestId };
    writeAnswer(ctx, answer);
  };

  const dispatch: Koa.Middleware = async (ctx) => {
    const raw = await readRawBody(ctx.req, limit);
    if (!raw.ok) {
      // The rest of the body is left unread: close the connection with the refusal, or the next
      // request on this keep-alive socket would wait behind bytes nobody reads.
      ctx.set('Connection', 'close');
      return raw.tooLarge
        ? edgeRefusal(ctx, 'PAYLOAD_TOO_LARGE', `The body exceeds ${limit} bytes.`)
        : edgeRefusal(ctx, 'INVALID_JSON', 'The body could not be read.');
    }
    if (raw.bytes.length > 0 && !ctx.is('application/json')) {
      return edgeRefusal(ctx, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as content-type: application/json.');
    }
    const keyId = header(ctx, 'x-svc-key-id');
    const timestamp = header(ctx, 'x-svc-timestamp');
    const signature = header(ctx, 'x-svc-signature');
    const call: SignedCall = {
      method: ctx.method,
      path: ctx.path,
      // Most calls carry no query string: nothing to parse then.
      query: ctx.querystring === '' ? {} : Object.fromEntries(Object.entries(ctx.query).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : (v ?? '')])),
      ...(keyId === undefined ? {} : { keyId }),
      ...(timestamp === undefined ? {} : { timestamp }),
      ...(signature === undefined ? {} : { signature }),
      rawBody: raw.bytes,
      decodeBody: jsonBody,
      requestId: ctx.state.requestId as string,
    };
    writeAnswer(ctx, await parasol.handle(call));
  };

  for (const endpoint of parasol.endpoints) {
    if (endpoint.method === 'GET') router.get(endpoint.path, dispatch);
    else router.post(endpoint.path, dispatch);
  }

  const accessLog = options.accessLog === true ? options.logger : undefined;
  const onAnswered = options.onAnswered;
  const operationOf = endpointLookup(parasol.endpoints);
  const observed = accessLog !== undefined || onAnswered !== undefined;
  app.use(async (ctx, next) => {
    const started = observed ? performance.now() : 0;
    ctx.state.requestId = `req_${randomUUID().replaceAll('-', '')}`;
    ctx.set('X-Request-Id', ctx.state.requestId as string);
    try {
      await next();
    } catch (e) {
      options.logger?.error('request failed', { requestId: ctx.state.requestId, error: String((e as Error)?.stack ?? e) });
      edgeRefusal(ctx, 'INTERNAL_ERROR', `Unexpected error; mention request id ${String(ctx.state.requestId)}.`);
    }
    if (!observed) return;
    // writeAnswer keeps the core's answer on ctx.state: its code, and the postback's outcome for metrics.
    const answer = ctx.state.answer as Answer | undefined;
    const line: AnsweredRequest = {
      requestId: ctx.state.requestId as string,
      method: ctx.method,
      path: loggedPath(ctx.path),
      operation: operationOf(ctx.method, ctx.path),
      status: ctx.status,
      code: answer?.code === undefined ? null : wireCode(answer.code),
      keyId: loggedKeyId(header(ctx, 'x-svc-key-id')),
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    };
    // One logger call per request: the line object is the only allocation the access log adds.
    accessLog?.info('request', line);
    try {
      onAnswered?.(line, answer);
    } catch (e) {
      // The answer is already decided: an observer's bug must not turn it into a 500.
      options.logger?.error('answer observer failed', { requestId: line.requestId, error: String((e as Error)?.stack ?? e) });
    }
  });
  app.use(healthRoutes(options.readiness));
  if (options.pages) app.use(options.pages);
  if (options.apiReference) app.use(referenceRoutes(options.apiReference));
  app.use(router.routes());
  // Anything the router did not match (unknown path, other method, OPTIONS) still gets the
  // core's JSON 404/405, which knows the whole route table.
  app.use(dispatch);
  return app;
}
