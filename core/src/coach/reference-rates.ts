/**
 * Fixed reference rates for the Coach's indicative figures (units of a currency per 1 EUR,
 * scaled by 10^4 so that the arithmetic stays in integers).
 *
 * WHY not the funnel converter (money/converter.ts): the Coach prices nothing. Its figures are
 * thresholds ("a 300 000 EUR ceiling") shown in the market's currency, and must not move with the
 * day's rate or carry the funnel's conversion margin; MYR, a Coach market currency, is also not
 * one of the 33 codes the funnel converts. Revised with the engine version, never at run time.
 */
export const REFERENCE_RATES_E4: Readonly<Record<string, bigint>> = {
  EUR: 10_000n, USD: 10_800n, GBP: 8_500n, CHF: 9_500n, CAD: 14_800n, AUD: 16_500n, NZD: 18_000n,
  SGD: 14_500n, MYR: 50_000n, JPY: 1_620_000n, CNY: 78_000n, HKD: 84_000n, KRW: 14_500_000n,
  INR: 900_000n, AED: 39_700n, SEK: 115_000n, NOK: 116_000n, DKK: 74_600n, ISK: 1_500_000n,
  PLN: 43_000n, HUF: 3_900_000n, CZK: 250_000n, RON: 49_700n, BGN: 19_558n, RSD: 1_170_000n,
  ALL: 1_000_000n, MKD: 615_000n, BAM: 19_558n, TRY: 350_000n, BRL: 60_000n, MXN: 200_000n,
  MAD: 108_000n, ZAR: 200_000n, PHP: 620_000n,
};

export const hasReferenceRate = (currency: string): boolean => Object.hasOwn(REFERENCE_RATES_E4, currency);

// Own properties only: a currency named "constructor" must find no rate, not Object's function.
const rateOf = (currency: string): bigint => {
  if (!hasReferenceRate(currency)) throw new RangeError(`no Coach reference rate for ${currency}`);
  return REFERENCE_RATES_E4[currency] as bigint;
};

/**
 * A whole amount of `from` in whole units of `to`, rounded half up. Amounts are first read to
 * whole units: every Coach figure is a ceiling or a threshold, never a price to the cent.
 */
export const convertReference = (amount: number, from: string, to: string): number => {
  const whole = BigInt(Math.round(amount));
  if (from === to) return Number(whole);
  const numerator = whole * rateOf(to);
  const divisor = rateOf(from);
  return Number((2n * numerator + divisor) / (2n * divisor));
};

/**
 * Rounds a positive whole amount half up to two significant digits (162 000 -> 160 000), so that
 * a threshold converted from euros reads like a threshold. Non-decreasing in its input, which
 * keeps "adding a destination never lowers the target" true after conversion.
 */
export const roundToTwoSignificant = (amount: number): number => {
  if (amount < 100) return amount;
  const factor = 10 ** (String(amount).length - 2);
  const head = Math.floor(amount / factor);
  return (head + (2 * (amount % factor) >= factor ? 1 : 0)) * factor;
};

/** An amount set in euros (a target, a recommended ceiling) as shown in the market's currency. */
export const eurosIn = (eur: number, currency: string): number => roundToTwoSignificant(convertReference(eur, 'EUR', currency));
