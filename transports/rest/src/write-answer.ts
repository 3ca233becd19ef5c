import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Answer } from '@parasol/core';
import { answerJson } from './serialise/answer-json.js';
import { answerChunks, type AnswerChunks } from './serialise/frozen-tail.js';
import { csvOf } from './serialise/csv-table.js';
import { endAfterReads } from './end-after-reads.js';

/** What Koa's `ctx.type = 'application/json'` sends, kept byte for byte. */
const JSON_TYPE = 'application/json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * Writes a core answer on node's response: status, quota and retry headers, Cache-Control, the
 * JSON body with its length; the headers at once, the bytes after this loop turn's reads, with
 * the other answers decided in it (end-after-reads.ts). Koa's response machinery (a setter per
 * header, the body setter guessing the type, respond()) did the same for ~10x the work; the bytes
 * on the wire are what it wrote, in the same order (transports/rest/test pins them).
 *
 * `closing` adds `Connection: close` (node then closes the socket after this answer): for a refusal
 * that leaves the request's body unread; `extra` are more header names and values (a deprecated
 * route's, deprecation-headers.ts). The answer body is never empty and the core never answers
 * 204 or 304 (writeNotModified below is REST's own), so Content-Length always matches what is sent
 * (node sends no body to HEAD, keeping the header, as Koa did).
 */
export function writeAnswer(response: ServerResponse, answer: Answer, requestId: string, closing = false, extra: readonly string[] = []): void {
  const body = bodyOf(answer);
  const headers: string[] = ['X-Request-Id', requestId, ...extra];
  if (closing) headers.push('Connection', 'close');
  pushQuota(headers, answer);
  if (answer.retryAfterSeconds !== undefined) headers.push('Retry-After', String(answer.retryAfterSeconds));
  // Stripe's name for it: this is the first answer given under the request's Idempotency-Key, again.
  if (answer.idempotentReplayed === true) headers.push('Idempotent-Replayed', 'true');
  headers.push(
    // Premiums must never be cached; the few answers that may be say so (private: the answer names the key).
    'Cache-Control', cacheControlOf(answer),
    ...(answer.etag === undefined ? [] : ['ETag', answer.etag]),
    'Content-Type', answer.table === undefined ? JSON_TYPE : CSV_TYPE,
    'Content-Length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.length),
  );
  // Headers set before (graceful-close's `connection: close`, a page's before it failed) are kept:
  // node merges them. The reason phrase is named, or a status a page set first would keep its own.
  // The headers now (writeHead checks them: a bad one throws here, to the caller); the bytes after this loop turn's reads.
  response.writeHead(answer.status, STATUS_CODES[answer.status] ?? 'unknown', headers);
  endAfterReads(response, () => {
    if (typeof body === 'string') {
      response.end(body);
    } else {
      // Both at once: node corks the socket for the first write, and end sends them in one writev.
      response.write(body.head);
      response.end(body.tail);
    }
  });
}

/**
 * The body as sent: a table the caller asked for as CSV (a remittance) instead of the JSON body;
 * a body that ends in frozen parts (the meta, the card listing) as its head's text and the bytes
 * of its tail, kept while those parts live (serialise/frozen-tail.ts); any other as JSON text.
 */
const bodyOf = (answer: Answer): string | AnswerChunks => {
  if (answer.table !== undefined) return csvOf(answer.table);
  return answerChunks(answer.body) ?? answerJson(answer);
};

/** Quota headers only when the answer knows the caller's key: never zeros that read as a spent quota. */
const pushQuota = (headers: string[], answer: Answer): void => {
  const quota = answer.rateLimit;
  if (quota === undefined) return;
  headers.push(
    'X-RateLimit-Limit', String(quota.limit),
    'X-RateLimit-Remaining', String(quota.remaining),
    'X-RateLimit-Reset', String(quota.resetSeconds),
    'X-RateLimit-Burst-Remaining', String(quota.burstRemaining),
  );
};

const cacheControlOf = (answer: Answer): string => (answer.cacheSeconds === undefined ? 'no-store' : `private, max-age=${answer.cacheSeconds}`);

/**
 * 304 Not Modified for an answer whose ETag the client sent in If-None-Match: the headers a 200
 * would carry that say how to cache it (RFC 9110, 15.4.5: ETag, Cache-Control) and the request
 * and quota headers, no body.
 */
export function writeNotModified(response: ServerResponse, answer: Answer, requestId: string, extra: readonly string[] = []): void {
  const headers: string[] = ['X-Request-Id', requestId, ...extra];
  pushQuota(headers, answer);
  headers.push('Cache-Control', cacheControlOf(answer));
  if (answer.etag !== undefined) headers.push('ETag', answer.etag);
  response.writeHead(304, STATUS_CODES[304] ?? 'Not Modified', headers);
  endAfterReads(response, () => response.end());
}
