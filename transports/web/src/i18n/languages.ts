import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@parasol/core/internal';
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

export type MessageKey = keyof typeof en;
export type Messages = Readonly<Record<MessageKey, string>>;

/**
 * The pages' copy. en and fr are complete (a test holds them to the same keys); the other 24
 * funnel languages fall back to English as a whole page, marked lang="en", with a line saying
 * the language asked for is not available yet, rather than a page mixing two languages.
 */
export const TRANSLATIONS: Readonly<Partial<Record<Language, Messages>>> = { en, fr };

export interface PageLanguage {
  /** What the traveller asked for (kept in links, so the next page asks again). */
  readonly asked: Language;
  /** What the page is written in: `asked` when translated, else en. */
  readonly shown: Language;
  readonly messages: Messages;
}

const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The page language for a `lang` value: an unknown or absent one is en. */
export const pageLanguage = (value: unknown): PageLanguage => {
  const asked = isLanguage(value) ? value : DEFAULT_LANGUAGE;
  const translated = TRANSLATIONS[asked];
  return translated ? { asked, shown: asked, messages: translated } : { asked, shown: DEFAULT_LANGUAGE, messages: en };
};

/** A message with its `{name}` placeholders filled (values are escaped later, by html``). */
export const say = (language: PageLanguage, key: MessageKey, values: Readonly<Record<string, string | number>> = {}): string =>
  language.messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A language's name in that language ("Deutsch"), for the fallback line. */
export const nativeName = (language: Language): string =>
  new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

export { isLanguage };
