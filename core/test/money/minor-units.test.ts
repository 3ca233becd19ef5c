import { expect } from 'chai';
import fc from 'fast-check';
import { CONVERTIBLE_CURRENCIES } from '../../src/reference/currencies.js';
import { exponentOf, fromMinor, MAX_MINOR, toMinor } from '../../src/money/index.js';
import { checkedMinor } from '../../src/money/minor-units.js';

const currencies = fc.constantFrom(...Object.keys(CONVERTIBLE_CURRENCIES), 'KWD', 'XOF', 'CLF', 'XYZ');

describe('money: minor units', () => {
  it('knows the exponents: 0 for JPY, KRW and ISK, 2 for the other convertible codes and unknown ones', () => {
    expect(['JPY', 'KRW', 'ISK'].map(exponentOf)).to.deep.equal([0, 0, 0]);
    expect(['EUR', 'USD', 'HUF', 'XYZ'].map(exponentOf)).to.deep.equal([2, 2, 2, 2]);
    expect(['KWD', 'XOF'].map(exponentOf)).to.deep.equal([3, 0]);
  });

  it('reads decimals exactly', () => {
    expect(toMinor(19.99, 'EUR')).to.equal(1999);
    expect(toMinor(1.005, 'EUR')).to.equal(101);
    expect(toMinor(1234, 'JPY')).to.equal(1234);
    expect(toMinor(1.999, 'KWD')).to.equal(1999);
    expect(toMinor(0, 'EUR')).to.equal(0);
  });

  it('rounds digits beyond the minor unit half away from zero, absorbing float noise', () => {
    expect(toMinor(0.1 + 0.2, 'EUR')).to.equal(30);
    expect(toMinor(100.005, 'EUR')).to.equal(10001);
    expect(toMinor(100.0049, 'EUR')).to.equal(10000);
    expect(toMinor(-0.005, 'EUR')).to.equal(-1);
    expect(toMinor(1234.5, 'JPY')).to.equal(1235);
    expect(toMinor(1e-7, 'EUR')).to.equal(0);
  });

  it('refuses what is not a finite amount within range, on both sides of zero, naming the value', () => {
    expect(() => toMinor(Number.NaN, 'EUR')).to.throw(RangeError, 'not a finite amount: NaN');
    expect(() => toMinor(Number.POSITIVE_INFINITY, 'EUR')).to.throw(RangeError, 'not a finite amount: Infinity');
    expect(() => toMinor(1e16, 'EUR')).to.throw(RangeError, 'amount out of range: 1000000000000000000 minor units');
    expect(() => toMinor(-1e16, 'EUR')).to.throw(RangeError, 'amount out of range: -1000000000000000000 minor units');
    expect(() => checkedMinor(BigInt(MAX_MINOR) + 1n)).to.throw(RangeError);
    expect(() => checkedMinor(-BigInt(MAX_MINOR) - 1n)).to.throw(RangeError);
    expect([checkedMinor(BigInt(MAX_MINOR)), checkedMinor(-BigInt(MAX_MINOR))]).to.deep.equal([MAX_MINOR, -MAX_MINOR]);
    expect(() => fromMinor(19.5, 'EUR')).to.throw(RangeError, 'minor units must be an integer: 19.5');
  });

  it('reads an amount with exactly as many decimals as the minor unit as it is, negative ones too', () => {
    expect([toMinor(19.99, 'EUR'), toMinor(-19.99, 'EUR'), toMinor(1.234, 'KWD'), toMinor(-7, 'JPY')]).to.deep.equal([1999, -1999, 1234, -7]);
  });

  it('formats a JSON amount exactly', () => {
    expect(fromMinor(1999, 'EUR')).to.equal(19.99);
    expect(JSON.stringify({ amount: fromMinor(1999, 'EUR') })).to.equal('{"amount":19.99}');
    expect(fromMinor(1234, 'JPY')).to.equal(1234);
    expect(fromMinor(7, 'USD')).to.equal(0.07);
  });

  it('property: a decimal written with two decimals reads as exactly its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const written = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(toMinor(Number(written), 'EUR')).to.equal(whole * 100 + cents);
      }),
    );
  });

  it('property: toMinor(fromMinor(x)) === x over the whole money range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MINOR, max: MAX_MINOR }), currencies, (minor, currency) => {
        expect(toMinor(fromMinor(minor, currency), currency)).to.equal(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: an amount survives a JSON round trip unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR }), currencies, (minor, currency) => {
        const { amount } = JSON.parse(JSON.stringify({ amount: fromMinor(minor, currency) })) as { amount: number };
        expect(toMinor(amount, currency)).to.equal(minor);
      }),
    );
  });
  it('reads a currency code named like an Object.prototype member as an unknown code (2 decimals), never a prototype lookup', () => {
    for (const code of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) expect(exponentOf(code), code).to.equal(2);
  });
});
