import { createHmac } from 'node:crypto';

/**
 * Stripe's webhook signature (docs: "Verify webhook signatures"): the header
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" under the endpoint
 * secret>`. The SDK's stripe.webhooks.constructEvent accepts exactly this.
 */
export function stripeSignatureHeader(payload: string, secret: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
