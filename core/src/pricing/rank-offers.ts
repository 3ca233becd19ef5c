import type { Converter } from '../money/index.js';
import type { OfferPrice } from './quoted-offer.js';

interface Rankable {
  readonly offer: { readonly id: number };
  readonly shown: OfferPrice;
}

/**
 * Cheapest first (spec: Offer position). Prices in one currency compare in minor units; when
 * offers stay in different insurer currencies (the trip's currency does not convert) they compare
 * by their EUR equivalent at the funnel rate. Equal prices keep a stable order: lower offer id
 * first, so the same trip always ranks the same way.
 */
export const rankByPrice = <T extends Rankable>(items: readonly T[], converter: Converter): T[] => {
  const oneCurrency = new Set(items.map((item) => item.shown.currency)).size <= 1;
  const keyOf = (item: T) =>
    oneCurrency ? item.shown.amountInCents : converter.convert(item.shown.amountInCents, item.shown.currency, 'EUR').amountMinor;
  return items
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => a.key - b.key || a.item.offer.id - b.item.offer.id)
    .map(({ item }) => item);
};
