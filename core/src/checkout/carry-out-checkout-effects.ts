import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { CHECKOUT_STORE, type CheckoutStore, type PaymentPage, type StoredCheckout } from '../ports/checkout-store.js';
import { FUNNEL_SALE_BOOK, type FunnelSaleBook } from '../ports/funnel-sale-book.js';
import { LOGGER, type Logger } from '../ports/logger.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ports/payment-provider.js';
import { POLICY_ISSUER, type PolicyIssuer } from '../ports/policy-issuer.js';
import { SUBSCRIPTION_STORE, type SubscriptionRecord, type SubscriptionStore } from '../ports/subscription-store.js';
import type { CheckoutEffect } from './checkout-effect.js';
import type { CheckoutEvent } from './checkout-event.js';
import { CHECKOUT_PAGES, pageFor, type CheckoutPages } from './checkout-pages.js';
import { applyCheckoutEvent, markEffectsDone, pendingEffects } from './checkout-transition.js';
import { SyncSubscriptionStage } from './sync-subscription-stage.js';

/** Enough for any checkout's outbox (at most a dozen effects) plus races lost on the way. */
const MAX_STEPS = 64;

/** What carrying out one effect gave: done (with the event it answers and the page it created), or not now. */
type Carried = { readonly done: true; readonly event?: CheckoutEvent; readonly page?: PaymentPage } | { readonly done: false; readonly why: string };

/**
 * The checkout's runner: carries out its pending effects in order through the ports, one at a
 * time, storing after each (compare-and-set) the outbox advanced by one and the state moved by
 * the effect's answer (payment_created, issuance_*, refund_succeeded). A crash between an effect
 * and its store leaves it pending, and the next run does it again: every effect is idempotent
 * where it lands (its provider key, the subscription id at the insurer and in the ledger). An
 * effect that cannot be done now (an outage) stops the run, still pending, for a later one (the
 * traveller's next request, the webhook, an operator). Two runners racing do the same effect
 * twice at worst; the compare-and-set keeps one answer.
 */
