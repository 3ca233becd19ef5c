import type { ChargeAmount, IssuedPolicy } from './checkout-values.js';

/**
 * What happens to a checkout, as the runner reports it. Each event names the attempt or payment
 * it answers, so a duplicated or late one is recognised and changes nothing
 * (checkout-transition.ts). Times are passed in: the transition reads no clock.
 */
export type CheckoutEvent =
  /** The provider created payment attempt `attempt` (answer to a `charge` effect). */
  | { readonly type: 'payment_created'; readonly attempt: number; readonly paymentId: string }
  /** The provider reports a captured payment (the redirect back, a webhook, or a retrieval). */
  | { readonly type: 'payment_succeeded'; readonly paymentId: string; readonly amount: ChargeAmount }
  | { readonly type: 'payment_declined'; readonly paymentId: string; readonly declineCode: string }
  /** The payment page expired unpaid. */
  | { readonly type: 'payment_expired'; readonly paymentId: string }
  /** The traveller asks to pay again after attempt `attempt` was declined. */
  | { readonly type: 'retry_requested'; readonly attempt: number }
  | { readonly type: 'issuance_succeeded'; readonly attempt: number; readonly policy: IssuedPolicy; readonly at: number }
  | { readonly type: 'issuance_refused'; readonly attempt: number; readonly reason: string }
  /** Issuance attempt `attempt` got no answer in time (or a retryable failure). */
  | { readonly type: 'issuance_timed_out'; readonly attempt: number }
  | { readonly type: 'refund_succeeded'; readonly paymentId: string }
  /** The traveller (from the confirmation page) or an operator cancels. */
  | { readonly type: 'cancellation_requested'; readonly at: number; readonly by: 'traveller' | 'operator' };

export type CheckoutEventType = CheckoutEvent['type'];
