import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Answer } from '@parasol/core';
import { answerJson } from './serialise/answer-json.js';

/** What Koa's `ctx.type = 'application/json'` sends, kept byte for byte. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Writes a core answer on node's response, headers and body in one go: status, quota and retry
 * headers, Cache-Control, the JSON body with its length. Koa's response machinery (a setter per
 * header, the body setter guessing the type, respond()) did the same for ~10x the work; the bytes
 * on the wire are what it wrote, in the same order (transports/rest/test pins them).
 *
 * `closing` adds `Connection: close` (node then closes the socket after this answer): for a refusal
 * that leaves the request's body unread. The answer body is never empty and the core never answers
 * 204 or 304, so Content-Length always matches what is sent (node sends no body to HEAD, keeping the
 * header, as Koa did).
 */
export function writeAnswer(response: ServerResponse, answer: Answer, requestId: string, closing = false): void {
  // A document the caller asked for in another format (a remittance as CSV) goes as it is.
  const body = answer.document?.text ?? answerJson(answer);
  const headers: string[] = ['X-Request-Id', requestId];
  if (closing) headers.push('Connection', 'close');
  const quota = answer.rateLimit;
  // Quota headers only when the answer knows the caller's key: never zeros that read as a spent quota.
  if (quota !== undefined) {
    headers.push(
      'X-RateLimit-Limit', String(quota.limit),
      'X-RateLimit-Remaining', String(quota.remaining),
      'X-RateLimit-Reset', String(quota.resetSeconds),
      'X-RateLimit-Burst-Remaining', String(quota.burstRemaining),
    );
  }
  if (answer.retryAfterSeconds !== undefined) headers.push('Retry-After', String(answer.retryAfterSeconds));
  headers.push(
    // Premiums must never be cached; the few answers that may be say so (private: the answer names the key).
    'Cache-Control', answer.cacheSeconds === undefined ? 'no-store' : `private, max-age=${answer.cacheSeconds}`,
    'Content-Type', answer.document?.contentType ?? JSON_TYPE,
    'Content-Length', String(Buffer.byteLength(body)),
  );
  // Headers set before (graceful-close's `connection: close`, a page's before it failed) are kept:
  // node merges them. The reason phrase is named, or a status a page set first would keep its own.
  response.writeHead(answer.status, STATUS_CODES[answer.status] ?? 'unknown', headers);
  response.end(body);
}
