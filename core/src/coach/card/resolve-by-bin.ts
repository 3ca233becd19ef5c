import type { CardData } from '../../ports/card-data.js';
import type { CoachLang } from '../market.js';
import { cardName } from './card-name.js';
import { networkOfBin } from './network-of-bin.js';
import { mostBasicProfileOf } from './resolve-generic.js';
import { baselineCard, exactCard, type ResolvedCard } from './resolved-card.js';

/**
 * BIN mode: a range match is the exact card, reported in card.detected. Without one, the
 * network read from the leading digits gives that network's most basic generic profile in the
 * cardholder's region (entry where the network has one; amex starts at mid). No network: the
 * baseline, BIN_LOOKUP_FAILED.
 */
export const resolveByBin = async (bin: string, region: string, lang: CoachLang, data: CardData): Promise<ResolvedCard> => {
  const range = await data.findBin(bin);
  const card = range ? await data.card(range.catalogueId) : undefined;
  if (range && card) {
    const bank = (await data.banks(card.country)).find((b) => b.id === card.bankId)?.name ?? card.bankId;
    return {
      ...exactCard(card),
      detected: { bank, brand: range.brand, level: range.level, matched: { cardId: card.catalogueId, cardName: cardName(card, lang), bank } },
    };
  }
  const network = networkOfBin(bin);
  const generic = network ? await mostBasicProfileOf(data, network, region) : undefined;
  return generic ? { origin: 'generic', profile: generic.profile } : baselineCard(await data.baseline(), 'BIN_LOOKUP_FAILED');
};
