import type { UsState } from '../reference/us-states.js';
import { DEFAULT_CURRENCY } from '../reference/currencies.js';
import { ANNUAL_INTENTS, LEGACY_INTENTS, type Intent } from '../reference/intents.js';
import type { Traveller, Trip } from '../trip/trip.js';
import type { Mutable } from '../shared/mutable.js';

/**
 * A trip as sent, once it has passed trip.schema.json: the intent may still be a legacy name,
 * optional fields may be absent, and unknown fields may ride along. A normalised Trip is also a
 * RawTrip, which is what makes normalisation idempotent.
 */
export interface RawTrip {
  readonly intent: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly countryResidence: string;
  /** Only read for US residents, where the schema has checked it; any value elsewhere. */
  readonly stateResidence?: unknown;
  readonly arrivalCountries: readonly string[];
  readonly travellers: readonly Traveller[];
  readonly tripPrice?: number;
  readonly studiesAmount?: number;
  readonly currency?: string;
  readonly shouldCoverCancellation?: boolean;
  readonly shouldCoverExtremeSports?: boolean;
  readonly isAnnual?: boolean;
}

const currentIntent = (intent: string): Intent =>
  Object.hasOwn(LEGACY_INTENTS, intent) ? (LEGACY_INTENTS[intent] as Intent) : (intent as Intent);

/**
 * The trip pricing sees and the quote response echoes: legacy intent read (humanitarianAuPair
 * is humanitarian), isAnnual forced by annual and expat, currency EUR by default, cover flags
 * false by default, stateResidence kept for US residents only (it is ignored elsewhere), and
 * nothing the spec does not define. Fields come out in one fixed order, so two equal trips
 * serialise to the same JSON.
 */
export const normaliseTrip = (raw: RawTrip): Trip => {
  const intent = currentIntent(raw.intent);
  // Built field by field, in the order above: optional fields are set only when present.
  const trip: Mutable<Trip> = {
    intent,
    startDate: raw.startDate,
    endDate: raw.endDate,
    countryResidence: raw.countryResidence,
  } as Trip;
  if (raw.countryResidence === 'US' && typeof raw.stateResidence === 'string') trip.stateResidence = raw.stateResidence as UsState; // the schema checked it is one of US_STATES
  trip.arrivalCountries = [...raw.arrivalCountries];
  trip.travellers = raw.travellers.map(({ age }) => ({ age }));
  if (raw.tripPrice !== undefined) trip.tripPrice = raw.tripPrice;
  if (raw.studiesAmount !== undefined) trip.studiesAmount = raw.studiesAmount;
  trip.currency = raw.currency ?? DEFAULT_CURRENCY;
  trip.shouldCoverCancellation = raw.shouldCoverCancellation ?? false;
  trip.shouldCoverExtremeSports = raw.shouldCoverExtremeSports ?? false;
  trip.isAnnual = ANNUAL_INTENTS.has(intent) || (raw.isAnnual ?? false);
  return trip;
};
