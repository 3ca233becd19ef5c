import type Router from '@koa/router';
import type { CheckoutFlows } from '@parasol/core';

/** Where the payment provider posts its notifications (its dashboard's endpoint URL). */
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

/** Stripe's events are a few kilobytes; a body bigger than this is not one. */
const WEBHOOK_LIMIT_BYTES = 256 * 1024;

/**
 * POST /payments/stripe/webhook: the raw body, exactly as sent (the signature is over its bytes,
 * so nothing may parse it first), to the provider's webhook reader. 400 when it is not the
 * provider's (a missing or wrong signature, an old timestamp); 200 otherwise, a redelivery
 * included, so that the provider stops retrying what was recorded. A storage outage throws to the
 * server's handler (a 503 the provider retries). No CORS: only the provider's servers post here.
 */
export function mountPaymentWebhook(router: Router, checkout: CheckoutFlows): void {
  router.post(STRIPE_WEBHOOK_PATH, async (ctx) => {
    const { default: getRawBody } = await import('raw-body');
    let body: Buffer;
    try {
      body = await getRawBody(ctx.req, { limit: WEBHOOK_LIMIT_BYTES });
    } catch {
      ctx.status = 413;
      ctx.body = { received: false, error: 'body too large or unreadable' };
      return;
    }
    const signature = ctx.get('stripe-signature') || undefined;
    const answer = await checkout.recordPayment.fromWebhook(body, signature);
    ctx.set('Cache-Control', 'no-store');
    if (answer.outcome === 'refused') {
      ctx.status = 400;
      ctx.body = { received: false, error: answer.refusal };
      return;
    }
    ctx.status = 200;
    ctx.body = { received: true };
  });
}
