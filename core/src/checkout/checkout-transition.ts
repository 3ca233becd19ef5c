import { DEFAULT_CHECKOUT_SETTINGS, paymentIdempotencyKey, refundIdempotencyKey, type Checkout, type CheckoutSettings } from './checkout.js';
import type { ChargeAmount, RefundReason } from './checkout-values.js';
import type { CheckoutEffect, EffectRequest } from './checkout-effect.js';
import type { CheckoutEvent } from './checkout-event.js';

/** Why an event cannot apply to the checkout as it stands (a bug upstream, or a request to refuse). */
export type CheckoutRefusal =
  | 'not_paid' // an issuance result before any capture
  | 'issuance_in_progress' // a cancellation while the policy is being issued: ask again once it is
  | 'cooling_off_over'; // a cancellation after the window

/**
 * The outcome of one event: `moved` (a new record, with `emitted` appended to its outbox),
 * `ignored` (a duplicate or late event: the record is returned unchanged) or `refused` (the event
 * makes no sense here; the record is unchanged). Errors are values; nothing throws.
 */
export type CheckoutStep =
  | { readonly outcome: 'moved'; readonly checkout: Checkout; readonly emitted: readonly CheckoutEffect[] }
  | { readonly outcome: 'ignored'; readonly checkout: Checkout; readonly why: string }
  | { readonly outcome: 'refused'; readonly checkout: Checkout; readonly refusal: CheckoutRefusal };

export interface OpenCheckout {
  readonly checkoutId: string;
  readonly subscriptionId: string;
  readonly charge: ChargeAmount;
}

/** A new checkout, `open` on attempt 1, with the `charge` of that attempt in its outbox. */
export function openCheckout(opening: OpenCheckout): Checkout {
  const blank: Checkout = {
    ...opening,
    state: { kind: 'open' },
    attempt: 1,
    capturedPaymentId: null,
    issueAttempt: 0,
    refundedPaymentIds: [],
    voidedPolicyNumbers: [],
    effects: [],
    effectsDone: 0,
  };
  return withEffects(blank, {}, [chargeOf(blank, 1)]).checkout;
}

/** The runner carried out the first `count` effects of the outbox (never goes back). */
export const markEffectsDone = (checkout: Checkout, count: number): Checkout =>
  count <= checkout.effectsDone ? checkout : { ...checkout, effectsDone: Math.min(count, checkout.effects.length) };

/** The effects still to carry out, in order. */
export const pendingEffects = (checkout: Checkout): readonly CheckoutEffect[] => checkout.effects.slice(checkout.effectsDone);

/**
 * The checkout's transition table (docs/checkout.md, "The state machine"). Pure: the next record
 * and its effects follow from the record and the event alone.
 */
export function applyCheckoutEvent(checkout: Checkout, event: CheckoutEvent, settings: CheckoutSettings = DEFAULT_CHECKOUT_SETTINGS): CheckoutStep {
  const { state } = checkout;
  switch (event.type) {
    case 'payment_created':
      if (state.kind !== 'open' || event.attempt !== checkout.attempt) return ignored(checkout, 'not waiting for that attempt');
      return moved(checkout, { state: { kind: 'payment_pending', paymentId: event.paymentId } }, []);

    case 'payment_succeeded':
      return paymentSucceeded(checkout, event.paymentId, event.amount);

    case 'payment_declined':
    case 'payment_expired': {
      if (state.kind !== 'payment_pending' || state.paymentId !== event.paymentId) return ignored(checkout, 'not the pending payment');
      const declineCode = event.type === 'payment_declined' ? event.declineCode : 'expired';
      const notice: EffectRequest[] = event.type === 'payment_declined' ? [{ type: 'tell_traveller', notice: 'payment_declined', reason: declineCode }] : [];
      return moved(checkout, { state: { kind: 'declined', paymentId: event.paymentId, declineCode } }, notice);
    }

    case 'retry_requested': {
      if (state.kind !== 'declined' || event.attempt !== checkout.attempt) return ignored(checkout, 'no declined attempt to retry');
      const attempt = checkout.attempt + 1;
      return moved(checkout, { state: { kind: 'open' }, attempt }, [chargeOf(checkout, attempt)]);
    }

    case 'issuance_succeeded':
      if (checkout.capturedPaymentId === null) return refused(checkout, 'not_paid');
      if (state.kind === 'paid') {
        return moved(checkout, { state: { kind: 'issued', policy: event.policy, issuedAt: event.at } }, [
          { type: 'book_sale', subscriptionId: checkout.subscriptionId, amount: checkout.charge },
          { type: 'tell_traveller', notice: 'policy_issued' },
        ]);
      }
      // The insurer issued after the checkout gave up on it (a late answer to a timed-out
      // attempt): the money is being returned, so that policy must not stand.
      if (state.kind === 'refunding' || state.kind === 'refunded') {
        if (checkout.voidedPolicyNumbers.includes(event.policy.policyNumber)) return ignored(checkout, 'policy already cancelled');
        return moved(checkout, { voidedPolicyNumbers: [...checkout.voidedPolicyNumbers, event.policy.policyNumber] }, [
          { type: 'cancel_policy', policyNumber: event.policy.policyNumber },
        ]);
      }
      return ignored(checkout, 'issuance already settled');

    case 'issuance_refused':
      if (checkout.capturedPaymentId === null) return refused(checkout, 'not_paid');
      if (state.kind !== 'paid' || event.attempt !== checkout.issueAttempt) return ignored(checkout, 'not the issuance in progress');
      return startRefund(checkout, 'issuance_refused', []);

    case 'issuance_timed_out':
      if (checkout.capturedPaymentId === null) return refused(checkout, 'not_paid');
      if (state.kind !== 'paid' || event.attempt !== checkout.issueAttempt) return ignored(checkout, 'not the issuance in progress');
      if (checkout.issueAttempt < settings.maxIssueAttempts) {
        const issueAttempt = checkout.issueAttempt + 1;
        return moved(checkout, { issueAttempt }, [{ type: 'issue', subscriptionId: checkout.subscriptionId, attempt: issueAttempt }]);
      }
      return startRefund(checkout, 'issuance_timeout', []);

    case 'refund_succeeded':
      if (state.kind !== 'refunding' || event.paymentId !== checkout.capturedPaymentId) return ignored(checkout, 'no refund of that payment awaited');
      return moved(checkout, { state: { kind: 'refunded', reason: state.reason } }, [{ type: 'tell_traveller', notice: 'refunded', reason: state.reason }]);

    case 'cancellation_requested':
      switch (state.kind) {
        case 'open':
        case 'payment_pending':
        case 'declined':
          // Nothing captured yet; a capture that still arrives is refunded (paymentSucceeded).
          return moved(checkout, { state: { kind: 'abandoned' } }, []);
        case 'paid':
          return refused(checkout, 'issuance_in_progress');
        case 'issued':
          if (event.at >= state.issuedAt + settings.coolingOffMs) return refused(checkout, 'cooling_off_over');
          return startRefund({ ...checkout, voidedPolicyNumbers: [...checkout.voidedPolicyNumbers, state.policy.policyNumber] }, 'cancelled', [
            { type: 'cancel_policy', policyNumber: state.policy.policyNumber },
            { type: 'reverse_sale', subscriptionId: checkout.subscriptionId },
          ]);
        default:
          return ignored(checkout, 'already settled');
      }
  }
}

