import { inject, injectable } from 'inversify';
import { PARTNER_STORE, type PartnerStore } from '../ports/partner-store.js';
import type { SubscriptionRecord } from '../ports/subscription-store.js';
import { PriceTrip } from '../pricing/price-trip.js';
import type { QuoteResponse } from '../pricing/quote-response.js';
import { ok, type Result } from '../shared/result.js';
import { travellerCaller } from './traveller-caller.js';

/**
 * Re-rates a subscription's stored trip now (spec: the link lands "at the live re-rated premium"),
 * through the pricing use case itself: the subscription's mode picks the sandbox or live
 * catalogue, and its partner's uplift applies as it did on the partner's /quotes, so the funnel
 * shows the prices the partner showed. A sandbox answer carries the sandbox-data notice.
 */
@injectable()
export class RepriceSubscription {
  constructor(
    @inject(PriceTrip) private readonly pricing: PriceTrip,
    @inject(PARTNER_STORE) private readonly partners: PartnerStore,
  ) {}

  async run(subscription: SubscriptionRecord): Promise<Result<QuoteResponse>> {
    const partner = subscription.partnerCode === undefined ? undefined : await this.partners.get(subscription.partnerCode);
    const priced = await this.pricing.run({
      caller: travellerCaller(subscription.keyId, subscription.mode, partner),
      input: { trip: subscription.trip, language: subscription.language },
      // Never the subscription id: a request id may travel to insurers, and the id is the traveller's capability.
      requestId: 'funnel-reprice',
    });
    return priced.ok ? ok(priced.value.body as QuoteResponse) : priced;
  }
}
