import { expect } from 'chai';
import fc from 'fast-check';
import type { BinRange } from '@parasol/core';
import { BinIndex } from '../../src/index.js';

const aRange = (from: string, to: string, catalogueId = 1): BinRange => ({ from, to, catalogueId, brand: 'VISA', level: 'CLASSIC' });

/** Disjoint ranges of 6 to 8 digits, built by cutting sorted 8-digit points into [from, to] pairs and trimming them. */
const disjointRanges = fc
  .uniqueArray(fc.integer({ min: 10_000_000, max: 99_999_999 }), { minLength: 2, maxLength: 40 })
  .map((points) => points.sort((a, b) => a - b))
  .map((points) => {
    const ranges: BinRange[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) ranges.push(aRange(String(points[i]), String(points[i + 1]), i + 1));
    return ranges;
  });

/** The obvious reading of "the range containing this BIN", for the bisection to agree with. */
const scan = (ranges: readonly BinRange[], bin: string) =>
  ranges.find((r) => r.from.padEnd(8, '0') <= bin.padEnd(8, '0') && bin.padEnd(8, '9') <= r.to.padEnd(8, '9'));

describe('static-data: BinIndex', () => {
  it('finds the same range as a scan of every range, for BINs of 6, 7 and 8 digits', () => {
    fc.assert(
      fc.property(disjointRanges, fc.stringMatching(/^[1-9][0-9]{5,7}$/), (ranges, bin) => {
        expect(new BinIndex(ranges).find(bin)).to.equal(scan(ranges, bin));
      }),
    );
  });

  it('finds every range from its own bounds', () => {
    fc.assert(
      fc.property(disjointRanges, (ranges) => {
        const index = new BinIndex(ranges);
        for (const range of ranges) {
          expect(index.find(range.from)).to.equal(range);
          expect(index.find(range.to)).to.equal(range);
        }
      }),
    );
  });

  it('reads a 6-digit range as every 8-digit BIN it starts', () => {
    const index = new BinIndex([aRange('497405', '497406')]);
    expect(index.find('49740500')?.from).to.equal('497405');
    expect(index.find('49740699')?.from).to.equal('497405');
    expect(index.find('4974069')?.from).to.equal('497405');
    expect(index.find('49740700')).to.equal(undefined);
    expect(index.find('49740499')).to.equal(undefined);
  });

  it('does not guess between two 8-digit ranges sharing a 6-digit BIN', () => {
    const index = new BinIndex([aRange('49790200', '49790249', 1), aRange('49790250', '49790299', 2)]);
    expect(index.find('49790210')?.catalogueId).to.equal(1);
    expect(index.find('49790260')?.catalogueId).to.equal(2);
    expect(index.find('497902')).to.equal(undefined);
  });

  it('matches nothing for a value that is not 6 to 8 digits', () => {
    const index = new BinIndex([aRange('400000', '499999')]);
    for (const bin of ['', '41111', '411111111', '4111a1', ' 411111', '4111-11']) expect(index.find(bin), bin).to.equal(undefined);
    expect(index.find('411111')).to.not.equal(undefined);
  });

  it('refuses overlapping ranges at construction', () => {
    expect(() => new BinIndex([aRange('497401', '497403'), aRange('49740300', '49740399')])).to.throw(TypeError, /overlaps/);
  });
});
