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
  // The sign and integer groups always take part in a match; the fraction and exponent may not.
  const [, sign, integer, fraction = '', exponent] = match;
  const scale = fraction.length - Number(exponent ?? 0);
  // A negative scale (1.5e+21) is folded into the units: a Decimal's scale is never below 0.
  return { units: BigInt(`${sign}${integer}${fraction}`) * pow10(Math.max(0, -scale)), scale: Math.max(0, scale) };
};

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Integer division rounded towards +infinity (the divisor must be positive). */
export const ceilDiv = (numerator: bigint, divisor: bigint): bigint => {
  const quotient = numerator / divisor; // bigint division truncates towards zero
  return numerator % divisor > 0n ? quotient + 1n : quotient;
};

/** Integer division rounded to the nearest integer, halves away from zero (the divisor must be positive). */
export const roundHalfAwayDiv = (numerator: bigint, divisor: bigint): bigint => {
  const negative = numerator < 0n;
  const magnitude = (2n * (negative ? -numerator : numerator) + divisor) / (2n * divisor);
  return negative ? -magnitude : magnitude;
};
