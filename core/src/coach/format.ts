/**
 * Pre-formatted strings for the Coach's figures and variables, through Intl so that each
 * market reads its own conventions (1 234 € in fr-FR, $1,234 in en-US). Each formatter is built
 * once per locale (and currency) and reused.
 */
const memo = <T>(make: (locale: string, extra: string) => T) => {
  const made = new Map<string, T>();
  return (locale: string, extra = ''): T => {
    const key = `${locale}|${extra}`;
    let value = made.get(key);
    if (value === undefined) {
      value = make(locale, extra);
      made.set(key, value);
    }
    return value;
  };
};

const moneyFormat = memo(
  (locale, currency) => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);
const countFormat = memo((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const daysFormat = memo((locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }));
const regionNames = memo((locale) => new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' }));
const listFormat = memo((locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));

/** A whole amount with its currency sign, no decimals. */
export const formatMoney = (amount: number, currency: string, locale: string): string => moneyFormat(locale, currency).format(amount);

export const formatCount = (count: number, locale: string): string => countFormat(locale).format(count);

/** "90 days" / "90 jours". */
export const formatDays = (days: number, locale: string): string => daysFormat(locale).format(days);

/** The country's name in the locale's language; the code itself when Intl has no name for it. */
export const formatCountry = (code: string, locale: string): string => {
  try {
    return regionNames(locale).of(code) ?? code;
  } catch {
    return code; // a code Intl refuses to read as a region is shown as sent
  }
};

/** "Japan, Thailand and Vietnam" / "Japon, Thaïlande et Viêt Nam". */
export const formatCountryList = (codes: readonly string[], locale: string): string =>
  listFormat(locale).format(codes.map((code) => formatCountry(code, locale)));
