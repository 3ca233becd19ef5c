import { expect } from 'chai';
import { conversionMarginOf } from '../../src/ledger/conversion-margin.js';
import { FUNNEL_MARGIN_BPS } from '../../src/money/index.js';
import type { Catalogue } from '../../src/ports/offer-catalogue.js';

const pricingIn = (...currencies: string[]): Catalogue =>
  ({ version: 't', offers: [], insurers: currencies.map((currency, i) => ({ id: `i${i}`, name: `I${i}`, logoUrl: null, currency, endpoint: { url: 'http://x' } })) }) as unknown as Catalogue;

describe('conversionMarginOf (the funnel margin a new sale carries)', () => {
  it('a sale in a convertible currency no insurer prices in was converted: the funnel margin', () => {
    expect(conversionMarginOf('USD', pricingIn('EUR'))).to.equal(FUNNEL_MARGIN_BPS);
  });

  it('a sale in an insurer currency, a currency that does not convert, or without a catalogue: none', () => {
    expect(conversionMarginOf('EUR', pricingIn('EUR'))).to.equal(0);
    expect(conversionMarginOf('USD', pricingIn('EUR', 'USD'))).to.equal(0);
    expect(conversionMarginOf('XOF', pricingIn('EUR'))).to.equal(0);
    expect(conversionMarginOf('USD', undefined)).to.equal(0);
  });
});
