import fc from 'fast-check';
import { INTENTS, LEGACY_INTENTS, LIMITS, MAX_AMOUNT, US_STATES } from '@parasol/core/internal';

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2024, 0, 1);
const isoDay = (offset: number): string => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10);

export const TRIP_FIELDS = [
  'intent', 'startDate', 'endDate', 'countryResidence', 'stateResidence', 'arrivalCountries', 'travellers',
  'tripPrice', 'studiesAmount', 'currency', 'shouldCoverCancellation', 'shouldCoverExtremeSports', 'isAnnual',
];

const alpha2 = fc.stringMatching(/^[A-Z]{2}$/);
const amount = fc.oneof(fc.integer({ min: 0, max: MAX_AMOUNT }), fc.double({ min: 0, max: 1e6, noNaN: true }));

/** Any JSON value: what an unknown field may carry. */
export const jsonValue = fc.jsonValue();

/** Field names the API does not define (they must be ignored). */
export const unknownFieldName = (known: readonly string[]) =>
  fc.stringMatching(/^[a-z][A-Za-z0-9]{0,11}$/).filter((name) => !known.includes(name));

/**
 * Trips that satisfy trip.schema.json and its one rule in code (endDate on or after startDate):
 * every intent including the legacy one, US residents with or without a state, other residents
 * with anything at all as stateResidence, every optional field present or absent.
 */
export const validTrip = fc
  .record(
    {
      intent: fc.constantFrom(...INTENTS, ...Object.keys(LEGACY_INTENTS)),
      start: fc.integer({ min: 0, max: 3650 }),
      length: fc.integer({ min: 0, max: 400 }),
      countryResidence: fc.oneof(alpha2, fc.constant('US')),
      usState: fc.option(fc.constantFrom(...US_STATES), { nil: undefined }),
      otherState: fc.option(jsonValue, { nil: undefined }),
      arrivalCountries: fc.array(alpha2, { minLength: LIMITS.minDestinations, maxLength: LIMITS.maxDestinations }),
      travellers: fc.array(fc.record({ age: fc.integer({ min: LIMITS.minAge, max: LIMITS.maxAge }) }), { minLength: LIMITS.minTravellers, maxLength: LIMITS.maxTravellers }),
      tripPrice: fc.option(amount, { nil: undefined }),
      studiesAmount: fc.option(amount, { nil: undefined }),
      currency: fc.option(fc.stringMatching(/^[A-Z]{3}$/), { nil: undefined }),
      shouldCoverCancellation: fc.option(fc.boolean(), { nil: undefined }),
      shouldCoverExtremeSports: fc.option(fc.boolean(), { nil: undefined }),
      isAnnual: fc.option(fc.boolean(), { nil: undefined }),
    },
  )
  .map(({ start, length, usState, otherState, shouldCoverCancellation, tripPrice, ...fields }) => {
    const stateResidence = fields.countryResidence === 'US' ? usState : otherState;
    const trip: Record<string, unknown> = {
      ...fields,
      startDate: isoDay(start),
      endDate: isoDay(start + length),
      stateResidence,
      shouldCoverCancellation,
      // Cancellation cover needs the trip price.
      tripPrice: shouldCoverCancellation === true ? (tripPrice ?? 1500) : tripPrice,
    };
    return Object.fromEntries(Object.entries(trip).filter(([, value]) => value !== undefined));
  });
