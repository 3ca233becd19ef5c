import type { PaymentAmount } from '../ports/payment-provider.js';
import type { SubscriptionStage } from '../ports/subscription-store.js';
import type { CheckoutRefusal } from './checkout-transition.js';

/** Why a checkout use case did nothing; the funnel's pages and the operator's command turn each into a message. */
export type CheckoutUseRefusal =
  | { readonly reason: 'not-found' }
  | { readonly reason: 'expired' }
  /** Not presubscribed (still quoting), or a sandbox subscription (its payment step charges nothing). */
  | { readonly reason: 'stage'; readonly stage: SubscriptionStage }
  | { readonly reason: 'sandbox' }
  | { readonly reason: 'offer-unavailable' }
  | { readonly reason: 'pricing'; readonly timeout: boolean }
  /** The re-rated premium is not the one the traveller saw: show it again before charging. */
  | { readonly reason: 'premium-moved'; readonly premium: PaymentAmount }
  /** No checkout for that subscription or payment. */
  | { readonly reason: 'no-checkout' }
  /** The state machine refused the event (a cancellation after the window, or while issuing). */
  | { readonly reason: 'refused'; readonly refusal: CheckoutRefusal };

export type CheckoutUseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: CheckoutUseRefusal };
