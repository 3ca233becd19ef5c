import type { Bank, CardData, CatalogueCard } from '../../ports/card-data.js';
import { foldWord, readNetwork, readTier } from './card-words.js';
import { resolveGeneric } from './resolve-generic.js';
import { exactCard, type ResolvedCard } from './resolved-card.js';

export interface BankTierQuery {
  readonly bank: string;
  readonly network: string;
  readonly tier: string;
}

const byRank = (a: CatalogueCard, b: CatalogueCard) => a.rank - b.rank || a.catalogueId - b.catalogueId;

/**
 * The card a bank + network + tier lands on, among one residence's banks and cards: the most
 * basic card (lowest rank) of that tier at that bank. The bank is matched on its folded name or
 * id ("societe generale" finds "Société Générale"). The card catalogue computes byBankTier with
 * this very function, so the listing and the bilan can never disagree.
 */
export const landOnCard = (banks: readonly Bank[], cards: readonly CatalogueCard[], query: BankTierQuery): CatalogueCard | undefined => {
  const wanted = foldWord(query.bank);
  const bank = banks.find((b) => foldWord(b.name) === wanted || foldWord(b.id) === wanted);
  if (!bank) return undefined;
  const network = readNetwork(query.network);
  const tier = readTier(query.tier);
  return cards.filter((c) => c.bankId === bank.id && c.network === network && c.tier === tier).sort(byRank)[0];
};

/**
 * Bank + tier mode, scoped to the cardholder's residence (a card is read off its face, and the
 * same bank name can exist in two countries). Unmatched, it reads as the generic {network, tier}.
 */
export const resolveByBankTier = async (query: BankTierQuery, residence: string, data: CardData): Promise<ResolvedCard> => {
  const [banks, cards] = await Promise.all([data.banks(residence), data.cards(residence)]);
  const card = landOnCard(banks, cards, query);
  return card ? exactCard(card) : resolveGeneric(query.network, query.tier, data);
};
