import type { PaymentAmount } from './payment-provider.js';
import type { IssuedPolicy } from './policy-issuer.js';

/**
 * A checkout: the payment of one subscription's premium and what follows it (the policy, the
 * sale, a refund), as one record (docs/checkout.md). Every change is made by applyCheckoutEvent
 * (core/src/checkout/checkout-transition.ts), which returns the next record with the effects it asks for already
 * appended to `effects`: storing that record is storing both, so a crash can never keep the one
 * and lose the other (the outbox pattern). A runner carries effects out in order and advances
 * `effectsDone`; every effect carries an id made to be its idempotency key at the other end.
 *
 * The record and its effects are defined here, beside the store's port (as SubscriptionRecord
 * is), so that the port can name what it stores; the rules that change it are core/src/checkout,
 * which re-exports these types.
 */

/** An amount in integer minor units of an ISO 4217 currency (the charge currency). */
export type ChargeAmount = PaymentAmount;

/** Why a captured payment is being, or has been, refunded. */
export type RefundReason = 'issuance_refused' | 'issuance_timeout' | 'cancelled' | 'abandoned';

/** What the traveller is told, by page or message, as a checkout moves. */
export type TravellerNotice = 'payment_declined' | 'policy_issued' | 'refund_started' | 'refunded';

/**
 * What a transition asks the outside world to do, as values (checkout-transition.ts). `effectId`
 * is `<checkoutId>:<position in the outbox>`: unique, stable across retries of the runner.
 */
export type CheckoutEffect =
  /** Create payment attempt `attempt` at the provider (idempotent by `idempotencyKey`). */
  | { readonly type: 'charge'; readonly effectId: string; readonly attempt: number; readonly idempotencyKey: string; readonly amount: ChargeAmount }
  /** Ask the insurer to issue the subscription's policy (idempotent by subscription id). */
  | { readonly type: 'issue'; readonly effectId: string; readonly subscriptionId: string; readonly attempt: number }
  /** Refund a captured payment in full (idempotent by `idempotencyKey`). */
  | { readonly type: 'refund'; readonly effectId: string; readonly paymentId: string; readonly idempotencyKey: string; readonly amount: ChargeAmount }
  /** Book the subscription's sale in the partner's ledger (keyed by subscription id). */
  | { readonly type: 'book_sale'; readonly effectId: string; readonly subscriptionId: string; readonly amount: ChargeAmount }
  /** Cancel the booked sale, reversing its commission. */
  | { readonly type: 'reverse_sale'; readonly effectId: string; readonly subscriptionId: string }
  /** Cancel an issued policy at the insurer. */
  | { readonly type: 'cancel_policy'; readonly effectId: string; readonly policyNumber: string }
  /** `reason`: the decline code of a declined payment, the RefundReason of a refund. */
  | { readonly type: 'tell_traveller'; readonly effectId: string; readonly notice: TravellerNotice; readonly reason?: string };

export type CheckoutEffectType = CheckoutEffect['type'];

/** An effect before the transition gives it its place in the outbox. */
export type EffectRequest = CheckoutEffect extends infer E ? (E extends CheckoutEffect ? Omit<E, 'effectId'> : never) : never;

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
