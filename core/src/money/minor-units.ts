import { CONVERTIBLE_CURRENCIES, isConvertible } from '../reference/currencies.js';
import { parseDecimal, pow10, roundHalfAwayDiv } from './decimal.js';

/**
 * ISO 4217 exponents that are not 2, for currencies outside the 33 convertible ones: an insurer
 * may price in one of them and the offer then stays in that currency (spec: Currency conversion).
 */
const OTHER_EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, KMF: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0,
  XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

/**
 * Largest magnitude held in minor units: 15 significant digits is what a JSON number (an IEEE
 * double) carries exactly, so every amount up to this bound survives fromMinor -> JSON -> toMinor.
 */
export const MAX_MINOR = 999_999_999_999_999;

/** Number of decimals of the currency's minor unit: JPY, KRW, ISK 0; 2 for unknown codes. */
export const exponentOf = (currency: string): number =>
  // Own properties only: a code such as "constructor" must read as unknown, not as Object.prototype's.
  isConvertible(currency) ? CONVERTIBLE_CURRENCIES[currency] : Object.hasOwn(OTHER_EXPONENTS, currency) ? (OTHER_EXPONENTS[currency] as number) : 2;

/**
 * Reads an amount sent in major units (tripPrice, a postback amount) into integer minor units,
 * exactly: 19.99 EUR -> 1999, never 1998.9999. Digits beyond the minor unit are rounded half away
 * from zero (100.005 EUR -> 10001), which also absorbs a client's float noise (0.1 + 0.2 -> 30).
 * A caller that must refuse such amounts compares fromMinor(toMinor(x)) with x.
 * Throws RangeError for NaN, infinities and magnitudes above MAX_MINOR: validation refuses those first.
 */
export const toMinor = (amount: number, currency: string): number => {
  const decimal = Number.isFinite(amount) ? parseDecimal(String(amount)) : undefined;
  if (decimal === undefined) throw new RangeError(`not a finite amount: ${amount}`);
  const exponent = exponentOf(currency);
  // Fewer decimals than the minor unit scale up exactly; more are rounded off (a division by 1 otherwise).
  const scaledUp = decimal.units * pow10(Math.max(0, exponent - decimal.scale));
  return checkedMinor(roundHalfAwayDiv(scaledUp, pow10(Math.max(0, decimal.scale - exponent))));
};

/**
 * The JSON `amount` for integer minor units, exact: 1999 EUR -> 19.99, 1234 JPY -> 1234. The
 * division yields the double nearest to the decimal value, i.e. the very number a JSON parser
 * reads from "19.99", so the amount prints and parses back without drift.
 */
export const fromMinor = (minor: number, currency: string): number => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`minor units must be an integer: ${minor}`);
  return minor / 10 ** exponentOf(currency);
};

/** Minor units back to a number, refusing magnitudes a JSON amount could not carry exactly. */
export const checkedMinor = (minor: bigint): number => {
  if (minor > BigInt(MAX_MINOR) || minor < -BigInt(MAX_MINOR)) throw new RangeError(`amount out of range: ${minor} minor units`);
  return Number(minor);
};
