import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { PRICING_SOURCE, type PricingSource } from '../ports/offer-catalogue.js';
import { SUBSCRIPTION_STORE, type SubscriptionRecord, type SubscriptionStore } from '../ports/subscription-store.js';
import type { FunnelResult, FunnelView, OfferSummary } from './funnel-view.js';
import { RepriceSubscription } from './reprice-subscription.js';
import { repriceRefusal } from './reprice-refusal.js';

/**
 * What a tracked link opens (spec: Link response `url`): the subscription's stage decides the page.
 * quoting: the presubscribe form for the url's offer when it still prices, else the offer list;
 * presubscribed: the payment step; paid or subscribed: the confirmation. A link past its expiry
 * opens nothing payable. Read-only: opening a link never moves a stage.
 */
@injectable()
export class OpenFunnel {
  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly store: SubscriptionStore,
    @inject(RepriceSubscription) private readonly reprice: RepriceSubscription,
    @inject(PRICING_SOURCE.sandbox) private readonly sandbox: PricingSource,
    @inject(PRICING_SOURCE.live) private readonly live: PricingSource,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(subscriptionId: string, offerId: number | undefined): Promise<FunnelResult<FunnelView>> {
    const subscription = await this.store.get(subscriptionId);
    if (subscription === undefined) return { ok: false, refusal: { reason: 'not-found' } };
    if (subscription.stage === 'paid' || subscription.stage === 'subscribed') {
      return { ok: true, value: { step: 'confirmation', subscription, offer: await this.summary(subscription) } };
    }
    if (this.clock.now() > subscription.expiresAt) return { ok: true, value: { step: 'expired', subscription } };

    const priced = await this.reprice.run(subscription);
    if (!priced.ok) return { ok: false, refusal: repriceRefusal(priced.failure) };
    const { offers, meta } = priced.value;
    const notice = meta.notice === undefined ? {} : { notice: meta.notice };
    if (subscription.stage === 'presubscribed') {
      const chosen = offers.find((o) => o.id === subscription.offerId);
      return { ok: true, value: chosen ? { step: 'payment', subscription, offer: chosen, ...notice } : { step: 'unavailable', subscription } };
    }
    const wanted = offerId === undefined ? undefined : offers.find((o) => o.id === offerId);
    if (wanted !== undefined) return { ok: true, value: { step: 'presubscribe', subscription, offer: wanted, ...notice } };
    return {
      ok: true,
      value: { step: 'offers', subscription, offers, ...notice, ...(offerId === undefined ? {} : { unavailableOfferId: offerId }) },
    };
  }

  private async summary(subscription: SubscriptionRecord): Promise<OfferSummary | undefined> {
    const catalogue = await (subscription.mode === 'live' ? this.live : this.sandbox).catalogue.current();
    const offer = catalogue.offers.find((o) => o.id === subscription.offerId);
    if (offer === undefined) return undefined;
    const insurer = catalogue.insurers.find((i) => i.id === offer.insurerId);
    // Named in the subscription's language when the catalogue has it, as its quotes were (pricing/served-language.ts).
    const translation = offer.translations?.[subscription.language];
    return { id: offer.id, name: translation?.name ?? offer.name, plan: translation?.plan ?? offer.plan, insurerName: insurer?.name ?? null, documents: offer.documents };
  }
}
