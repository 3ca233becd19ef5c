import { expect } from 'chai';
import fc from 'fast-check';
import { coachModule, createParasol, type Caller } from '@parasol/core';
import { ListCards, RunBilan, hasMessage, renderMessage, resolveCard } from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore } from '@parasol/adapter-memory';
import { StaticCardData, StaticCountryFacts, StaticFormalities, UnavailableFormalities } from '@parasol/static-data';
import responseSchema from '../../../core/src/schemas/coach-response.schema.json' with { type: 'json' };
import cardsSchema from '../../../core/src/schemas/cards-response.schema.json' with { type: 'json' };
import { aCaller } from '../../../core/test/coach/fixtures/callers.js';
import { coachBodyArb } from '../../../core/test/coach/fixtures/arbitraries.js';
import { readable } from '../../../core/test/coach/fixtures/bilans.js';
import { compileSchema } from '../../../core/test/coach/fixtures/schemas.js';
import type { BilanBody } from '../../../core/test/coach/fixtures/coach.js';

/**
 * The Coach over the shipped static data (card catalogue, BIN ranges, generic profiles, country
 * facts, formalities). These goldens pin what a partner sees for the spec's reference situations;
 * a data or rule change that moves them must be deliberate (bump the data or engine version).
 */
const cardData = new StaticCardData();
const countryFacts = new StaticCountryFacts();
const runBilan = new RunBilan(cardData, countryFacts, new StaticFormalities(), { funnelBaseUrl: 'https://funnel.example' });
const live = aCaller({ mode: 'live' });
const validateResponse = compileSchema(responseSchema);
const validateCards = compileSchema(cardsSchema);

const bilan = async (body: unknown, caller: Caller = live, op: RunBilan = runBilan) => {
  const input = op.parse(body);
  if (!input.ok) throw new Error(`unexpected ${input.failure.code}`);
  const result = await op.run({ caller, input: input.value, requestId: 'golden' });
  if (!result.ok) throw new Error(`unexpected ${result.failure.code}`);
  expect(validateResponse(result.value.body)).to.deep.equal([]);
  return readable(result.value.body as unknown as BilanBody);
};

/** The decision-bearing parts of a bilan, one line per argument. */
const digest = (body: BilanBody) => ({
  origin: body.card.origin,
  gaps: Object.fromEntries(Object.entries(body.card.guarantees).map(([slug, g]) => [slug, `${g.badge} ${g.value}/${g.recommendedValue}`])),
  headline: body.bilan.headline,
  medical: body.bilan.medical,
  arguments: body.bilan.arguments.map((a) => `${a.strength} ${a.category} ${a.id} ${a.figure}${a.quote ? ` (card ${a.quote})` : ''}`),
  social: body.bilan.social,
  warnings: body.meta.warnings,
});


/** A US resident to Mexico without medical cover abroad: what a card that pays no medical fees leaves open, and the case made. */
const US_TO_MEXICO_GAPS = { hospitalFeesAbroad: 'missing null/160000', directBilling: 'missing null/null', rapatriationAssistance: 'missing null/null', earlyReturn: 'missing null/null' };
const US_TO_MEXICO_ARGUMENTS = [
  'decisive sante medicalMissing $160,000',
  'decisive sante repatriation $32,000',
  'strong sante directBilling $160,000',
  'strong sante publicCoverAbroad Mexico',
  'useful voyage earlyReturn $1,300',
];

