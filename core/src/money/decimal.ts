/**
 * Exact decimal arithmetic on bigint, so that no float ever enters the money path.
 * A Decimal is `units / 10^scale` (e.g. "19.99" is { units: 1999n, scale: 2 }).
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

// Also reads what String(number) prints for very small or very large numbers (1e-7, 1.5e+21).
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** Reads a plain or exponent-notation decimal literal exactly; undefined when it is not one. */
export const parseDecimal = (text: string): Decimal | undefined => {
  const match = DECIMAL_TEXT.exec(text);
  if (match === null) return undefined;
  const [, sign = '', integer = '', fraction = '', exponent = '0'] = match;
  const units = BigInt(`${sign}${integer}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units, scale } : { units: units * pow10(-scale), scale: 0 };
};

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Integer division rounded towards +infinity (the divisor must be positive). */
export const ceilDiv = (numerator: bigint, divisor: bigint): bigint => {
  const quotient = numerator / divisor; // bigint division truncates towards zero
  return numerator % divisor > 0n ? quotient + 1n : quotient;
};

/** Integer division rounded to the nearest integer, halves away from zero (the divisor must be positive). */
export const roundHalfAwayDiv = (numerator: bigint, divisor: bigint): bigint => {
  const magnitude = (2n * (numerator < 0n ? -numerator : numerator) + divisor) / (2n * divisor);
  return numerator < 0n ? -magnitude : magnitude;
};
