import { expect } from 'chai';
import fc from 'fast-check';
import { analyseBilan, MARKETS, MARKET_SETTINGS, medicalTarget, MEDICAL_TARGET_EUR } from '@parasol/core/internal';
import { bilanInputArb, readable } from './fixtures/bilans.js';
import { eurosIn } from '../../src/coach/reference-rates.js';
import { aCountryFacts } from './fixtures/country-facts.js';
import { aDestinationArb, aResidenceArb, destinationsArb } from './fixtures/arbitraries.js';

const facts = aCountryFacts();
const targetOf = (residence: string, destinations: string[]) => medicalTarget(residence, destinations, facts);

describe('Coach: the medical target', () => {
  it('is 30 000 EUR when every destination is inside the health zone', () => {
    expect(targetOf('FR', ['DE', 'ES', 'FR'])).to.include({ step: 'zone', targetEur: 30_000, destination: 'DE' });
    expect(targetOf('US', ['US']).targetEur).to.equal(30_000);
  });

  it('follows the cost level of the most expensive destination outside the zone', () => {
    expect(targetOf('FR', ['TH']).targetEur).to.equal(100_000);
    expect(targetOf('FR', ['TH', 'MX']).targetEur).to.equal(150_000);
    expect(targetOf('FR', ['TH', 'JP', 'MX'])).to.include({ targetEur: 300_000, destination: 'JP' });
    expect(targetOf('FR', ['CA', 'US', 'TH'])).to.include({ targetEur: 500_000, destination: 'US' });
  });

  it('does not count destinations where the public system covers the traveller', () => {
    // Germany is high-cost but inside the EHIC zone of a French resident.
    expect(targetOf('FR', ['DE', 'TH'])).to.include({ step: 'low', destination: 'TH' });
    expect(targetOf('FR', ['DE', 'TH'])).to.deep.include({ insideZone: ['DE'], outsideZone: ['TH'] });
  });

  it('takes the top step for a destination without cost data', () => {
    expect(targetOf('FR', ['TH', 'AQ'])).to.include({ targetEur: 500_000, destination: 'AQ' });
    expect(targetOf('FR', ['ZZ']).targetEur).to.equal(MEDICAL_TARGET_EUR.us);
  });

  it('is stated in one unit: the market currency of card.currency, the formatted target and the medical gap (property)', () => {
    fc.assert(
      fc.property(bilanInputArb, (input) => {
        const { card, bilan } = readable(analyseBilan(input, facts));
        const { currency, locale } = input.market;
        const targetEur = medicalTarget(input.residence, input.destinations, facts).targetEur;
        expect(card.currency).to.equal(currency);
        expect(bilan.medical.targetValue).to.equal(eurosIn(targetEur, currency));
        const shown = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(bilan.medical.targetValue);
        expect(bilan.medical.target).to.equal(readable(shown));
        const medicalGap = card.guarantees['hospitalFeesAbroad'];
        if (medicalGap) expect(medicalGap.recommendedValue).to.equal(bilan.medical.targetValue);
      }),
    );
  });

  it('is never lowered by adding a destination, in euros or in any market currency (property)', () => {
    fc.assert(
      fc.property(aResidenceArb, destinationsArb, aDestinationArb, fc.nat(6), fc.constantFrom(...MARKETS), (residence, destinations, added, at, market) => {
        const before = targetOf(residence, destinations).targetEur;
        const withAdded = [...destinations];
        withAdded.splice(at % (destinations.length + 1), 0, added);
        const after = targetOf(residence, withAdded).targetEur;
        expect(after).to.be.at.least(before);
        const currency = MARKET_SETTINGS[market].currency;
        expect(eurosIn(after, currency)).to.be.at.least(eurosIn(before, currency));
      }),
    );
  });
});
