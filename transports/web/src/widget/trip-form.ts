import type { ErrorCode } from '@parasol/core';
import type { Intent } from '@parasol/core/internal';
import { isCountry } from '../i18n/countries.js';
import type { MessageKey } from '../i18n/languages.js';

/** The widget's trip fields as typed (also the prefill of a "change the trip" round trip). */
export interface TripFields {
  readonly intent: string;
  readonly residence: string;
  readonly destination: string;
  readonly start: string;
  readonly end: string;
  readonly ages: string;
}

export type TripField = 'intent' | 'residence' | 'destination' | 'start' | 'ages' | 'trip';

export const TRIP_ERRORS: Readonly<Record<TripField, MessageKey>> = {
  intent: 'widget.errors.trip',
  residence: 'widget.errors.residence',
  destination: 'widget.errors.destination',
  start: 'widget.errors.dates',
  ages: 'widget.errors.ages',
  trip: 'widget.errors.trip',
};

export const tripFieldsOf = (fields: Readonly<Record<string, string | undefined>>, defaults: { readonly intent: Intent; readonly residence?: string }): TripFields => ({
  intent: fields.intent || defaults.intent,
  residence: (fields.residence || defaults.residence || '').toUpperCase(),
  destination: (fields.destination ?? '').toUpperCase(),
  start: fields.start ?? '',
  end: fields.end ?? '',
  ages: fields.ages ?? '',
});

const AGE = /^[0-9]{1,3}$/;

/**
 * The POST /quotes body for the fields, or the fields to correct. Only what a form adds is checked
 * here (a country picked, ages typed as text); the trip itself is validated by the core's quote
 * parser, whose codes come back through `fieldOfCode`.
 */
export const quoteBodyOf = (fields: TripFields, language: string): { readonly body: object } | { readonly errors: readonly TripField[] } => {
  const errors: TripField[] = [];
  if (!isCountry(fields.residence)) errors.push('residence');
  if (!isCountry(fields.destination)) errors.push('destination');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.start) || !/^\d{4}-\d{2}-\d{2}$/.test(fields.end)) errors.push('start');
  const ages = fields.ages.split(/[\s,;]+/).filter((a) => a !== '');
  if (ages.length === 0 || ages.length > 50 || !ages.every((a) => AGE.test(a) && Number(a) <= 120)) errors.push('ages');
  if (errors.length > 0) return { errors };
  return {
    body: {
      trip: {
        intent: fields.intent,
        startDate: fields.start,
        endDate: fields.end,
        countryResidence: fields.residence,
        arrivalCountries: [fields.destination],
        travellers: ages.map((age) => ({ age: Number(age) })),
      },
      language,
    },
  };
};

/** The form field a refusal of the core's quote parser is about. */
export const fieldOfCode = (code: ErrorCode): TripField => {
  switch (code) {
    case 'BAD_INTENT':
      return 'intent';
    case 'BAD_RESIDENCE':
    case 'BAD_STATE_RESIDENCE':
      return 'residence';
    case 'NO_DESTINATIONS':
    case 'TOO_MANY_DESTINATIONS':
      return 'destination';
    case 'BAD_DATES':
      return 'start';
    case 'NO_TRAVELLERS':
    case 'TOO_MANY_TRAVELLERS':
    case 'BAD_TRAVELLER':
      return 'ages';
    default:
      return 'trip';
  }
};
