import type { CatalogueOffer, Eligibility } from '../ports/offer-catalogue.js';
import { INTENTS } from '../reference/intents.js';
import { LIMITS } from '../reference/limits.js';
import type { Trip } from '../trip/trip.js';

/** Eligibility that lets every individual trip through; catalogues narrow it offer by offer. */
export const OPEN_ELIGIBILITY: Eligibility = {
  minAge: LIMITS.minAge,
  maxAge: LIMITS.maxAge,
  minDays: 1,
  maxDays: null,
  intents: INTENTS,
  residences: '*',
  destinations: { allow: '*', deny: [] },
  supportsCancellation: true,
  supportsExtremeSports: true,
  maxParty: LIMITS.groupThreshold,
};

/**
 * The eligibility filters, one per line of an offer's Eligibility. An offer matches a trip when
 * no filter fails; it is a near miss when exactly one fails (it would match were that one
 * relaxed: spec nearMissCount).
 */
export const ELIGIBILITY_FILTERS = [
  'age', 'days', 'intent', 'residence', 'destinations', 'cancellation', 'extremeSports', 'party',
] as const;
export type EligibilityFilter = (typeof ELIGIBILITY_FILTERS)[number];

const within = (n: number, min: number, max: number | null) => n >= min && (max === null || n <= max);

const passes: Readonly<Record<EligibilityFilter, (rule: Eligibility, trip: Trip, days: number) => boolean>> = {
  age: (rule, trip) => trip.travellers.every((t) => within(t.age, rule.minAge, rule.maxAge)),
  days: (rule, _trip, days) => within(days, rule.minDays, rule.maxDays),
  intent: (rule, trip) => rule.intents.includes(trip.intent),
  residence: (rule, trip) => rule.residences === '*' || rule.residences.includes(trip.countryResidence),
  destinations: (rule, trip) =>
    trip.arrivalCountries.every(
      (c) => (rule.destinations.allow === '*' || rule.destinations.allow.includes(c)) && !rule.destinations.deny.includes(c),
    ),
  cancellation: (rule, trip) => !trip.shouldCoverCancellation || rule.supportsCancellation,
  extremeSports: (rule, trip) => !trip.shouldCoverExtremeSports || rule.supportsExtremeSports,
  party: (rule, trip) => trip.travellers.length <= rule.maxParty,
};

/** The filters `offer` fails for `trip` (empty = the offer matches). */
export const failedFilters = (offer: CatalogueOffer, trip: Trip, days: number): EligibilityFilter[] =>
  ELIGIBILITY_FILTERS.filter((filter) => !passes[filter](offer.eligibility, trip, days));

/** How many filters `offer` fails for `trip`: failedFilters(...).length, without the list. */
export const failedFilterCount = (offer: CatalogueOffer, trip: Trip, days: number): number => {
  let failures = 0;
  for (const filter of ELIGIBILITY_FILTERS) if (!passes[filter](offer.eligibility, trip, days)) failures += 1;
  return failures;
};

/** Above the threshold the group product replaces the individual products (spec: Limits rule 4). */
export const isGroupTrip = (trip: Trip): boolean => trip.travellers.length > LIMITS.groupThreshold;
