import { MAX_AMOUNT, type ValidationCode } from '@parasol/core/internal';
import { someCountries, someTravellers } from '@parasol/core/test-support';

type Json = Record<string, unknown>;

/**
 * One way to break a valid quote body, and the code it must yield. Corruptions of different
 * groups touch different fields, so any set of them taken one per group can be applied together.
 * `pick` chooses a position where the corruption needs one.
 */
export interface Corruption {
  readonly group: string;
  readonly name: string;
  readonly code: ValidationCode;
  readonly apply: (body: Json, pick: number) => Json;
}

const onTrip = (change: (trip: Json, pick: number) => Json) => (body: Json, pick: number): Json => ({
  ...body,
  trip: change(body['trip'] as Json, pick),
});
const setting = (field: string, value: unknown) => onTrip((trip) => ({ ...trip, [field]: value }));
const deleting = (...fields: string[]) =>
  onTrip((trip) => Object.fromEntries(Object.entries(trip).filter(([key]) => !fields.includes(key))));
const replacingOneOf = (field: string, value: unknown) =>
  onTrip((trip, pick) => {
    const list = [...(trip[field] as unknown[])];
    list[pick % list.length] = value;
    return { ...trip, [field]: list };
  });
const dayBefore = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const corruption = (group: string, code: ValidationCode, name: string, apply: Corruption['apply']): Corruption => ({ group, code, name, apply });

