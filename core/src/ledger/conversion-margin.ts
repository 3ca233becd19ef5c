import { FUNNEL_MARGIN_BPS } from '../money/index.js';
import type { Catalogue } from '../ports/offer-catalogue.js';
import { isConvertible } from '../reference/currencies.js';

/**
 * The funnel margin a sale's amount carries, frozen onto the sale at booking (docs/money.md,
 * "Commission on a converted sale"). A postback names the sale currency, not the insurer's, so the
 * ledger reads it from the catalogue of the key's mode: a sale in a convertible currency that no
 * insurer prices in was converted by the funnel, margin included. When some insurer prices in
 * that currency the sale may not have been converted: no margin is taken out (the documented
 * rule), since taking out one that was never charged would underpay the partner.
 */
export const conversionMarginOf = (currency: string, catalogue: Catalogue | undefined): number =>
  catalogue !== undefined && isConvertible(currency) && !catalogue.insurers.some((insurer) => insurer.currency === currency) ? FUNNEL_MARGIN_BPS : 0;
