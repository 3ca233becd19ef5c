import { INTENTS } from '../reference/intents.js';
import { LIMITS } from '../reference/limits.js';
import { verdict, type FieldRule } from './schema-failures.js';
import { AN_AMOUNT } from './amounts.js';

const ALPHA2 = 'an ISO 3166-1 alpha-2 code (two upper-case letters)';
const DATE = 'a real calendar date written YYYY-MM-DD';
const AGE = `an integer from ${LIMITS.minAge} to ${LIMITS.maxAge}`;
const DESTINATIONS = `${LIMITS.minDestinations} to ${LIMITS.maxDestinations} ISO 3166-1 alpha-2 codes`;
const TRAVELLERS = `${LIMITS.minTravellers} to ${LIMITS.maxTravellers} travellers`;

/**
 * The spec's codes for every field of a trip sent under `at` ('trip' or its alias 'tripInfo').
 * A field with no code of its own (an arrival country, a boolean, studiesAmount) refuses the
 * trip as BAD_TRIP, the detail naming the field.
 */
export const tripRules = (at: string): Record<string, FieldRule> => ({
  [at]: {
    code: 'BAD_TRIP',
    mustBe: 'an object',
    // Only the alias is ever reported missing: the body schema asks for tripInfo when trip is absent.
    except: { required: { code: 'BAD_TRIP', detail: () => 'trip is required (an object; tripInfo is accepted as its alias)' } },
  },
  [`${at}.intent`]: { code: 'BAD_INTENT', mustBe: `one of the ${INTENTS.length} trip types listed by GET /api/v1/travel/meta` },
  [`${at}.startDate`]: { code: 'BAD_DATES', mustBe: DATE },
  [`${at}.endDate`]: { code: 'BAD_DATES', mustBe: DATE },
  [`${at}.countryResidence`]: { code: 'BAD_RESIDENCE', mustBe: ALPHA2 },
  [`${at}.stateResidence`]: { code: 'BAD_STATE_RESIDENCE', mustBe: 'the USPS code of one of the 50 states or DC when countryResidence is US' },
  [`${at}.arrivalCountries`]: {
    code: 'BAD_TRIP',
    mustBe: `an array of ${DESTINATIONS}`,
    except: {
      required: verdict('NO_DESTINATIONS', `is required (${DESTINATIONS})`),
      minItems: verdict('NO_DESTINATIONS', `must list at least ${LIMITS.minDestinations} country`),
      maxItems: verdict('TOO_MANY_DESTINATIONS', `must list at most ${LIMITS.maxDestinations} countries`),
    },
  },
  [`${at}.arrivalCountries[]`]: { code: 'BAD_TRIP', mustBe: ALPHA2 },
  [`${at}.travellers`]: {
    code: 'BAD_TRIP',
    mustBe: `an array of ${TRAVELLERS}`,
    except: {
      required: verdict('NO_TRAVELLERS', `is required (${TRAVELLERS})`),
      minItems: verdict('NO_TRAVELLERS', `must list at least ${LIMITS.minTravellers} traveller`),
      maxItems: verdict('TOO_MANY_TRAVELLERS', `must list at most ${LIMITS.maxTravellers} travellers`),
    },
  },
  [`${at}.travellers[]`]: { code: 'BAD_TRAVELLER', mustBe: `an object whose age is ${AGE}` },
  [`${at}.travellers[].age`]: { code: 'BAD_TRAVELLER', mustBe: AGE },
  [`${at}.tripPrice`]: {
    code: 'BAD_TRIP_PRICE',
    mustBe: AN_AMOUNT,
    // The only way tripPrice goes missing in the schema: the rule tying it to cancellation cover.
    except: { required: verdict('CANCELLATION_NEEDS_TRIP_PRICE', 'is required when shouldCoverCancellation is true') },
  },
  [`${at}.studiesAmount`]: { code: 'BAD_TRIP', mustBe: AN_AMOUNT },
  [`${at}.currency`]: { code: 'BAD_CURRENCY', mustBe: 'an ISO 4217 code (three upper-case letters)' },
  [`${at}.shouldCoverCancellation`]: { code: 'BAD_TRIP', mustBe: 'a boolean' },
  [`${at}.shouldCoverExtremeSports`]: { code: 'BAD_TRIP', mustBe: 'a boolean' },
  [`${at}.isAnnual`]: { code: 'BAD_TRIP', mustBe: 'a boolean' },
});
