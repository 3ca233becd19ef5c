import type { CardData, CoverProfile } from '../../ports/card-data.js';
import type { CardQuery } from '../coach-request.js';
import type { CoachLang } from '../market.js';
import { hasReferenceRate } from '../reference-rates.js';
import { genericRegionOf } from './generic-region.js';
import { resolveByBankTier } from './resolve-by-bank-tier.js';
import { resolveByBin } from './resolve-by-bin.js';
import { resolveByCatalogueId } from './resolve-by-catalogue-id.js';
import { resolveGeneric } from './resolve-generic.js';
import { NO_CARD, type ResolvedCard } from './resolved-card.js';

export interface ResolutionContext {
  /** The cardholder's residence: it scopes bank + tier and picks the generic reading (never the request's market). */
  readonly residence: string;
  /** Language of detected.matched.cardName. */
  readonly lang: CoachLang;
}

/**
 * The cover a bilan runs against, for any card mode. Throws only when the card data itself
 * fails (the port, or a profile in a currency the Coach cannot read): the bilan answers
 * CARD_RESOLVE_FAILED. An unmatched card is not a failure: it degrades and carries a warning.
 */
export const resolveCard = async (query: CardQuery, context: ResolutionContext, data: CardData): Promise<ResolvedCard> => {
  const resolved = await byMode(query, context, data);
  if (resolved.profile) assertReadable(resolved.profile);
  return resolved;
};

const byMode = (query: CardQuery, context: ResolutionContext, data: CardData): Promise<ResolvedCard> => {
  const region = genericRegionOf(context.residence);
  switch (query.mode) {
    case 'catalogueId':
      return resolveByCatalogueId(query.catalogueId, data);
    case 'bin':
      return resolveByBin(query.bin, region, context.lang, data);
    case 'bank':
      return resolveByBankTier(query, context.residence, data);
    case 'network':
      return resolveGeneric(query.network, query.tier, region, data);
    case 'none':
      return Promise.resolve(NO_CARD);
  }
};

const assertReadable = (profile: CoverProfile): void => {
  for (const currency of [profile.currency, ...Object.values(profile.cover).map((term) => term.currency)]) {
    if (!hasReferenceRate(currency)) throw new RangeError(`card cover in ${currency}, which has no Coach reference rate`);
  }
};
