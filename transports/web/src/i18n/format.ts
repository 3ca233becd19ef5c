import { exponentOf, fromMinor } from '@parasol/core/internal';
import type { PageLanguage } from './languages.js';
import { localeOf as localeOfCode } from './locale.js';

/** BCP 47 locale of a page. */
const localeOf = (language: PageLanguage): string => localeOfCode(language.code);

/** An amount held in integer minor units, displayed in the page's locale: 4250 EUR → "42,50 €" in fr. */
export const formatMoney = (minor: number, currency: string, language: PageLanguage): string => {
  const digits = exponentOf(currency);
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    fromMinor(minor, currency),
  );
};

/** A YYYY-MM-DD date as the page's locale writes it, read in UTC so it never shifts a day. */
export const formatDate = (isoDate: string, language: PageLanguage): string =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** A country's name in the page's language (ES → "Espagne" in fr). */
export const countryName = (code: string, language: PageLanguage): string =>
  new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code) ?? code;
