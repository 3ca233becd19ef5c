import { expect } from 'chai';
import fc from 'fast-check';
import {
  coachModule,
  createParasol,
  pricingModule,
  type Answer,
  type CatalogueOffer,
  type GuaranteeTerm,
  type Parasol,
} from '@parasol/core';
import { deepFreeze } from '@parasol/core/internal';
import { answerJson } from '../../src/serialise/answer-json.js';
import { aRawTrip, aCurrency } from '../../../../core/test/pricing/arbitraries.js';
import { FakeRater, RATES, aCatalogue, aSource, anInsurer, anOffer, flat } from '../../../../core/test/pricing/fixtures.js';
import { aCardData } from '../../../../core/test/coach/fixtures/card-data.js';
import { aCountryFacts, aFormalities } from '../../../../core/test/coach/fixtures/country-facts.js';
import { SETTINGS } from '../../../../core/test/coach/fixtures/coach.js';
import { aResidenceArb, destinationsArb, tripArb } from '../../../../core/test/coach/fixtures/arbitraries.js';
import { FakeCounterStore, FakeKeyStore, FakePartnerStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from '../../../../core/test/api/fakes.js';
import { aTripBody } from '@parasol/core/test-support';

/** Offers echoing trip amounts (trip_price, studies_amount) in several guarantee currencies, with and without pictogram. */
const echoing = (id: number, insurerId: string, guaranteeCurrency: string, iconUrl: string | null): CatalogueOffer =>
  anOffer({
    id,
    insurerId,
    guaranteeCurrency,
    iconUrl,
    guarantees: {
      hospitalFeesAbroad: { state: 'value', value: 100_000 },
      cancelTrip: { state: 'trip_price', value: null },
      studiesInterruption: { state: 'studies_amount', value: null },
      earlyReturn: { state: 'return_ticket', value: null } as GuaranteeTerm,
    },
  });

const catalogueOffers = [
  echoing(11, 'alpha', 'EUR', null),
  echoing(12, 'alpha', 'USD', 'https://img.test/12.svg'),
  anOffer({ id: 21, insurerId: 'beta' }),
  anOffer({ id: 22, insurerId: 'beta', guaranteeCurrency: 'JPY', iconUrl: null }),
];
const insurers = [anInsurer('alpha'), anInsurer('beta', { currency: 'USD' })];
const rater = () => new FakeRater({ alpha: flat(12_345), beta: { kind: 'price', amountMinor: (code, request) => 1_000 + request.days * 17 + code.length } });

/** The live catalogue frozen, the sandbox one as a catalogue source builds it: both kinds of parts. */
const compose = (): Parasol =>
  createParasol({
    stores: { keys: new FakeKeyStore(), partners: new FakePartnerStore(), counters: new FakeCounterStore() },
    clock: new TestClock(NOON),
    random: new SequenceRandom(),
    masterKey: MASTER_KEY,
    fx: { current: async () => RATES },
    modules: [
      pricingModule({
        sandbox: aSource(aCatalogue(insurers, catalogueOffers, 'Sample data.'), rater()),
        live: aSource(deepFreeze(aCatalogue(insurers, structuredClone(catalogueOffers))), rater()),
      }),
      coachModule({ cardData: aCardData(), countryFacts: aCountryFacts(), formalities: aFormalities(['US']), settings: SETTINGS }),
    ],
  });

const KEYS = [
  { keyId: 'ak_test_answerjson', secret: 'sk_test_answer_json_secret_0001', mode: 'sandbox', partner: 'uplift' },
  { keyId: 'ak_live_answerjson', secret: 'sk_live_answer_json_secret_0001', mode: 'live', partner: 'plain' },
] as const;

const bootstrapped = async () => {
  const parasol = compose();
  await parasol.admin.bootstrap({
    partners: [
      { code: 'uplift', status: 'approved', baseRateBps: 1000, commissionBps: 1500 },
      { code: 'plain', status: 'approved', baseRateBps: 1000 },
    ],
    keys: KEYS.map(({ keyId, secret, mode, partner }) => ({ keyId, secret, mode, partner, scopes: ['quotes', 'coach'], quota: { reads: 1_000_000, writes: 10, burstPerMinute: 1_000_000 } })),
  });
  return parasol;
};

/** The property every answer keeps: its JSON text is JSON.stringify's, the first time and again. */
const expectStringifyText = (answer: Answer) => {
  expect(answerJson(answer)).to.equal(JSON.stringify(answer.body));
  expect(answerJson(answer)).to.equal(JSON.stringify(answer.body));
};

const anUnknownField = fc.option(fc.record({ name: fc.constantFrom('utm', 'x/y~z', 'tripPriceTypo'), value: fc.jsonValue({ maxDepth: 2 }) }), { nil: undefined });

describe('answerJson: every endpoint answer written as JSON.stringify writes its body', () => {
  it('quotes: any trip, in sandbox and live, with amounts to echo, uplift, a session and unknown fields (property)', async () => {
    const parasol = await bootstrapped();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KEYS),
        aRawTrip(fc.integer({ min: 1, max: 12 })),
        fc.option(aCurrency, { nil: undefined }),
        fc.option(fc.constantFrom('fr', 'en', 'de'), { nil: undefined }),
        fc.boolean(),
        anUnknownField,
        async (key, trip, currency, language, continued, unknown) => {
          const client = parasol.client(key);
          const body: Record<string, unknown> = { trip: currency === undefined ? trip : { ...trip, currency } };
          if (language !== undefined) body['language'] = language;
          if (unknown !== undefined) body[unknown.name] = unknown.value;
          const first = await client.quote(body);
          expectStringifyText(first);
          if (continued && first.status === 200) {
            const next = await client.quote({ ...body, sessionId: (first.body as { sessionId: string }).sessionId });
            expectStringifyText(next);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps a quote answer written as JSON.stringify after its caller changed it, the frozen parts untouched', async () => {
    const parasol = await bootstrapped();
    const client = parasol.client(KEYS[1]);
    const answer = await client.quote({ trip: aTripBody({ tripPrice: 2000 }) });
    expect(answer.status).to.equal(200);
    expectStringifyText(answer);
    const offers = (answer.body as { offers: Record<string, unknown>[] }).offers;
    (offers[0] as Record<string, unknown>)['position'] = 99;
    (offers[0]!['price'] as Record<string, unknown>)['amount'] = 1;
    offers.reverse();
    expectStringifyText(answer);
    expect(Object.isFrozen(offers[1]!['insurer']), 'the frozen parts are the catalogue\'s own').to.equal(true);
  });

  it('meta, cards and bilans, for any query and body, and the refusals (property)', async () => {
    const parasol = await bootstrapped();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KEYS),
        fc.record({ country: fc.option(fc.constantFrom('FR', 'us', 'ZZ', 'F'), { nil: undefined }), lang: fc.option(fc.constantFrom('fr', 'en', 'de'), { nil: undefined }) }),
        fc.record({ residence: aResidenceArb, destinations: destinationsArb, trip: tripArb, card: fc.constantFrom({ network: 'visa', tier: 'mid' }, { bank: 'BNP Paribas', network: 'visa', tier: 'mid' }, { bin: '497010' }, { mode: 'none' }) }),
        anUnknownField,
        async (key, query, bilan, unknown) => {
          const client = parasol.client(key);
          expectStringifyText(await client.meta());
          const cardsQuery = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>;
          expectStringifyText(await client.cards(cardsQuery));
          const body: Record<string, unknown> = { ...bilan };
          if (unknown !== undefined) body[unknown.name] = unknown.value;
          expectStringifyText(await client.bilan(body));
          expectStringifyText(await client.call('GET', '/api/v1/travel/nowhere'));
        },
      ),
      { numRuns: 60 },
    );
  });
});
