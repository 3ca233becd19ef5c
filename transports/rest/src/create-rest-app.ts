import Koa from 'koa';
import { routerOf, wireCode, type Answer, type Logger, type Parasol, type Routing } from '@parasol/core';
import { LIMITS } from '@parasol/core/internal';
import { apiCalls, edgeRefusal } from './api-calls.js';
import { newRequestId } from './request-id.js';
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
   * (tools/server/src/compose/metrics), so the transport knows no metrics library. Must not throw.
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
  /**
   * From the request's arrival to the answer handed to node, in ms, one decimal: its bytes leave
   * with the other answers of that loop turn (end-after-reads.ts), within the same turn.
   */
  readonly latencyMs: number;
};

/**
 * The key id as the access log keeps it: the mode prefix and four characters, enough to tell a
 * partner's keys apart, never the whole id (logs travel further than the key store) and never an
 * attacker's 8 KiB header copied into a log line.
 */
const loggedKeyId = (keyId: string | string[] | undefined): string | null => (typeof keyId !== 'string' || keyId === '' ? null : keyId.length > 12 ? `${keyId.slice(0, 12)}…` : keyId);

/**
 * The path as the access log keeps it: a subscription id in a funnel page's path is the
 * traveller's only key to that page, so logs keep its prefix only (`/funnel/s/sub_…`).
 */
const loggedPath = (path: string): string => (path.includes('sub_') ? path.replace(/sub_[A-Za-z0-9_-]+/g, 'sub_…') : path);

/**
 * The REST transport: translate HTTP to a SignedCall, let the core decide, translate back
 * (api-calls.ts). No CORS header is ever set: the API is server-to-server and its secret must not
 * reach a browser.
 *
 * A request to one of the API's paths goes straight to the core and is answered on node's response
 * (the API's own hot path: no router, no Koa response). Any other request goes down the Koa stack:
 * health probes, the pages, the reference, and last the core again, whose JSON 404/405 knows the
 * whole route table. No health, page or reference path is an API path, so answering those first
 * changes no answer.
 */
export function createRestApp(options: RestOptions): Koa {
  const { parasol } = options;
  const app = new Koa({ proxy: false });
  const answerApi = apiCalls(parasol, options.maxBodyBytes ?? LIMITS.maxBodyBytes);
  // Each request is routed once, here: the core answers it by this route, the access log names it.
  const route = routerOf(parasol.endpoints);
  const accessLog = options.accessLog === true ? options.logger : undefined;
  const onAnswered = options.onAnswered;
  const observed = accessLog !== undefined || onAnswered !== undefined;

  app.use(async (ctx, next) => {
    const started = observed ? performance.now() : 0;
    const requestId = newRequestId();
    // Read by the 'error' listener (http-layer-errors.ts) to name the request a late error concerns.
    ctx.state.requestId = requestId;
    const path = ctx.path;
    const method = ctx.req.method ?? 'GET';
    const routing = route(method, path);
    ctx.state.route = routing;
    // The core's answer: its code, and the postback's outcome for metrics; none for pages and probes.
    let answer: Answer | undefined;
    try {
      if (isApiPath(routing)) {
        answer = await answerApi(ctx, requestId, routing);
      } else {
        ctx.set('X-Request-Id', requestId);
        await next();
        answer = ctx.state.answer as Answer | undefined;
      }
    } catch (e) {
      options.logger?.error('request failed', { requestId, error: String((e as Error)?.stack ?? e) });
      answer = edgeRefusal('INTERNAL_ERROR', `Unexpected error; mention request id ${requestId}.`, requestId);
      ctx.respond = false;
      // Nothing here writes a body in pieces, so the headers are never out yet; if they were, the
      // answer under way can only be ended.
      if (ctx.res.headersSent) ctx.res.end();
      else writeAnswer(ctx.res, answer, requestId);
    }
    if (!observed) return;
    const line: AnsweredRequest = {
      requestId,
      method,
      path: loggedPath(path),
      operation: routing.endpoint?.id ?? null,
      status: ctx.res.statusCode,
      code: answer?.code === undefined ? null : wireCode(answer.code),
      keyId: loggedKeyId(ctx.req.headers['x-svc-key-id']),
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    };
    // One logger call per request: the line object is the only allocation the access log adds.
    accessLog?.info('request', line);
    try {
      onAnswered?.(line, answer);
    } catch (e) {
      // The answer is already decided: an observer's bug must not turn it into a 500.
      options.logger?.error('answer observer failed', { requestId, error: String((e as Error)?.stack ?? e) });
    }
  });
  app.use(healthRoutes(options.readiness));
  if (options.pages) app.use(options.pages);
  if (options.apiReference) app.use(referenceRoutes(options.apiReference));
  // Anything else (unknown path, OPTIONS, ...): the core's JSON 404/405.
  app.use(async (ctx) => {
    ctx.state.answer = await answerApi(ctx, ctx.state.requestId as string, ctx.state.route as Routing);
  });
  return app;
}

/** A path of the API: an endpoint's, whatever the method (another method is the API's own 405). */
const isApiPath = (routing: Routing): boolean => routing.endpoint !== undefined || routing.failure.code === 'METHOD_NOT_ALLOWED';
