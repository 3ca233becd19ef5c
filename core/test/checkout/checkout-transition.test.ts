import { expect } from 'chai';
import { applyCheckoutEvent, markEffectsDone, openCheckout, pendingEffects, type Checkout, type CheckoutEvent } from '@parasol/core/internal';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1);
const CHARGE = { amountMinor: 4560, currency: 'EUR' };
const POLICY = { policyNumber: 'POL-1', documentUrls: ['https://insurer.example/POL-1.pdf'] };

/** Applies events in turn, each required to move the checkout. */
const run = (...events: CheckoutEvent[]): Checkout =>
  events.reduce((checkout, event) => {
    const step = applyCheckoutEvent(checkout, event);
    if (step.outcome !== 'moved') throw new Error(`${event.type}: ${step.outcome}`);
    return step.checkout;
  }, openCheckout({ checkoutId: 'co_1', subscriptionId: 'sub_1', charge: CHARGE }));

const paid = [
  { type: 'payment_created', attempt: 1, paymentId: 'cs_1' },
  { type: 'payment_succeeded', paymentId: 'cs_1', amount: CHARGE },
] as const satisfies readonly CheckoutEvent[];
const issued = [...paid, { type: 'issuance_succeeded', attempt: 1, policy: POLICY, at: T0 }] as const satisfies readonly CheckoutEvent[];

const types = (checkout: Checkout) => checkout.effects.map((e) => e.type);

describe('checkout transitions: examples of the table', () => {
  it('opens with the charge of attempt 1 in its outbox, keyed by checkout and attempt', () => {
    const checkout = run();
    expect(checkout.state).to.deep.equal({ kind: 'open' });
    expect(checkout.effects).to.deep.equal([{ type: 'charge', effectId: 'co_1:0', attempt: 1, idempotencyKey: 'co_1-a1', amount: CHARGE }]);
  });

  it('pays, issues, books the sale once and tells the traveller, in that order', () => {
    const checkout = run(...issued);
    expect(checkout.state).to.deep.equal({ kind: 'issued', policy: POLICY, issuedAt: T0 });
    expect(types(checkout)).to.deep.equal(['charge', 'issue', 'book_sale', 'tell_traveller']);
  });

  it('ignores the webhook that confirms a capture the redirect already reported', () => {
    const checkout = run(...paid);
    const step = applyCheckoutEvent(checkout, paid[1]);
    expect(step.outcome).to.equal('ignored');
    expect(step.checkout).to.equal(checkout);
  });

  it('after a decline, a retry opens attempt 2 under a new idempotency key', () => {
    const checkout = run(paid[0], { type: 'payment_declined', paymentId: 'cs_1', declineCode: 'insufficient_funds' }, { type: 'retry_requested', attempt: 1 });
    expect(checkout.attempt).to.equal(2);
    expect(checkout.effects.filter((e) => e.type === 'charge').map((e) => (e as { idempotencyKey: string }).idempotencyKey)).to.deep.equal(['co_1-a1', 'co_1-a2']);
    expect(checkout.effects[1]).to.include({ type: 'tell_traveller', notice: 'payment_declined', reason: 'insufficient_funds' });
  });

  it('retries a timed-out issuance up to three attempts, then refunds', () => {
    const checkout = run(...paid, { type: 'issuance_timed_out', attempt: 1 }, { type: 'issuance_timed_out', attempt: 2 }, { type: 'issuance_timed_out', attempt: 3 });
    expect(checkout.state).to.deep.equal({ kind: 'refunding', reason: 'issuance_timeout' });
    expect(types(checkout)).to.deep.equal(['charge', 'issue', 'issue', 'issue', 'refund', 'tell_traveller']);
    expect(checkout.effects[4]).to.include({ paymentId: 'cs_1', idempotencyKey: 'refund-cs_1' });
  });

  it('cancels within the cooling-off window: the policy cancelled, the refund, the sale reversed', () => {
    const checkout = run(...issued, { type: 'cancellation_requested', at: T0 + 14 * DAY - 1, by: 'traveller' }, { type: 'refund_succeeded', paymentId: 'cs_1' });
    expect(checkout.state).to.deep.equal({ kind: 'refunded', reason: 'cancelled' });
    expect(types(checkout).slice(4)).to.deep.equal(['cancel_policy', 'reverse_sale', 'refund', 'tell_traveller', 'tell_traveller']);
  });

  it('refuses a cancellation once the window is over, and while the policy is being issued', () => {
    const late = applyCheckoutEvent(run(...issued), { type: 'cancellation_requested', at: T0 + 14 * DAY, by: 'traveller' });
    expect(late).to.include({ outcome: 'refused', refusal: 'cooling_off_over' });
    const issuing = applyCheckoutEvent(run(...paid), { type: 'cancellation_requested', at: T0, by: 'operator' });
    expect(issuing).to.include({ outcome: 'refused', refusal: 'issuance_in_progress' });
  });

  it('refunds a capture of another amount and lets the traveller pay again', () => {
    const checkout = run(paid[0], { type: 'payment_succeeded', paymentId: 'cs_1', amount: { amountMinor: 4559, currency: 'EUR' } });
    expect(checkout.state).to.deep.equal({ kind: 'declined', paymentId: 'cs_1', declineCode: 'amount_mismatch' });
    expect(checkout.capturedPaymentId).to.equal(null);
    expect(types(checkout)).to.deep.equal(['charge', 'refund']);
  });

  it('refuses an issuance result before any capture', () => {
    expect(applyCheckoutEvent(run(), { type: 'issuance_succeeded', attempt: 1, policy: POLICY, at: T0 })).to.include({ outcome: 'refused', refusal: 'not_paid' });
  });

  it('hands out the effects not yet carried out, and never goes back', () => {
    const checkout = run(...issued);
    expect(pendingEffects(markEffectsDone(checkout, 2)).map((e) => e.type)).to.deep.equal(['book_sale', 'tell_traveller']);
    expect(markEffectsDone(markEffectsDone(checkout, 3), 1).effectsDone).to.equal(3);
    expect(markEffectsDone(checkout, 99).effectsDone).to.equal(4);
  });
});
