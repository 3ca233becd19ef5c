import { expect } from 'chai';
import fc from 'fast-check';
import { type CatalogueOffer, type Eligibility, type RatingOutcome } from '@parasol/core';
import { CONVERTIBLE_CURRENCIES, LIMITS, createConverter, quoteOffers, schemaIdOf, toMinor, validateAgainst, type Trip } from '@parasol/core/internal';
import { aTrip } from './arbitraries.js';
import { FakeRater, RATES, aCatalogue, aSource, anInsurer, anOffer, openEligibility, type Behaviour } from './fixtures.js';

const converter = createConverter(RATES);
const CONVERTIBLE = Object.keys(CONVERTIBLE_CURRENCIES);
const INSURER_IDS = ['alpha', 'beta', 'gamma'];

/** Any answer an insurer might give, well formed or not. */
const aBehaviour: fc.Arbitrary<Behaviour> = fc.oneof(
  fc.integer({ min: 1, max: 10_000_000 }).map((n): Behaviour => ({ kind: 'price', amountMinor: (code) => n + code.length })),
  fc.func(fc.option(fc.integer({ min: 1, max: 50_000_000 }), { nil: null })).map((f): Behaviour => ({ kind: 'price', amountMinor: (code) => f(code) })),
  fc.constant<Behaviour>({ kind: 'fail' }),
  fc.constant<Behaviour>({ kind: 'timeout' }),
  fc.constant<Behaviour>({ kind: 'throw' }),
  fc
    .anything()
    .map((junk): Behaviour => ({ kind: 'answer', outcome: (request) => ({ kind: 'priced', products: request.products.map(({ offerId }) => ({ offerId, amountMinor: junk, currency: 'EUR', isStartingPrice: false, period: null })) }) as unknown as RatingOutcome })),
);

const anEligibility: fc.Arbitrary<Eligibility> = fc.record({
  minAge: fc.integer({ min: 0, max: 60 }),
  maxAge: fc.integer({ min: 60, max: 120 }),
  minDays: fc.integer({ min: 1, max: 30 }),
  maxDays: fc.option(fc.integer({ min: 30, max: 400 }), { nil: null }),
  intents: fc.uniqueArray(fc.constantFrom(...openEligibility.intents), { minLength: 1 }),
  residences: fc.oneof(fc.constant('*' as const), fc.uniqueArray(fc.constantFrom('FR', 'DE', 'US', 'GB'), { minLength: 1 })),
  destinations: fc.record({
    allow: fc.oneof(fc.constant('*' as const), fc.uniqueArray(fc.constantFrom('ES', 'IT', 'US', 'JP', 'FR'), { minLength: 1 })),
    deny: fc.uniqueArray(fc.constantFrom('KP', 'SY', 'US')),
  }),
  supportsCancellation: fc.boolean(),
  supportsExtremeSports: fc.boolean(),
  maxParty: fc.integer({ min: 1, max: LIMITS.maxTravellers }),
});

/** Catalogues of up to 12 offers over three insurers with their own currencies. */
const catalogues = (eligibility: fc.Arbitrary<Eligibility>) => fc.record({
  currencies: fc.tuple(fc.constantFrom(...CONVERTIBLE), fc.constantFrom(...CONVERTIBLE), fc.constantFrom(...CONVERTIBLE)),
  offers: fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      insurer: fc.constantFrom(...INSURER_IDS),
      eligibility,
      redirectOnly: fc.boolean(),
      group: fc.boolean(),
      icon: fc.boolean(),
    }),
    { maxLength: 12, selector: (o) => o.id },
  ),
}).map(({ currencies, offers }) =>
  aCatalogue(
    INSURER_IDS.map((id, i) => anInsurer(id, { currency: currencies[i], timeoutMs: 20 })),
    offers.map(({ id, insurer, icon, ...rest }) => anOffer({ id, insurerId: insurer, ...(icon ? {} : { iconUrl: null }), ...rest })),
  ),
);

