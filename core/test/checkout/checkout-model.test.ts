import { expect } from 'chai';
import fc from 'fast-check';
import {
  applyCheckoutEvent,
  DEFAULT_CHECKOUT_SETTINGS,
  openCheckout,
  type Checkout,
  type CheckoutEffect,
  type CheckoutEvent,
} from '@parasol/core/internal';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1);
const CHARGE = { amountMinor: 4560, currency: 'EUR' };
const SETTINGS = DEFAULT_CHECKOUT_SETTINGS;

/**
 * What the outside world can do next, as a model step: the traveller, the provider (redirect,
 * webhook, decline, expiry), the insurer, the refund, a cancellation, and the redelivery of an
 * event already delivered (a duplicated or late webhook, a double click). Each move is drawn as
 * a choice among what the world could do in its present state, so every run is a plausible one.
 */
type Move =
  | { kind: 'create_payment' }
  | { kind: 'card'; card: 'ok' | 'declined' | 'insufficient'; which: number }
  | { kind: 'expire' }
  | { kind: 'retry' }
  | { kind: 'insurer'; answer: 'ok' | 'refused' | 'timeout'; late: boolean }
  | { kind: 'refund_done' }
  | { kind: 'cancel'; afterDays: number }
  | { kind: 'redeliver'; which: number };

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  // Weighted so that runs often get past a decline to a second payment before anyone cancels.
  { arbitrary: fc.constant({ kind: 'create_payment' as const }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('card' as const), card: fc.constantFrom('ok' as const, 'declined' as const, 'insufficient' as const), which: fc.nat(5) }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'expire' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'retry' as const }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('insurer' as const), answer: fc.constantFrom('ok' as const, 'refused' as const, 'timeout' as const), late: fc.boolean() }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'refund_done' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), afterDays: fc.integer({ min: 0, max: 20 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('redeliver' as const), which: fc.nat(40) }), weight: 2 },
);

/** A run's moves: long enough (fast-check's default size keeps arrays short) to reach a second payment and its endings. */
const movesArb = fc.array(moveArb, { minLength: 5, maxLength: 80, size: 'large' });

/** The world beside the checkout: what the provider and the insurer really did. */
class World {
  checkout: Checkout = openCheckout({ checkoutId: 'co_model', subscriptionId: 'sub_model', charge: CHARGE });
  /** Payments created at the provider, and the ones that took money. */
  readonly payments: string[] = [];
  readonly captured = new Set<string>();
  /** Every event that moved the checkout, for redelivery. */
  readonly moved: CheckoutEvent[] = [];
  /** Issue effects the insurer has not answered yet (by attempt). */
  readonly unansweredIssues: number[] = [];
  /** Attempts Parasol gave up waiting for: the insurer may still answer them, late. */
  readonly timedOut: number[] = [];
  /** Policies the insurer really issued (by number). */
  readonly issuedPolicies = new Set<string>();
  now = T0;
  private seen = 0;

  deliver(event: CheckoutEvent): void {
    const before = this.checkout;
    const step = applyCheckoutEvent(before, event, SETTINGS);
    if (step.outcome !== 'moved') {
      expect(step.checkout, `${step.outcome} ${event.type} changes nothing`).to.equal(before);
      return;
    }
    this.checkout = step.checkout;
    this.moved.push(event);
    expect(step.checkout.effects.slice(before.effects.length)).to.deep.equal(step.emitted);
    for (const effect of step.emitted) this.noteEffect(effect);
    checkAlways(this);
  }

  private noteEffect(effect: CheckoutEffect): void {
    if (effect.type === 'issue') this.unansweredIssues.push(effect.attempt);
    this.seen += 1;
  }

