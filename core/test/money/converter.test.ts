import { expect } from 'chai';
import fc from 'fast-check';
import { CONVERTIBLE_CURRENCIES } from '../../src/reference/currencies.js';
import { createConverter, exponentOf, FUNNEL_MARGIN_BPS, MAX_MINOR } from '../../src/money/index.js';
import type { RateSet } from '../../src/ports/fx-rates.js';
import { aRateSet, QUOTED_CODES } from './rate-sets.js';

const convertible = fc.constantFrom(...Object.keys(CONVERTIBLE_CURRENCIES));
const notConvertible = fc.constantFrom('THB', 'XOF', 'KWD', 'ARS', 'XYZ', 'eur', '');
/** Rates from 0.1 to 9999.9999 units per EUR (the 33 lie between 0.8 and 1800), four decimals as a feed quotes them. */
const rate = fc.integer({ min: 1_000, max: 99_999_999 }).map((tenThousandths) => (tenThousandths / 10_000).toFixed(4));
const rateSets = fc.array(rate, { minLength: QUOTED_CODES.length, maxLength: QUOTED_CODES.length })
  .map((rates) => aRateSet(Object.fromEntries(QUOTED_CODES.map((code, i) => [code, rates[i] as string]))));
/** Premium-sized amounts: up to 100,000 in major units (10 million yen). */
const amounts = fc.integer({ min: 0, max: 10_000_000 });

/**
 * The traveller's fair price with the margin, as an exact fraction [numerator, denominator] of
 * minor units of `to`, computed independently of the converter: amount / rate_from * rate_to * (1 + margin).
 */
const fairPrice = (rateSet: RateSet, amountMinor: number, from: string, to: string): [bigint, bigint] => {
  const fraction = (code: string): [bigint, bigint] => {
    if (code === 'EUR') return [1n, 1n];
    const [whole = '', decimals = ''] = (rateSet.rates[code] as string).split('.');
    return [BigInt(whole + decimals), 10n ** BigInt(decimals.length)];
  };
  const [fromUnits, fromScale] = fraction(from);
  const [toUnits, toScale] = fraction(to);
  return [
    BigInt(amountMinor) * 10n ** BigInt(exponentOf(to)) * toUnits * fromScale * BigInt(10_000 + FUNNEL_MARGIN_BPS),
    10n ** BigInt(exponentOf(from)) * fromUnits * toScale * 10_000n,
  ];
};

