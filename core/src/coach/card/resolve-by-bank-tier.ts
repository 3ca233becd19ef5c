import type { Bank, CardData, CatalogueCard } from '../../ports/card-data.js';
import { foldWord, readNetwork, readTier } from './card-words.js';
import { resolveGeneric } from './resolve-generic.js';
import { baselineCard, exactCard, type ResolvedCard } from './resolved-card.js';

export interface BankTierQuery {
  readonly bank: string;
  readonly network: string;
  readonly tier: string;
}

const byRank = (a: CatalogueCard, b: CatalogueCard) => a.rank - b.rank || a.catalogueId - b.catalogueId;

/** The bank a traveller names, matched on its folded name or id ("societe generale" finds "Société Générale"). */
const bankNamed = (banks: readonly Bank[], name: string): Bank | undefined => {
  const wanted = foldWord(name);
  return banks.find((b) => foldWord(b.name) === wanted || foldWord(b.id) === wanted);
};

/**
 * The card a bank + network + tier lands on, among one residence's banks and cards: the most
 * basic card (lowest rank) of that tier at that bank. The card catalogue computes byBankTier with
 * this very function, so the listing and the bilan can never disagree.
 */
export const landOnCard = (banks: readonly Bank[], cards: readonly CatalogueCard[], query: BankTierQuery): CatalogueCard | undefined => {
  const bank = bankNamed(banks, query.bank);
  if (!bank) return undefined;
  const network = readNetwork(query.network);
  const tier = readTier(query.tier);
  return cards.filter((c) => c.bankId === bank.id && c.network === network && c.tier === tier).sort(byRank)[0];
};

/**
 * Bank + tier mode, scoped to the cardholder's residence (a card is read off its face, and the
 * same bank name can exist in two countries). A bank the catalogue does not list at that residence
 * is read as the generic {network, tier} the face shows, in the residence's region. A bank it
 * lists but that issues no such card is unresolved: the baseline card, CARD_PROFILE_UNMATCHED. The
 * bank's real range is known there, and a generic profile (a median over the market's cards)
 * would credit it cover none of its own cards may have.
 */
export const resolveByBankTier = async (query: BankTierQuery, residence: string, region: string, data: CardData): Promise<ResolvedCard> => {
  const [banks, cards] = await Promise.all([data.banks(residence), data.cards(residence)]);
  if (!bankNamed(banks, query.bank)) return resolveGeneric(query.network, query.tier, region, data);
  const card = landOnCard(banks, cards, query);
  return card ? exactCard(card) : baselineCard(await data.baseline(), 'CARD_PROFILE_UNMATCHED');
};
