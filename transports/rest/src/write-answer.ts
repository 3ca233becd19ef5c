import type { Context } from 'koa';
import { answerJson, type Answer } from '@parasol/core';

/** Maps a core answer onto the HTTP response: status, JSON body, quota and retry headers. */
export function writeAnswer(ctx: Context, answer: Answer): void {
  // Kept for the access log and metrics (create-rest-app.ts): the refusal's code, the postback's outcome.
  ctx.state.answer = answer;
  ctx.status = answer.status;
  const quota = answer.rateLimit;
  // One set() for all headers: Koa's set allocates per call, and this runs on every answer.
  ctx.set({
    // Quota headers only when the answer knows the caller's key: never zeros that read as a spent quota.
    ...(quota === undefined
      ? {}
      : {
          'X-RateLimit-Limit': String(quota.limit),
          'X-RateLimit-Remaining': String(quota.remaining),
          'X-RateLimit-Reset': String(quota.resetSeconds),
          'X-RateLimit-Burst-Remaining': String(quota.burstRemaining),
        }),
    ...(answer.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(answer.retryAfterSeconds) }),
    // Premiums must never be cached; the few answers that may be say so (private: the answer names the key).
    'Cache-Control': answer.cacheSeconds === undefined ? 'no-store' : `private, max-age=${answer.cacheSeconds}`,
  });
  ctx.type = 'application/json';
  ctx.body = answerJson(answer);
}
