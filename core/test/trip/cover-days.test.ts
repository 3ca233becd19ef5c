import { expect } from 'chai';
import fc from 'fast-check';
import { coverDays } from '@parasol/core/internal';

describe('coverDays', () => {
  it('counts both ends: a same-day trip is one day', () => {
    expect(coverDays({ startDate: '2026-07-01', endDate: '2026-07-01' })).to.equal(1);
    expect(coverDays({ startDate: '2026-02-27', endDate: '2026-03-02' })).to.equal(4);
  });
  it('adds one day per day added to the end date', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2000 }), (n) => {
      const end = new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      return coverDays({ startDate: '2026-01-01', endDate: end }) === n + 1;
    }));
  });
});
