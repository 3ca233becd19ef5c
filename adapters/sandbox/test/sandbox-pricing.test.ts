import { expect } from 'chai';
import fc from 'fast-check';
import { type Caller } from '@parasol/core';
import { GUARANTEE_STATE_NAMES, LANGUAGES, LIMITS, PriceTrip, US_STATES, SessionTokens, readCatalogue, schemaIdOf, validateAgainst, type Language, type QuoteResponse, type Trip } from '@parasol/core/internal';
import {
  ESSENTIAL_OFFER_ID,
  GROUP_ESSENTIAL_OFFER_ID,
  SANDBOX_CATALOGUE,
  SANDBOX_NOTICE,
  SandboxRater,
  sandboxPremium,
  sandboxPricingSource,
} from '@parasol/adapter-sandbox';
import { aTrip as trips } from '../../../core/test/pricing/arbitraries.js';
import { RATES, aCaller, aPartner, countingRandom, fixedClock } from '../../../core/test/pricing/fixtures.js';
import { aTrip } from '@parasol/core/test-support';

/** The sandbox through the real pricing pipeline: what a sandbox key gets from POST /quotes. */
const aSandboxQuote = () => {
  const failingLive = { catalogue: { current: () => Promise.reject(new Error('live must not be used')) }, rater: new SandboxRater() };
  const operation = new PriceTrip(
    sandboxPricingSource(),
    failingLive,
    { current: async () => RATES },
    fixedClock(),
    new SessionTokens(new Uint8Array(32), countingRandom()),
  );
  return async (trip: Trip, caller: Caller = aCaller('sandbox', undefined), language: Language = 'en'): Promise<QuoteResponse> => {
    const result = await operation.run({ caller, input: { trip, language }, requestId: 'r' });
    if (!result.ok) return expect.fail(`sandbox failed: ${result.failure.code}`);
    return result.value.body as QuoteResponse;
  };
};

