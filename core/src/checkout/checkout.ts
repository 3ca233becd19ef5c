/**
 * A checkout: the payment of one subscription's premium and what follows it (the policy, the
 * sale, a refund), as one record (docs/checkout.md). Every change is made by applyCheckoutEvent
 * (checkout-transition.ts), which returns the next record with the effects it asks for already
 * appended to `effects`: storing that record is storing both, so a crash can never keep the one
 * and lose the other (the outbox pattern). A runner carries effects out in order and advances
 * `effectsDone`; every effect carries an id made to be its idempotency key at the other end.
 */
import type { CheckoutEffect } from './checkout-effect.js';
import type { ChargeAmount, IssuedPolicy, RefundReason } from './checkout-values.js';

export type CheckoutState =
  /** Waiting for the payment of attempt `attempt` to be created at the provider (a `charge` effect is out). */
  | { readonly kind: 'open' }
  /** The traveller is on the provider's payment page for `paymentId`. */
  | { readonly kind: 'payment_pending'; readonly paymentId: string }
  /** The card was declined (or the payment page expired); the traveller may retry. */
  | { readonly kind: 'declined'; readonly paymentId: string; readonly declineCode: string }
  /** Money captured; the policy is being issued (attempt `issueAttempt`). */
  | { readonly kind: 'paid' }
  /** The policy is issued and the sale booked. */
  | { readonly kind: 'issued'; readonly policy: IssuedPolicy; readonly issuedAt: number }
  /** A refund of the captured payment is out. */
  | { readonly kind: 'refunding'; readonly reason: RefundReason }
  /** The captured payment was refunded (after a cancellation, the policy is cancelled and the sale reversed too). */
  | { readonly kind: 'refunded'; readonly reason: RefundReason }
  /** Left before any payment was captured; nothing to undo. */
  | { readonly kind: 'abandoned' };

export type CheckoutStateKind = CheckoutState['kind'];

export interface Checkout {
  /** Public, opaque id (`co_…`); with the attempt it makes the payment's idempotency key. */
  readonly checkoutId: string;
  readonly subscriptionId: string;
  /** The premium charged, fixed when the checkout opens. */
  readonly charge: ChargeAmount;
  readonly state: CheckoutState;
  /** Payment attempt, from 1; a retry after a decline opens the next one. */
  readonly attempt: number;
  /** The payment whose capture this checkout kept (null until one is captured). */
  readonly capturedPaymentId: string | null;
  /** Issuance attempt, from 1 once paid; 0 before. */
  readonly issueAttempt: number;
  /** Payments a refund was asked for: the captured one when it is undone, and any stray capture. */
  readonly refundedPaymentIds: readonly string[];
  /** Policies issued after the checkout gave up on them, whose cancellation was asked. */
  readonly voidedPolicyNumbers: readonly string[];
  /** Every effect ever asked for, in order (the outbox). */
  readonly effects: readonly CheckoutEffect[];
  /** How many of `effects` the runner has carried out. */
  readonly effectsDone: number;
}

export interface CheckoutSettings {
  /** Issuance attempts before a timeout gives up and refunds. */
  readonly maxIssueAttempts: number;
  /** The traveller's cooling-off window after issuance, in ms (a cancellation within it refunds). */
  readonly coolingOffMs: number;
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = { maxIssueAttempts: 3, coolingOffMs: 14 * 86_400_000 };

/** The idempotency key of a payment attempt at the provider: the same attempt is created once, however often it is asked for. */
export const paymentIdempotencyKey = (checkoutId: string, attempt: number): string => `${checkoutId}-a${attempt}`;

/** The idempotency key of a payment's refund: one refund per payment. */
export const refundIdempotencyKey = (paymentId: string): string => `refund-${paymentId}`;
