import { FUNNEL_MARGIN_BPS } from '../money/index.js';
import type { Catalogue } from '../ports/offer-catalogue.js';
import { isConvertible } from '../reference/currencies.js';

/**
 * The funnel margin a sale's amount carries, frozen onto the sale at booking (docs/money.md,
 * "Commission on a converted sale"). The funnel converts a price exactly when the traveller pays
 * in another currency than the offer's insurer prices in, so the margin is known exactly when the
 * offer is: a postback that names its subscription (`subscriptionId`) names the offer sold.
 */
export const conversionMarginOf = (currency: string, catalogue: Catalogue | undefined, offerId?: number | null): number =>
  exactMarginOf(currency, catalogue, offerId) ?? judgedMarginOf(currency, catalogue);

/**
 * Exact: the sale was converted when its currency is not the currency of the insurer of the offer
 * sold. Undefined when the offer is not known (no subscriptionId, a subscription that never named
 * an offer, or an offer no longer in the catalogue): then the currency alone is judged.
 */
const exactMarginOf = (currency: string, catalogue: Catalogue | undefined, offerId: number | null | undefined): number | undefined => {
  if (catalogue === undefined) return undefined;
  // No offer has an undefined or null id: an offerId the postback did not name finds none.
  const offer = catalogue.offers.find((o) => o.id === offerId);
  const insurer = offer && catalogue.insurers.find((i) => i.id === offer.insurerId);
  if (insurer === undefined) return undefined;
  return currency !== insurer.currency && isConvertible(currency) && isConvertible(insurer.currency) ? FUNNEL_MARGIN_BPS : 0;
};

/**
 * The heuristic, for a postback that names no subscription: a sale in a convertible currency that
 * no insurer of the catalogue prices in was converted by the funnel, margin included. When some
 * insurer prices in that currency the sale may not have been converted: no margin is taken out,
 * since taking out one that was never charged would underpay the partner.
 */
const judgedMarginOf = (currency: string, catalogue: Catalogue | undefined): number =>
  catalogue !== undefined && isConvertible(currency) && !catalogue.insurers.some((insurer) => insurer.currency === currency) ? FUNNEL_MARGIN_BPS : 0;