describe('Coach golden bilans over the shipped data', () => {
  it('FR resident, Visa Premier read off its face, to the United States', async () => {
    const body = await bilan({ residence: 'FR', destinations: ['US'], card: { bank: 'BNP Paribas', network: 'visa', tier: 'mid' } });
    expect(digest(body)).to.deep.equal({
      origin: 'exact',
      gaps: { hospitalFeesAbroad: 'insufficient 155000/500000' },
      headline: { key: 'coach.headline.belowTarget', vars: { target: '500 000 €', destination: 'États-Unis', ceiling: '155 000 €' } },
      medical: { target: '500 000 €', targetValue: 500_000, ceilingOk: false },
      arguments: ['decisive sante medicalShortfall 500 000 € (card 155 000 €)', 'strong sante publicCoverAbroad États-Unis', 'useful global deductible 50 €'],
      social: { pct: 76, subjectKey: 'coach.social.destination' },
      warnings: [],
    });
    expect(body.meta).to.deep.include({ market: 'fr', lang: 'fr' });
    expect(body.offer.quoteUrl).to.equal('https://funnel.example/quote?residence=FR&destinations=US&lang=fr&source=coach&ref=acme-main1234');
  });

  it('US resident without a card, to Mexico', async () => {
    const body = await bilan({ residence: 'US', destinations: ['MX'] });
    expect(digest(body)).to.deep.equal({
      origin: 'none',
      gaps: US_TO_MEXICO_GAPS,
      headline: { key: 'coach.headline.noCard', vars: { target: '$160,000', destination: 'Mexico' } },
      medical: { target: '$160,000', targetValue: 160_000, ceilingOk: false },
      arguments: US_TO_MEXICO_ARGUMENTS,
      social: { pct: 66, subjectKey: 'coach.social.destination' },
      warnings: [],
    });
    expect(body.meta.passport).to.deep.equal({ residence: 'US', healthZone: 'national', socle: 'employer', insideZone: [], outsideZone: ['MX'] });
  });

  it('SG resident with a BIN, to Japan', async () => {
    const body = await bilan({ residence: 'SG', destinations: ['JP'], card: { bin: '455602' } });
    expect(body.card.detected).to.deep.equal({
      bank: 'DBS',
      brand: 'VISA',
      level: 'SIGNATURE',
      matched: { cardId: 4103, cardName: 'DBS Altitude Visa Signature Card', bank: 'DBS' },
    });
    expect(digest(body)).to.deep.include({
      origin: 'exact',
      headline: { key: 'coach.headline.noMedicalCover', vars: { target: '$440,000', destination: 'Japan' } },
      medical: { target: '$440,000', targetValue: 440_000, ceilingOk: false },
    });
    expect(digest(body).arguments[0]).to.equal('decisive sante medicalMissing $440,000');
    expect(body.card.currency).to.equal('SGD');
  });

  it('a long trip: a card that meets the target is argued on its 90-day cap and card-payment condition', async () => {
    const body = await bilan({ residence: 'FR', destinations: ['TH', 'VN'], card: { network: 'visa', tier: 'premium' }, trip: { longTrip: true } });
    expect(digest(body)).to.deep.include({
      origin: 'generic',
      headline: { key: 'coach.headline.meetsTargetWithGaps', vars: { target: '150 000 €', destination: 'Thaïlande', count: '7' } },
      medical: { target: '150 000 €', targetValue: 150_000, ceilingOk: true },
      arguments: [
        'decisive voyage durationCap 90 jours',
        'decisive global cardPayment 2',
        'strong sante publicCoverAbroad Thaïlande et Viêt Nam',
        'useful biens electronics 1 000 €',
      ],
      social: { pct: 65, subjectKey: 'coach.social.longTrip' },
    });
    expect(body.card.guarantees.hospitalFeesAbroad).to.deep.equal({ state: 'value', covered: true, value: 155_000, recommendedValue: 150_000, badge: 'capped' });
  });

  it('a risky trip with friends: the card meets the target, so its exclusion of extreme sports leads; search and rescue covered by an elite card', async () => {
    // A Japanese resident holds a card of the default (European) reading; the request asks for Canadian dollars.
    const body = await bilan({ residence: 'JP', market: 'ca', destinations: ['CH'], card: { network: 'mastercard', tier: 'elite' }, trip: { riskyActivity: true, friends: true } });
    expect(digest(body)).to.deep.equal({
      origin: 'generic',
      gaps: { rentalRc: 'conditional null/null', cancelTrip: 'conditional 14800/null', extremeSports: 'missing null/null' },
      headline: { key: 'coach.headline.meetsTargetWithGaps', vars: { target: '$440,000', destination: 'Switzerland', count: '3' } },
      medical: { target: '$440,000', targetValue: 440_000, ceilingOk: true },
      arguments: ['decisive sante extremeSports $440,000', 'decisive global cardPayment 2', 'strong sante publicCoverAbroad Switzerland'],
      social: { pct: 77, subjectKey: 'coach.social.riskyActivity' },
      warnings: [],
    });
  });

  it('a card exactly at the euro target meets it in every market: The Platinum Card (300 000 EUR) to Japan, from France, shown in euros and in Singapore dollars', async () => {
    for (const market of ['fr', 'sg']) {
      const body = await bilan({ residence: 'FR', market, destinations: ['JP'], card: { network: 'amex', tier: 'premium' } });
      expect(body.bilan.medical.ceilingOk, market).to.equal(true);
      expect(body.bilan.headline.key, market).to.match(/^coach\.headline\.meetsTarget/);
      expect(body.bilan.arguments.map((a) => a.id), market).not.to.include('medicalShortfall');
    }
  });

  it('a Monaco resident: France is inside the health zone by convention, but no European health card is claimed', async () => {
    const body = await bilan({ residence: 'MC', destinations: ['FR', 'ES'] });
    expect(body.meta.passport).to.deep.equal({ residence: 'MC', healthZone: 'national', socle: 'national', insideZone: ['FR'], outsideZone: ['ES'] });
    const publicCover = body.bilan.arguments.find((a) => a.id === 'publicCoverAbroad');
    expect(publicCover?.messageKeys.fact).to.equal('coach.arg.publicCoverAbroad.fact.national');
    expect(renderMessage('fr', publicCover!.messageKeys.fact, publicCover!.vars)).not.to.match(/europ/i);
  });

  it('a US resident naming a Chase tier Chase does not issue: unresolved, never the European generic reading', async () => {
    const body = await bilan({ residence: 'US', destinations: ['MX'], card: { bank: 'Chase', network: 'visa', tier: 'mid' } });
    expect(digest(body)).to.deep.include({ origin: 'baseline', warnings: ['CARD_PROFILE_UNMATCHED'] });
    expect(body.bilan).to.deep.include({ shouldSell: true, medical: { target: '$160,000', targetValue: 160_000, ceilingOk: false } });
    expect(body.bilan.arguments.map((a) => a.id)).to.include.members(['medicalMissing', 'unidentifiedCard']);
  });

  it("a US resident's Visa Signature, read generically, to Mexico: US cards pay no medical fees abroad, so the target is not met", async () => {
    const body = await bilan({ residence: 'US', destinations: ['MX'], card: { network: 'visa', tier: 'mid' } });
    expect(digest(body)).to.deep.equal({
      origin: 'generic',
      gaps: US_TO_MEXICO_GAPS,
      headline: { key: 'coach.headline.noMedicalCover', vars: { target: '$160,000', destination: 'Mexico' } },
      medical: { target: '$160,000', targetValue: 160_000, ceilingOk: false },
      arguments: US_TO_MEXICO_ARGUMENTS,
      social: { pct: 61, subjectKey: 'coach.social.destination' },
      warnings: [],
    });
    expect(body.bilan.shouldSell).to.equal(true);
  });

  it('a US resident naming a bank the US list does not hold: unresolved (baseline, CARD_PROFILE_UNMATCHED), never a generic reading', async () => {
    const body = await bilan({ residence: 'US', destinations: ['MX'], card: { bank: 'Navy Federal', network: 'visa', tier: 'signature' } });
    expect(digest(body)).to.deep.include({ origin: 'baseline', gaps: US_TO_MEXICO_GAPS, warnings: ['CARD_PROFILE_UNMATCHED'] });
    expect(body.bilan.arguments.map((a) => a.id)).to.include.members(['medicalMissing', 'unidentifiedCard']);
  });

  it("every generic fallback of a US resident reads US cards: an unmatched Visa BIN, euro figures asked", async () => {
    for (const request of [
      { residence: 'US', destinations: ['MX'], card: { bin: '411111' } },
      { residence: 'US', destinations: ['MX'], card: { network: 'visa', tier: 'mid' }, market: 'fr' },
    ]) {
      const body = await bilan(request);
      expect(body.card.origin, JSON.stringify(request.card)).to.equal('generic');
      expect(body.card.guarantees.hospitalFeesAbroad?.badge, JSON.stringify(request)).to.equal('missing');
      expect(body.bilan, JSON.stringify(request)).to.deep.include({ shouldSell: true });
      expect(body.bilan.medical.ceilingOk, JSON.stringify(request)).to.equal(false);
    }
  });

  it("a Canadian resident's generic Visa premium, to the United States: a million CAD meets the target; on a long trip its cover stops after 15 days", async () => {
    const body = await bilan({ residence: 'CA', destinations: ['US'], card: { network: 'visa', tier: 'premium' } });
    expect(digest(body)).to.deep.equal({
      origin: 'generic',
      gaps: { directBilling: 'missing null/null', earlyReturn: 'missing null/null' },
      headline: { key: 'coach.headline.meetsTargetWithGaps', vars: { target: '$740,000', destination: 'United States', count: '2' } },
      medical: { target: '$740,000', targetValue: 740_000, ceilingOk: true },
      arguments: ['strong sante directBilling $740,000', 'strong sante publicCoverAbroad United States', 'useful voyage earlyReturn $2,200'],
      social: { pct: 76, subjectKey: 'coach.social.destination' },
      warnings: [],
    });
    const longTrip = await bilan({ residence: 'CA', destinations: ['US'], card: { network: 'visa', tier: 'premium' }, trip: { longTrip: true } });
    expect(longTrip.card.guarantees.hospitalFeesAbroad).to.deep.equal({ state: 'value', covered: true, value: 1_000_000, recommendedValue: 740_000, badge: 'capped' });
    expect(digest(longTrip).arguments.slice(0, 2)).to.deep.equal(['decisive voyage durationCap 15 days', 'decisive global cardPayment 2']);
  });

  it('a destination code that is no country is dropped: ZZ with the United States is a trip to the United States', async () => {
    const body = await bilan({ residence: 'FR', destinations: ['ZZ', 'US'] });
    expect(body.destinations).to.deep.equal(['US']);
    expect(body.meta.passport).to.deep.include({ insideZone: [], outsideZone: ['US'] });
    expect(body.meta.warnings).to.deep.equal([]);
    expect(digest(body)).to.deep.include({ medical: { target: '500 000 €', targetValue: 500_000, ceilingOk: false } });
    expect(body.offer.quoteUrl).to.equal('https://funnel.example/quote?residence=FR&destinations=US&lang=fr&source=coach&ref=acme-main1234');
  });

  it('runs without formalities when their source is down', async () => {
    const op = new RunBilan(cardData, countryFacts, new UnavailableFormalities(), { funnelBaseUrl: 'https://funnel.example' });
    const body = await bilan({ residence: 'FR', destinations: ['CU'] }, aCaller(), op);
    expect(body.meta.warnings).to.deep.equal(['FORMALITIES_UNAVAILABLE']);
    expect(body.offer.quoteUrl).to.equal(null);
  });

  it('answers every well-formed request with the spec shape and renderable copy (property)', async () => {
    await fc.assert(
      fc.asyncProperty(coachBodyArb, async (body) => {
        // Catalogue ids of the fixture catalogue mean nothing here: send a real one instead.
        const card = body.card as Record<string, unknown> | undefined;
        const result = await bilan({ ...body, card: card && 'catalogueId' in card ? { catalogueId: 1104 } : card });
        const keys = [result.bilan.headline.key, result.bilan.social.subjectKey, ...result.bilan.arguments.flatMap((a) => Object.values(a.messageKeys))];
        for (const key of keys) for (const lang of ['en', 'fr'] as const) expect(hasMessage(lang, key), key).to.equal(true);
        for (const a of result.bilan.arguments) expect(renderMessage(result.meta.lang, a.messageKeys.fact, a.vars)).not.to.match(/\{\w+\}/);
      }),
      { numRuns: 100 },
    );
  });
});

