import { TIER_ORDER, type CatalogueCard } from '../../ports/card-data.js';

const byRank = (a: CatalogueCard, b: CatalogueCard) => a.rank - b.rank || a.catalogueId - b.catalogueId;

const tierIndex = (card: CatalogueCard) => TIER_ORDER.indexOf(card.tier!);

/**
 * One bank's cards "listed most basic first" (spec: card catalogue), whatever the data's ranks
 * say: along the list the range words never go down (entry, mid, premium, elite, then business,
 * TIER_ORDER), so a card picker never shows a Platinum before a Gold of the same bank. Within a
 * tier the bank's rank decides, which keeps first the card bank + tier lands on. A card whose
 * name has no range word (tier null) cannot be compared by tier: it keeps the place its rank
 * gives it, and the cards with a range word are sorted into the remaining places. Data already
 * ranked this way is listed in plain rank order.
 */
export const mostBasicFirst = (cards: readonly CatalogueCard[]): CatalogueCard[] => {
  const ranked = [...cards].sort(byRank);
  const withTier = ranked.filter((card) => card.tier !== null).sort((a, b) => tierIndex(a) - tierIndex(b) || byRank(a, b));
  let next = 0;
  return ranked.map((card) => (card.tier === null ? card : withTier[next++]!));
};