const aCatalogueSetup = catalogues(fc.oneof(fc.constant(openEligibility), anEligibility));
/** Catalogues where every offer takes any party: most trips match most offers. */
const anOpenCatalogue = catalogues(fc.constant({ ...openEligibility, maxParty: LIMITS.maxTravellers }));

const behaviours = fc.record({ alpha: aBehaviour, beta: aBehaviour, gamma: aBehaviour });
const aPricingBehaviour: fc.Arbitrary<Behaviour> = fc.oneof(
  fc.integer({ min: 1, max: 10_000_000 }).map((n): Behaviour => ({ kind: 'price', amountMinor: (code) => n * (code.length % 3 + 1) })),
  fc.func(fc.integer({ min: 1, max: 2_000_000 })).map((f): Behaviour => ({ kind: 'price', amountMinor: (code) => f(code) })),
);
const pricingBehaviours = fc.record({ alpha: aPricingBehaviour, beta: aPricingBehaviour, gamma: aBehaviour });

describe('pricing properties', () => {
  it('never throws, and fails only with PRICING_UNAVAILABLE or PRICING_TIMEOUT, for any valid trip and any insurer answer', async () => {
    await fc.assert(
      fc.asyncProperty(aTrip(), aCatalogueSetup, behaviours, fc.option(fc.integer({ min: 0, max: 4000 }), { nil: undefined }), async (trip, catalogue, script, upliftBps) => {
        const fee = upliftBps === undefined ? undefined : { feeBps: 1500 + upliftBps, upliftBps, commissionBps: 1000 + upliftBps };
        const result = await quoteOffers(trip, { source: aSource(catalogue, new FakeRater(script)), converter, fee, deadlineMs: 1000 });
        if (!result.ok) {
          expect(['PRICING_UNAVAILABLE', 'PRICING_TIMEOUT']).to.include(result.failure.code);
          return;
        }
        for (const offer of result.value.offers) expect(validateAgainst(schemaIdOf('offer'), offer)).to.deep.equal({ valid: true });
      }),
      { numRuns: 150 },
    );
  });

  it('ranks offers cheapest first, positions 1..n, amountInCents being amount in minor units', async () => {
    let ranked = 0;
    await fc.assert(
      fc.asyncProperty(aTrip(), anOpenCatalogue, pricingBehaviours, async (trip, catalogue, script) => {
        const result = await quoteOffers(trip, { source: aSource(catalogue, new FakeRater(script)), converter, fee: undefined, deadlineMs: 1000 });
        if (!result.ok) return;
        const { offers } = result.value;
        if (offers.length > 1) ranked += 1;
        expect(offers.map((o) => o.position)).to.deep.equal(offers.map((_, i) => i + 1));
        for (const { price } of offers) {
          expect(Number.isSafeInteger(price.amountInCents)).to.equal(true);
          expect(toMinor(price.amount, price.currency)).to.equal(price.amountInCents);
          expect(toMinor(price.insurerAmount, price.insurerCurrency)).to.be.a('number');
          if (price.currency === price.insurerCurrency) expect(price.insurerAmount).to.equal(price.amount);
        }
        if (new Set(offers.map((o) => o.price.currency)).size === 1) {
          for (let i = 1; i < offers.length; i += 1) {
            const [before, after] = [offers[i - 1]!, offers[i]!];
            expect(before.price.amountInCents).to.be.at.most(after.price.amountInCents);
            if (before.price.amountInCents === after.price.amountInCents) expect(before.id).to.be.below(after.id);
          }
        }
        // Conversion happened exactly when both currencies convert and differ.
        for (const { price } of offers) {
          const convertible = trip.currency in CONVERTIBLE_CURRENCIES;
          expect(price.currency).to.equal(convertible ? trip.currency : price.insurerCurrency);
        }
      }),
      { numRuns: 150 },
    );
    expect(ranked, 'runs that ranked several offers').to.be.above(20);
  });

  it('counts every matched, sellable offer once: priced or unpriced', async () => {
    await fc.assert(
      fc.asyncProperty(aTrip(), aCatalogueSetup, behaviours, async (trip, catalogue, script) => {
        const result = await quoteOffers(trip, { source: aSource(catalogue, new FakeRater(script)), converter, fee: undefined, deadlineMs: 1000 });
        if (!result.ok) return;
        const matched = await matchedIds(trip, catalogue.offers);
        expect(result.value.offers.length + result.value.unpricedCount).to.equal(matched.length);
        expect(result.value.offers.every((o) => matched.includes(o.id))).to.equal(true);
      }),
      { numRuns: 100 },
    );
  });

  it('switches to the group product exactly above the group threshold', async () => {
    const catalogue = aCatalogue(
      [anInsurer('alpha')],
      [
        anOffer({ id: 1, eligibility: { ...openEligibility, maxParty: LIMITS.maxTravellers } }),
        anOffer({ id: 2, group: true, eligibility: { ...openEligibility, maxParty: LIMITS.maxTravellers } }),
      ],
    );
    await fc.assert(
      fc.asyncProperty(aTrip(), async (trip) => {
        const result = await quoteOffers(trip, { source: aSource(catalogue, new FakeRater({ alpha: { kind: 'price', amountMinor: () => 1000 } })), converter, fee: undefined, deadlineMs: 1000 });
        expect(result.ok && result.value.offers.map((o) => o.id)).to.deep.equal(trip.travellers.length > LIMITS.groupThreshold ? [2] : [1]);
      }),
      { numRuns: 200 },
    );
  });

  it('counts as near misses the sellable offers that one relaxed filter would let through', async () => {
    const relaxations: readonly ((e: Eligibility) => Eligibility)[] = [
      (e) => ({ ...e, minAge: 0, maxAge: 120 }),
      (e) => ({ ...e, minDays: 1, maxDays: null }),
      (e) => ({ ...e, intents: openEligibility.intents }),
      (e) => ({ ...e, residences: '*' }),
      (e) => ({ ...e, destinations: { allow: '*', deny: [] } }),
      (e) => ({ ...e, supportsCancellation: true }),
      (e) => ({ ...e, supportsExtremeSports: true }),
      (e) => ({ ...e, maxParty: LIMITS.maxTravellers }),
    ];
    let nearMisses = 0;
    await fc.assert(
      fc.asyncProperty(aTrip(), aCatalogueSetup, async (trip, catalogue) => {
        const result = await quoteOffers(trip, { source: aSource(catalogue, new FakeRater({})), converter, fee: undefined, deadlineMs: 1000 });
        if (!result.ok) return;
        // Oracle: an unmatched sellable offer of the trip's family that some single relaxation makes match.
        const family = catalogue.offers.filter((o) => o.group === trip.travellers.length > LIMITS.groupThreshold && !o.redirectOnly);
        const matched = await matchedIds(trip, family);
        let expected = 0;
        for (const offer of family.filter((o) => !matched.includes(o.id))) {
          for (const relax of relaxations) {
            if ((await matchedIds(trip, [{ ...offer, eligibility: relax(offer.eligibility) }])).length === 1) {
              expected += 1;
              break;
            }
          }
        }
        expect(result.value.nearMissCount).to.equal(expected);
        nearMisses += expected;
      }),
      { numRuns: 150 },
    );
    expect(nearMisses, 'near misses seen').to.be.above(10);
  });
});

/** Ids of the offers that reach an insurer for this trip (sellable, matching, right family). */
const matchedIds = async (trip: Trip, offers: readonly CatalogueOffer[]): Promise<number[]> => {
  const rater = new FakeRater({ alpha: { kind: 'fail' }, beta: { kind: 'fail' }, gamma: { kind: 'fail' } });
  await quoteOffers(trip, {
    source: aSource(aCatalogue(INSURER_IDS.map((id) => anInsurer(id)), offers), rater),
    converter,
    fee: undefined,
    deadlineMs: 1000,
  });
  return rater.calls.flatMap((c) => c.request.products.map((p) => p.offerId));
};
