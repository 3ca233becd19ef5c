import { MAX_MINOR } from '../money/index.js';
import type { RatedProduct, RatingOutcome } from '../ports/insurer-rater.js';
import type { CatalogueOffer } from '../ports/offer-catalogue.js';

/** An insurer's price for one offer, checked: a positive integer of minor units of the currency asked for. */
export interface InsurerPrice {
  readonly offer: CatalogueOffer;
  readonly premiumMinor: number;
  readonly currency: string;
  readonly isStartingPrice: boolean;
  readonly period: string | null;
}

/**
 * The prices one insurer's answer gives for the offers it was asked about. An offer without a
 * usable price (insurer failed or timed out, amount null, missing, malformed, or in another
 * currency than asked) is simply absent: the caller counts it as unpriced. Products nobody asked
 * about are ignored; the first answer for an offer wins.
 */
export const readRating = (offers: readonly CatalogueOffer[], currency: string, outcome: RatingOutcome): InsurerPrice[] => {
  if (outcome.kind !== 'priced') return [];
  const prices: InsurerPrice[] = [];
  for (const offer of offers) {
    const product = outcome.products.find((p) => p.offerId === offer.id);
    if (product !== undefined && isUsable(product, currency)) {
      prices.push({
        offer,
        premiumMinor: product.amountMinor,
        currency,
        isStartingPrice: product.isStartingPrice,
        period: product.period,
      });
    }
  }
  return prices;
};

const isUsable = (product: RatedProduct, currency: string): product is RatedProduct & { amountMinor: number } =>
  typeof product.amountMinor === 'number' &&
  Number.isSafeInteger(product.amountMinor) &&
  product.amountMinor > 0 &&
  product.amountMinor <= MAX_MINOR &&
  product.currency === currency &&
  typeof product.isStartingPrice === 'boolean' &&
  (product.period === null || typeof product.period === 'string');
