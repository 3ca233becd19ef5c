import Stripe from 'stripe';
import type { PaymentFailure } from '@parasol/core';

/**
 * A failed SDK call as the port's failure: a connection error, a timeout, a 5xx or a 429 is
 * `unavailable` (the same key may be sent again), a 404 `not_found`, any other answer of
 * Stripe's `refused` with its error code. Anything else is a bug and is thrown on.
 */
export function paymentFailureOf(error: unknown): PaymentFailure {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  const status = error.statusCode;
  if (error instanceof Stripe.errors.StripeConnectionError || status === undefined || status >= 500 || status === 429) {
    return { kind: 'unavailable', detail: `${error.type}${status === undefined ? '' : ` ${status}`}: ${error.message}` };
  }
  if (status === 404) return { kind: 'not_found', detail: error.message };
  return { kind: 'refused', code: error.decline_code ?? error.code ?? error.type, detail: error.message };
}
