import type { Context } from 'koa';
import type { Answer } from '@parasol/core';

/** Maps a core answer onto the HTTP response: status, JSON body, quota and retry headers. */
export function writeAnswer(ctx: Context, answer: Answer): void {
  ctx.status = answer.status;
  ctx.set('X-RateLimit-Limit', String(answer.rateLimit.limit));
  ctx.set('X-RateLimit-Remaining', String(answer.rateLimit.remaining));
  ctx.set('X-RateLimit-Reset', String(answer.rateLimit.resetSeconds));
  ctx.set('X-RateLimit-Burst-Remaining', String(answer.rateLimit.burstRemaining));
  if (answer.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(answer.retryAfterSeconds));
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(answer.body);
}