/**
 * A capture, whichever way it was reported. The first one the checkout keeps is its payment; a
 * report of it again is a duplicate; a capture of any other payment (an earlier attempt paid
 * late, a second tab) is refunded at once, so a purchase is never paid twice.
 */
function paymentSucceeded(checkout: Checkout, paymentId: string, amount: ChargeAmount): CheckoutStep {
  if (paymentId === checkout.capturedPaymentId || checkout.refundedPaymentIds.includes(paymentId)) return ignored(checkout, 'capture already reported');
  const stray = (): CheckoutStep =>
    moved(checkout, { refundedPaymentIds: [...checkout.refundedPaymentIds, paymentId] }, [refundOf(paymentId, amount)]);
  if (checkout.capturedPaymentId !== null) return stray();
  if (amount.amountMinor !== checkout.charge.amountMinor || amount.currency !== checkout.charge.currency) {
    // Not the premium this checkout charges: refund it, and let the traveller pay the right one.
    const pendingHere = checkout.state.kind === 'payment_pending' && checkout.state.paymentId === paymentId;
    const step = stray();
    if (!pendingHere || step.outcome !== 'moved') return step;
    return { ...step, checkout: { ...step.checkout, state: { kind: 'declined', paymentId, declineCode: 'amount_mismatch' } } };
  }
  if (checkout.state.kind === 'abandoned') return startRefund({ ...checkout, capturedPaymentId: paymentId }, 'abandoned', []);
  return moved(checkout, { capturedPaymentId: paymentId, state: { kind: 'paid' }, issueAttempt: 1 }, [
    { type: 'issue', subscriptionId: checkout.subscriptionId, attempt: 1 },
  ]);
}

/** Refunding the captured payment, after `before` effects (cancel the policy, reverse the sale). */
function startRefund(checkout: Checkout, reason: RefundReason, before: EffectRequest[]): CheckoutStep {
  const paymentId = checkout.capturedPaymentId as string;
  return moved(
    checkout,
    { state: { kind: 'refunding', reason }, refundedPaymentIds: [...checkout.refundedPaymentIds, paymentId] },
    [...before, refundOf(paymentId, checkout.charge), { type: 'tell_traveller', notice: 'refund_started', reason }],
  );
}

const chargeOf = (checkout: Checkout, attempt: number): EffectRequest => ({
  type: 'charge',
  attempt,
  idempotencyKey: paymentIdempotencyKey(checkout.checkoutId, attempt),
  amount: checkout.charge,
});

const refundOf = (paymentId: string, amount: ChargeAmount): EffectRequest => ({
  type: 'refund',
  paymentId,
  idempotencyKey: refundIdempotencyKey(paymentId),
  amount,
});

/** The record with `changes`, and `requests` appended to its outbox with their ids: one value, never two. */
function withEffects(checkout: Checkout, changes: Partial<Checkout>, requests: readonly EffectRequest[]): { checkout: Checkout; emitted: CheckoutEffect[] } {
  const emitted = requests.map((request, i) => ({ ...request, effectId: `${checkout.checkoutId}:${checkout.effects.length + i}` }) as CheckoutEffect);
  return { checkout: { ...checkout, ...changes, effects: [...checkout.effects, ...emitted] }, emitted };
}

const moved = (checkout: Checkout, changes: Partial<Checkout>, requests: readonly EffectRequest[]): CheckoutStep => ({ outcome: 'moved', ...withEffects(checkout, changes, requests) });
const ignored = (checkout: Checkout, why: string): CheckoutStep => ({ outcome: 'ignored', checkout, why });
const refused = (checkout: Checkout, refusal: CheckoutRefusal): CheckoutStep => ({ outcome: 'refused', checkout, refusal });
