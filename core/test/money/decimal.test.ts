import { expect } from 'chai';
import fc from 'fast-check';
import { ceilDiv, parseDecimal, roundHalfAwayDiv } from '../../src/money/decimal.js';

describe('money: exact decimals', () => {
  it('reads plain and exponent literals exactly, a scale never below 0', () => {
    expect(parseDecimal('19.99')).to.deep.equal({ units: 1999n, scale: 2 });
    expect(parseDecimal('-0.5')).to.deep.equal({ units: -5n, scale: 1 });
    expect(parseDecimal('7')).to.deep.equal({ units: 7n, scale: 0 });
    expect(parseDecimal('1e-7')).to.deep.equal({ units: 1n, scale: 7 });
    expect(parseDecimal('1e3')).to.deep.equal({ units: 1000n, scale: 0 });
    expect(parseDecimal('1.5e+21')).to.deep.equal({ units: 1_500_000_000_000_000_000_000n, scale: 0 });
    expect(parseDecimal('2.50E-1')).to.deep.equal({ units: 250n, scale: 3 });
  });

  it('reads nothing that is not wholly a decimal literal', () => {
    for (const text of ['', 'abc', 'x19.99', '19.99x', '1.', '.5', '1e', '1e+', '--1', '1 ', '0x10', 'Infinity']) {
      expect(parseDecimal(text), JSON.stringify(text)).to.equal(undefined);
    }
  });

  it('property: reads back what String(number) prints, to the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const decimal = parseDecimal(String(x))!;
        expect(Number(`${decimal.units}e-${decimal.scale}`), String(x)).to.equal(x);
      }),
    );
  });

  it('divides rounding up, and rounding halves away from zero on both sides of zero', () => {
    expect([ceilDiv(7n, 2n), ceilDiv(6n, 2n), ceilDiv(0n, 5n), ceilDiv(1n, 5n)]).to.deep.equal([4n, 3n, 0n, 1n]);
    expect([roundHalfAwayDiv(5n, 2n), roundHalfAwayDiv(-5n, 2n), roundHalfAwayDiv(4n, 3n), roundHalfAwayDiv(-4n, 3n)]).to.deep.equal([3n, -3n, 1n, -1n]);
    expect([roundHalfAwayDiv(0n, 7n), roundHalfAwayDiv(14n, 7n), roundHalfAwayDiv(-14n, 7n), roundHalfAwayDiv(3n, 1n)]).to.deep.equal([0n, 2n, -2n, 3n]);
  });
});
