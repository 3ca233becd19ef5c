import { expect } from 'chai';
import fc from 'fast-check';
import { formatCount, formatCountry, formatCountryList, formatDays, formatMoney } from '../../src/coach/format.js';

const LOCALES = ['fr-FR', 'en-US', 'en-CA', 'en-SG', 'en-MY', 'en-IE'];
const aLocale = fc.constantFrom(...LOCALES);
const anAmount = fc.oneof(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.double({ noNaN: false }), fc.constantFrom(0, -0, 1e21));
const aCode = fc.oneof(fc.constantFrom('FR', 'US', 'JP', 'TH', 'VN', 'XK', 'ZZ', 'EU'), fc.string({ maxLength: 4 }));

describe('Coach: the strings figures are written as, kept per formatter', () => {
  it('writes every figure as Intl does, the first time and every time after (property)', () => {
    fc.assert(
      fc.property(aLocale, fc.constantFrom('EUR', 'USD', 'CAD', 'SGD', 'MYR', 'JPY'), anAmount, (locale, currency, amount) => {
        const money = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);
        const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
        const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(amount);
        for (let i = 0; i < 2; i++) {
          expect(formatMoney(amount, currency, locale)).to.equal(money);
          expect(formatCount(amount, locale)).to.equal(count);
          expect(formatDays(amount, locale)).to.equal(days);
        }
      }),
    );
  });

  it('tells -0 from 0, which one map key would not', () => {
    expect(formatMoney(0, 'EUR', 'en-US')).to.equal(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(0));
    expect(formatMoney(-0, 'EUR', 'en-US')).to.equal(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(-0));
    expect(formatCount(-0, 'fr-FR')).to.equal(new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(-0));
  });

  it('names countries and lists them as Intl does, a code it cannot read as sent (property)', () => {
    const nameOf = (code: string, locale: string) => {
      try {
        return new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' }).of(code) ?? code;
      } catch {
        return code;
      }
    };
    fc.assert(
      fc.property(aLocale, fc.array(aCode, { maxLength: 4 }), (locale, codes) => {
        const names = codes.map((code) => nameOf(code, locale));
        const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
        for (let i = 0; i < 2; i++) {
          for (const [j, code] of codes.entries()) expect(formatCountry(code, locale)).to.equal(names[j]);
          expect(formatCountryList(codes, locale)).to.equal(list);
        }
      }),
    );
  });
});
