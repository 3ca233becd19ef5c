import { DEFAULT_CURRENCY } from '../reference/currencies.js';
import { ANNUAL_INTENTS, LEGACY_INTENTS, type Intent } from '../reference/intents.js';
import type { Traveller, Trip } from '../trip/trip.js';

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
  const keepsState = raw.countryResidence === 'US' && typeof raw.stateResidence === 'string';
  return {
    intent,
    startDate: raw.startDate,
    endDate: raw.endDate,
    countryResidence: raw.countryResidence,
    ...(keepsState ? { stateResidence: raw.stateResidence as string } : {}),
    arrivalCountries: [...raw.arrivalCountries],
    travellers: raw.travellers.map(({ age }) => ({ age })),
    ...(raw.tripPrice === undefined ? {} : { tripPrice: raw.tripPrice }),
    ...(raw.studiesAmount === undefined ? {} : { studiesAmount: raw.studiesAmount }),
    currency: raw.currency ?? DEFAULT_CURRENCY,
    shouldCoverCancellation: raw.shouldCoverCancellation ?? false,
    shouldCoverExtremeSports: raw.shouldCoverExtremeSports ?? false,
    isAnnual: ANNUAL_INTENTS.has(intent) || (raw.isAnnual ?? false),
  };
};
