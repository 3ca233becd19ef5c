import { expect } from 'chai';
import { type Caller, type Catalogue, type InsurerRater, type QuoteRequest } from '@parasol/core';
import { API_VERSION, DEFAULT_PRICING_SETTINGS, DEFAULT_SANDBOX_NOTICE, PriceTrip, SessionTokens, schemaIdOf, toMinor, validateAgainst, type QuoteResponse, type Trip } from '@parasol/core/internal';
import { FakeRater, RATES, aCaller, aCatalogue, aPartner, aSource, anInsurer, anOffer, countingRandom, fixedClock, flat } from './fixtures.js';
import { aTrip, aTripBody } from '@parasol/core/test-support';

const SECRET = new Uint8Array(32).fill(7);
const NOW = Date.parse('2026-06-15T10:00:00Z');

const liveCatalogue = aCatalogue(
  [anInsurer('alpha'), anInsurer('beta', { currency: 'USD', logoUrl: null })],
  [
    anOffer({ id: 11, insurerId: 'alpha' }),
    anOffer({ id: 12, insurerId: 'alpha', iconUrl: null }),
    anOffer({ id: 21, insurerId: 'beta', guaranteeCurrency: 'USD' }),
    anOffer({ id: 22, insurerId: 'beta', iconUrl: null }),
  ],
);
const sandboxCatalogue = aCatalogue([anInsurer('sandy')], [anOffer({ id: 900, insurerId: 'sandy' })], 'Sample data only.');

const anOperation = (
  options: { live?: Catalogue; liveRater?: InsurerRater; sandbox?: Catalogue; sandboxRater?: InsurerRater } = {},
) => {
  const liveRater = options.liveRater ?? new FakeRater({ alpha: flat(10_000), beta: flat(12_000) });
  const sandboxRater = options.sandboxRater ?? new FakeRater({ sandy: flat(5_000) });
  return new PriceTrip(
    aSource(options.sandbox ?? sandboxCatalogue, sandboxRater),
    aSource(options.live ?? liveCatalogue, liveRater),
    { current: async () => RATES },
    fixedClock(NOW),
    new SessionTokens(SECRET, countingRandom()),
    DEFAULT_PRICING_SETTINGS,
  );
};

const run = async (operation: PriceTrip, caller: Caller, input: Partial<QuoteRequest> = {}): Promise<QuoteResponse> => {
  const result = await operation.run({ caller, input: { trip: aTrip(), language: 'en', ...input }, requestId: 'req-1' });
  if (!result.ok) expect.fail(`priceTrip failed: ${result.failure.code}`);
  expect(result.value.status).to.equal(200);
  return result.value.body as QuoteResponse;
};