describe('sandbox: Sandcastle Mutual', () => {
  const quote = aSandboxQuote();

  it('holds to the published catalogue schema and its rules, as a live catalogue file must (image URLs take ?size, values fit states)', () => {
    const { version, insurers, offers } = SANDBOX_CATALOGUE;
    // Its rating URL is only a label (no network in sandbox); any URL the schema takes stands in for it.
    const asFile = {
      version,
      insurers: insurers.map(({ endpoint, ...insurer }) => ({ ...insurer, endpoint: { ratingUrl: 'https://sandbox.invalid/rate', timeoutMs: endpoint.timeoutMs } })),
      offers,
    };
    const reading = readCatalogue(asFile);
    expect(reading.ok ? [] : reading.problems).to.deep.equal([]);
  });

  it('serves every funnel language: the offers\' plans and highlights in it, the product names as they are, and meta.servedLanguage says so', async () => {
    const english = await quote(aTrip());
    for (const language of LANGUAGES) {
      const body = await quote(aTrip(), aCaller('sandbox', undefined), language);
      expect(body.meta, language).to.include({ language, servedLanguage: language });
      expect(body.offers.map((o) => o.name)).to.deep.equal(english.offers.map((o) => o.name));
      for (const offer of body.offers) {
        const source = SANDBOX_CATALOGUE.offers.find((o) => o.id === offer.id);
        expect(offer.highlights, `${language} ${offer.id}`).to.deep.equal(language === 'en' ? source?.highlights : source?.translations?.[language]?.highlights);
      }
    }
  });

  it('answers every valid trip, in the documented shape, with the sandbox notice', async () => {
    await fc.assert(
      fc.asyncProperty(trips(), async (trip) => {
        const body = await quote(trip);
        expect(validateAgainst(schemaIdOf('quote-response'), body)).to.deep.equal({ valid: true });
        expect(body.mode).to.equal('sandbox');
        expect(body.meta.notice).to.equal(SANDBOX_NOTICE);
        expect(body.offers.length).to.be.at.least(1);
      }),
      { numRuns: 200 },
    );
  });

  it('ranks an offer without icon first, for every trip and every currency', async () => {
    await fc.assert(
      fc.asyncProperty(trips(), fc.option(fc.integer({ min: 0, max: 4000 }), { nil: undefined }), async (trip, uplift) => {
        const caller = uplift === undefined ? aCaller('sandbox', undefined) : aCaller('sandbox', aPartner({ baseRateBps: 1000, commissionBps: 1000 + uplift }));
        const [cheapest, next] = (await quote(trip, caller)).offers;
        expect(cheapest).to.not.have.property('iconUrl');
        expect(cheapest!.id).to.equal(trip.travellers.length > LIMITS.groupThreshold ? GROUP_ESSENTIAL_OFFER_ID : ESSENTIAL_OFFER_ID);
        if (next !== undefined) expect(next.price.amountInCents).to.be.above(cheapest!.price.amountInCents);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same trip always gets the same offers', async () => {
    await fc.assert(
      fc.asyncProperty(trips(), async (trip) => {
        const [first, second] = [await quote(trip), await aSandboxQuote()(structuredClone(trip))];
        expect(second.offers).to.deep.equal(first.offers);
        expect({ ...second, sessionId: '' }).to.deep.equal({ ...first, sessionId: '' });
      }),
      { numRuns: 100 },
    );
  });

  it('prices the group product flat per head, whatever the ages', async () => {
    await fc.assert(
      fc.property(trips(fc.integer({ min: LIMITS.groupThreshold + 1, max: LIMITS.maxTravellers })), fc.integer({ min: 0, max: 120 }), (trip, age) => {
        const days = 7;
        const price = sandboxPremium('SC-GROUP', trip, days)!;
        const sameAge = { ...trip, travellers: trip.travellers.map(() => ({ age })) };
        expect(price % trip.travellers.length).to.equal(0);
        expect(sandboxPremium('SC-GROUP', sameAge, days)).to.equal(price);
        expect(sandboxPremium('SC-GROUP-PLUS', sameAge, days)).to.equal(sandboxPremium('SC-GROUP-PLUS', trip, days));
      }),
    );
  });

  it('switches to the group products above the threshold', async () => {
    for (const travellers of [LIMITS.groupThreshold, LIMITS.groupThreshold + 1]) {
      const ids = (await quote(aTrip({ travellers }))).offers.map((o) => o.id);
      const groupIds = SANDBOX_CATALOGUE.offers.filter((o) => o.group).map((o) => o.id);
      expect(ids.every((id) => groupIds.includes(id))).to.equal(travellers > LIMITS.groupThreshold);
    }
  });

  it('makes its price depend on days, ages, party, intent, destinations and both cover options', () => {
    const base = aTrip({ travellers: [{ age: 30 }] });
    const price = (trip: Trip, days = 20) => sandboxPremium('SC-ESSENTIAL', trip, days)!;
    expect(price(base, 30)).to.be.above(price(base, 20));
    expect(price({ ...base, travellers: [{ age: 70 }] })).to.be.above(price(base));
    expect(price({ ...base, travellers: [{ age: 30 }, { age: 30 }] })).to.be.above(price(base));
    expect(price({ ...base, intent: 'mountainTrip' })).to.be.above(price(base));
    expect(price({ ...base, arrivalCountries: ['US'] })).to.be.above(price(base));
    expect(price({ ...base, shouldCoverCancellation: true, tripPrice: 2000 })).to.equal(price(base) + 7000);
    expect(price({ ...base, shouldCoverExtremeSports: true })).to.be.above(price(base));
  });

  it("changes neither offers nor prices with a US resident's state (spec: stateResidence)", async () => {
    await fc.assert(
      fc.asyncProperty(trips(), fc.constantFrom(...US_STATES), async (trip, state) => {
        const { stateResidence: _sent, ...us } = { ...trip, countryResidence: 'US' };
        const [stateless, stated] = [await quote(us), await quote({ ...us, stateResidence: state })];
        const priced = ({ offers, unpricedCount, redirectOnlyCount, nearMissCount }: QuoteResponse) => ({ offers, unpricedCount, redirectOnlyCount, nearMissCount });
        expect(priced(stated)).to.deep.equal(priced(stateless));
      }),
      { numRuns: 100 },
    );
  });

  it("reads tripPrice as the whole party's trip cost, not a price per traveller", () => {
    const price = (trip: Trip) => sandboxPremium('SC-ESSENTIAL', trip, 20)!;
    for (const travellers of [1, 2, 5]) {
      const party = aTrip({ travellers });
      // Cancellation cover is 3.5% of tripPrice: 2,000 EUR insured adds 70 EUR, whatever the party size.
      expect(price({ ...party, shouldCoverCancellation: true, tripPrice: 2000 }) - price(party), `${travellers} travellers`).to.equal(7000);
    }
  });

  it('writes the period of an annual cover as live insurers do (ISO 8601 P1Y), and none otherwise', async () => {
    const annual = await quote(aTrip({ intent: 'annual', isAnnual: true, endDate: '2027-06-30' }));
    expect(annual.offers.length).to.be.above(0);
    for (const offer of annual.offers) expect(offer.price.period).to.equal('P1Y');
    for (const offer of (await quote(aTrip())).offers) expect(offer.price.period).to.equal(null);
  });

  it('withholds its redirect-only cruise offer and counts it', async () => {
    const cruise = await quote(aTrip({ intent: 'cruise' }));
    expect(cruise.redirectOnlyCount).to.equal(1);
    expect(cruise.offers.map((o) => o.id)).to.not.include(9006);
    expect((await quote(aTrip())).redirectOnlyCount).to.equal(0);
  });

  it('counts near misses: a US trip misses Voyager on its destination filter', async () => {
    const europe = await quote(aTrip({ arrivalCountries: ['ES'] }));
    const america = await quote(aTrip({ arrivalCountries: ['US'] }));
    expect(europe.offers.map((o) => o.id)).to.include(9002);
    expect(america.offers.map((o) => o.id)).to.not.include(9002);
    expect(america.nearMissCount).to.equal(europe.nearMissCount + 1);
  });

  it('shows every guarantee state, documents, highlights, and a guarantee currency unlike the price currency', async () => {
    const offers = [
      ...(await quote(aTrip({ tripPrice: 1200, shouldCoverCancellation: true }))).offers,
      ...(await quote(aTrip({ intent: 'studyInternship', travellers: [{ age: 21 }], endDate: '2026-12-31', studiesAmount: 8000 }))).offers,
      ...(await quote(aTrip({ intent: 'expat', endDate: '2027-06-30' }))).offers,
    ];
    const states = new Set(offers.flatMap((o) => Object.values(o.guarantees).map((g) => g.state)));
    expect([...states]).to.have.members([...GUARANTEE_STATE_NAMES]);
    const voyager = offers.find((o) => o.id === 9002)!;
    expect(voyager.guarantees['cancelTrip']).to.deep.equal({ state: 'trip_price', value: 1200 });
    const campus = offers.find((o) => o.id === 9004)!;
    expect(campus.guarantees['studiesInterruption']).to.deep.equal({ state: 'studies_amount', value: 8000 });
    expect(campus.documents.ipidUrl).to.equal(null);
    const globetrotter = offers.find((o) => o.id === 9003)!;
    expect([globetrotter.guaranteeCurrency, globetrotter.price.currency]).to.deep.equal(['USD', 'EUR']);
    for (const offer of offers) {
      expect(offer.documents.cgvUrl).to.be.a('string');
      expect(offer.highlights.included.length).to.be.above(0);
      expect(offer.insurer.name).to.equal('Sandcastle Mutual');
    }
  });
});
