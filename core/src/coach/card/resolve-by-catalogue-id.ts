import type { CardData } from '../../ports/card-data.js';
import { baselineCard, exactCard, type ResolvedCard } from './resolved-card.js';

/** Catalogue mode: the exact card; an id the catalogue does not hold degrades to the baseline (CARD_NOT_FOUND). */
export const resolveByCatalogueId = async (catalogueId: number, data: CardData): Promise<ResolvedCard> => {
  const card = await data.card(catalogueId);
  return card ? exactCard(card) : baselineCard(await data.baseline(), 'CARD_NOT_FOUND');
};
