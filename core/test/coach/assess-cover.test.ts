import { expect } from 'chai';
import fc from 'fast-check';
import type { CoverProfile } from '@parasol/core';
import type { TripFlags } from '@parasol/core/internal';
import { assessCover, gapsOf } from '../../src/coach/assess-cover.js';
import { convertReference, eurosIn } from '../../src/coach/reference-rates.js';
import { LONG_TRIP_DAYS, needsOf } from '../../src/coach/trip-needs.js';
import { aFullCoverProfile, aProfile, aTerm } from './fixtures/cover.js';
import { profileArb, termArb, tripArb } from './fixtures/arbitraries.js';
import { MEDICAL_TARGET_EUR } from '@parasol/core/internal';

const context = (trip: TripFlags, medicalTargetEur = 500_000, currency = 'EUR') => ({ currency, medicalTargetEur, longTrip: trip.longTrip });
const plainTrip: TripFlags = { friends: false, longTrip: false, riskyActivity: false };
const gapsFor = (profile: CoverProfile | null, trip: TripFlags = plainTrip, medicalTargetEur = 500_000, currency = 'EUR') =>
  gapsOf(assessCover(profile, needsOf(trip), context(trip, medicalTargetEur, currency)));

/**
 * The definition of "adequately covered", written independently of the engine: covered, with a
 * ceiling reaching the euro amount (as shown in the currency, or in euros), no cap stopping a long
 * trip, no card-payment condition.
 */
const adequate = (profile: CoverProfile, slug: string, amountEur: number | null, trip: TripFlags, currency: string): boolean => {
  const term = profile.cover[slug];
  if (!term || term.state === 'not_available') return false;
  if (amountEur !== null && (term.state === 'value' || term.state === 'per_day')) {
    if (term.value === null) return false;
    const shown = convertReference(term.value, term.currency, currency) >= eurosIn(amountEur, currency);
    const inEuros = convertReference(term.value, term.currency, 'EUR') >= amountEur;
    if (!shown && !inEuros) return false;
  }
  if (trip.longTrip && term.maxTripDays !== null && term.maxTripDays < LONG_TRIP_DAYS) return false;
  return !term.requiresCardPayment;
};

const CURRENCIES = ['EUR', 'USD', 'SGD', 'MYR', 'CAD'] as const;

/**
 * A card whose ceilings sit on, just under or just over the amounts the Coach compares them with
 * (a target or a recommended value, in euros or converted), where an off-by-one rule would show.
 */
const boundaryProfileArb = fc
  .record({
    currency: fc.constantFrom(...CURRENCIES),
    targetEur: fc.constantFrom(...Object.values(MEDICAL_TARGET_EUR)),
    delta: fc.integer({ min: -2, max: 2 }),
    converted: fc.boolean(),
    terms: fc.dictionary(fc.constantFrom('hospitalFeesAbroad', 'privateRc', 'suitcaseInsurance', 'researchFees'), termArb),
  })
  .map(({ currency, targetEur, delta, converted, terms }) => {
    const amounts: Record<string, number> = { hospitalFeesAbroad: targetEur, privateRc: 1_000_000, suitcaseInsurance: 1_000, researchFees: 15_000 };
    const cover = Object.fromEntries(
      Object.entries(terms).map(([slug, term]) => {
        const eur = amounts[slug]!;
        const value = (converted ? eurosIn(eur, currency) : convertReference(eur, 'EUR', currency)) + delta;
        return [slug, aTerm({ ...term, state: 'value', value, currency })];
      }),
    );
    return { profile: { currency, cover, source: 'boundary' } as CoverProfile, targetEur };
  });

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

  it('lets a card exactly at a euro threshold meet it in every market, however the shown target was rounded', () => {
    // 300 000 EUR is S$435 000 exactly, shown as S$440 000 once rounded to two significant digits.
    const atThreshold = aProfile({ hospitalFeesAbroad: { value: 300_000 } });
    for (const currency of CURRENCIES) expect(gapsFor(atThreshold, plainTrip, 300_000, currency), currency).not.to.have.property('hospitalFeesAbroad');
    // One euro short is short everywhere...
    const short = gapsFor(aProfile({ hospitalFeesAbroad: { value: 299_000 } }), plainTrip, 300_000, 'SGD');
    expect(short.hospitalFeesAbroad).to.include({ badge: 'insufficient', value: 433_550, recommendedValue: 440_000 });
    // ...and a ceiling shown at the shown target is never told it falls short of it (US$160 000 < 150 000 EUR).
    expect(gapsFor(aProfile({ hospitalFeesAbroad: { value: 160_000 } }, 'USD'), plainTrip, 150_000, 'USD')).not.to.have.property('hospitalFeesAbroad');
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
    const anyCard = fc.record({ profile: profileArb, targetEur: fc.constantFrom(...Object.values(MEDICAL_TARGET_EUR)) });
    fc.assert(
      fc.property(fc.oneof(anyCard, boundaryProfileArb), tripArb, fc.constantFrom(...CURRENCIES), ({ profile, targetEur }, trip, currency) => {
        const assessments = assessCover(profile, needsOf(trip), { currency, medicalTargetEur: targetEur, longTrip: trip.longTrip });
        const gaps = gapsOf(assessments);
        for (const { need } of assessments) {
          const amountEur = need.amountEur === 'medicalTarget' ? targetEur : need.amountEur;
          expect(Object.hasOwn(gaps, need.slug), need.slug).to.equal(!adequate(profile, need.slug, amountEur, trip, currency));
        }
        for (const slug of Object.keys(gaps)) expect(needsOf(trip).map((n) => n.slug)).to.include(slug);
      }),
      { numRuns: 300 },
    );
  });
});
