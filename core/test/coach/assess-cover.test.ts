import { expect } from 'chai';
import fc from 'fast-check';
import type { CoverProfile, TripFlags } from '@parasol/core';
import { assessCover, gapsOf } from '../../src/coach/assess-cover.js';
import { convertReference } from '../../src/coach/reference-rates.js';
import { LONG_TRIP_DAYS, needsOf } from '../../src/coach/trip-needs.js';
import { aFullCoverProfile, aProfile } from './fixtures/cover.js';
import { profileArb, tripArb } from './fixtures/arbitraries.js';

const context = (trip: TripFlags, medicalTarget = 500_000, currency = 'EUR') => ({ currency, medicalTarget, longTrip: trip.longTrip });
const plainTrip: TripFlags = { friends: false, longTrip: false, riskyActivity: false };
const gapsFor = (profile: CoverProfile | null, trip: TripFlags = plainTrip, medicalTarget = 500_000) =>
  gapsOf(assessCover(profile, needsOf(trip), context(trip, medicalTarget)));

/** The definition of "adequately covered", written independently of the engine. */
const adequate = (profile: CoverProfile, slug: string, recommended: number | null, trip: TripFlags, currency: string): boolean => {
  const term = profile.cover[slug];
  if (!term || term.state === 'not_available') return false;
  if (recommended !== null && (term.state === 'value' || term.state === 'per_day')) {
    if (term.value === null || convertReference(term.value, term.currency, currency) < recommended) return false;
  }
  if (trip.longTrip && term.maxTripDays !== null && term.maxTripDays < LONG_TRIP_DAYS) return false;
  return !term.requiresCardPayment;
};

describe('Coach: the card gaps', () => {
  it('asks health and assistance of every trip, and adds guarantees by trip flag', () => {
    expect(Object.keys(gapsFor(null))).to.deep.equal(['hospitalFeesAbroad', 'directBilling', 'rapatriationAssistance', 'earlyReturn']);
    expect(Object.keys(gapsFor(null, { ...plainTrip, friends: true }))).to.include.members(['privateRc', 'rentalRc', 'cancelTrip']);
    expect(Object.keys(gapsFor(null, { ...plainTrip, longTrip: true }))).to.include.members(['stayInterruption', 'suitcaseInsurance', 'electronicsInsurance']);
    expect(Object.keys(gapsFor(null, { ...plainTrip, riskyActivity: true }))).to.include.members(['extremeSports', 'researchFees']);
  });

  it('reads no card as every guarantee missing', () => {
    for (const gap of Object.values(gapsFor(null, { friends: true, longTrip: true, riskyActivity: true }))) {
      expect(gap).to.include({ state: 'not_available', covered: false, value: null, badge: 'missing' });
    }
  });

  it('badges a ceiling below the recommended value as insufficient, with both values', () => {
    const gaps = gapsFor(aProfile({ hospitalFeesAbroad: { value: 155_000 } }));
    expect(gaps.hospitalFeesAbroad).to.deep.equal({ state: 'value', covered: true, value: 155_000, recommendedValue: 500_000, badge: 'insufficient' });
  });

  it('counts actual costs as meeting any amount', () => {
    expect(gapsFor(aProfile({ hospitalFeesAbroad: { state: 'actual_costs', value: null } }))).not.to.have.property('hospitalFeesAbroad');
  });

  it('compares ceilings across currencies at the reference rates', () => {
    // 500 000 USD is below 500 000 EUR.
    expect(gapsFor(aProfile({ hospitalFeesAbroad: { value: 500_000 } }, 'USD')).hospitalFeesAbroad).to.include({ badge: 'insufficient', value: 462_963 });
    expect(gapsFor(aProfile({ hospitalFeesAbroad: { value: 600_000 } }, 'USD'))).not.to.have.property('hospitalFeesAbroad');
  });

  it('badges a duration cap shorter than a long trip as capped, and only on a long trip', () => {
    const profile = aProfile({ hospitalFeesAbroad: { state: 'actual_costs', value: null, maxTripDays: 90 } });
    expect(gapsFor(profile, { ...plainTrip, longTrip: true }).hospitalFeesAbroad).to.include({ badge: 'capped', covered: true });
    expect(gapsFor(profile)).not.to.have.property('hospitalFeesAbroad');
  });

  it('badges a cover that needs the trip paid by card as conditional', () => {
    const profile = aProfile({ hospitalFeesAbroad: { state: 'actual_costs', value: null, requiresCardPayment: true } });
    expect(gapsFor(profile).hospitalFeesAbroad).to.include({ badge: 'conditional', covered: true });
  });

  it('lists nothing for a card covering everything without conditions', () => {
    expect(gapsFor(aFullCoverProfile(), { friends: true, longTrip: true, riskyActivity: true })).to.deep.equal({});
  });

  it('never lists an adequately covered guarantee, and lists every other guarantee the trip needs (property)', () => {
    fc.assert(
      fc.property(profileArb, tripArb, fc.constantFrom('EUR', 'USD', 'MYR'), fc.constantFrom(30_000, 100_000, 500_000), (profile, trip, currency, target) => {
        const assessments = assessCover(profile, needsOf(trip), { currency, medicalTarget: target, longTrip: trip.longTrip });
        const gaps = gapsOf(assessments);
        for (const { need, recommended } of assessments) {
          expect(Object.hasOwn(gaps, need.slug), need.slug).to.equal(!adequate(profile, need.slug, recommended, trip, currency));
        }
        for (const slug of Object.keys(gaps)) expect(needsOf(trip).map((n) => n.slug)).to.include(slug);
      }),
    );
  });
});
