import { expect } from 'chai';
import { readRateSet } from '../../src/money/index.js';
import { aRateSet, QUOTED_CODES } from './rate-sets.js';

const reasonFor = (value: unknown): string => {
  const reading = readRateSet(value);
  return reading.ok ? 'accepted' : reading.reason;
};

describe('money: reading a rate set', () => {
  it('accepts a complete EUR-based set and keeps its source', () => {
    const reading = readRateSet({ ...aRateSet(), source: 'test fixing' });
    expect(reading.ok && reading.rateSet.source).to.equal('test fixing');
  });

  it('refuses a set missing one convertible code', () => {
    const { USD: _dropped, ...rates } = aRateSet().rates;
    expect(reasonFor({ ...aRateSet(), rates })).to.equal('missing rates: USD');
  });

  it('refuses rates that are not positive decimal strings', () => {
    for (const rate of [1.08, '1e3', '-1.2', '0', '0.000', '', '01.2', ' 1.2']) {
      expect(reasonFor(aRateSet({ USD: rate as string }))).to.equal('rate of USD must be a positive decimal string');
    }
  });

  it('refuses another base, an undated set and an EUR rate other than 1', () => {
    expect(reasonFor({ ...aRateSet(), base: 'USD' })).to.equal('base must be EUR');
    expect(reasonFor({ ...aRateSet(), asOf: 'yesterday' })).to.equal('asOf must be a YYYY-MM-DD date');
    expect(reasonFor(aRateSet({ EUR: '1.1' }))).to.equal('the EUR rate of an EUR-based set is 1');
    expect(reasonFor([QUOTED_CODES])).to.equal('a rate set is a JSON object');
  });

  it('keeps codes beyond the 33 (unused) so a feed may carry more', () => {
    expect(reasonFor(aRateSet({ THB: '38.2' }))).to.equal('accepted');
  });
});
