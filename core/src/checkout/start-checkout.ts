import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { CHECKOUT_STORE, type CheckoutStore, type StoredCheckout } from '../ports/checkout-store.js';
import type { PaymentAmount } from '../ports/payment-provider.js';
import { RANDOM, type Random } from '../ports/random.js';
import { SUBSCRIPTION_STORE, type SubscriptionStore } from '../ports/subscription-store.js';
import { RepriceSubscription } from '../funnel/reprice-subscription.js';
import { openCheckout } from './checkout-transition.js';
import { CarryOutCheckoutEffects } from './carry-out-checkout-effects.js';
import type { CheckoutUseResult } from './checkout-refusal.js';

/**
 * The traveller presses Pay on a live subscription's payment step: opens its checkout (one per
 * subscription, create-if-absent, so a double click opens one) at the live re-rated premium in
 * the traveller's currency, as the funnel shows it (the offer's price in minor units, the
 * funnel's rounding), then runs its `charge` so that the answer carries the payment page to send
 * the traveller to. A premium other than the one the page showed (`shown`) charges nothing: the
 * page is shown again with the new premium. A checkout already open is answered as it stands
 * (and its pending effects run).
 */
@injectable()
export class StartCheckout {
  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly subscriptions: SubscriptionStore,
    @inject(CHECKOUT_STORE) private readonly store: CheckoutStore,
    @inject(RepriceSubscription) private readonly reprice: RepriceSubscription,
    @inject(CarryOutCheckoutEffects) private readonly runner: CarryOutCheckoutEffects,
    @inject(RANDOM) private readonly random: Random,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(subscriptionId: string, shown: PaymentAmount): Promise<CheckoutUseResult<StoredCheckout>> {
    const subscription = await this.subscriptions.get(subscriptionId);
    if (subscription === undefined) return { ok: false, refusal: { reason: 'not-found' } };
    if (subscription.mode !== 'live') return { ok: false, refusal: { reason: 'sandbox' } };
    const existing = await this.store.bySubscription(subscriptionId);
    if (existing !== undefined) return { ok: true, value: (await this.runner.run(existing.checkout.checkoutId)) ?? existing };
    if (subscription.stage !== 'presubscribed') return { ok: false, refusal: { reason: 'stage', stage: subscription.stage } };
    const now = this.clock.now();
    if (now > subscription.expiresAt) return { ok: false, refusal: { reason: 'expired' } };

    const priced = await this.reprice.run(subscription);
    if (!priced.ok) return { ok: false, refusal: { reason: 'pricing', timeout: priced.failure.code === 'PRICING_TIMEOUT' } };
    const offer = priced.value.offers.find((o) => o.id === subscription.offerId);
    if (offer === undefined) return { ok: false, refusal: { reason: 'offer-unavailable' } };
    const premium: PaymentAmount = { amountMinor: offer.price.amountInCents, currency: offer.price.currency };
    if (premium.amountMinor !== shown.amountMinor || premium.currency !== shown.currency) return { ok: false, refusal: { reason: 'premium-moved', premium } };

    const checkoutId = `co_${Buffer.from(this.random.bytes(16)).toString('base64url')}`;
    const created: StoredCheckout = { checkout: openCheckout({ checkoutId, subscriptionId, charge: premium }), pages: [], version: 1, createdAt: now, updatedAt: now };
    const won = await this.store.create(created);
    // Lost to a concurrent click: that checkout is this one.
    const id = won ? checkoutId : (await this.store.bySubscription(subscriptionId))?.checkout.checkoutId;
    if (id === undefined) throw new Error(`checkout of ${subscriptionId} neither created nor found`);
    const ran = await this.runner.run(id);
    return ran === undefined ? { ok: false, refusal: { reason: 'no-checkout' } } : { ok: true, value: ran };
  }
}
