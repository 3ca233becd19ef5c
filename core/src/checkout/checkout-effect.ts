import type { ChargeAmount } from './checkout-values.js';

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
