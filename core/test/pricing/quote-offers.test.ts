import { expect } from 'chai';
import { type PricingSource } from '@parasol/core';
import { createConverter, quoteOffers, type Trip } from '@parasol/core/internal';
import { FakeRater, RATES, aCatalogue, aSource, anInsurer, anOffer, flat, type Behaviour } from './fixtures.js';
import { aTrip } from '@parasol/core/test-support';

/** The orchestration of insurer calls, with scripted in-memory insurers. */
describe('quoteOffers: rating the insurers', () => {
  const converter = createConverter(RATES);
  const insurers = [anInsurer('alpha'), anInsurer('beta'), anInsurer('gamma', { timeoutMs: 25 })];
  const offers = [
    anOffer({ id: 1, insurerId: 'alpha' }),
    anOffer({ id: 2, insurerId: 'alpha' }),
    anOffer({ id: 3, insurerId: 'beta' }),
    anOffer({ id: 4, insurerId: 'gamma' }),
  ];
  const catalogue = aCatalogue(insurers, offers);
  const quote = (source: PricingSource, trip: Trip = aTrip(), deadlineMs = 2000) =>
    quoteOffers(trip, { source, converter, fee: undefined, deadlineMs });
  const scripted = (behaviours: Record<string, Behaviour>) => new FakeRater(behaviours);

  it('calls each insurer holding eligible offers exactly once, asking only for those offers', async () => {
    const narrow = aCatalogue(insurers, [
      ...offers,
      anOffer({ id: 5, insurerId: 'beta', eligibility: { ...offers[0]!.eligibility, maxAge: 20 } }),
    ]);
    const rater = scripted({ alpha: flat(1000), beta: flat(2000), gamma: flat(3000) });
    await quote(aSource(narrow, rater));
    expect(rater.calls.map((c) => c.endpoint.insurerId)).to.have.members(['alpha', 'beta', 'gamma']);
    expect(rater.calls.find((c) => c.endpoint.insurerId === 'beta')!.request.products.map((p) => p.offerId)).to.deep.equal([3]);
    expect(rater.calls.find((c) => c.endpoint.insurerId === 'alpha')!.request.products).to.deep.equal([
      { offerId: 1, productCode: 'P-1' },
      { offerId: 2, productCode: 'P-2' },
    ]);
  });

  it('does not call an insurer none of whose offers match, and quotes nothing without failing when none match', async () => {
    const rater = scripted({});
    const result = await quote(aSource(aCatalogue(insurers, [anOffer({ id: 9, eligibility: { ...offers[0]!.eligibility, intents: ['cruise'] } })]), rater));
    expect(rater.calls).to.have.length(0);
    expect(result.ok && result.value).to.deep.include({ offers: [], unpricedCount: 0, nearMissCount: 1 });
  });

  it('returns the offers that priced when some insurers fail, counting the others unpriced', async () => {
    const result = await quote(aSource(catalogue, scripted({ alpha: flat(1500), beta: { kind: 'fail' }, gamma: { kind: 'timeout' } })));
    if (!result.ok) expect.fail(result.failure.code);
    expect(result.value.offers.map((o) => o.id)).to.deep.equal([1, 2]);
    expect(result.value.unpricedCount).to.equal(2);
  });

  it('fails with PRICING_UNAVAILABLE when every insurer fails', async () => {
    const result = await quote(aSource(catalogue, scripted({ alpha: { kind: 'fail' }, beta: { kind: 'fail' }, gamma: { kind: 'fail' } })));
    expect(!result.ok && result.failure.code).to.equal('PRICING_UNAVAILABLE');
  });

  it('fails with PRICING_TIMEOUT when every insurer times out', async () => {
    const result = await quote(aSource(catalogue, scripted({ alpha: { kind: 'timeout' }, beta: { kind: 'timeout' }, gamma: { kind: 'hang' } })));
    expect(!result.ok && result.failure.code).to.equal('PRICING_TIMEOUT');
  });

  it('fails with PRICING_UNAVAILABLE when no insurer answers and at least one refused', async () => {
    const result = await quote(aSource(catalogue, scripted({ alpha: { kind: 'timeout' }, beta: { kind: 'fail' }, gamma: { kind: 'hang' } })));
    expect(!result.ok && result.failure.code).to.equal('PRICING_UNAVAILABLE');
  });

  it('succeeds with no offer when an insurer answered but priced nothing', async () => {
    const result = await quote(aSource(catalogue, scripted({ alpha: flat(0), beta: { kind: 'fail' }, gamma: { kind: 'timeout' } })));
    expect(result.ok && result.value).to.deep.include({ offers: [], unpricedCount: 4 });
  });

  it('cuts a silent insurer at its own timeout while the others return', async () => {
    const result = await quote(aSource(catalogue, scripted({ alpha: flat(1000), beta: flat(900), gamma: { kind: 'hang' } })));
    if (!result.ok) expect.fail(result.failure.code);
    expect(result.value.offers.map((o) => o.id)).to.deep.equal([3, 1, 2]);
    expect(result.value.unpricedCount).to.equal(1);
  });

  it('cuts every insurer at the overall deadline', async () => {
    const slow = aCatalogue([anInsurer('alpha', { timeoutMs: 60_000 }), anInsurer('beta', { timeoutMs: 60_000 })], offers.slice(0, 3));
    const result = await quote(aSource(slow, scripted({ alpha: { kind: 'hang' }, beta: { kind: 'hang' } })), aTrip(), 30);
    expect(!result.ok && result.failure.code).to.equal('PRICING_TIMEOUT');
  });

  it('passes the rater a signal that aborts when the insurer is cut', async () => {
    let seen: AbortSignal | undefined;
    const rater = {
      rate: (_endpoint: unknown, _request: unknown, signal: AbortSignal) => {
        seen = signal;
        return new Promise<never>(() => {});
      },
    };
    await quote(aSource(aCatalogue([anInsurer('alpha', { timeoutMs: 10 })], [offers[0]!]), rater));
    expect(seen?.aborted).to.equal(true);
  });

  it('counts malformed prices as unpriced: null, fractional, negative, unsafe, other currency, missing', async () => {
    const many = aCatalogue([anInsurer('alpha')], [1, 2, 3, 4, 5, 6, 7, 8].map((id) => anOffer({ id })));
    const outcome = () => ({
      kind: 'priced' as const,
      products: [
        { offerId: 1, amountMinor: null, currency: 'EUR', isStartingPrice: false, period: null },
        { offerId: 2, amountMinor: 12.5, currency: 'EUR', isStartingPrice: false, period: null },
        { offerId: 3, amountMinor: -100, currency: 'EUR', isStartingPrice: false, period: null },
        { offerId: 4, amountMinor: 2 ** 60, currency: 'EUR', isStartingPrice: false, period: null },
        { offerId: 5, amountMinor: 1000, currency: 'USD', isStartingPrice: false, period: null },
        { offerId: 6, amountMinor: 1000, currency: 'EUR', isStartingPrice: 'yes', period: null } as never,
        { offerId: 7, amountMinor: 2500, currency: 'EUR', isStartingPrice: true, period: 'year' },
        { offerId: 99, amountMinor: 100, currency: 'EUR', isStartingPrice: false, period: null },
      ],
    });
    const result = await quote(aSource(many, scripted({ alpha: { kind: 'answer', outcome } })));
    if (!result.ok) expect.fail(result.failure.code);
    expect(result.value.offers.map((o) => o.id)).to.deep.equal([7]);
    expect(result.value.offers[0]!.price).to.include({ isStartingPrice: true, period: 'year' });
    expect(result.value.unpricedCount).to.equal(7);
  });

  it('reads a rater that throws as that insurer failing, not the quote', async () => {
    const result = await quote(aSource(catalogue, scripted({ alpha: { kind: 'throw' }, beta: flat(1000), gamma: flat(1000) })));
    expect(result.ok && result.value.offers.map((o) => o.id)).to.deep.equal([3, 4]);
  });

  it('builds the trip-independent parts of an offer once per catalogue, frozen, so one answer cannot change the next', async () => {
    const fixed = aCatalogue([anInsurer('alpha')], [anOffer({ id: 1, guarantees: { hospitalFeesAbroad: { state: 'value', value: 50_000 } } })]);
    const source = aSource(fixed, scripted({ alpha: flat(1000) }));
    const [first, second] = [await quote(source), await quote(source, aTrip({ travellers: 2 }))];
    if (!first.ok || !second.ok) return expect.fail('quote failed');
    const [a, b] = [first.value.offers[0]!, second.value.offers[0]!];
    for (const part of ['insurer', 'guarantees', 'highlights', 'documents'] as const) expect(b[part], part).to.equal(a[part]);
    expect(() => (a.highlights.included as string[]).push('Everything')).to.throw(TypeError);
    expect(() => Object.assign(a.insurer, { name: 'Someone else' })).to.throw(TypeError);
    expect(() => Object.assign(a.guarantees['hospitalFeesAbroad']!, { value: 1 })).to.throw(TypeError);
    expect(b).to.deep.include({ insurer: { name: 'Insurer alpha', logoUrl: 'https://img.test/offers/1.svg' }, highlights: { included: ['Medical costs'], excluded: ['Baggage'] } });
  });

  it('fills trip-echoing guarantees per quote, never carrying the amount of one trip into the next', async () => {
    const source = aSource(catalogue, scripted({ alpha: flat(1000), beta: flat(1000), gamma: flat(1000) }));
    const priced = await quote(source, aTrip({ tripPrice: 1800, shouldCoverCancellation: true }));
    const bare = await quote(source);
    expect(priced.ok && priced.value.offers.map((o) => o.guarantees['cancelTrip'])).to.deep.equal(Array(4).fill({ state: 'trip_price', value: 1800 }));
    expect(bare.ok && bare.value.offers.map((o) => o.guarantees['cancelTrip'])).to.deep.equal(Array(4).fill({ state: 'trip_price', value: null }));
    expect(bare.ok && bare.value.offers[0]!.guarantees['hospitalFeesAbroad']).to.deep.equal({ state: 'value', value: 100_000 });
  });

  it('sends the insurer the trip price in its currency at the mid rate (a declared value, not a charge)', async () => {
    const dollars = aCatalogue([anInsurer('alpha', { currency: 'USD' })], [anOffer({ id: 1 })]);
    const rater = scripted({ alpha: flat(1000) });
    await quote(aSource(dollars, rater), aTrip({ tripPrice: 1000, studiesAmount: 250, shouldCoverCancellation: true }));
    const sent = rater.calls[0]!.request;
    expect(sent.currency).to.equal('USD');
    expect(sent.trip.currency).to.equal('USD');
    // 1000 EUR and 250 EUR at 1.085, no funnel margin, rounded half away from zero to the cent.
    expect(sent.trip.tripPrice).to.equal(1085);
    expect(sent.trip.studiesAmount).to.equal(271.25);
    expect(sent.days).to.equal(10);
  });

  it('sends the trip as it came when its currency does not convert, so the insurer reads the amounts in that currency', async () => {
    const dollars = aCatalogue([anInsurer('alpha', { currency: 'USD' })], [anOffer({ id: 1 })]);
    const rater = scripted({ alpha: flat(1000) });
    const trip = aTrip({ currency: 'XOF', tripPrice: 650_000, studiesAmount: 90_000, shouldCoverCancellation: true });
    const result = await quote(aSource(dollars, rater), trip);
    expect(rater.calls[0]!.request).to.deep.include({ trip, currency: 'USD' });
    expect(result.ok && result.value.offers[0]!.price).to.include({ currency: 'USD', amountInCents: 1000 });
  });
});
