import type { CatalogueOffer, OfferTranslation } from '@parasol/core';
import type { Language } from '@parasol/core/internal';
import phrasebook from './sandbox-translations.json' with { type: 'json' };

/**
 * The sandbox offers' plans and highlights in the 25 funnel languages besides English, by their
 * English text (sandbox-translations.json: one phrase, one line to translate). Offer names are
 * Sandcastle's product names and stay as they are. A phrase missing from a language throws when
 * the module loads, and a test checks every language has every phrase: the sandbox serves all 26.
 */
const PHRASEBOOK: Readonly<Record<string, Readonly<Record<string, string>>>> = phrasebook;

const say = (language: string, english: string): string => {
  const text = PHRASEBOOK[language]?.[english];
  if (text === undefined) throw new Error(`sandbox-translations.json has no ${language} for "${english}"`);
  return text;
};

/** An offer's translations into every language of the phrasebook, built from its English plan and highlights. */
export const translationsOf = (offer: Pick<CatalogueOffer, 'plan' | 'highlights'>): Readonly<Partial<Record<Language, OfferTranslation>>> =>
  Object.fromEntries(
    Object.keys(PHRASEBOOK).map((language) => [
      language,
      {
        ...(offer.plan === null ? {} : { plan: say(language, offer.plan) }),
        highlights: { included: offer.highlights.included.map((h) => say(language, h)), excluded: offer.highlights.excluded.map((h) => say(language, h)) },
      },
    ]),
  );

export const PHRASEBOOK_LANGUAGES: readonly string[] = Object.keys(PHRASEBOOK);
