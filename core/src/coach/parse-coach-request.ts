import type { ErrorObject } from 'ajv/dist/2020.js';
import { ajvForShippedSchemas } from '../validation/ajv-for-shipped-schemas.js';
import { lazyValidator } from '../validation/lazy-validator.js';
import type { ErrorCode } from '../errors/error-catalogue.js';
import type { CountryFacts } from '../ports/country-facts.js';
import { fail, ok, type Result } from '../shared/result.js';
import { parseFields } from '../validation/json-object.js';
import schema from '../schemas/coach-request.schema.json' with { type: 'json' };
import type { CardQuery, CoachRequest } from './coach-request.js';
import type { Market } from './market.js';
import type { Mutable } from '../shared/mutable.js';

interface ValidBody {
  residence: string;
  destinations: unknown[];
  card?: Record<string, unknown>;
  trip?: { friends?: boolean; longTrip?: boolean; riskyActivity?: boolean };
  market?: Market;
  ref?: string;
}

const validate = lazyValidator(() => ajvForShippedSchemas({ allErrors: true }).compile<ValidBody>(schema));

/**
 * The code each top-level field's failure answers with, in precedence order: when several fields
 * are wrong the first one here decides (residence, then destinations, card, market, the rest). A
 * body that is no object is judged as `{}` (parseFields), so its code is the residence's.
 */
const FIELD_CODES: readonly (readonly [field: string, code: ErrorCode, detail: string])[] = [
  ['residence', 'BAD_RESIDENCE', 'residence must be a 2-letter ISO 3166-1 code.'],
  ['destinations', 'NO_DESTINATIONS', 'destinations must hold 1 to 50 ISO 3166-1 alpha-2 codes.'],
  ['card', 'BAD_CARD', 'card must be exactly one of {catalogueId}, {bin}, {bank, network, tier}, {network, tier}, {none: true}.'],
  ['market', 'BAD_MARKET', 'market must be one of fr, us, ca, sg, my, universal.'],
  ['trip', 'BAD_REQUEST', 'trip must be an object whose friends, longTrip and riskyActivity are booleans.'],
  ['ref', 'BAD_REQUEST', 'ref must have the form partnerCode-shortCode.'],
];

const fieldOf = (error: ErrorObject): string =>
  error.instancePath === '' && error.keyword === 'required'
    ? String((error.params as { missingProperty: string }).missingProperty)
    : (error.instancePath.split('/')[1] ?? '');

/**
 * The first failure in FIELD_CODES order, if any: a schema error on the field, or for the
 * destinations a list of the right shape holding no known country (NO_DESTINATIONS: "no valid
 * destination supplied"), so that an all-unknown list still comes before a malformed card.
 */
const refusal = (errors: readonly ErrorObject[], noKnownDestination: boolean): Result<never> => {
  for (const [field, code, detail] of FIELD_CODES) {
    const failed = errors.filter((e) => fieldOf(e) === field);
    if (field === 'destinations' && failed.some((e) => e.keyword === 'maxItems')) {
      return fail('TOO_MANY_DESTINATIONS', 'destinations holds more than 50 entries.');
    }
    if (failed.length > 0) return fail(code, detail);
    if (field === 'destinations' && noKnownDestination) return noKnownDestinationFailure();
  }
  return fail('BAD_REQUEST', 'The body does not match the Coach request schema.');
};

const noKnownDestinationFailure = (): Result<never> => fail('NO_DESTINATIONS', 'destinations holds no ISO 3166-1 alpha-2 code of a known country.');

/**
 * Valid destinations: 2-letter strings naming a known country (ISO 3166-1 alpha-2), read
 * upper-case, first occurrence kept. An unknown code ("ZZ") is dropped like a malformed one: it
 * has no cost data and would otherwise take the top medical step for a place that does not exist.
 */
const destinationsOf = (entries: readonly unknown[], countries: Countries): string[] => [
  ...new Set(
    entries
      .filter((e): e is string => typeof e === 'string' && /^[A-Za-z]{2}$/.test(e))
      .map((e) => e.toUpperCase())
      .filter((code) => countries.isCountry(code)),
  ),
];

/** The destinations entries as sent, or none when the body has no such list. */
const sentDestinations = (body: Readonly<Record<string, unknown>>): readonly unknown[] => {
  const destinations = body['destinations'];
  return Array.isArray(destinations) ? destinations : [];
};

/** The card mode by the fields the schema let through (own fields: `in` would also see the prototype's). */
const cardOf = (card: Record<string, unknown> | undefined): CardQuery => {
  if (card === undefined || Object.hasOwn(card, 'none')) return { mode: 'none' };
  if (Object.hasOwn(card, 'catalogueId')) return { mode: 'catalogueId', catalogueId: card.catalogueId as number };
  if (Object.hasOwn(card, 'bin')) return { mode: 'bin', bin: card.bin as string };
  const network = card.network as string;
  const tier = card.tier as string;
  return Object.hasOwn(card, 'bank') ? { mode: 'bank', bank: card.bank as string, network, tier } : { mode: 'network', network, tier };
};

/** What the parser needs to know of the country facts: which codes are countries. */
type Countries = Pick<CountryFacts, 'isCountry'>;

/**
 * POST /api/v1/coach/bilan body -> CoachRequest, or the spec's 400. The JSON Schema
 * (schemas/coach-request.schema.json) decides validity; this maps its failures to codes and
 * normalises: codes upper-cased, destinations that are malformed or no known country dropped,
 * flags defaulted, no card = none. The residence is only held to its shape (BAD_RESIDENCE: "not a
 * 2-letter code"), as the trip's countryResidence is: an unknown residence still has a health zone
 * (itself), a market (universal) and generic cards (the default reading).
 */
export const parseCoachRequest = (body: unknown, countries: Countries): Result<CoachRequest> =>
  parseFields(body, (fields) => coachRequestOf(fields, countries));

const coachRequestOf = (body: Readonly<Record<string, unknown>>, countries: Countries): Result<CoachRequest> => {
  const destinations = destinationsOf(sentDestinations(body), countries);
  if (!validate(body)) return refusal(validate.errors ?? [], destinations.length === 0);
  if (destinations.length === 0) return noKnownDestinationFailure();
  const valid = body;
  const request: Mutable<CoachRequest> = {
    residence: valid.residence.toUpperCase(),
    destinations,
    card: cardOf(valid.card),
    trip: { friends: valid.trip?.friends ?? false, longTrip: valid.trip?.longTrip ?? false, riskyActivity: valid.trip?.riskyActivity ?? false },
  };
  // Set only when sent, in this order.
  if (valid.market !== undefined) request.market = valid.market;
  if (valid.ref !== undefined) request.ref = valid.ref;
  return ok(request);
};
