import type { RateSet } from '../ports/fx-rates.js';
import { CONVERTIBLE_CURRENCIES } from '../reference/currencies.js';

/** A positive decimal literal: no sign, no exponent, no float artefacts ("1.0823", "171.4"). */
const RATE_TEXT = /^(0|[1-9]\d{0,11})(\.\d{1,12})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;

export type RateSetReading = { readonly ok: true; readonly rateSet: RateSet } | { readonly ok: false; readonly reason: string };

/**
 * Checks a rate set read from outside (the bundled file, an HTTP feed): EUR base, a dated set, a
 * positive decimal-string rate for every one of the 33 convertible currencies (EUR itself is
 * implied as 1). Codes beyond the 33 are kept, unused. A set missing one code is refused as a
 * whole: a half-updated feed must not silently stop converting a currency.
 */
export const readRateSet = (value: unknown): RateSetReading => {
  if (!isRecord(value)) return refuse('a rate set is a JSON object');
  const { asOf, base, rates, source } = value;
  if (base !== 'EUR') return refuse('base must be EUR');
  if (typeof asOf !== 'string' || !ISO_DATE.test(asOf) || Number.isNaN(Date.parse(asOf))) return refuse('asOf must be a YYYY-MM-DD date');
  if (source !== undefined && typeof source !== 'string') return refuse('source must be a string');
  if (!isRecord(rates)) return refuse('rates must be an object');
  for (const [code, rate] of Object.entries(rates)) {
    if (!CURRENCY_CODE.test(code)) return refuse(`${code} is not an ISO 4217 code`);
    if (typeof rate !== 'string' || !RATE_TEXT.test(rate) || /^0(\.0+)?$/.test(rate)) return refuse(`rate of ${code} must be a positive decimal string`);
  }
  if (rates['EUR'] !== undefined && !/^1(\.0+)?$/.test(rates['EUR'] as string)) return refuse('the EUR rate of an EUR-based set is 1');
  const missing = Object.keys(CONVERTIBLE_CURRENCIES).filter((code) => code !== 'EUR' && rates[code] === undefined);
  if (missing.length > 0) return refuse(`missing rates: ${missing.join(', ')}`);
  return {
    ok: true,
    rateSet: { asOf, base, rates: rates as Record<string, string>, ...(source === undefined ? {} : { source }) },
  };
};

const refuse = (reason: string): RateSetReading => ({ ok: false, reason });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