describe('priceTrip (POST /api/v1/travel/quotes)', () => {
  it('is declared as the spec says', () => {
    const operation = anOperation();
    expect(operation.endpoint).to.include({
      id: 'createQuote',
      method: 'POST',
      path: '/api/v1/travel/quotes',
      scope: 'quotes',
      bucket: 'reads',
      needsAttribution: true,
    });
  });

  it('parses the body with the request validator (tripInfo alias, defaults, spec codes)', () => {
    const operation = anOperation();
    const parsed = operation.parse({ tripInfo: aTripBody({ intent: 'humanitarianAuPair' }) });
    expect(parsed.ok && parsed.value.trip).to.include({ intent: 'humanitarian', currency: 'EUR' });
    expect(parsed.ok && parsed.value.language).to.equal('en');
    const refused = operation.parse({ trip: { intent: 'nope' } });
    expect(!refused.ok && refused.failure.code).to.equal('BAD_INTENT');
  });

  it('answers the documented shape: counts, echoed trip, quote block, meta', async () => {
    const trip = aTrip({ travellers: [{ age: 30 }, { age: 4 }] });
    const body = await run(anOperation(), aCaller('live'), { trip, language: 'de' });
    expect(validateAgainst(schemaIdOf('quote-response'), body)).to.deep.equal({ valid: true });
    expect(body).to.include({ ok: true, mode: 'live', unpricedCount: 0, redirectOnlyCount: 0, nearMissCount: 0 });
    expect(body.trip).to.deep.equal(trip);
    expect(body.quote).to.deep.equal({ mode: 'live', days: 10, travellers: 2, expiresAt: '2026-06-15T10:30:00.000Z' });
    // None of these offers has German texts: the quote is served in English, and says so.
    expect(body.meta).to.deep.equal({ apiVersion: API_VERSION, language: 'de', servedLanguage: 'en' });
  });

  it('serves the offers\' texts in the language asked when every offer has it, in English when one lacks it, and says which', async () => {
    const german = { plan: 'Basis', highlights: { included: ['Arztkosten'], excluded: ['Gepäck'] } };
    const texts = { name: 'Alpha', plan: 'Basic', highlights: { included: ['Medical costs'], excluded: ['Baggage'] } };
    const catalogue = (bothGerman: boolean) =>
      aCatalogue(
        [anInsurer('alpha')],
        [anOffer({ id: 11, insurerId: 'alpha', ...texts, translations: { de: german } }), anOffer({ id: 12, insurerId: 'alpha', ...texts, ...(bothGerman ? { translations: { de: german } } : {}) })],
      );
    const inGerman = await run(anOperation({ live: catalogue(true), liveRater: new FakeRater({ alpha: flat(10_000) }) }), aCaller('live'), { language: 'de' });
    expect(inGerman.meta).to.include({ language: 'de', servedLanguage: 'de' });
    expect(inGerman.offers.map((o) => [o.name, o.plan, o.highlights])).to.deep.equal([
      ['Alpha', 'Basis', german.highlights],
      ['Alpha', 'Basis', german.highlights],
    ]);
    expect(validateAgainst(schemaIdOf('quote-response'), inGerman)).to.deep.equal({ valid: true });
    const mixed = await run(anOperation({ live: catalogue(false), liveRater: new FakeRater({ alpha: flat(10_000) }) }), aCaller('live'), { language: 'de' });
    expect(mixed.meta).to.include({ language: 'de', servedLanguage: 'en' });
    expect(mixed.offers.map((o) => o.plan)).to.deep.equal(['Basic', 'Basic']);
    const french = await run(anOperation({ live: catalogue(true), liveRater: new FakeRater({ alpha: flat(10_000) }) }), aCaller('live'), { language: 'fr' });
    expect(french.meta.servedLanguage).to.equal('en');
  });

  it('picks the catalogue and rater by the key mode, with the sandbox notice only in sandbox', async () => {
    const sandbox = await run(anOperation(), aCaller('sandbox', undefined));
    expect(sandbox.mode).to.equal('sandbox');
    expect(sandbox.offers.map((o) => o.id)).to.deep.equal([900]);
    expect(sandbox.meta.notice).to.equal('Sample data only.');
    const live = await run(anOperation({ live: { ...liveCatalogue, notice: 'not for live' } }), aCaller('live'));
    expect(live.offers.map((o) => o.id)).to.have.members([11, 12, 21, 22]);
    expect(live.meta).to.not.have.property('notice');
  });

  it('carries a sandbox notice on every sandbox answer, even from a sandbox catalogue without one', async () => {
    const bare = aCatalogue([anInsurer('sandy')], [anOffer({ id: 900, insurerId: 'sandy' })]);
    const body = await run(anOperation({ sandbox: bare }), aCaller('sandbox', undefined));
    expect(body.meta.notice).to.equal(DEFAULT_SANDBOX_NOTICE);
  });

  it('shows the pictogram as insurer.logoUrl and iconUrl, else the insurer logo and no iconUrl at all', async () => {
    const body = await run(anOperation(), aCaller('live'));
    const byId = new Map(body.offers.map((o) => [o.id, o]));
    expect(byId.get(11)).to.deep.include({ iconUrl: 'https://img.test/offers/11.svg', insurer: { name: 'Insurer alpha', logoUrl: 'https://img.test/offers/11.svg' } });
    expect(byId.get(12)!.insurer.logoUrl).to.equal('https://img.test/insurers/alpha.svg');
    expect(byId.get(12)).to.not.have.property('iconUrl');
    expect(byId.get(22)!.insurer).to.deep.equal({ name: 'Insurer beta', logoUrl: null });
    expect(byId.get(22)).to.not.have.property('iconUrl');
  });

  it('converts every price into the trip currency and keeps the insurer figures for reconciliation', async () => {
    const body = await run(anOperation(), aCaller('live'), { trip: aTrip({ currency: 'GBP' }) });
    const alpha = body.offers.find((o) => o.id === 11)!.price;
    // 100.00 EUR -> GBP at 0.86 plus 2% margin, rounded up: 87.72.
    expect(alpha).to.deep.equal({
      amount: 87.72, amountInCents: 8772, currency: 'GBP', insurerAmount: 100, insurerCurrency: 'EUR', isStartingPrice: false, period: null,
    });
    const beta = body.offers.find((o) => o.id === 21)!.price;
    expect(beta).to.include({ currency: 'GBP', insurerAmount: 120, insurerCurrency: 'USD' });
  });

  it('keeps amountInCents in minor units of the price currency, integer yen for JPY', async () => {
    const body = await run(anOperation(), aCaller('live'), { trip: aTrip({ currency: 'JPY' }) });
    for (const { price } of body.offers) {
      expect(price.currency).to.equal('JPY');
      expect(price.amountInCents).to.equal(price.amount);
      expect(Number.isInteger(price.amount)).to.equal(true);
    }
  });

  it('leaves offers in the insurer currency when the trip currency does not convert, ranking by EUR value', async () => {
    const body = await run(anOperation({ liveRater: new FakeRater({ alpha: flat(10_000), beta: flat(10_500) }) }), aCaller('live'), {
      trip: aTrip({ currency: 'XOF' }),
    });
    const prices = body.offers.map((o) => [o.id, o.price.currency, o.price.amount, o.price.insurerAmount]);
    // 105.00 USD is worth less than 100.00 EUR, so beta ranks first although its figure is higher.
    expect(prices).to.deep.equal([
      [21, 'USD', 105, 105], [22, 'USD', 105, 105], [11, 'EUR', 100, 100], [12, 'EUR', 100, 100],
    ]);
  });

  it('ranks offers left in different currencies by their worth at the mid rate, the margin loading none of them', async () => {
    // 108.00 USD is worth 99.54 EUR at 1.085: cheaper than 100.00 EUR, though with the 2% funnel
    // margin on its side only it would read 101.53 EUR and rank second.
    const operation = anOperation({ liveRater: new FakeRater({ alpha: flat(10_000), beta: flat(10_800) }) });
    const body = await run(operation, aCaller('live'), { trip: aTrip({ currency: 'XOF' }) });
    expect(body.offers.map((o) => [o.position, o.id, o.price.currency])).to.deep.equal([
      [1, 21, 'USD'], [2, 22, 'USD'], [3, 11, 'EUR'], [4, 12, 'EUR'],
    ]);
  });

  it('ranks cheapest first with positions 1..n, ties broken by offer id', async () => {
    const rater = new FakeRater({ alpha: { kind: 'price', amountMinor: (code) => (code === 'P-12' ? 9_000 : 11_000) }, beta: flat(9_000) });
    const body = await run(anOperation({ liveRater: rater }), aCaller('live'), { trip: aTrip({ currency: 'USD' }) });
    expect(body.offers.map((o) => [o.position, o.id])).to.deep.equal([[1, 21], [2, 22], [3, 12], [4, 11]]);
  });

  it('echoes trip_price and studies_amount guarantees from the trip, in the guarantee currency at the mid rate', async () => {
    const catalogue = aCatalogue([anInsurer('alpha')], [
      anOffer({
        id: 1,
        guaranteeCurrency: 'USD',
        guarantees: {
          cancelTrip: { state: 'trip_price', value: null },
          studiesInterruption: { state: 'studies_amount', value: null },
          dailyAllowance: { state: 'per_day', value: 40 },
          earlyReturn: { state: 'return_ticket', value: null },
        },
      }),
    ]);
    const body = await run(anOperation({ live: catalogue }), aCaller('live'), {
      trip: aTrip({ tripPrice: 2000, studiesAmount: 500, shouldCoverCancellation: true }),
    });
    expect(body.offers[0]!.guaranteeCurrency).to.equal('USD');
    expect(body.offers[0]!.guarantees).to.deep.equal({
      // 1 EUR = 1.085 USD in the fixture rates; a declared value carries no funnel margin.
      cancelTrip: { state: 'trip_price', value: 2170 },
      studiesInterruption: { state: 'studies_amount', value: 542.5 },
      dailyAllowance: { state: 'per_day', value: 40 },
      earlyReturn: { state: 'return_ticket', value: null },
    });
    const without = await run(anOperation({ live: catalogue }), aCaller('live'));
    expect(without.offers[0]!.guarantees['cancelTrip']).to.deep.equal({ state: 'trip_price', value: null });
  });

  it('attaches documents and highlights to every offer', async () => {
    const body = await run(anOperation(), aCaller('live'));
    expect(body.offers.find((o) => o.id === 11)).to.deep.include({
      documents: { cgvUrl: 'https://docs.test/11/cgv.pdf', ipidUrl: null },
      highlights: { included: ['Medical costs'], excluded: ['Baggage'] },
    });
  });

  describe('partner uplift', () => {
    it('adds nothing and reports no partnerFee when the partner charges the base rate', async () => {
      const body = await run(anOperation(), aCaller('live', aPartner({ baseRateBps: 1000, commissionBps: 1000 })));
      expect(body.meta).to.not.have.property('partnerFee');
      expect(body.offers.find((o) => o.id === 11)!.price.amount).to.equal(100);
    });

    it('puts the uplift inside the price and breaks the fee down in meta.partnerFee', async () => {
      const body = await run(anOperation(), aCaller('live', aPartner({ baseRateBps: 1000, commissionBps: 1750 })));
      expect(body.meta.partnerFee).to.deep.equal({ feeBps: DEFAULT_PRICING_SETTINGS.baseHandlingFeeBps + 750, upliftBps: 750, commissionBps: 1750 });
      // 100.00 EUR premium + 7.5% = 107.50, in EUR: no conversion, so insurerAmount equals amount.
      expect(body.offers.find((o) => o.id === 11)!.price).to.include({ amount: 107.5, amountInCents: 10_750, insurerAmount: 107.5 });
    });

    it('applies in sandbox too, so a partner tests the prices their travellers will see', async () => {
      const body = await run(anOperation(), aCaller('sandbox', aPartner({ baseRateBps: 1000, commissionBps: 2000 })));
      expect(body.meta.partnerFee?.upliftBps).to.equal(1000);
      expect(body.offers[0]!.price.amountInCents).to.equal(5_500);
    });

    it('caps the chosen commission at 50%', async () => {
      const body = await run(anOperation(), aCaller('live', aPartner({ baseRateBps: 1000, commissionBps: 9000 })));
      expect(body.meta.partnerFee).to.include({ commissionBps: 5000, upliftBps: 4000 });
    });
  });

  describe('quoting sessions', () => {
    const caller = aCaller('live');
    it('opens a fresh qs_ session on every answer without an echo', async () => {
      const operation = anOperation();
      const first = await run(operation, caller);
      const second = await run(operation, caller);
      expect(first.sessionId).to.match(/^qs_[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      expect(second.sessionId).to.not.equal(first.sessionId);
    });

    it('returns a valid echoed session unchanged', async () => {
      const operation = anOperation();
      const { sessionId } = await run(operation, caller);
      expect((await run(operation, caller, { sessionId })).sessionId).to.equal(sessionId);
    });

    it('silently starts afresh on a broken, foreign or other-key session', async () => {
      const operation = anOperation();
      const { sessionId } = await run(operation, caller);
      const otherKey = await run(operation, aCaller('sandbox', undefined), { sessionId });
      expect(otherKey.sessionId).to.not.equal(sessionId);
      for (const broken of [sessionId.slice(0, -1), `${sessionId}x`, 'qs_abc.def', '']) {
        const body = await run(operation, caller, { sessionId: broken });
        expect(body.sessionId).to.not.equal(broken);
        expect(body.sessionId).to.match(/^qs_/);
      }
    });
  });

  it('fails the call with the pricing error when no insurer answers', async () => {
    const operation = anOperation({ liveRater: new FakeRater({ alpha: { kind: 'timeout' }, beta: { kind: 'timeout' } }) });
    const result = await operation.run({ caller: aCaller('live'), input: { trip: aTrip(), language: 'en' }, requestId: 'r' });
    expect(!result.ok && result.failure.code).to.equal('PRICING_TIMEOUT');
  });

  it('reports amount and amountInCents consistently for every currency', async () => {
    const operation = anOperation();
    for (const currency of ['EUR', 'USD', 'JPY', 'KRW', 'ISK', 'HUF', 'XOF']) {
      const body = await run(operation, aCaller('live'), { trip: aTrip({ currency }) as Trip });
      for (const { price } of body.offers) expect(toMinor(price.amount, price.currency)).to.equal(price.amountInCents);
    }
  });
});

describe('priceTrip: the caller\'s deadline bounds the insurer fan-out', () => {
  it('stops waiting for insurers when the caller stops waiting (PRICING_TIMEOUT), well before the quote\'s own 8 s', async () => {
    const operation = anOperation({ liveRater: new FakeRater({ alpha: { kind: 'hang' }, beta: { kind: 'hang' } }) });
    const started = Date.now();
    const result = await operation.run({ caller: aCaller('live', aPartner()), input: { trip: aTrip(), language: 'en' }, requestId: 'req-1', deadline: NOW + 150 });
    expect(result.ok ? 'OK' : result.failure.code).to.equal('PRICING_TIMEOUT');
    expect(Date.now() - started).to.be.within(100, 2_000);
  });

  it('keeps the quote\'s own deadline when the caller allows more, and answers as usual', async () => {
    const operation = anOperation();
    const result = await operation.run({ caller: aCaller('live', aPartner()), input: { trip: aTrip(), language: 'en' }, requestId: 'req-1', deadline: NOW + 60_000 });
    expect(result.ok && result.value.status).to.equal(200);
  });
});
