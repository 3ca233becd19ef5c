/**
 * Coach markets (spec: Coach request `market`): each fixes the currency figures are shown in,
 * the formatting locale, the language of the copy and the public health cover ("socle") the
 * traveller relies on at home. Derived from the residence when the request names none.
 */
export const MARKETS = ['fr', 'us', 'ca', 'sg', 'my', 'universal'] as const;
export type Market = (typeof MARKETS)[number];

/** Language of the message catalogue (messages/en.json, messages/fr.json). */
export type CoachLang = 'fr' | 'en';

/** The public health cover a market's residents have at home, which frames the health arguments. */
export type HealthSocle = 'ehic' | 'employer' | 'provincial' | 'medishield' | 'public' | 'national';
export const HEALTH_SOCLES: readonly HealthSocle[] = ['ehic', 'employer', 'provincial', 'medishield', 'public', 'national'];

export interface MarketSettings {
  readonly currency: string;
  /** BCP 47 locale handed to Intl for every pre-formatted figure. */
  readonly locale: string;
  readonly lang: CoachLang;
  readonly socle: HealthSocle;
}

export const MARKET_SETTINGS: Readonly<Record<Market, MarketSettings>> = {
  fr: { currency: 'EUR', locale: 'fr-FR', lang: 'fr', socle: 'ehic' },
  us: { currency: 'USD', locale: 'en-US', lang: 'en', socle: 'employer' },
  ca: { currency: 'CAD', locale: 'en-CA', lang: 'en', socle: 'provincial' },
  sg: { currency: 'SGD', locale: 'en-SG', lang: 'en', socle: 'medishield' },
  my: { currency: 'MYR', locale: 'en-MY', lang: 'en', socle: 'public' },
  // English with euro formatting: the universal market serves every other residence.
  universal: { currency: 'EUR', locale: 'en-IE', lang: 'en', socle: 'national' },
};

/** Residences read as the French market: France, Monaco and the overseas departments and collectivities using the euro. */
const FRENCH_MARKET = new Set(['FR', 'MC', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF']);
/** A Map, as every table read with what a caller sent: an object literal would hold "constructor". */
const SINGLE_COUNTRY_MARKETS: ReadonlyMap<string, Market> = new Map([
  ['US', 'us'],
  ['CA', 'ca'],
  ['SG', 'sg'],
  ['MY', 'my'],
]);

/** The market of a residence when the request names none (docs/coach.md). */
export const marketOfResidence = (residence: string): Market =>
  FRENCH_MARKET.has(residence) ? 'fr' : (SINGLE_COUNTRY_MARKETS.get(residence) ?? 'universal');
