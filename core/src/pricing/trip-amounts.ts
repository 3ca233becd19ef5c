import { fromMinor, toMinor, type Converter } from '../money/index.js';
import type { GuaranteeTerm } from '../ports/offer-catalogue.js';
import type { GuaranteeCover } from '../reference/guarantees.js';
import type { Trip } from '../trip/trip.js';

/**
 * tripPrice and studiesAmount are read in trip.currency (spec: Trip.currency). Insurers and
 * guarantee ceilings speak their own currencies, so these amounts travel through the funnel
 * converter, the one rule for every currency change (same rate, margin and rounding).
 */

/**
 * A major-unit amount of `from` in `to`, rounded to `to`'s minor unit; undefined when it cannot be
 * expressed there (a code outside the 33 convertible, or a magnitude out of range).
 */
export const amountIn = (converter: Converter, amount: number, from: string, to: string): number | undefined => {
  try {
    const conversion = converter.convert(toMinor(amount, from), from, to);
    return conversion.currency === to ? fromMinor(conversion.amountMinor, to) : undefined;
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
};

/**
 * The trip as an insurer pricing in `currency` reads it: amounts converted and currency set to
 * theirs. When an amount cannot be converted the trip goes as sent, so the insurer still reads
 * every amount in the trip's own currency and may decline it.
 */
export const tripForInsurer = (trip: Trip, currency: string, converter: Converter): Trip => {
  if (trip.currency === currency) return trip;
  const tripPrice = trip.tripPrice === undefined ? undefined : amountIn(converter, trip.tripPrice, trip.currency, currency);
  const studiesAmount =
    trip.studiesAmount === undefined ? undefined : amountIn(converter, trip.studiesAmount, trip.currency, currency);
  if ((trip.tripPrice !== undefined && tripPrice === undefined) || (trip.studiesAmount !== undefined && studiesAmount === undefined)) {
    return trip;
  }
  return {
    ...trip,
    currency,
    ...(tripPrice === undefined ? {} : { tripPrice }),
    ...(studiesAmount === undefined ? {} : { studiesAmount }),
  };
};

/**
 * An offer's guarantees for this trip: trip_price echoes the insured trip cost and studies_amount
 * the tuition, both in guaranteeCurrency; null when the trip carries no such amount or it cannot
 * be expressed in guaranteeCurrency. Every other term is the catalogue's.
 */
export const guaranteesForTrip = (
  guarantees: Readonly<Record<string, GuaranteeTerm>>,
  guaranteeCurrency: string,
  trip: Trip,
  converter: Converter,
): Record<string, GuaranteeCover> => {
  const echoed = (amount: number | undefined) =>
    amount === undefined ? null : (amountIn(converter, amount, trip.currency, guaranteeCurrency) ?? null);
  const covers: Record<string, GuaranteeCover> = {};
  for (const [slug, term] of Object.entries(guarantees)) {
    const value =
      term.state === 'trip_price' ? echoed(trip.tripPrice) : term.state === 'studies_amount' ? echoed(trip.studiesAmount) : term.value;
    covers[slug] = { state: term.state, value };
  }
  return covers;
};
