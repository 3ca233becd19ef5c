import type { UsState } from '../reference/us-states.js';
import type { Intent } from '../reference/intents.js';

export interface Traveller {
  readonly age: number;
}

/**
 * A trip after validation and normalisation (see validation/normalise-trip.ts): legacy intent
 * read, isAnnual forced by annual/expat, currency defaulted to EUR, stateResidence kept only for
 * US residents, booleans defaulted. This is what pricing sees and what the quote response echoes.
 */
export interface Trip {
  readonly intent: Intent;
  readonly startDate: string; // YYYY-MM-DD
  readonly endDate: string; // YYYY-MM-DD
  readonly countryResidence: string;
  readonly stateResidence?: UsState;
  readonly arrivalCountries: readonly string[];
  readonly travellers: readonly Traveller[];
  /** Whole party's trip cost in `currency` (major units as sent); present when sent. */
  readonly tripPrice?: number;
  /** Tuition amount in `currency`, for studies cover; present when sent. */
  readonly studiesAmount?: number;
  readonly currency: string;
  readonly shouldCoverCancellation: boolean;
  readonly shouldCoverExtremeSports: boolean;
  readonly isAnnual: boolean;
}

const DAY_MS = 86_400_000;

/** Days of cover, inclusive of both ends (a same-day trip is 1 day). */
export const coverDays = (trip: Pick<Trip, 'startDate' | 'endDate'>): number =>
  Math.round((midnightOf(trip.endDate) - midnightOf(trip.startDate)) / DAY_MS) + 1;

/**
 * Epoch ms of a day's UTC midnight (NaN for a malformed date), parsed once per day: trips name
 * the same few hundred days over and over. Days are what callers send, so the memory is capped.
 */
const midnights = new Map<string, number>();
const MIDNIGHTS_CAP = 10_000;

const midnightOf = (date: string): number => {
  let ms = midnights.get(date);
  if (ms === undefined) {
    ms = Date.parse(`${date}T00:00:00Z`);
    if (midnights.size >= MIDNIGHTS_CAP) midnights.clear();
    midnights.set(date, ms);
  }
  return ms;
};
