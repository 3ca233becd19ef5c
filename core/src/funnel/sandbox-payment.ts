import { inject, injectable, optional } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { FUNNEL_SALE_BOOK, type FunnelSaleBook } from '../ports/funnel-sale-book.js';
import type { PaymentAmount } from '../ports/payment-provider.js';
import { POLICY_ISSUER, type IssuedPolicy, type PolicyIssuer } from '../ports/policy-issuer.js';
import { SUBSCRIPTION_STORE, type SubscriptionRecord, type SubscriptionStore } from '../ports/subscription-store.js';
import { AdvanceSubscription } from '../subscriptions/advance-subscription.js';
import type { FunnelRefusal, FunnelResult } from './funnel-view.js';
import { RepriceSubscription } from './reprice-subscription.js';

/**
 * The sandbox's payment step: free, but the whole loop. Paying charges nothing (there is no
 * payment provider in the sandbox), then, as a live checkout does after its capture, issues the
 * policy through the PolicyIssuer (the composition's picks the sandbox issuer for a sandbox
 * subscription) and books the sale through FunnelSaleBook into the sandbox ledger, which pays
 * nothing: a partner watches link → funnel → free payment → confirmation with the sandbox policy
 * number → the pending `funnel` sale in its sandbox statement.
 *
 * The moves are presubscribed → paid → (issue, book) → subscribed with the policy, so a run
 * stopped halfway (a crash, an outage) is finished by the next submit, and `subscribed` means
 * issued and booked. Every step is idempotent where it lands (the issuer and the ledger key on
 * the subscription id), so a double submit issues and books once. The premium booked is the
 * subscription's re-rated premium in the traveller's currency, the one the payment page showed.
 * Paying before the presubscribe form is refused, and so is a live subscription: it is sold by
 * live checkout only, never for free. A composition without an issuer or a sale book (core's own
 * tests) moves the stages only.
 */
@injectable()
export class SandboxPayment {
  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly store: SubscriptionStore,
    @inject(AdvanceSubscription) private readonly advance: AdvanceSubscription,
    @inject(RepriceSubscription) private readonly reprice: RepriceSubscription,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(POLICY_ISSUER) @optional() private readonly issuer?: PolicyIssuer,
    @inject(FUNNEL_SALE_BOOK) @optional() private readonly sales?: FunnelSaleBook,
  ) {}

  async run(subscriptionId: string): Promise<FunnelResult<SubscriptionRecord>> {
    const current = await this.store.get(subscriptionId);
    if (current === undefined) return { ok: false, refusal: { reason: 'not-found' } };
    // A live subscription is paid through live checkout (checkout/start-checkout.ts) or not at all: never for free.
    if (current.mode === 'live') return { ok: false, refusal: { reason: 'purchase-unavailable' } };
    if (current.stage === 'quoting') return { ok: false, refusal: { reason: 'stage', stage: current.stage } };
    // Subscribed: issued and booked already (a double submit, a reload of the posted form).
    if (current.stage === 'subscribed') return { ok: true, value: current };
    if (current.stage === 'presubscribed' && this.clock.now() > current.expiresAt) return { ok: false, refusal: { reason: 'expired' } };

    const premium = await this.premiumOf(current);
    if (!premium.ok) return premium;
    const paid = await this.moveTo(subscriptionId, 'paid');
    if (!paid.ok) return paid;
    const policy = await this.issue(paid.value, premium.value);
    if (!policy.ok) return policy;
    await this.sales?.book(paid.value, premium.value, `sandbox-payment-${subscriptionId}`);
    return this.moveTo(subscriptionId, 'subscribed', policy.value);
  }

  /** The premium the payment page showed: the chosen offer re-rated now, in minor units of the traveller's currency. */
  private async premiumOf(subscription: SubscriptionRecord): Promise<FunnelResult<PaymentAmount>> {
    const priced = await this.reprice.run(subscription);
    if (!priced.ok) return { ok: false, refusal: { reason: 'pricing', timeout: priced.failure.code === 'PRICING_TIMEOUT' } };
    const offer = priced.value.offers.find((o) => o.id === subscription.offerId);
    if (offer === undefined) return { ok: false, refusal: { reason: 'offer-unavailable' } };
    return { ok: true, value: { amountMinor: offer.price.amountInCents, currency: offer.price.currency } };
  }

  /** The sandbox policy; undefined when no issuer is composed. The sandbox issuer never refuses a sandbox subscription. */
  private async issue(subscription: SubscriptionRecord, premium: PaymentAmount): Promise<FunnelResult<IssuedPolicy | undefined>> {
    if (this.issuer === undefined) return { ok: true, value: undefined };
    const issued = await this.issuer.issue({ subscription, premium, attempt: 1, requestId: `sandbox-payment-${subscription.subscriptionId}` });
    return issued.outcome === 'issued' ? { ok: true, value: issued.policy } : { ok: false, refusal: { reason: 'purchase-unavailable' } };
  }

  private async moveTo(subscriptionId: string, stage: 'paid' | 'subscribed', policy?: IssuedPolicy): Promise<FunnelResult<SubscriptionRecord>> {
    const moved = await this.advance.run(subscriptionId, stage, policy);
    if (moved.ok) return moved;
    // Refused only when a concurrent payment (a double click) moved it further first: that payment is this one.
    const now = await this.store.get(subscriptionId);
    return now?.stage === 'subscribed' ? { ok: true, value: now } : { ok: false, refusal: refusalOf(now) };
  }
}

const refusalOf = (now: SubscriptionRecord | undefined): FunnelRefusal => (now === undefined ? { reason: 'not-found' } : { reason: 'stage', stage: now.stage });
