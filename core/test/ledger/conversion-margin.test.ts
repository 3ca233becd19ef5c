import { expect } from 'chai';
import { conversionMarginOf } from '../../src/ledger/conversion-margin.js';
import { FUNNEL_MARGIN_BPS } from '../../src/money/index.js';
import type { Catalogue } from '../../src/ports/offer-catalogue.js';

/** Insurer i<n> prices in the n-th currency and sells offer 100 + n. */
const pricingIn = (...currencies: string[]): Catalogue =>
  ({
    version: 't',
    offers: currencies.map((_, i) => ({ id: 100 + i, insurerId: `i${i}` })),
    insurers: currencies.map((currency, i) => ({ id: `i${i}`, name: `I${i}`, logoUrl: null, currency, endpoint: { url: 'http://x' } })),
  }) as unknown as Catalogue;

describe('conversionMarginOf (the funnel margin a new sale carries)', () => {
  describe('with the offer sold (the postback named its subscription): exact', () => {
    const catalogue = pricingIn('EUR', 'USD');

    it('a sale in another convertible currency than its insurer\'s was converted, even one another insurer prices in', () => {
      expect(conversionMarginOf('USD', catalogue, 100), 'EUR offer sold in USD').to.equal(FUNNEL_MARGIN_BPS);
      expect(conversionMarginOf('EUR', catalogue, 101), 'USD offer sold in EUR').to.equal(FUNNEL_MARGIN_BPS);
      expect(conversionMarginOf('GBP', catalogue, 100), 'EUR offer sold in GBP').to.equal(FUNNEL_MARGIN_BPS);
    });

    it('a sale in its insurer\'s currency, or in one the funnel does not convert, was not', () => {
      expect(conversionMarginOf('EUR', catalogue, 100)).to.equal(0);
      expect(conversionMarginOf('USD', catalogue, 101)).to.equal(0);
      expect(conversionMarginOf('XOF', catalogue, 100)).to.equal(0);
      // An insurer pricing in a currency the funnel does not convert: its offers are never converted.
      expect(conversionMarginOf('EUR', pricingIn('XOF', 'EUR'), 100), 'XOF offer sold in EUR').to.equal(0);
    });

    it('an offer no longer in the catalogue, or none named, falls back to the judgement from the currency', () => {
      expect(conversionMarginOf('USD', catalogue, 999), 'USD is priced by an insurer: judged not converted').to.equal(0);
      expect(conversionMarginOf('GBP', catalogue, 999), 'GBP is priced by none: judged converted').to.equal(FUNNEL_MARGIN_BPS);
      expect(conversionMarginOf('USD', catalogue, null)).to.equal(0);
      expect(conversionMarginOf('GBP', catalogue, null)).to.equal(FUNNEL_MARGIN_BPS);
      expect(conversionMarginOf('GBP', undefined, 100), 'no catalogue: nothing is known').to.equal(0);
    });
  });

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