describe('money: funnel conversion', () => {
  const converter = createConverter(aRateSet({ USD: '1.10', GBP: '0.85', JPY: '170' }));

  it('converts through EUR with the margin and rounds up to the minor unit', () => {
    // 100.00 EUR * 1.10 * 1.02 = 112.20 USD
    expect(converter.convert(10_000, 'EUR', 'USD')).to.deep.equal({ amountMinor: 11_220, currency: 'USD', converted: true });
    // 19.99 EUR * 170 * 1.02 = 3466.266 JPY -> 3467 (JPY has no minor unit)
    expect(converter.convert(1999, 'EUR', 'JPY')).to.deep.equal({ amountMinor: 3467, currency: 'JPY', converted: true });
    // 100.00 GBP / 0.85 * 1.10 * 1.02 = 132.00 USD exactly: nothing to round
    expect(converter.convert(10_000, 'GBP', 'USD').amountMinor).to.equal(13_200);
    // 1 JPY / 170 * 1.02 = 0.006 EUR -> one cent: a charge never rounds to nothing
    expect(converter.convert(1, 'JPY', 'EUR').amountMinor).to.equal(1);
  });

  it('leaves an amount alone when the currency does not change', () => {
    expect(converter.convert(1999, 'USD', 'USD')).to.deep.equal({ amountMinor: 1999, currency: 'USD', converted: false });
  });

  it('leaves a code outside the 33 in the insurer currency, without failing', () => {
    expect(converter.convert(1999, 'THB', 'EUR')).to.deep.equal({ amountMinor: 1999, currency: 'THB', converted: false });
    expect(converter.convert(1999, 'EUR', 'THB')).to.deep.equal({ amountMinor: 1999, currency: 'EUR', converted: false });
  });

  it('converts alike whether the set spells the EUR rate out or not', () => {
    const spelled = createConverter(aRateSet({ USD: '1.10', GBP: '0.85', JPY: '170', EUR: '1.000' }));
    for (const [from, to] of [['EUR', 'USD'], ['USD', 'EUR'], ['GBP', 'JPY']] as const) {
      expect(spelled.convert(12_345, from, to), `${from}->${to}`).to.deep.equal(converter.convert(12_345, from, to));
      expect(spelled.valueIn(12_345, from, to), `${from}->${to}`).to.deep.equal(converter.valueIn(12_345, from, to));
    }
  });

  it('refuses an amount that is not a non-negative integer of minor units', () => {
    expect(() => converter.convert(19.99, 'EUR', 'USD')).to.throw(RangeError);
    expect(() => converter.convert(-1, 'EUR', 'USD')).to.throw(RangeError, 'a converted amount is a non-negative integer of minor units: -1');
  });

  it('is built once per rate set, so a quote reusing the current set pays nothing for it', () => {
    const rateSet = aRateSet();
    expect(createConverter(rateSet)).to.equal(createConverter(rateSet));
    expect(createConverter(aRateSet())).to.not.equal(createConverter(rateSet));
  });

  it('refuses to be built on an invalid rate set', () => {
    expect(() => createConverter(aRateSet({ USD: '1,10' }))).to.throw(TypeError, 'rate of USD');
  });

  it('property: monotone, a >= b gives convert(a) >= convert(b)', () => {
    fc.assert(
      fc.property(rateSets, amounts, amounts, convertible, convertible, (rates, a, b, from, to) => {
        const convert = createConverter(rates).convert;
        const [high, low] = a >= b ? [a, b] : [b, a];
        expect(convert(high, from, to).amountMinor).to.be.at.least(convert(low, from, to).amountMinor);
      }),
    );
  });

  it('property: identity when from === to', () => {
    fc.assert(
      fc.property(rateSets, fc.integer({ min: 0, max: MAX_MINOR }), fc.oneof(convertible, notConvertible), (rates, amount, code) => {
        expect(createConverter(rates).convert(amount, code, code)).to.deep.equal({ amountMinor: amount, currency: code, converted: false });
      }),
    );
  });

  it('property: a code outside the 33 on either side passes through unchanged', () => {
    fc.assert(
      fc.property(rateSets, amounts, convertible, notConvertible, fc.boolean(), (rates, amount, known, unknown, unknownFirst) => {
        const [from, to] = unknownFirst ? [unknown, known] : [known, unknown];
        expect(createConverter(rates).convert(amount, from, to)).to.deep.equal({ amountMinor: amount, currency: from, converted: false });
      }),
    );
  });

  it('property: the result is always an integer of minor units in the target currency', () => {
    fc.assert(
      fc.property(rateSets, amounts, convertible, convertible, (rates, amount, from, to) => {
        const conversion = createConverter(rates).convert(amount, from, to);
        expect(Number.isSafeInteger(conversion.amountMinor)).to.equal(true);
        expect(conversion.currency).to.equal(to);
      }),
    );
  });

  it('property: the traveller pays the fair price plus the margin, rounded up by less than one minor unit', () => {
    // Invariant: fair*(1+margin) <= result < fair*(1+margin) + 1 minor unit. Rounding never favours
    // the traveller and never takes more than the margin and a fraction of the smallest coin.
    fc.assert(
      fc.property(rateSets, amounts, convertible, convertible, (rates, amount, from, to) => {
        fc.pre(from !== to);
        const [numerator, denominator] = fairPrice(rates, amount, from, to);
        const charged = BigInt(createConverter(rates).convert(amount, from, to).amountMinor);
        expect(charged * denominator >= numerator, 'not below the fair price with margin').to.equal(true);
        expect((charged - 1n) * denominator < numerator, 'less than one minor unit above it').to.equal(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: converting there and back never hands the traveller money', () => {
    fc.assert(
      fc.property(rateSets, amounts, convertible, convertible, (rates, amount, from, to) => {
        const { convert } = createConverter(rates);
        const there = convert(amount, from, to);
        expect(convert(there.amountMinor, there.currency, from).amountMinor).to.be.at.least(amount);
      }),
    );
  });

  describe('compareValue: ranking amounts in different currencies', () => {
    /** What `minor` units of `code` are worth in EUR at the mid rate, as an exact fraction, computed apart from the converter. */
    const worthInEur = (rateSet: RateSet, minor: number, code: string): [bigint, bigint] => {
      const [whole = '1', decimals = ''] = code === 'EUR' ? [] : (rateSet.rates[code] as string).split('.');
      return [BigInt(minor) * 10n ** BigInt(decimals.length), 10n ** BigInt(exponentOf(code)) * BigInt(whole + decimals)];
    };

    it('compares at the mid rate, with no margin: equal worths compare equal', () => {
      expect(converter.compareValue({ amountMinor: 10_000, currency: 'EUR' }, { amountMinor: 11_000, currency: 'USD' })).to.equal(0);
      expect(converter.compareValue({ amountMinor: 10_000, currency: 'EUR' }, { amountMinor: 11_001, currency: 'USD' })).to.equal(-1);
      expect(converter.compareValue({ amountMinor: 17_000, currency: 'JPY' }, { amountMinor: 9_999, currency: 'EUR' })).to.equal(1);
      expect(converter.compareValue({ amountMinor: 500, currency: 'GBP' }, { amountMinor: 499, currency: 'GBP' })).to.equal(1);
    });

    it('counts a code outside the 33 at par with EUR, major unit for major unit, whatever its minor unit', () => {
      // ARS: 2 decimals, like EUR; CLP: none; KWD: 3. None of them has a rate in any rate set.
      expect(converter.compareValue({ amountMinor: 1_000, currency: 'ARS' }, { amountMinor: 1_000, currency: 'EUR' })).to.equal(0);
      expect(converter.compareValue({ amountMinor: 1_000, currency: 'ARS' }, { amountMinor: 1_001, currency: 'EUR' })).to.equal(-1);
      expect(converter.compareValue({ amountMinor: 10, currency: 'CLP' }, { amountMinor: 1_000, currency: 'EUR' })).to.equal(0);
      expect(converter.compareValue({ amountMinor: 1_000, currency: 'KWD' }, { amountMinor: 100, currency: 'EUR' })).to.equal(0);
      expect(converter.compareValue({ amountMinor: 1_001, currency: 'KWD' }, { amountMinor: 100, currency: 'EUR' })).to.equal(1);
      expect(converter.compareValue({ amountMinor: 11_000, currency: 'USD' }, { amountMinor: 10_000, currency: 'ARS' }), 'through EUR to a convertible code').to.equal(0);
    });

    it('property: agrees with the exact worth in EUR of both amounts', () => {
      fc.assert(
        fc.property(rateSets, amounts, amounts, convertible, convertible, (rates, a, b, codeA, codeB) => {
          const [numA, denA] = worthInEur(rates, a, codeA);
          const [numB, denB] = worthInEur(rates, b, codeB);
          const expected = numA * denB < numB * denA ? -1 : numA * denB > numB * denA ? 1 : 0;
          expect(createConverter(rates).compareValue({ amountMinor: a, currency: codeA }, { amountMinor: b, currency: codeB })).to.equal(expected);
        }),
        { numRuns: 500 },
      );
    });

    it('property: a converted amount is never worth less than what was converted (the margin is charged, not compared)', () => {
      fc.assert(
        fc.property(rateSets, amounts, convertible, convertible, (rates, amount, from, to) => {
          const { convert, compareValue } = createConverter(rates);
          const converted = convert(amount, from, to);
          expect(compareValue(converted, { amountMinor: amount, currency: from })).to.be.at.least(0);
        }),
      );
    });
  });
});

describe('money: declared values at the mid rate (valueIn)', () => {
  /** The exact mid-rate value as a fraction, independently of the converter: fairPrice without the margin. */
  const midValue = (rateSet: RateSet, amountMinor: number, from: string, to: string): [bigint, bigint] => {
    const [numerator, divisor] = fairPrice(rateSet, amountMinor, from, to);
    return [numerator * 10_000n, divisor * BigInt(10_000 + FUNNEL_MARGIN_BPS)];
  };

  it('expresses a value without the funnel margin, rounded half away from zero', () => {
    const converter = createConverter(aRateSet({ USD: '1.085', JPY: '170' }));
    expect(converter.valueIn(200_000, 'EUR', 'USD')).to.deep.equal({ amountMinor: 217_000, currency: 'USD', converted: true });
    expect(converter.valueIn(1, 'EUR', 'JPY')).to.deep.equal({ amountMinor: 2, currency: 'JPY', converted: true }); // 1.70 yen
    expect(converter.valueIn(500, 'XOF', 'EUR')).to.deep.equal({ amountMinor: 500, currency: 'XOF', converted: false });
  });

  it('lands within half a minor unit of the exact mid value, and never above what the funnel charges', () => {
    fc.assert(
      fc.property(rateSets, amounts, fc.constantFrom(...QUOTED_CODES, 'EUR'), fc.constantFrom(...QUOTED_CODES, 'EUR'), (rateSet, amount, from, to) => {
        fc.pre(from !== to);
        const converter = createConverter(rateSet);
        const value = BigInt(converter.valueIn(amount, from, to).amountMinor);
        const [numerator, divisor] = midValue(rateSet, amount, from, to);
        // |value - exact| <= 1/2  <=>  |2 * value * divisor - 2 * numerator| <= divisor
        const gap = 2n * value * divisor - 2n * numerator;
        expect(gap <= divisor && -gap <= divisor, `${amount} ${from}->${to}`).to.equal(true);
        expect(converter.convert(amount, from, to).amountMinor).to.be.at.least(Number(value));
      }),
    );
  });
});
