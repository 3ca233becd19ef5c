import type { Context } from 'koa';
import { CONSOLE_EN, type ConsoleMessageKey } from './console-en.js';
import { CONSOLE_FR } from './console-fr.js';

export type ConsoleLanguageCode = 'en' | 'fr';
export { type ConsoleMessageKey } from './console-en.js';

const TABLES: Readonly<Record<ConsoleLanguageCode, Readonly<Record<ConsoleMessageKey, string>>>> = { en: CONSOLE_EN, fr: CONSOLE_FR };

export interface ConsoleLanguage {
  readonly code: ConsoleLanguageCode;
  /** The message with its `{name}` placeholders filled (escaped later, by html``). */
  say(key: ConsoleMessageKey, values?: Readonly<Record<string, string | number>>): string;
  /** A date and time in this language, UTC (the console's one time zone, said on the page). */
  time(epochMs: number): string;
}

export const LANGUAGE_COOKIE = 'parasol-console-lang';

const isCode = (value: unknown): value is ConsoleLanguageCode => value === 'en' || value === 'fr';

export const consoleLanguage = (code: ConsoleLanguageCode): ConsoleLanguage => {
  const table = TABLES[code];
  const format = new Intl.DateTimeFormat(code === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return {
    code,
    say: (key, values = {}) => table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)),
    time: (epochMs) => `${format.format(epochMs)} UTC`,
  };
};

/**
 * The console's language: `?lang=en|fr` (which the language link sets, and a cookie keeps), else
 * the cookie, else the browser's first preference between the two, else English.
 */
export const languageOf = (ctx: Context, cookie: string | undefined): { readonly language: ConsoleLanguage; readonly chosen?: ConsoleLanguageCode } => {
  const asked = ctx.query.lang;
  if (isCode(asked)) return { language: consoleLanguage(asked), chosen: asked };
  if (isCode(cookie)) return { language: consoleLanguage(cookie) };
  const preferred = ctx.acceptsLanguages('en', 'fr');
  return { language: consoleLanguage(isCode(preferred) ? preferred : 'en') };
};
