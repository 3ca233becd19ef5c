import { createHash } from 'node:crypto';
import type { Trip } from '../trip/trip.js';

/**
 * "Trip unchanged" (spec: States and transitions) compares fingerprints of the NORMALISED trip
 * (validation/normalise-trip.ts): aliases read (`tripInfo`, `humanitarianAuPair`), defaults
 * filled (currency EUR, booleans false), isAnnual forced by annual/expat, stateResidence kept only
 * for US residents. On top of that, what describes the same trip in another order is the same trip:
 * destinations are a set (sorted, duplicates dropped) and travellers a multiset of ages (sorted).
 * Everything else counts: a different date, party, price or cover option is a changed trip.
 *
 * The fingerprint is a SHA-256 of a canonical JSON text (fixed key order), so it can be stored and
 * compared without keeping or re-reading the whole trip.
 */
export const canonicalTrip = (trip: Trip): string =>
  JSON.stringify([
    trip.intent,
    trip.startDate,
    trip.endDate,
    trip.countryResidence,
    trip.stateResidence ?? null,
    [...new Set(trip.arrivalCountries)].sort(),
    trip.travellers.map((t) => t.age).sort((a, b) => a - b),
    trip.tripPrice ?? null,
    trip.studiesAmount ?? null,
    trip.currency,
    trip.shouldCoverCancellation,
    trip.shouldCoverExtremeSports,
    trip.isAnnual,
  ]);

export const tripFingerprint = (trip: Trip): string => createHash('sha256').update(canonicalTrip(trip)).digest('base64url');