  play(move: Move): void {
    const { state } = this.checkout;
    switch (move.kind) {
      case 'create_payment':
        if (state.kind !== 'open') return;
        this.payments.push(`cs_${this.payments.length + 1}`);
        return this.deliver({ type: 'payment_created', attempt: this.checkout.attempt, paymentId: this.payments.at(-1)! });
      case 'card': {
        // Any page created so far may still take a card (a second tab, an old attempt).
        if (this.payments.length === 0) return;
        const paymentId = this.payments[move.which % this.payments.length]!;
        if (this.captured.has(paymentId)) return;
        if (move.card === 'ok') {
          this.captured.add(paymentId);
          return this.deliver({ type: 'payment_succeeded', paymentId, amount: CHARGE });
        }
        return this.deliver({ type: 'payment_declined', paymentId, declineCode: move.card === 'declined' ? 'generic_decline' : 'insufficient_funds' });
      }
      case 'expire':
        if (state.kind !== 'payment_pending' || this.captured.has(state.paymentId)) return;
        return this.deliver({ type: 'payment_expired', paymentId: state.paymentId });
      case 'retry':
        return this.deliver({ type: 'retry_requested', attempt: this.checkout.attempt });
      case 'insurer': {
        // A late answer to an attempt that timed out: the insurer did issue (or refuse) after all.
        if (move.late && this.timedOut.length > 0) return this.answerIssue(this.timedOut.shift()!, move.answer === 'refused' ? 'refused' : 'ok');
        // The insurer answers the latest attempt, or (late) an earlier one still unanswered.
        if (this.unansweredIssues.length === 0) return;
        const attempt = move.late ? this.unansweredIssues.shift()! : this.unansweredIssues.pop()!;
        return this.answerIssue(attempt, move.answer);
      }
      case 'refund_done': {
        if (state.kind !== 'refunding') return;
        return this.deliver({ type: 'refund_succeeded', paymentId: this.checkout.capturedPaymentId! });
      }
      case 'cancel': {
        this.now += move.afterDays * DAY;
        return this.deliver({ type: 'cancellation_requested', at: this.now, by: 'traveller' });
      }
      case 'redeliver': {
        if (this.moved.length === 0) return;
        const event = this.moved[move.which % this.moved.length]!;
        const before = this.checkout;
        const step = applyCheckoutEvent(before, event, SETTINGS);
        expect(step.outcome, `a redelivered ${event.type} moves nothing`).not.to.equal('moved');
        expect(step.checkout).to.equal(before);
        return;
      }
    }
  }

  answerIssue(attempt: number, answer: 'ok' | 'refused' | 'timeout'): void {
    if (answer === 'ok') {
      // Idempotent by subscription at the insurer: one policy, whichever attempt is answered.
      const policyNumber = 'POL-sub_model';
      this.issuedPolicies.add(policyNumber);
      return this.deliver({ type: 'issuance_succeeded', attempt, policy: { policyNumber, documentUrls: [] }, at: this.now });
    }
    if (answer === 'refused') return this.deliver({ type: 'issuance_refused', attempt, reason: 'declined by underwriting' });
    this.timedOut.push(attempt);
    return this.deliver({ type: 'issuance_timed_out', attempt });
  }

  /**
   * The end of a run: the insurer answers what it was asked (drawn answers, timeouts until the
   * attempts are exhausted), the traveller may cancel, and every refund completes.
   */
  settle(answers: readonly ('ok' | 'refused' | 'timeout')[], cancelAfterDays: number | null): void {
    let i = 0;
    while (this.unansweredIssues.length > 0) this.answerIssue(this.unansweredIssues.pop()!, answers[i++ % answers.length]!);
    if (cancelAfterDays !== null) this.play({ kind: 'cancel', afterDays: cancelAfterDays });
    if (this.checkout.state.kind === 'refunding') this.deliver({ type: 'refund_succeeded', paymentId: this.checkout.capturedPaymentId! });
  }
}

const effectsOf = (checkout: Checkout, type: CheckoutEffect['type']) => checkout.effects.filter((e) => e.type === type);

/** Checked after every step. */
function checkAlways(world: World): void {
  const { checkout } = world;
  // Never issued without a captured payment; never an issue request without one.
  if (checkout.state.kind === 'issued' || effectsOf(checkout, 'issue').length > 0) {
    expect(checkout.capturedPaymentId, 'issuance only after a capture').not.to.equal(null);
    expect(world.captured.has(checkout.capturedPaymentId!)).to.equal(true);
  }
  // Never booked twice; never a reversal without a booking, nor two.
  expect(effectsOf(checkout, 'book_sale').length).to.be.at.most(1);
  expect(effectsOf(checkout, 'reverse_sale').length).to.be.at.most(effectsOf(checkout, 'book_sale').length);
  // No payment refunded twice; only captured payments refunded.
  const refunded = effectsOf(checkout, 'refund').map((e) => (e as { paymentId: string }).paymentId);
  expect(new Set(refunded).size, 'one refund per payment').to.equal(refunded.length);
  for (const paymentId of refunded) expect(world.captured.has(paymentId), `${paymentId} refunded without a capture`).to.equal(true);
  // Effect ids are the outbox positions: unique, in order.
  expect(checkout.effects.map((e) => e.effectId)).to.deep.equal(checkout.effects.map((_, i) => `co_model:${i}`));
}

