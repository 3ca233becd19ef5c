import type { Bank, CardData, CatalogueCard } from '../../ports/card-data.js';
import { foldWord, readNetwork, readTier } from './card-words.js';
import { baselineCard, exactCard, type ResolvedCard } from './resolved-card.js';

export interface BankTierQuery {
  readonly bank: string;
  readonly network: string;
  readonly tier: string;
}

const byRank = (a: CatalogueCard, b: CatalogueCard) => a.rank - b.rank || a.catalogueId - b.catalogueId;

/**
 * A residence's banks by folded name and folded id, the first bank in list order winning a word
 * two banks share: what `banks.find` over the folded words answers, folded once per list (card
 * data hands out the same list while it lives) instead of every bank on every bilan.
 */
const bankIndexes = new WeakMap<readonly Bank[], ReadonlyMap<string, Bank>>();

const bankIndexOf = (banks: readonly Bank[]): ReadonlyMap<string, Bank> => {
  let index = bankIndexes.get(banks);
  if (index === undefined) {
    const words = new Map<string, Bank>();
    for (const bank of banks) {
      for (const word of [foldWord(bank.name), foldWord(bank.id)]) if (!words.has(word)) words.set(word, bank);
    }
    index = words;
    // Only a list that cannot change, of banks that cannot, may be remembered: others are folded afresh.
    if (Object.isFrozen(banks) && banks.every((bank) => Object.isFrozen(bank))) bankIndexes.set(banks, index);
  }
  return index;
};

/** The bank a traveller names, matched on its folded name or id ("societe generale" finds "Société Générale"). */
const bankNamed = (banks: readonly Bank[], name: string): Bank | undefined => bankIndexOf(banks).get(foldWord(name));

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
