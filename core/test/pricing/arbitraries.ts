import fc from 'fast-check';
import { CONVERTIBLE_CURRENCIES, INTENTS, LIMITS, US_STATES, parseQuoteRequest, type Trip } from '@parasol/core/internal';

/** Generators of schema-valid trips, shared by the pricing properties (core and sandbox). */

const COUNTRIES = ['FR', 'DE', 'ES', 'IT', 'GB', 'US', 'CA', 'JP', 'AU', 'CH', 'TH', 'BR', 'MA', 'KP', 'SY', 'NZ', 'SG', 'PR', 'BE', 'IE'];
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const aCurrency = fc.oneof(
  fc.constantFrom(...Object.keys(CONVERTIBLE_CURRENCIES)),
  fc.constantFrom('XOF', 'KWD', 'CLP', 'ZZZ'),
);

export const anAmount = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.double({ min: 0, max: 99_999_999_999, noNaN: true, noDefaultInfinity: true }),
);

/** Raw trip bodies as a client could send them, every one valid against trip.schema.json. */
/** Party sizes, individual trips (up to the group threshold) about as often as group trips. */
export const aPartySize = fc.oneof(
  fc.integer({ min: LIMITS.minTravellers, max: LIMITS.groupThreshold }),
  fc.integer({ min: LIMITS.minTravellers, max: LIMITS.maxTravellers }),
);

export const aRawTrip = (travellers: fc.Arbitrary<number> = aPartySize) =>
  fc
    .record({
      intent: fc.constantFrom(...INTENTS, 'humanitarianAuPair'),
      start: fc.integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 0, 1) / DAY_MS }),
      length: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 4000 })),
      countryResidence: fc.constantFrom(...COUNTRIES),
      stateResidence: fc.option(fc.constantFrom(...US_STATES), { nil: undefined }),
      arrivalCountries: fc.uniqueArray(fc.constantFrom(...COUNTRIES), { minLength: 1, maxLength: LIMITS.maxDestinations }),
      ages: travellers.chain((n) => fc.array(fc.integer({ min: LIMITS.minAge, max: LIMITS.maxAge }), { minLength: n, maxLength: n })),
      tripPrice: fc.option(anAmount, { nil: undefined }),
      studiesAmount: fc.option(anAmount, { nil: undefined }),
      currency: fc.option(aCurrency, { nil: undefined }),
      shouldCoverCancellation: fc.boolean(),
      shouldCoverExtremeSports: fc.boolean(),
      isAnnual: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ start, length, ages, tripPrice, shouldCoverCancellation, stateResidence, countryResidence, ...rest }) => ({
      ...rest,
      countryResidence,
      ...(countryResidence === 'US' && stateResidence !== undefined ? { stateResidence } : {}),
      startDate: isoDay(start * DAY_MS),
      endDate: isoDay((start + length) * DAY_MS),
      travellers: ages.map((age) => ({ age })),
      shouldCoverCancellation,
      // Cancellation needs a trip price: give one whenever cover is asked.
      ...(tripPrice !== undefined || shouldCoverCancellation ? { tripPrice: tripPrice ?? 1500 } : {}),
    }));

/** Normalised trips, obtained the way the API gets them: through the request validator. */
export const aTrip = (travellers?: fc.Arbitrary<number>): fc.Arbitrary<Trip> =>
  aRawTrip(travellers).map((raw) => {
    const parsed = parseQuoteRequest({ trip: raw });
    if (!parsed.ok) throw new Error(`generator produced an invalid trip: ${parsed.failure.code} ${parsed.failure.detail ?? ''}`);
    return parsed.value.trip;
  });