@injectable()
export class CarryOutCheckoutEffects {
  constructor(
    @inject(CHECKOUT_STORE) private readonly store: CheckoutStore,
    @inject(SUBSCRIPTION_STORE) private readonly subscriptions: SubscriptionStore,
    @inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @inject(POLICY_ISSUER) private readonly issuer: PolicyIssuer,
    @inject(FUNNEL_SALE_BOOK) private readonly sales: FunnelSaleBook,
    @inject(CHECKOUT_PAGES) private readonly pages: CheckoutPages,
    @inject(SyncSubscriptionStage) private readonly syncStage: SyncSubscriptionStage,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Runs of this process, per checkout, chained: see run. */
  private readonly running = new Map<string, Promise<StoredCheckout | undefined>>();

  /**
   * Runs the checkout's outbox as far as it goes now; answers the record stored last (undefined:
   * no such checkout). Runs of one checkout in this process are chained, one after the other (a
   * webhook delivered twice at once does not ask the insurer twice); across instances the
   * compare-and-set and the effects' idempotency keep concurrent runs right.
   */
  async run(checkoutId: string): Promise<StoredCheckout | undefined> {
    const before = this.running.get(checkoutId) ?? Promise.resolve(undefined);
    const mine = before.catch(() => undefined).then(() => this.runOnce(checkoutId));
    this.running.set(checkoutId, mine);
    try {
      return await mine;
    } finally {
      if (this.running.get(checkoutId) === mine) this.running.delete(checkoutId);
    }
  }

  private async runOnce(checkoutId: string): Promise<StoredCheckout | undefined> {
    let stored = await this.store.get(checkoutId);
    for (let step = 0; step < MAX_STEPS && stored !== undefined; step++) {
      const effect = pendingEffects(stored.checkout)[0];
      if (effect === undefined) return stored;
      const subscription = await this.subscriptions.get(stored.checkout.subscriptionId);
      if (subscription === undefined) throw new Error(`checkout ${checkoutId}: subscription ${stored.checkout.subscriptionId} is gone`);
      const carried = await this.carryOut(effect, stored, subscription);
      if (!carried.done) {
        this.logger.warn('checkout effect not carried out, left pending', { checkoutId, effect: effect.type, effectId: effect.effectId, why: carried.why });
        return stored;
      }
      let checkout = markEffectsDone(stored.checkout, stored.checkout.effectsDone + 1);
      if (carried.event) {
        const answered = applyCheckoutEvent(checkout, carried.event);
        if (answered.outcome === 'moved') checkout = answered.checkout;
      }
      const page = carried.page;
      const known = page === undefined || stored.pages.some((p) => p.paymentId === page.paymentId);
      const next: StoredCheckout = { ...stored, checkout, pages: known ? stored.pages : [...stored.pages, page], version: stored.version + 1, updatedAt: this.clock.now() };
      if (await this.store.replace(next, stored.version)) {
        await this.syncStage.run(checkout);
        stored = next;
      } else {
        // Another runner or an event moved it first: start again from what is stored (an effect done twice is idempotent).
        stored = await this.store.get(checkoutId);
      }
    }
    return stored;
  }

  private async carryOut(effect: CheckoutEffect, stored: StoredCheckout, subscription: SubscriptionRecord): Promise<Carried> {
    const { checkout } = stored;
    const requestId = `checkout-${effect.effectId}`;
    switch (effect.type) {
      case 'charge': {
        const created = await this.payments.createPayment({
          checkoutId: checkout.checkoutId,
          subscriptionId: checkout.subscriptionId,
          idempotencyKey: effect.idempotencyKey,
          amount: effect.amount,
          description: `Travel insurance ${checkout.subscriptionId}`,
          successUrl: pageFor(this.pages.successUrl, checkout.subscriptionId, subscription.language),
          cancelUrl: pageFor(this.pages.cancelUrl, checkout.subscriptionId, subscription.language),
          locale: subscription.language,
        });
        if (!created.ok) return { done: false, why: `${created.failure.kind}: ${created.failure.detail}` };
        const { paymentId, payUrl, expiresAt } = created.value;
        return { done: true, event: { type: 'payment_created', attempt: effect.attempt, paymentId }, page: { paymentId, payUrl, expiresAt } };
      }
      case 'issue': {
        const issued = await this.issuer.issue({ subscription, premium: checkout.charge, attempt: effect.attempt, requestId });
        switch (issued.outcome) {
          case 'issued':
            return { done: true, event: { type: 'issuance_succeeded', attempt: effect.attempt, policy: issued.policy, at: this.clock.now() } };
          case 'refused':
            return { done: true, event: { type: 'issuance_refused', attempt: effect.attempt, reason: issued.reason } };
          case 'unavailable':
            return { done: true, event: { type: 'issuance_timed_out', attempt: effect.attempt } };
        }
        break;
      }
      case 'refund': {
        const refunded = await this.payments.refundPayment({ paymentId: effect.paymentId, idempotencyKey: effect.idempotencyKey });
        if (!refunded.ok) {
          // Refused as already refunded: the refund this key asked for happened (a crash after it, before the store).
          if (refunded.failure.kind === 'refused' && refunded.failure.code === 'charge_already_refunded') return { done: true, event: { type: 'refund_succeeded', paymentId: effect.paymentId } };
          return { done: false, why: `${refunded.failure.kind}: ${refunded.failure.detail}` };
        }
        return refunded.value.status === 'failed'
          ? { done: false, why: `refund ${refunded.value.refundId} failed` }
          : { done: true, ...(refunded.value.status === 'succeeded' ? { event: { type: 'refund_succeeded', paymentId: effect.paymentId } as const } : {}) };
      }
      case 'book_sale':
        return this.attempt(() => this.sales.book(subscription, effect.amount, requestId));
      case 'reverse_sale':
        return this.attempt(() => this.sales.reverse(subscription, requestId));
      case 'cancel_policy': {
        const cancelled = await this.issuer.cancel(subscription, effect.policyNumber, requestId);
        return cancelled.outcome === 'cancelled' ? { done: true } : { done: false, why: cancelled.reason };
      }
      case 'tell_traveller':
        // The funnel's pages read the checkout's state; no message channel exists yet (docs/checkout.md).
        this.logger.info('checkout notice', { checkoutId: checkout.checkoutId, notice: effect.notice, reason: effect.reason });
        return { done: true };
    }
  }

  private async attempt(work: () => Promise<void>): Promise<Carried> {
    try {
      await work();
      return { done: true };
    } catch (error) {
      return { done: false, why: error instanceof Error ? error.message : String(error) };
    }
  }
}
