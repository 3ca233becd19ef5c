/**
 * Pre-formatted strings for the Coach's figures and variables, through Intl so that each
 * market reads its own conventions (1 234 € in fr-FR, $1,234 in en-US). Each formatter is built
 * once per locale (and currency) and reused, and so is each string it writes: a bilan formats the
 * same reference figures, ceilings and country names call after call, and an Intl format costs
 * a microsecond or more where a lookup costs a few nanoseconds.
 */

/** Strings kept per formatter; they come from the data and a few rules, but callers choose countries. */
const WRITTEN_CAPACITY = 2_000;

/** One formatter's output, remembered (the map starts over when full). */
class Written<K> {
  private readonly texts = new Map<K, string>();
  constructor(private readonly write: (value: K) => string) {}
  get(value: K): string {
    // A map holds -0 and 0 as one key, where Intl writes "-0": never remembered.
    if (Object.is(value, -0)) return this.write(value);
    let text = this.texts.get(value);
    if (text === undefined) {
      text = this.write(value);
      if (this.texts.size >= WRITTEN_CAPACITY) this.texts.clear();
      this.texts.set(value, text);
    }
    return text;
  }
}

/** One value per locale (and currency), made on first use; by locale, then currency, so no key is concatenated per call. */
const memo = <T>(make: (locale: string, extra: string) => T) => {
  const made = new Map<string, Map<string, T>>();
  return (locale: string, extra = ''): T => {
    let byExtra = made.get(locale);
    if (byExtra === undefined) made.set(locale, (byExtra = new Map()));
    let value = byExtra.get(extra);
    if (value === undefined) {
      value = make(locale, extra);
      byExtra.set(extra, value);
    }
    return value;
  };
};

const moneyFormat = memo((locale, currency) => {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return new Written<number>((amount) => format.format(amount));
});
const countFormat = memo((locale) => {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return new Written<number>((count) => format.format(count));
});
const daysFormat = memo((locale) => {
  const format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  return new Written<number>((days) => format.format(days));
});
const regionNames = memo((locale) => {
  const names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
  return new Written<string>((code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code; // a code Intl refuses to read as a region is shown as sent
    }
  });
});
const listFormat = memo((locale) => {
  const format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  return new Written<string>((names) => format.format(JSON.parse(names) as string[]));
});

/** A whole amount with its currency sign, no decimals. */
export const formatMoney = (amount: number, currency: string, locale: string): string => moneyFormat(locale, currency).get(amount);

export const formatCount = (count: number, locale: string): string => countFormat(locale).get(count);

/** "90 days" / "90 jours". */
export const formatDays = (days: number, locale: string): string => daysFormat(locale).get(days);

/** The country's name in the locale's language; the code itself when Intl has no name for it. */
export const formatCountry = (code: string, locale: string): string => regionNames(locale).get(code);

/** "Japan, Thailand and Vietnam" / "Japon, Thaïlande et Viêt Nam". */
export const formatCountryList = (codes: readonly string[], locale: string): string =>
  listFormat(locale).get(JSON.stringify(codes.map((code) => formatCountry(code, locale))));
