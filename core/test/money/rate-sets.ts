import type { RateSet } from '../../src/ports/fx-rates.js';
import { CONVERTIBLE_CURRENCIES } from '../../src/reference/currencies.js';

/** Every convertible code except EUR, the base. */
export const QUOTED_CODES = Object.keys(CONVERTIBLE_CURRENCIES).filter((code) => code !== 'EUR');

/** A complete EUR-based rate set: 1.5 units per EUR for every code unless overridden. */
export const aRateSet = (rates: Record<string, string> = {}, asOf = '2026-11-20'): RateSet => ({
  asOf,
  base: 'EUR',
  rates: { ...Object.fromEntries(QUOTED_CODES.map((code) => [code, '1.5'])), ...rates },
});
