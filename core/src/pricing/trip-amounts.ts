import { fromMinor, toMinor, type Converter } from '../money/index.js';
import type { GuaranteeCover } from '../reference/guarantees.js';
import type { Trip } from '../trip/trip.js';
import type { EchoState, PreparedOffer } from './prepared-offers.js';

/**
 * tripPrice and studiesAmount are read in trip.currency (spec: Trip.currency). Insurers and
 * guarantee ceilings speak their own currencies, so these declared values are expressed there at
 * the mid rate (Converter.valueIn): the funnel margin belongs on what the traveller is charged,
 * not on the value they insure.
 */

/**
 * A major-unit amount of `from` in `to`, rounded to `to`'s minor unit; undefined when it cannot be
 * expressed there (a code outside the 33 convertible, or a magnitude out of range).
 */
export const amountIn = (converter: Converter, amount: number, from: string, to: string): number | undefined => {
  try {
    const conversion = converter.valueIn(toMinor(amount, from), from, to);
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

/** The amounts trip_price and studies_amount guarantees echo, in one guarantee currency. */
export type EchoedAmounts = Readonly<Record<EchoState, number | null>>;

/**
 * For one quote, what trip_price (tripPrice) and studies_amount (studiesAmount) guarantees echo
 * in a given guarantee currency: null when the trip carries no such amount or it cannot be
 * expressed in that currency. Converted on first ask, once per currency for the whole quote.
 */
export const echoedAmounts = (trip: Trip, converter: Converter): ((currency: string) => EchoedAmounts) => {
  if (trip.tripPrice === undefined && trip.studiesAmount === undefined) return nothingEchoed;
  const byCurrency = new Map<string, EchoedAmounts>();
  const echoed = (amount: number | undefined, currency: string) =>
    amount === undefined ? null : (amountIn(converter, amount, trip.currency, currency) ?? null);
  return (currency) => {
    let amounts = byCurrency.get(currency);
    if (amounts === undefined) {
      amounts = { trip_price: echoed(trip.tripPrice, currency), studies_amount: echoed(trip.studiesAmount, currency) };
      byCurrency.set(currency, amounts);
    }
    return amounts;
  };
};

/** A trip without tripPrice or studiesAmount echoes nothing, in any currency (the common quote). */
const NO_AMOUNTS: EchoedAmounts = Object.freeze({ trip_price: null, studies_amount: null });
const nothingEchoed = (): EchoedAmounts => NO_AMOUNTS;

/**
 * An offer's guarantees for this trip: the prepared ones as they stand when none echoes the trip,
 * else a copy with the echoed values filled in, in guaranteeCurrency. Every other term is the
 * catalogue's.
 */
export const guaranteesForTrip = (
  prepared: PreparedOffer,
  echoedIn: (currency: string) => EchoedAmounts,
): Readonly<Record<string, GuaranteeCover>> => {
  if (prepared.echoes.length === 0) return prepared.guarantees;
  const amounts = echoedIn(prepared.offer.guaranteeCurrency);
  // Nothing to echo (no tripPrice or studiesAmount, the common quote): the prepared covers already
  // hold null there. Handing out the frozen object itself lets the serialisers reuse its text.
  if (prepared.echoes.every(([, state]) => amounts[state] === null)) return prepared.guarantees;
  const covers = { ...prepared.guarantees };
  for (const [slug, state] of prepared.echoes) covers[slug] = { state, value: amounts[state] };
  return covers;
};