describe('Coach card catalogue over the shipped data', () => {
  const listCards = new ListCards(cardData);
  const list = async (query: Record<string, string> = {}) => {
    const input = listCards.parse(undefined, query);
    if (!input.ok) throw new Error(`unexpected ${input.failure.code}`);
    const result = await listCards.run({ caller: aCaller(), input: input.value, requestId: 'golden' });
    if (!result.ok) throw new Error(`unexpected ${result.failure.code}`);
    expect(validateCards(result.value.body)).to.deep.equal([]);
    return result.value.body as unknown as {
      countries: { code: string; market: string }[];
      banks: { name: string; country: string; cards: { catalogueId: number; network: string; tier: string | null; byBankTier: boolean }[] }[];
      generic: { network: string; tiers: string[] }[];
    };
  };

  it('lists the five countries with a bank list, whatever country is asked', async () => {
    const expected = [
      { code: 'CA', market: 'ca' },
      { code: 'FR', market: 'fr' },
      { code: 'MY', market: 'my' },
      { code: 'SG', market: 'sg' },
      { code: 'US', market: 'us' },
    ];
    for (const query of [{}, { country: 'FR' }, { country: 'DE' }] as Record<string, string>[]) {
      expect((await list(query)).countries.map(({ code, market }) => ({ code, market }))).to.deep.equal(expected);
    }
  });

  it("lists the generic grid of the asked country's market, the same networks and tiers in every market", async () => {
    const expected = [
      { network: 'visa', tiers: ['entry', 'mid', 'premium', 'elite'] },
      { network: 'mastercard', tiers: ['entry', 'mid', 'premium', 'elite'] },
      { network: 'amex', tiers: ['mid', 'premium', 'elite'] },
    ];
    for (const country of [undefined, 'FR', 'US', 'CA', 'SG', 'MY', 'DE']) expect((await list(country ? { country } : {})).generic, String(country)).to.deep.equal(expected);
  });

  it('lists every bank of every country most basic first, in the rank order of the data: range words never go down (CIBC Aventura Gold before Dividend Platinum, HSBC Premier Mastercard before Visa Platinum)', async () => {
    const tierOrder = ['entry', 'mid', 'premium', 'elite', 'business'];
    const { banks } = await list();
    expect(new Set(banks.map((b) => b.country))).to.deep.equal(new Set(['CA', 'FR', 'MY', 'SG', 'US']));
    for (const bank of banks) {
      const order = bank.cards.flatMap((c) => (c.tier === null ? [] : [tierOrder.indexOf(c.tier)]));
      expect(order, `${bank.name}: ${bank.cards.map((c) => c.tier).join(', ')}`).to.deep.equal([...order].sort((a, b) => a - b));
      const ranked = (await cardData.cards(bank.country)).filter((c) => bank.cards.some((listed) => listed.catalogueId === c.catalogueId)).map((c) => c.catalogueId);
      expect(bank.cards.map((c) => c.catalogueId), bank.name).to.deep.equal(ranked);
    }
    const idsOf = (name: string) => banks.find((b) => b.name === name)!.cards.map((c) => c.catalogueId);
    expect(idsOf('CIBC').slice(0, 3)).to.deep.equal([3501, 3503, 3502]);
    expect(idsOf('HSBC Singapore').slice(0, 3)).to.deep.equal([4501, 4502, 4505]);
  });

  it('marks byBankTier exactly on the cards the bank + tier resolution lands on, across the whole catalogue', async () => {
    const { banks } = await list();
    let marked = 0;
    for (const bank of banks) {
      for (const card of bank.cards) {
        const landed = card.tier === null ? undefined : await resolveCard({ mode: 'bank', bank: bank.name, network: card.network, tier: card.tier }, { residence: bank.country, lang: 'en' }, cardData);
        expect(card.byBankTier, `${bank.name} ${card.catalogueId}`).to.equal(landed?.card?.catalogueId === card.catalogueId);
        if (card.byBankTier) marked++;
      }
    }
    expect(marked).to.be.above(banks.length);
  });
});

