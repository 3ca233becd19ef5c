/**
 * A checkout: the payment of one subscription's premium and what follows it (the policy, the
 * sale, a refund), as one record (docs/checkout.md). Every change is made by applyCheckoutEvent
 * (checkout-transition.ts), which returns the next record with the effects it asks for already
 * appended to `effects`: storing that record is storing both, so a crash can never keep the one
 * and lose the other (the outbox pattern). A runner carries effects out in order and advances
 * `effectsDone`; every effect carries an id made to be its idempotency key at the other end.
 * The record's type is defined with the store's port (ports/checkout-record.ts).
 */
export type { Checkout, CheckoutState, CheckoutStateKind } from '../ports/checkout-record.js';

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
