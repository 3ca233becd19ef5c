import type { Bank, CardData, CatalogueCard } from '../../ports/card-data.js';
import { foldWord, readNetwork, readTier } from './card-words.js';
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
 * same bank name can exist in two countries). The card is the one `landOnCard` finds; anything
 * else is unresolved (spec: an unresolved card degrades to a baseline card and adds a warning):
 * the baseline card with CARD_PROFILE_UNMATCHED, whether the residence's bank list does not hold
 * the bank (or the residence has no list) or the bank issues no card of that network and tier.
 * Never a generic profile: it would credit the bank cover none of its own cards may have (a
 * generic profile is a median over a market's cards), without telling the caller the card was
 * not recognised.
 */
export const resolveByBankTier = async (query: BankTierQuery, residence: string, data: CardData): Promise<ResolvedCard> => {
  const [banks, cards] = await Promise.all([data.banks(residence), data.cards(residence)]);
  const card = landOnCard(banks, cards, query);
  return card ? exactCard(card) : baselineCard(await data.baseline(), 'CARD_PROFILE_UNMATCHED');
};
