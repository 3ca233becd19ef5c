import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';
import { httpStatusOf, jsonBody, wireCode, type Answer, type ErrorCode, type Parasol, type Routing, type SignedCall } from '@parasol/core';
import { deprecationHeaders } from './deprecation-headers.js';
import { readRawBody } from './read-raw-body.js';
import { matchesIfNoneMatch } from './not-modified.js';
import { writeAnswer, writeNotModified } from './write-answer.js';

/** Answers one API call and says what it answered (for the access log and metrics). */
export type ApiCalls = (ctx: Koa.Context, requestId: string, route: Routing) => Promise<Answer>;

/** A header as sent, or undefined when absent or empty (what Koa's `ctx.get(name) || undefined` read). */
const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The query string's parameters, the first value of a repeated one: what Koa's `ctx.query` gave
 * (URLSearchParams decoding), reduced to one string per name as the core takes them. Built by
 * Object.fromEntries, so a `__proto__` parameter is a plain property like any other.
 */
const queryOf = (search: string): Record<string, string> => {
  const params = new URLSearchParams(search);
  return Object.fromEntries(Array.from(params.keys(), (name) => [name, params.get(name) ?? '']));
};

/**
 * Whether a request's body is declared as JSON: `ctx.is('application/json')` (type-is: parameters
 * and case ignored, `+json` types refused), answered at once for the exact type nearly every
 * client sends, which type-is would parse for ~5 us per request to the same verdict.
 */
const isJson = (ctx: Koa.Context): boolean => ctx.req.headers['content-type'] === 'application/json' || Boolean(ctx.is('application/json'));

/** A refusal decided before the core knows the caller: no quota headers (the key is not authenticated yet). */
export const edgeRefusal = (code: ErrorCode, detail: string, requestId: string): Answer => ({
  status: httpStatusOf(code),
  body: { error: wireCode(code), detail, requestId },
  code,
  requestId,
});

/**
 * The API side of the transport: HTTP to a SignedCall with its route, the core decides (an
 * unknown path is its 404, a known one with another method its 405), the answer back to HTTP.
 * No rule of the spec is decided here except what only HTTP has (body size, media type).
 *
 * Koa stays the framework around it, but an API answer is written on node's response
 * (`ctx.respond = false` tells Koa it is done): headers read from `req.headers`, the answer
 * written by writeAnswer in one writeHead. Koa's request getters are still used where they carry
 * semantics worth keeping exactly: the path and query string (parseurl) and `ctx.is` (type-is).
 */
export function apiCalls(parasol: Parasol, maxBodyBytes: number): ApiCalls {
  return async (ctx, requestId, route) => {
    ctx.respond = false;
    const req = ctx.req;
    const raw = await readRawBody(req, maxBodyBytes);
    if (!raw.ok) {
      // The rest of the body is left unread: close the connection with the refusal, or the next
      // request on this keep-alive socket would wait behind bytes nobody reads.
      const answer = raw.tooLarge
        ? edgeRefusal('PAYLOAD_TOO_LARGE', `The body exceeds ${maxBodyBytes} bytes.`, requestId)
        : edgeRefusal('INVALID_JSON', 'The body could not be read.', requestId);
      writeAnswer(ctx.res, answer, requestId, true);
      return answer;
    }
    if (raw.bytes.length > 0 && !isJson(ctx)) {
      const answer = edgeRefusal('UNSUPPORTED_MEDIA_TYPE', 'Send the body as content-type: application/json.', requestId);
      writeAnswer(ctx.res, answer, requestId);
      return answer;
    }
    const search = ctx.querystring;
    const call: { -readonly [K in keyof SignedCall]: SignedCall[K] } = {
      method: req.method ?? 'GET',
      path: ctx.path,
      // Most calls carry no query string: nothing to parse then.
      query: search === '' ? {} : queryOf(search),
      rawBody: raw.bytes,
      decodeBody: jsonBody,
      route,
      requestId,
    };
    const keyId = header(req, 'x-svc-key-id');
    if (keyId !== undefined) call.keyId = keyId;
    const timestamp = header(req, 'x-svc-timestamp');
    if (timestamp !== undefined) call.timestamp = timestamp;
    const signature = header(req, 'x-svc-signature');
    if (signature !== undefined) call.signature = signature;
    const idempotencyKey = header(req, 'idempotency-key');
    if (idempotencyKey !== undefined) call.idempotencyKey = idempotencyKey;
    const answer = await parasol.handle(call);
    // A client that holds this very body already (its ETag in If-None-Match) gets 304 and no body.
    if (answer.status === 200 && answer.etag !== undefined && matchesIfNoneMatch(header(req, 'if-none-match'), answer.etag)) {
      writeNotModified(ctx.res, answer, requestId, deprecationHeaders(route.endpoint));
      return { ...answer, status: 304 };
    }
    writeAnswer(ctx.res, answer, requestId, false, deprecationHeaders(route.endpoint));
    return answer;
  };
}
