import { expect } from 'chai';
import fc from 'fast-check';
import { normaliseTrip, schemaIdOf, validateAgainst, type RawTrip } from '@parasol/core/internal';
import { aTripBody } from '@parasol/core/test-support';
import { validTrip } from './arbitraries.js';

const normalised = (overrides: Record<string, unknown>) => normaliseTrip(aTripBody(overrides) as unknown as RawTrip);

describe('normaliseTrip', () => {
  it('reads the legacy intent humanitarianAuPair as humanitarian', () => {
    expect(normalised({ intent: 'humanitarianAuPair' }).intent).to.equal('humanitarian');
  });

  it('forces isAnnual for the annual and expat intents only', () => {
    expect(normalised({ intent: 'annual', isAnnual: false }).isAnnual).to.equal(true);
    expect(normalised({ intent: 'expat' }).isAnnual).to.equal(true);
    expect(normalised({ intent: 'cruise' }).isAnnual).to.equal(false);
    expect(normalised({ intent: 'cruise', isAnnual: true }).isAnnual).to.equal(true);
  });

  it('defaults currency to EUR and the cover flags to false', () => {
    expect(normalised({})).to.include({ currency: 'EUR', shouldCoverCancellation: false, shouldCoverExtremeSports: false, isAnnual: false });
    expect(normalised({ currency: 'USD', shouldCoverExtremeSports: true })).to.include({ currency: 'USD', shouldCoverExtremeSports: true });
  });

  it('keeps stateResidence for a US resident and drops it for anyone else', () => {
    expect(normalised({ countryResidence: 'US', stateResidence: 'DC' }).stateResidence).to.equal('DC');
    expect(normalised({ countryResidence: 'US' })).to.not.have.property('stateResidence');
    expect(normalised({ countryResidence: 'CA', stateResidence: 'ON' })).to.not.have.property('stateResidence');
  });

  it('keeps tripPrice and studiesAmount when sent, and only then', () => {
    expect(normalised({ intent: 'studyInternship', tripPrice: 0, studiesAmount: 9000 })).to.include({ tripPrice: 0, studiesAmount: 9000 });
    expect(normalised({})).to.not.have.any.keys('tripPrice', 'studiesAmount');
  });

  it('keeps nothing the spec does not define, down to the travellers', () => {
    const trip = normalised({ travellers: [{ age: 30, name: 'Ada' }], promo: 'X' });
    expect(trip.travellers).to.deep.equal([{ age: 30 }]);
    expect(trip).to.not.have.property('promo');
  });

  it('yields a trip the normalised-trip schema accepts', () => {
    fc.assert(fc.property(validTrip, (raw) => {
      expect(validateAgainst(schemaIdOf('normalised-trip'), normaliseTrip(raw as unknown as RawTrip))).to.deep.equal({ valid: true });
    }));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(validTrip, (raw) => {
      const once = normaliseTrip(raw as unknown as RawTrip);
      expect(normaliseTrip(once)).to.deep.equal(once);
    }));
  });
});
