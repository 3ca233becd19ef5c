import { LANGUAGES, type Language } from '@parasol/core/internal';
import { SANDBOX_CATALOGUE } from '@parasol/adapter-sandbox';
import { CATALOGUES, type MessageKey } from '@parasol/web';

/**
 * What "an English string" means on a page shown in another language: any stretch of the
 * English copy the page could have shown instead of its translation (the English catalogue's
 * messages, cut at their arguments, and the sandbox offers' English plans and highlights), and a
 * few English words no funnel language writes. Names (products, the insurer, Parasol) and the
 * documents' names (IPID) are not English strings: they are taken out of the text first.
 */
const SENTINEL = '\u0000';
const WORDS = ['the', 'your', 'you', 'with', 'this', 'insurance', 'travel', 'choose', 'prices', 'offers', 'details', 'payment', 'please'];

/** English messages cut where their arguments go, keeping the stretches of two words or more. */
const englishStretches = (language: Language): string[] => {
  const en = CATALOGUES.en;
  const theirs = CATALOGUES[language];
  const stretches: string[] = [];
  for (const key of Object.keys(en) as MessageKey[]) {
    // A message the language writes as English does ("Au pair") is that language's too.
    if (theirs[key] === en[key]) continue;
    const literal = en[key].replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, SENTINEL);
    for (const part of literal.split(SENTINEL)) if (part.trim().split(/\s+/).length >= 2) stretches.push(part.trim());
  }
  // The language's own words, which an English plan may share ("Cruise" is Dutch too).
  const own = new Set(Object.values(theirs));
  for (const offer of SANDBOX_CATALOGUE.offers) {
    const translation = offer.translations?.[language];
    const english = [offer.plan ?? '', ...offer.highlights.included, ...offer.highlights.excluded];
    const translated = [translation?.plan ?? offer.plan ?? '', ...(translation?.highlights.included ?? []), ...(translation?.highlights.excluded ?? [])];
    english.forEach((text, i) => text !== '' && text !== translated[i] && !own.has(text) && stretches.push(text));
  }
  return stretches;
};

const NAMES = [...SANDBOX_CATALOGUE.offers.map((o) => o.name ?? ''), ...SANDBOX_CATALOGUE.insurers.map((i) => i.name), 'Parasol', 'IPID'].filter((n) => n !== '').sort((a, b) => b.length - a.length);

/** The English found in a page's text shown in `language`: empty when there is none. */
export const englishIn = (text: string, language: Language): string[] => {
  let rest = text.replace(/\s+/g, ' ');
  for (const name of NAMES) rest = rest.split(name).join(' ');
  // Whole words only: Norwegian "Digital nomade" holds no English "Digital nomad".
  const standsAlone = (stretch: string, flags = 'u') => new RegExp(`(^|[^\\p{L}])${escapeRegExp(stretch)}([^\\p{L}]|$)`, flags).test(rest);
  const found = englishStretches(language).filter((stretch) => standsAlone(stretch));
  for (const word of WORDS) if (standsAlone(word, 'iu')) found.push(word);
  return [...new Set(found)];
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `count` different languages besides English, drawn from `seed` (mulberry32): the same seed, the same languages. */
export const languagesOfSeed = (seed: number, count: number): Language[] => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pool = LANGUAGES.filter((l) => l !== 'en');
  const chosen: Language[] = [];
  while (chosen.length < count) chosen.push(...pool.splice(Math.floor(next() * pool.length), 1));
  return chosen;
};
