import type { CardNetwork, CardTier } from '../../ports/card-data.js';

/**
 * What a traveller reads off a card face, reduced to the catalogue's words. Input is
 * case-insensitive; a word with no reading is passed through and simply matches nothing, so the
 * card degrades to the baseline instead of failing the call (spec: an unresolved card never fails).
 * The tables are Maps, not object literals: indexed by what a caller sent, an object would answer
 * "constructor" with Object.prototype's function instead of nothing.
 */
const NETWORK_ALIASES: ReadonlyMap<string, CardNetwork> = new Map([
  ['visa', 'visa'],
  ['mastercard', 'mastercard'],
  ['mc', 'mastercard'],
  ['amex', 'amex'],
  ['americanexpress', 'amex'],
  ['cb', 'cb'],
  ['cartebancaire', 'cb'],
  ['unionpay', 'unionpay'],
  ['jcb', 'jcb'],
  ['discover', 'discover'],
]);

/** spec: "Tier input words: entry, mid, premium, elite", plus the range words of the reading table. */
const TIER_ALIASES: ReadonlyMap<string, CardTier> = new Map([
  ['entry', 'entry'], ['classic', 'entry'], ['electron', 'entry'], ['standard', 'entry'],
  ['mid', 'mid'], ['premier', 'mid'], ['gold', 'mid'], ['signature', 'mid'],
  ['premium', 'premium'], ['infinite', 'premium'], ['platinum', 'premium'],
  ['elite', 'elite'], ['worldelite', 'elite'], ['infiniteprivilege', 'elite'],
  ['business', 'business'],
]);

/** Lower case, accents and everything but letters and digits removed: "Société Générale" -> "societegenerale". */
export const foldWord = (text: string): string => {
  let word = folded.get(text);
  if (word === undefined) {
    word = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
    if (folded.size >= FOLDED_CAPACITY) folded.clear();
    folded.set(text, word);
  }
  return word;
};

/**
 * Words folded, by what was sent: a bilan folds the bank, network and tier it is sent, and callers
 * send the same few card faces call after call (a fold, with its Unicode normalisation, costs a
 * few hundred nanoseconds; a lookup, tens). Callers choose the words, so the map is capped.
 */
const folded = new Map<string, string>();
const FOLDED_CAPACITY = 2_000;

export const readNetwork = (text: string): string => {
  const word = foldWord(text);
  return NETWORK_ALIASES.get(word) ?? word;
};

export const readTier = (text: string): string => {
  const word = foldWord(text);
  return TIER_ALIASES.get(word) ?? word;
};
