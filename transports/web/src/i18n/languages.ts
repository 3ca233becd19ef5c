import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@parasol/core/internal';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, type MessageKey, type Messages } from './catalogues.js';
import { localeOf } from './locale.js';

export type { MessageKey, Messages } from './catalogues.js';

/** The language of a page: its code (kept in links, so the next page asks again) and its catalogue. */
export interface PageLanguage {
  readonly code: Language;
  readonly messages: Messages;
}

const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The page language for a `lang` value: every funnel language has its catalogue; an unknown or absent one is en. */
export const pageLanguage = (value: unknown): PageLanguage => {
  const code = isLanguage(value) ? value : DEFAULT_LANGUAGE;
  return { code, messages: CATALOGUES[code] };
};

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Each message compiled once per language: parsing ICU is the costly part, formatting a compiled
 * message is cheap, and a page says some thirty of them.
 */
const compiled = new Map<string, IntlMessageFormat>();

const compile = (language: PageLanguage, key: MessageKey): IntlMessageFormat => {
  const id = `${language.code}\u0000${key}`;
  let message = compiled.get(id);
  if (message === undefined) {
    message = new IntlMessageFormat(language.messages[key], localeOf(language.code));
    compiled.set(id, message);
  }
  return message;
};

/**
 * A message of the page's catalogue, formatted as ICU MessageFormat for the page's locale (plurals,
 * selects). The values are plain text, escaped later by html``; money and dates come in already
 * written by format.ts.
 */
export const say = (language: PageLanguage, key: MessageKey, values: MessageValues = {}): string => String(compile(language, key).format(values));

export { isLanguage };