/** Checked once the run is settled. */
function checkAtTheEnd(world: World): void {
  const { checkout } = world;
  const refunded = new Set(effectsOf(checkout, 'refund').map((e) => (e as { paymentId: string }).paymentId));
  const keptWithPolicy = checkout.state.kind === 'issued' ? checkout.capturedPaymentId : null;
  // Never captured without an issued policy or a refund.
  for (const paymentId of world.captured) {
    expect(paymentId === keptWithPolicy || refunded.has(paymentId), `${paymentId} captured, neither insured nor refunded (${checkout.state.kind})`).to.equal(true);
  }
  expect(['open', 'payment_pending', 'declined', 'issued', 'refunded', 'abandoned']).to.include(checkout.state.kind);
  // Every refund reverses: a booked sale whose payment was refunded is reversed, and its policy cancelled.
  const booked = effectsOf(checkout, 'book_sale').length === 1;
  if (booked && checkout.capturedPaymentId !== null && refunded.has(checkout.capturedPaymentId)) {
    expect(effectsOf(checkout, 'reverse_sale'), 'a refunded booked sale is reversed').to.have.length(1);
  }
  if (checkout.state.kind === 'refunded') expect(effectsOf(checkout, 'tell_traveller').some((e) => (e as { notice: string }).notice === 'refunded')).to.equal(true);
  // A policy the insurer issued stands only if the checkout kept its payment.
  for (const policyNumber of world.issuedPolicies) {
    if (checkout.state.kind === 'issued') continue;
    expect(checkout.voidedPolicyNumbers, `policy ${policyNumber} stands without a payment`).to.include(policyNumber);
    expect(effectsOf(checkout, 'cancel_policy').length).to.be.at.least(1);
  }
}

describe('checkout state machine: a model of payments, issuance and cancellation (fast-check)', () => {
  it('never issues without a capture, never keeps a capture without a policy or a refund, never books twice, every refund reverses; a redelivered event changes nothing', () => {
    fc.assert(
      fc.property(movesArb, fc.array(fc.constantFrom('ok' as const, 'refused' as const, 'timeout' as const), { minLength: 1, maxLength: 4 }), fc.option(fc.integer({ min: 0, max: 20 })), (moves, answers, cancelAfterDays) => {
        const world = new World();
        for (const move of moves) world.play(move);
        world.settle(answers, cancelAfterDays);
        checkAtTheEnd(world);
      }),
      { numRuns: 800 },
    );
  });
});

describe('checkout state machine: the model reaches every ending', () => {
  it('ends runs issued, refunded after a refusal, a timeout, a cancellation and an abandonment, with stray captures refunded', () => {
    const endings = new Set<string>();
    fc.assert(
      fc.property(movesArb, fc.array(fc.constantFrom('ok' as const, 'refused' as const, 'timeout' as const), { minLength: 1, maxLength: 4 }), fc.option(fc.integer({ min: 0, max: 20 })), (moves, answers, cancelAfterDays) => {
        const world = new World();
        for (const move of moves) world.play(move);
        world.settle(answers, cancelAfterDays);
        const { state } = world.checkout;
        endings.add(state.kind === 'refunded' ? `refunded:${state.reason}` : state.kind);
        if (world.captured.size > 1) endings.add('stray capture');
        if (world.checkout.voidedPolicyNumbers.length > 0 && state.kind === 'refunded' && state.reason !== 'cancelled') endings.add('late policy cancelled');
      }),
      { numRuns: 800, seed: 26 },
    );
    for (const ending of ['issued', 'refunded:issuance_refused', 'refunded:issuance_timeout', 'refunded:cancelled', 'refunded:abandoned', 'abandoned', 'stray capture', 'late policy cancelled']) {
      expect([...endings], ending).to.include(ending);
    }
  });
});