describe('Coach through the facade (coachModule over the shipped data)', () => {
  const aParasol = () => {
    const random = new CryptoRandom();
    return createParasol({
      stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore() },
      clock: new ManualClock(Date.UTC(2026, 2, 10, 12)),
      random,
      masterKey: random.bytes(32),
      modules: [
        coachModule({ cardData, countryFacts, formalities: new StaticFormalities(), settings: { funnelBaseUrl: 'https://funnel.example' } }),
      ],
    });
  };

  it('serves both endpoints to a coach key: the bilan takes a read, the catalogue none', async () => {
    const parasol = aParasol();
    const issued = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['coach'] });
    if (!issued.ok) throw new Error(issued.failure.code);
    const client = parasol.client(issued.value);

    const bilanAnswer = await client.bilan({ residence: 'FR', destinations: ['US'], card: { network: 'visa', tier: 'mid' } });
    expect(bilanAnswer.status).to.equal(200);
    expect(validateResponse(bilanAnswer.body)).to.deep.equal([]);
    const afterBilan = bilanAnswer.rateLimit!.remaining;

    const cardsAnswer = await client.cards({ country: 'FR' });
    expect(cardsAnswer.status).to.equal(200);
    expect(validateCards(cardsAnswer.body)).to.deep.equal([]);
    expect((await client.bilan({ residence: 'FR', destinations: ['US'] })).rateLimit!.remaining).to.equal(afterBilan - 1);
    expect(cardsAnswer.rateLimit!.remaining).to.equal(afterBilan);
  });

  it('refuses a forbidden card mode with the permitted modes, and a key without the coach scope', async () => {
    const parasol = aParasol();
    const sandbox = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['coach'] });
    const quotesOnly = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes'] });
    if (!sandbox.ok || !quotesOnly.ok) throw new Error('key creation failed');

    const forbidden = await parasol.client(sandbox.value).bilan({ residence: 'FR', destinations: ['US'], card: { catalogueId: 1104 } });
    expect(forbidden.status).to.equal(403);
    expect(forbidden.body).to.deep.include({ error: 'CARD_MODE_FORBIDDEN' });
    expect((forbidden.body as { permittedModes: string[] }).permittedModes).not.to.include('catalogueId');

    const noScope = await parasol.client(quotesOnly.value).cards();
    expect(noScope.status).to.equal(403);
    expect(noScope.body).to.deep.include({ error: 'SCOPE_FORBIDDEN' });
  });

  it('answers the spec 400s before running anything', async () => {
    const parasol = aParasol();
    const issued = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['coach'] });
    if (!issued.ok) throw new Error(issued.failure.code);
    const client = parasol.client(issued.value);
    expect((await client.bilan('{not json')).body).to.deep.include({ error: 'INVALID_JSON' });
    expect((await client.bilan({ residence: 'FRA', destinations: ['US'] })).body).to.deep.include({ error: 'BAD_RESIDENCE' });
    expect((await client.bilan({ residence: 'FR', destinations: ['123'] })).body).to.deep.include({ error: 'NO_DESTINATIONS' });
    const unknownOnly = await client.bilan({ residence: 'FR', destinations: ['ZZ'] });
    expect(unknownOnly.status).to.equal(400);
    expect(unknownOnly.body).to.deep.include({ error: 'NO_DESTINATIONS' });
    expect((await client.cards({ country: 'FRA' })).body).to.deep.include({ error: 'BAD_COUNTRY' });
  });
});
