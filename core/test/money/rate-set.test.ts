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

  it('refuses a value that is not an object, naming what a rate set is', () => {
    for (const value of [null, 'EUR', 7, [aRateSet()]]) expect(reasonFor(value), JSON.stringify(value)).to.equal('a rate set is a JSON object');
  });

  it('refuses an asOf that is not wholly a YYYY-MM-DD string, even one Date.parse reads', () => {
    for (const asOf of ['x2026-11-20', ' 2026-11-20', '12026-11-20', '2026-11-20x', '2026-11-20T00:00:00Z', 'November 20, 2026', '2026-11-2', ['2026-11-20'], 20261120, '2026-13-01']) {
      expect(reasonFor({ ...aRateSet(), asOf }), JSON.stringify(asOf)).to.equal('asOf must be a YYYY-MM-DD date');
    }
  });

  it('refuses a source that is not a string, and rates that are not an object', () => {
    expect(reasonFor({ ...aRateSet(), source: 5 })).to.equal('source must be a string');
    expect(reasonFor({ ...aRateSet(), rates: [] })).to.equal('rates must be an object');
    expect(reasonFor({ ...aRateSet(), rates: null })).to.equal('rates must be an object');
  });

  it('refuses a code that is not wholly three capital letters', () => {
    for (const code of ['usd', 'xUSD', 'USDX', 'US']) expect(reasonFor(aRateSet({ [code]: '1.2' })), code).to.equal(`${code} is not an ISO 4217 code`);
  });

  it('takes an EUR rate of 1 however written with zeros', () => {
    for (const eur of ['1', '1.0', '1.000']) expect(reasonFor(aRateSet({ EUR: eur })), eur).to.equal('accepted');
  });

  it('names every missing code, comma-separated', () => {
    const { USD: _u, GBP: _g, ...rates } = aRateSet().rates;
    expect(reasonFor({ ...aRateSet(), rates })).to.equal('missing rates: USD, GBP');
  });

  it('carries no source key when the set has none', () => {
    const reading = readRateSet(aRateSet());
    expect(reading.ok && reading.rateSet).to.not.have.property('source');
  });

  it('keeps codes beyond the 33 (unused) so a feed may carry more', () => {
    expect(reasonFor(aRateSet({ THB: '38.2' }))).to.equal('accepted');
  });
});
