import { expect } from 'chai';
import { type Eligibility } from '@parasol/core';
import { ELIGIBILITY_FILTERS, LIMITS, failedFilters, isGroupTrip, type EligibilityFilter, type Trip } from '@parasol/core/internal';
import { anOffer, openEligibility } from './fixtures.js';
import { aTrip } from '@parasol/core/test-support';

const failing = (rule: Partial<Eligibility>, trip: Trip = aTrip(), days = 10): EligibilityFilter[] =>
  failedFilters(anOffer({ id: 1, eligibility: { ...openEligibility, ...rule } }), trip, days);

describe('eligibility filters', () => {
  it('lets an open offer through for any trip', () => {
    expect(failing({}, aTrip({ travellers: [{ age: 0 }, { age: 120 }], arrivalCountries: ['KP'], shouldCoverCancellation: true, tripPrice: 1, shouldCoverExtremeSports: true }), 100_000)).to.deep.equal([]);
  });

  it('checks every traveller against the age band, both ends included', () => {
    expect(failing({ minAge: 18, maxAge: 70 }, aTrip({ travellers: [{ age: 18 }, { age: 70 }] }))).to.deep.equal([]);
    expect(failing({ minAge: 18, maxAge: 70 }, aTrip({ travellers: [{ age: 30 }, { age: 17 }] }))).to.deep.equal(['age']);
    expect(failing({ minAge: 18, maxAge: 70 }, aTrip({ travellers: [{ age: 71 }] }))).to.deep.equal(['age']);
  });

  it('checks the days of cover against the range, a null ceiling meaning none', () => {
    expect(failing({ minDays: 30, maxDays: 90 }, aTrip(), 30)).to.deep.equal([]);
    expect(failing({ minDays: 30, maxDays: 90 }, aTrip(), 29)).to.deep.equal(['days']);
    expect(failing({ minDays: 30, maxDays: 90 }, aTrip(), 91)).to.deep.equal(['days']);
    expect(failing({ minDays: 30, maxDays: null }, aTrip(), 5000)).to.deep.equal([]);
  });

  it('checks intent and residence', () => {
    expect(failing({ intents: ['cruise'] })).to.deep.equal(['intent']);
    expect(failing({ residences: ['DE', 'AT'] })).to.deep.equal(['residence']);
    expect(failing({ residences: ['FR'] })).to.deep.equal([]);
  });

  it('wants every destination allowed and none denied', () => {
    const trip = aTrip({ arrivalCountries: ['ES', 'US'] });
    expect(failing({ destinations: { allow: ['ES'], deny: [] } }, trip)).to.deep.equal(['destinations']);
    expect(failing({ destinations: { allow: '*', deny: ['US'] } }, trip)).to.deep.equal(['destinations']);
    expect(failing({ destinations: { allow: ['ES', 'US'], deny: ['KP'] } }, trip)).to.deep.equal([]);
  });

  it('checks the cover options only when the trip asks for them', () => {
    const rule = { supportsCancellation: false, supportsExtremeSports: false };
    expect(failing(rule)).to.deep.equal([]);
    expect(failing(rule, aTrip({ shouldCoverCancellation: true, tripPrice: 900 }))).to.deep.equal(['cancellation']);
    expect(failing(rule, aTrip({ shouldCoverExtremeSports: true }))).to.deep.equal(['extremeSports']);
  });

  it('checks the party size and reports every failing filter, in a fixed order', () => {
    expect(failing({ maxParty: 2 }, aTrip({ travellers: 3 }))).to.deep.equal(['party']);
    const all = failing(
      { minAge: 50, minDays: 20, intents: ['cruise'], residences: ['DE'], destinations: { allow: ['IT'], deny: [] }, supportsCancellation: false, supportsExtremeSports: false, maxParty: 1 },
      aTrip({ travellers: 2, shouldCoverCancellation: true, tripPrice: 10, shouldCoverExtremeSports: true }),
    );
    expect(all).to.deep.equal([...ELIGIBILITY_FILTERS]);
  });

  it('makes a trip a group trip exactly above the threshold', () => {
    expect(isGroupTrip(aTrip({ travellers: LIMITS.groupThreshold }))).to.equal(false);
    expect(isGroupTrip(aTrip({ travellers: LIMITS.groupThreshold + 1 }))).to.equal(true);
  });
});
