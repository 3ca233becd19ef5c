import type { Converter } from '../money/index.js';
import type { OfferPrice } from './quoted-offer.js';

interface Rankable {
  readonly offer: { readonly id: number };
  readonly shown: OfferPrice;
}

/**
 * Cheapest first (spec: Offer position). Prices in one currency compare in minor units; when
 * offers stay in different insurer currencies (the trip's currency does not convert) they compare
 * by their worth at the mid rate, every one alike: converting only those not in EUR would load
 * them with the funnel margin and rank a cheaper offer behind a dearer one. Equal prices keep a
 * stable order: lower offer id first, so the same trip always ranks the same way.
 */
export const rankByPrice = <T extends Rankable>(items: readonly T[], converter: Converter): T[] => {
  const currency = items[0]?.shown.currency;
  const oneCurrency = items.every((item) => item.shown.currency === currency);
  const cheaper = (a: T, b: T): number =>
    oneCurrency
      ? a.shown.amountInCents - b.shown.amountInCents
      : converter.compareValue(
          { amountMinor: a.shown.amountInCents, currency: a.shown.currency },
          { amountMinor: b.shown.amountInCents, currency: b.shown.currency },
        );
  return [...items].sort((a, b) => cheaper(a, b) || a.offer.id - b.offer.id);
};
