import { expect } from 'chai';
import { CONVERTIBLE_CURRENCIES, createConverter } from '@parasol/core/internal';
import { REFERENCE_RATE_SET, StaticFxRates } from '../../src/index.js';

describe('static-data: StaticFxRates', () => {
  it('serves the bundled EUR reference set, dated and sourced, with every convertible code', async () => {
    const rateSet = await new StaticFxRates().current();
    expect(rateSet).to.deep.equal(REFERENCE_RATE_SET);
    expect(rateSet.asOf).to.match(/^2026-\d{2}-\d{2}$/);
    expect(rateSet.source).to.be.a('string').and.not.equal('');
    const quoted = Object.keys(CONVERTIBLE_CURRENCIES).filter((code) => code !== 'EUR');
    expect(Object.keys(rateSet.rates)).to.have.members(quoted);
  });

  it('carries the fixed euro rates of the pegged currencies', () => {
    expect(REFERENCE_RATE_SET.rates['BGN']).to.equal('1.95583');
    expect(REFERENCE_RATE_SET.rates['BAM']).to.equal('1.95583');
  });

  it('prices 100 EUR in every convertible currency through the funnel rule', () => {
    const { convert } = createConverter(REFERENCE_RATE_SET);
    expect(convert(10_000, 'EUR', 'USD').amountMinor).to.equal(11_863); // 100 * 1.1630 * 1.02
    expect(convert(10_000, 'EUR', 'JPY').amountMinor).to.equal(17_993); // 100 * 176.40 * 1.02 = 17992.8
    for (const code of Object.keys(CONVERTIBLE_CURRENCIES).filter((c) => c !== 'EUR')) {
      expect(convert(10_000, 'EUR', code).converted, code).to.equal(true);
    }
  });

  it('refuses a rate set that would not convert every code', () => {
    expect(() => new StaticFxRates({ asOf: '2026-11-20', base: 'EUR', rates: { USD: '1.1' } })).to.throw(TypeError, 'missing rates');
  });
});
