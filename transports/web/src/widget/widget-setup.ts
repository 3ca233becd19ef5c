import { INTENTS, LEGACY_INTENTS, type Intent } from '@parasol/core/internal';
import { isCountry } from '../i18n/countries.js';
import { isLanguage, pageLanguage, type PageLanguage } from '../i18n/languages.js';

/** An attribute of the script tag that was present but unusable: the frame says so and goes on without it. */
export interface IgnoredAttribute {
  readonly attribute: string;
  readonly value: string;
}

/** The widget's script-tag attributes (spec: data-ref, data-intent, data-residence, data-lang, data-height), as its frame reads them. */
export interface WidgetSetup {
  /** Absent: no data-ref (the frame shows only a message; it cannot credit anyone). */
  readonly ref: string | undefined;
  readonly intent: Intent;
  readonly residence: string | undefined;
  readonly language: PageLanguage;
  readonly ignored: readonly IgnoredAttribute[];
}

const first = (value: unknown): string | undefined => (Array.isArray(value) ? first(value[0]) : typeof value === 'string' ? value : undefined);

/** Shown in the frame, so cut to a length that cannot flood it. */
const shown = (value: string): string => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

const intentOf = (value: string): Intent | undefined =>
  (INTENTS as readonly string[]).includes(value) ? (value as Intent) : Object.hasOwn(LEGACY_INTENTS, value) ? LEGACY_INTENTS[value] : undefined;

/** The frame's `height` when it is a whole number of CSS pixels from 200 to 2000 (widget.js fixes the frame to it). */
export const isFrameHeight = (value: string): boolean => /^[0-9]{3,4}$/.test(value) && Number(value) >= 200 && Number(value) <= 2000;

/**
 * Reads the frame's query (widget.js copies the data- attributes into it). Optional attributes
 * degrade: an absent one takes its default (intent forTourism, no residence, lang en, the frame
 * sized to its content), a present but invalid one is ignored and named in the frame.
 */
export const readWidgetSetup = (query: Readonly<Record<string, unknown>>): WidgetSetup => {
  const ignored: IgnoredAttribute[] = [];
  const note = (attribute: string, value: string) => ignored.push({ attribute, value: shown(value) });
  const ref = first(query.ref)?.trim();
  const rawIntent = first(query.intent);
  const intent = rawIntent === undefined || rawIntent === '' ? 'forTourism' : (intentOf(rawIntent) ?? (note('data-intent', rawIntent), 'forTourism'));
  const rawResidence = first(query.residence);
  let residence: string | undefined;
  if (rawResidence !== undefined && rawResidence !== '') {
    if (isCountry(rawResidence.toUpperCase())) residence = rawResidence.toUpperCase();
    else note('data-residence', rawResidence);
  }
  const rawLang = first(query.lang);
  if (rawLang !== undefined && rawLang !== '' && !isLanguage(rawLang)) note('data-lang', rawLang);
  const rawHeight = first(query.height);
  if (rawHeight !== undefined && rawHeight !== '' && !isFrameHeight(rawHeight)) note('data-height', rawHeight);
  return { ref: ref === '' ? undefined : ref, intent, residence, language: pageLanguage(rawLang), ignored };
};
