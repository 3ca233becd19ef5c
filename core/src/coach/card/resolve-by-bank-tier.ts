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
 * An index of a list, built once per list while it lives (card data hands out the same lists) and
 * remembered only for a list that cannot change, of items that cannot: any other is indexed afresh.
 */
const indexOnce = <T extends object, I>(indexes: WeakMap<readonly T[], I>, list: readonly T[], build: (list: readonly T[]) => I): I => {
  let index = indexes.get(list);
  if (index === undefined) {
    index = build(list);
    if (Object.isFrozen(list) && list.every((item) => Object.isFrozen(item))) indexes.set(list, index);
  }
  return index;
};

/**
 * A residence's banks by folded name and folded id, the first bank in list order winning a word
 * two banks share: what `banks.find` over the folded words answers, without folding every bank on
 * every bilan.
 */
const bankIndexes = new WeakMap<readonly Bank[], ReadonlyMap<string, Bank>>();

const bankIndexOf = (banks: readonly Bank[]): ReadonlyMap<string, Bank> =>
  indexOnce(bankIndexes, banks, (list) => {
    const words = new Map<string, Bank>();
    for (const bank of list) {
      for (const word of [foldWord(bank.name), foldWord(bank.id)]) if (!words.has(word)) words.set(word, bank);
    }
    return words;
  });

/** The bank a traveller names, matched on its folded name or id ("societe generale" finds "Société Générale"). */
const bankNamed = (banks: readonly Bank[], name: string): Bank | undefined => bankIndexOf(banks).get(foldWord(name));

/** bank id → network → tier → the most basic card of that slot. */
type CardIndex = ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<string, CatalogueCard>>>;

/**
 * A residence's cards by bank id, network and tier, each slot holding the most basic card (lowest
 * rank, then lowest catalogue id): what filtering the list and sorting it by rank answers, without
 * doing it on every bilan.
 */
const cardIndexes = new WeakMap<readonly CatalogueCard[], CardIndex>();

const cardIndexOf = (cards: readonly CatalogueCard[]): CardIndex =>
  indexOnce(cardIndexes, cards, (list) => {
    const byBank = new Map<string, Map<string, Map<string, CatalogueCard>>>();
    for (const card of list) {
      // A card whose name carries no range word has no tier to land on.
      if (card.tier === null) continue;
      let byNetwork = byBank.get(card.bankId);
      if (byNetwork === undefined) byBank.set(card.bankId, (byNetwork = new Map()));
      let byTier = byNetwork.get(card.network);
      if (byTier === undefined) byNetwork.set(card.network, (byTier = new Map()));
      const held = byTier.get(card.tier);
      if (held === undefined || byRank(card, held) < 0) byTier.set(card.tier, card);
    }
    return byBank;
  });

/**
 * The card a bank + network + tier lands on, among one residence's banks and cards: the most
 * basic card (lowest rank) of that tier at that bank. The card catalogue computes byBankTier with
 * this very function, so the listing and the bilan can never disagree.
 */
export const landOnCard = (banks: readonly Bank[], cards: readonly CatalogueCard[], query: BankTierQuery): CatalogueCard | undefined => {
  const bank = bankNamed(banks, query.bank);
  if (!bank) return undefined;
  return cardIndexOf(cards).get(bank.id)?.get(readNetwork(query.network))?.get(readTier(query.tier));
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
