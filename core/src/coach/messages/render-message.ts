import type { CoachLang } from '../market.js';
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

/**
 * The Coach's copy. The API returns message keys and variables, never sentences (spec: What the
 * service does, 4); this catalogue is the reference rendering, for the widget, the docs and any
 * client that does not keep its own. A test drives the engine and proves that every key it can
 * emit has a text in both languages.
 */
export const MESSAGES: Readonly<Record<CoachLang, Readonly<Record<string, string>>>> = { en, fr };
export const MESSAGE_LANGS: readonly CoachLang[] = ['en', 'fr'];

export const hasMessage = (lang: CoachLang, key: string): boolean => Object.hasOwn(MESSAGES[lang], key);

/**
 * The text under `key` with its {placeholders} replaced. An unknown key renders as the key itself
 * (keys are forward-compatible additions); a placeholder with no variable is left as written.
 */
export const renderMessage = (lang: CoachLang, key: string, vars: Readonly<Record<string, string | number>> = {}): string => {
  const text = hasMessage(lang, key) ? (MESSAGES[lang][key] as string) : key;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : placeholder));
};
