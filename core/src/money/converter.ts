import type { RateSet } from '../ports/fx-rates.js';
import { isConvertible } from '../reference/currencies.js';
import { ceilDiv, parseDecimal, pow10, roundHalfAwayDiv, type Decimal } from './decimal.js';
import { checkedMinor, exponentOf } from './minor-units.js';
import { readRateSet } from './rate-set.js';

/**
 * The funnel's conversion margin, in basis points of the converted amount, charged to the
 * traveller whenever a price changes currency (docs/money.md). One value for quotes, links and
 * the ledger, because the spec wants the price shown to be the price charged.
 */
export const FUNNEL_MARGIN_BPS = 200;

export interface Conversion {
  readonly amountMinor: number;
  readonly currency: string;
  /** false when from === to or either side is not one of the 33 convertible codes. */
  readonly converted: boolean;
}

export interface Converter {
  /** The rate set the converter reads (its asOf dates a quote's prices). */
  readonly rateSet: RateSet;
  /**
   * amountMinor (non-negative integer minor units of `from`) in `to`, at the funnel rule:
   * cross rate through EUR, plus FUNNEL_MARGIN_BPS, rounded UP to `to`'s minor unit.
   * Never throws for a currency code; throws RangeError for a negative or non-integer amount, or a
   * result above MAX_MINOR.
   */
  convert(amountMinor: number, from: string, to: string): Conversion;
  /**
   * Orders two amounts, possibly in different currencies, by what they are worth at the rate set's
   * mid rate (no margin, no rounding), exactly: negative when `a` is worth less than `b`, 0 when
   * both are worth the same. Comparing is not charging: converting only some of the amounts
   * compared would load those with the funnel margin. A code outside the 33 has no rate and counts
   * at par with EUR.
   */
  compareValue(a: Money, b: Money): number;
  /**
   * A declared value (an insured trip cost, a tuition amount) expressed in `to` at the mid rate,
   * rounded half away from zero: no margin, because nobody is charged this amount. Same
   * pass-through and errors as `convert`.
   */
  valueIn(amountMinor: number, from: string, to: string): Conversion;
}

/** An amount in integer minor units of `currency`. */
export interface Money {
  readonly amountMinor: number;
  readonly currency: string;
}

/** One converter per rate set object: rate sources hand out the same set until it changes. */
const converters = new WeakMap<RateSet, Converter>();

/**
 * The converter over one rate set, built on first use and kept while the set lives, so that a
 * quote asking for it costs nothing. Each currency pair's factor is an exact fraction, built once:
 *   minor_to = ceil(minor_from * 10^exp_to * rate_to * (10000 + margin)
 *                   / (10^exp_from * rate_from * 10000))
 * with rate_x = units of x per 1 EUR (EUR = 1). One division, one rounding, in bigint.
 */
export const createConverter = (rateSet: RateSet): Converter => {
  let converter = converters.get(rateSet);
  if (converter === undefined) {
    converter = buildConverter(rateSet);
    converters.set(rateSet, converter);
  }
  return converter;
};

const buildConverter = (rateSet: RateSet): Converter => {
  const reading = readRateSet(rateSet);
  if (!reading.ok) throw new TypeError(`invalid rate set: ${reading.reason}`);
  const rates = new Map<string, Decimal>([['EUR', { units: 1n, scale: 0 }]]);
  // A set may spell EUR out; readRateSet has checked it is 1 then (as 1, 1.0, ...), the same value.
  for (const [code, text] of Object.entries(rateSet.rates)) rates.set(code, parseDecimal(text) as Decimal);
  const factors = new Map<string, { numerator: bigint; divisor: bigint }>();
  // A minor unit of a currency is worth 10^scale / (10^exp * units) EUR; the two halves, per code.
  const worths = new Map<string, { numerator: bigint; divisor: bigint }>();

  /** The pair's exact factor, with the funnel margin (charges) or without it (mid rate, values). */
  const factorOf = (from: string, to: string, marginBps: number) => {
    const key = `${from}${to}${marginBps}`;
    let factor = factors.get(key);
    if (factor === undefined) {
      const rateFrom = rates.get(from) as Decimal;
      const rateTo = rates.get(to) as Decimal;
      factor = {
        numerator: pow10(exponentOf(to)) * rateTo.units * pow10(rateFrom.scale) * BigInt(10_000 + marginBps),
        divisor: pow10(exponentOf(from)) * rateFrom.units * pow10(rateTo.scale) * 10_000n,
      };
      factors.set(key, factor);
    }
    return factor;
  };

  /** Checks the amount and says whether the pair converts at all. */
  const converts = (amountMinor: number, from: string, to: string): boolean => {
    if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
      throw new RangeError(`a converted amount is a non-negative integer of minor units: ${amountMinor}`);
    }
    return from !== to && isConvertible(from) && isConvertible(to);
  };

  const worthOf = (currency: string) => {
    let worth = worths.get(currency);
    if (worth === undefined) {
      const rate = rates.get(currency) ?? { units: 1n, scale: 0 };
      worth = { numerator: pow10(rate.scale), divisor: pow10(exponentOf(currency)) * rate.units };
      worths.set(currency, worth);
    }
    return worth;
  };

  return {
    rateSet,
    compareValue(a, b) {
      const [worthA, worthB] = [worthOf(a.currency), worthOf(b.currency)];
      // a.minor * a.num / a.div  vs  b.minor * b.num / b.div, cross-multiplied (divisors are positive).
      const left = BigInt(a.amountMinor) * worthA.numerator * worthB.divisor;
      const right = BigInt(b.amountMinor) * worthB.numerator * worthA.divisor;
      return left < right ? -1 : left > right ? 1 : 0;
    },
    convert(amountMinor, from, to) {
      if (!converts(amountMinor, from, to)) return { amountMinor, currency: from, converted: false };
      const { numerator, divisor } = factorOf(from, to, FUNNEL_MARGIN_BPS);
      return { amountMinor: checkedMinor(ceilDiv(BigInt(amountMinor) * numerator, divisor)), currency: to, converted: true };
    },
    valueIn(amountMinor, from, to) {
      if (!converts(amountMinor, from, to)) return { amountMinor, currency: from, converted: false };
      const { numerator, divisor } = factorOf(from, to, 0);
      return { amountMinor: checkedMinor(roundHalfAwayDiv(BigInt(amountMinor) * numerator, divisor)), currency: to, converted: true };
    },
  };
};