/** Corruptions of the trip's fields and of the language: all may combine, one per group. */
export const FIELD_CORRUPTIONS: readonly Corruption[] = [
  corruption('language', 'BAD_LANGUAGE', 'unknown language', (body) => ({ ...body, language: 'xx' })),
  corruption('language', 'BAD_LANGUAGE', 'upper-case language', (body) => ({ ...body, language: 'EN' })),
  corruption('language', 'BAD_LANGUAGE', 'numeric language', (body) => ({ ...body, language: 5 })),

  corruption('intent', 'BAD_INTENT', 'missing intent', deleting('intent')),
  corruption('intent', 'BAD_INTENT', 'unknown intent', setting('intent', 'surfing')),
  corruption('intent', 'BAD_INTENT', 'wrong-case intent', setting('intent', 'ForTourism')),
  corruption('intent', 'BAD_INTENT', 'numeric intent', setting('intent', 7)),

  corruption('dates', 'BAD_DATES', 'impossible start date', setting('startDate', '2026-02-30')),
  corruption('dates', 'BAD_DATES', 'thirteenth month', setting('endDate', '2026-13-01')),
  corruption('dates', 'BAD_DATES', 'slashed date', setting('startDate', '2026/07/01')),
  corruption('dates', 'BAD_DATES', 'date-time instead of date', setting('endDate', '2026-07-01T00:00:00Z')),
  corruption('dates', 'BAD_DATES', 'missing start date', deleting('startDate')),
  corruption('dates', 'BAD_DATES', 'missing end date', deleting('endDate')),
  corruption('dates', 'BAD_DATES', 'end before start', onTrip((trip) => ({ ...trip, endDate: dayBefore(trip['startDate'] as string) }))),

  corruption('residence', 'BAD_RESIDENCE', 'three-letter residence', setting('countryResidence', 'FRA')),
  corruption('residence', 'BAD_RESIDENCE', 'lower-case residence', setting('countryResidence', 'fr')),
  corruption('residence', 'BAD_RESIDENCE', 'missing residence', deleting('countryResidence')),
  corruption('residence', 'BAD_STATE_RESIDENCE', 'US territory as a state', onTrip((trip) => ({ ...trip, countryResidence: 'US', stateResidence: 'PR' }))),
  corruption('residence', 'BAD_STATE_RESIDENCE', 'lower-case state', onTrip((trip) => ({ ...trip, countryResidence: 'US', stateResidence: 'ca' }))),
  corruption('residence', 'BAD_STATE_RESIDENCE', 'numeric state', onTrip((trip) => ({ ...trip, countryResidence: 'US', stateResidence: 6 }))),

  corruption('destinations', 'NO_DESTINATIONS', 'no destination', setting('arrivalCountries', [])),
  corruption('destinations', 'NO_DESTINATIONS', 'missing destinations', deleting('arrivalCountries')),
  corruption('destinations', 'TOO_MANY_DESTINATIONS', '21 or more destinations', onTrip((trip, pick) => ({ ...trip, arrivalCountries: someCountries(21 + (pick % 10)) }))),
  corruption('destinations', 'BAD_TRIP', 'a three-letter destination', replacingOneOf('arrivalCountries', 'FRA')),
  corruption('destinations', 'BAD_TRIP', 'a null destination', replacingOneOf('arrivalCountries', null)),
  corruption('destinations', 'BAD_TRIP', 'destinations as a string', setting('arrivalCountries', 'FR')),

  corruption('travellers', 'NO_TRAVELLERS', 'no traveller', setting('travellers', [])),
  corruption('travellers', 'NO_TRAVELLERS', 'missing travellers', deleting('travellers')),
  corruption('travellers', 'TOO_MANY_TRAVELLERS', '51 or more travellers', onTrip((trip, pick) => ({ ...trip, travellers: someTravellers(51 + (pick % 10)) }))),
  corruption('travellers', 'BAD_TRAVELLER', 'a traveller of 121', replacingOneOf('travellers', { age: 121 })),
  corruption('travellers', 'BAD_TRAVELLER', 'a negative age', replacingOneOf('travellers', { age: -1 })),
  corruption('travellers', 'BAD_TRAVELLER', 'a fractional age', replacingOneOf('travellers', { age: 30.5 })),
  corruption('travellers', 'BAD_TRAVELLER', 'an age as a string', replacingOneOf('travellers', { age: '30' })),
  corruption('travellers', 'BAD_TRAVELLER', 'a traveller without age', replacingOneOf('travellers', { name: 'Ada' })),
  corruption('travellers', 'BAD_TRAVELLER', 'a traveller that is a number', replacingOneOf('travellers', 30)),
  corruption('travellers', 'BAD_TRIP', 'travellers as an object', setting('travellers', { age: 30 })),

  corruption('currency', 'BAD_CURRENCY', 'lower-case currency', setting('currency', 'eur')),
  corruption('currency', 'BAD_CURRENCY', 'four-letter currency', setting('currency', 'EURO')),
  corruption('currency', 'BAD_CURRENCY', 'numeric currency', setting('currency', 978)),

  corruption('price', 'BAD_TRIP_PRICE', 'negative trip price', setting('tripPrice', -0.01)),
  corruption('price', 'BAD_TRIP_PRICE', 'trip price as a string', setting('tripPrice', '1200')),
  corruption('price', 'BAD_TRIP_PRICE', 'null trip price', setting('tripPrice', null)),
  corruption('price', 'BAD_TRIP_PRICE', 'trip price above the ceiling', setting('tripPrice', MAX_AMOUNT + 1)),
  corruption('price', 'CANCELLATION_NEEDS_TRIP_PRICE', 'cancellation cover without trip price', onTrip((trip) => {
    const { tripPrice: _dropped, ...rest } = trip;
    return { ...rest, shouldCoverCancellation: true };
  })),
  corruption('price', 'BAD_TRIP', 'cancellation flag as a string', setting('shouldCoverCancellation', 'true')),

  corruption('flags', 'BAD_TRIP', 'isAnnual as a string', setting('isAnnual', 'yes')),
  corruption('flags', 'BAD_TRIP', 'extreme sports flag as a number', setting('shouldCoverExtremeSports', 1)),
  corruption('flags', 'BAD_TRIP', 'negative studies amount', setting('studiesAmount', -5)),
];

/** Corruptions of the trip as a whole: nothing else about the trip can be judged then. */
export const TRIP_CORRUPTIONS: readonly Corruption[] = [
  corruption('trip', 'BAD_TRIP', 'trip as a string', (body) => ({ ...body, trip: 'Paris' })),
  corruption('trip', 'BAD_TRIP', 'trip as an array', (body) => ({ ...body, trip: [body['trip']] })),
  corruption('trip', 'BAD_TRIP', 'null trip', (body) => ({ ...body, trip: null })),
  corruption('trip', 'BAD_TRIP', 'no trip', (body) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'trip'))),
];

export const GROUPS: readonly string[] = [...new Set(FIELD_CORRUPTIONS.map((c) => c.group))];
