import type { PageLanguage } from './languages.js';
import { countryName } from './format.js';

/**
 * Codes Intl names that are not countries a traveller lives in or goes to: groupings, pseudo
 * regions, exceptional reservations and withdrawn codes (UK is GB; ZR, YU and the like are gone;
 * ICU still names Dahomey DY, Upper Volta HV, the New Hebrides NH, Rhodesia RH and North Vietnam
 * VD, which ISO 3166-1 withdrew decades ago). What is left is ISO 3166-1's current codes plus XK.
 */
const NOT_COUNTRIES = new Set(['AC', 'AN', 'BU', 'CP', 'CQ', 'CS', 'DD', 'DG', 'DY', 'EA', 'EU', 'EZ', 'FX', 'HV', 'IC', 'NH', 'NT', 'QO', 'RH', 'SU', 'TA', 'TP', 'UK', 'UN', 'VD', 'XA', 'XB', 'YD', 'YU', 'ZR', 'ZZ']);

/** Every two-letter code Intl has a region name for, less the ones above: ISO 3166-1 plus XK. */
const listCountryCodes = (): readonly string[] => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (!NOT_COUNTRIES.has(code) && names.of(code) !== undefined) codes.push(code);
    }
  }
  return codes;
};

// Listed by the first page that needs them, not when the module loads: asking Intl about all 676
// pairs was 15 ms of every `npm start` in a profile (issue 14: start-up), for pages a server may
// never render.
let listed: readonly string[] | undefined;
let listedSet: ReadonlySet<string> | undefined;
const countryCodes = (): readonly string[] => (listed ??= listCountryCodes());

export const isCountry = (code: string): boolean => (listedSet ??= new Set(countryCodes())).has(code);

/** Countries sorted by their name in the page's language, for a select. */
export const countryOptions = (language: PageLanguage): readonly { readonly code: string; readonly name: string }[] => {
  const collator = new Intl.Collator(language.code);
  return countryCodes().map((code) => ({ code, name: countryName(code, language) })).sort((x, y) => collator.compare(x.name, y.name));
};
