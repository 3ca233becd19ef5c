import { DEFAULT_LANGUAGE, type Language } from '../reference/languages.js';
import type { PreparedOffer } from './prepared-offers.js';

/**
 * The language a quote's offer texts are served in: the one asked for when every offer of the
 * answer has its texts in it, English otherwise. One language per answer, never a mix: a page
 * listing offers half in German and half in English reads as broken, and the answer's meta
 * (servedLanguage) can then name the language of every text in it.
 */
export const servedLanguage = (offers: readonly PreparedOffer[], asked: Language): Language =>
  asked === DEFAULT_LANGUAGE || offers.every((offer) => offer.texts.has(asked)) ? asked : DEFAULT_LANGUAGE;
