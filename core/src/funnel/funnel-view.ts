import type { SubscriptionRecord } from '../ports/subscription-store.js';
import type { QuotedOffer } from '../pricing/quoted-offer.js';

/** What the funnel's pages show, decided by the subscription's stage (funnel/open-funnel.ts). */
export type FunnelView =
  /** quoting: the offers of the trip, cheapest first. `unavailableOfferId`: the url's offer no longer prices (spec: fall back to the offer list). */
  | { readonly step: 'offers'; readonly subscription: SubscriptionRecord; readonly offers: readonly QuotedOffer[]; readonly notice?: string; readonly unavailableOfferId?: number }
  /** quoting, with an offer that prices: the presubscribe form for it, at its re-rated premium. */
  | { readonly step: 'presubscribe'; readonly subscription: SubscriptionRecord; readonly offer: QuotedOffer; readonly notice?: string }
  /** presubscribed: the payment step for the chosen offer, re-rated. */
  | { readonly step: 'payment'; readonly subscription: SubscriptionRecord; readonly offer: QuotedOffer; readonly notice?: string }
  /** paid or subscribed: the confirmation, with the chosen offer as the catalogue describes it. */
  | { readonly step: 'confirmation'; readonly subscription: SubscriptionRecord; readonly offer: OfferSummary | undefined }
  /** quoting or presubscribed past expiresAt: the partner must hand out a new link. */
  | { readonly step: 'expired'; readonly subscription: SubscriptionRecord }
  /** presubscribed, but the chosen offer no longer prices for the trip: nothing can be paid. */
  | { readonly step: 'unavailable'; readonly subscription: SubscriptionRecord };

/** An offer as the catalogue names it, without a price (a paid subscription is not re-rated). */
export interface OfferSummary {
  readonly id: number;
  readonly name: string | null;
  readonly plan: string | null;
  readonly insurerName: string | null;
  readonly documents: { readonly cgvUrl: string | null; readonly ipidUrl: string | null };
}

/** Why a funnel step was refused; the pages turn each into a message. */
export type FunnelRefusal =
  | { readonly reason: 'not-found' }
  | { readonly reason: 'expired' }
  /** The subscription is past the stage this step needs (a form posted twice, an old tab). */
  | { readonly reason: 'stage'; readonly stage: SubscriptionRecord['stage'] }
  | { readonly reason: 'offer-unavailable' }
  | { readonly reason: 'pricing'; readonly timeout: boolean }
  /** A live subscription where no live checkout is composed (no payment provider): never sold. */
  | { readonly reason: 'purchase-unavailable' };

export type FunnelResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: FunnelRefusal };
