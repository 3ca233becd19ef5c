/** The 33 convertible currencies (spec: Currency conversion), with their ISO 4217 minor-unit exponents. */
export const CONVERTIBLE_CURRENCIES = {
  USD: 2, EUR: 2, GBP: 2, JPY: 0, CNY: 2, CHF: 2, CAD: 2, AUD: 2, SEK: 2, NOK: 2, DKK: 2,
  PLN: 2, HUF: 2, CZK: 2, RON: 2, BGN: 2, RSD: 2, ALL: 2, MKD: 2, BAM: 2, BRL: 2, MXN: 2,
  MAD: 2, ZAR: 2, PHP: 2, TRY: 2, INR: 2, HKD: 2, SGD: 2, AED: 2, KRW: 0, ISK: 0, NZD: 2,
} as const satisfies Record<string, number>;
export type ConvertibleCurrency = keyof typeof CONVERTIBLE_CURRENCIES;
export const isConvertible = (code: string): code is ConvertibleCurrency => Object.hasOwn(CONVERTIBLE_CURRENCIES, code);
export const DEFAULT_CURRENCY = 'EUR';
