import { expect } from 'chai';
import fc from 'fast-check';
import { TIER_ORDER, type Bank, type CatalogueCard, type CardNetwork } from '@parasol/core';
import { resolveCard } from '@parasol/core/internal';
import schema from '../../src/schemas/cards-response.schema.json' with { type: 'json' };
import { aCaller } from './fixtures/callers.js';
import { aListCards } from './fixtures/coach.js';
import { aBank, aCardData, aCatalogueCard, aFailingCardData } from './fixtures/card-data.js';
import { compileSchema } from './fixtures/schemas.js';
import type { CoachParts } from './fixtures/coach.js';

const validateResponse = compileSchema(schema);

interface CardsBody {
  country: string | null;
  key: { keyId: string; mode: string; cardModes: string[] };
  countries: { code: string; market: string; banks: number; cards: number }[];
  banks: { name: string; country: string; logoUrl: string; cards: { catalogueId: number; name: string; network: string; tier: string | null; byBankTier: boolean; imageUrl: string }[] }[];
  generic: { network: string; tiers: string[] }[];
  tiers: { tier: string; examples: string[] }[];
}

const listing = async (query: Record<string, string> = {}, parts: CoachParts = {}, caller = aCaller()) => {
  const op = aListCards(parts);
  const input = op.parse(undefined, query);
  if (!input.ok) throw new Error(`unexpected ${input.failure.code}`);
  const result = await op.run({ caller, input: input.value, requestId: 'req-test' });
  if (!result.ok) throw new Error(`unexpected ${result.failure.code}`);
  expect(validateResponse(result.value.body)).to.deep.equal([]);
  return result.value.body as unknown as CardsBody;
};

const cardsOf = (body: CardsBody) => body.banks.flatMap((b) => b.cards);

describe('Coach: GET /api/v1/coach/cards', () => {
  it('is the listCards operation: scope coach, no quota', () => {
    expect(aListCards().endpoint).to.include({ id: 'listCards', method: 'GET', path: '/api/v1/coach/cards', scope: 'coach', bucket: null, needsAttribution: false });
  });

  it('answers BAD_COUNTRY for a country that is not 2 letters, BAD_LANGUAGE for a lang other than fr or en', () => {
    const op = aListCards();
    for (const country of ['FRA', 'F', '12', '']) expect(op.parse(undefined, { country })).to.deep.include({ ok: false, failure: { code: 'BAD_COUNTRY', detail: 'country must be a 2-letter ISO 3166-1 code.' } });
    expect(op.parse(undefined, { lang: 'de' })).to.deep.include({ ok: false });
    expect(op.parse(undefined, { country: 'fr', lang: 'en' })).to.deep.equal({ ok: true, value: { country: 'FR', lang: 'en' } });
  });

  it('lists every country with a bank list and every bank when no country is asked', async () => {
    const body = await listing();
    expect(body.country).to.equal(null);
    expect(body.countries).to.deep.equal([
      { code: 'FR', market: 'fr', banks: 2, cards: 6 },
      { code: 'US', market: 'us', banks: 1, cards: 1 },
    ]);
    expect(body.banks.map((b) => b.name)).to.deep.equal(['BNP Paribas', 'Société Générale', 'Chase']);
  });

  it("lists the asked country's banks, and still every country", async () => {
    const body = await listing({ country: 'us' });
    expect(body.country).to.equal('US');
    expect(body.banks.map((b) => b.name)).to.deep.equal(['Chase']);
    expect(body.countries).to.have.length(2);
  });

  it('answers an empty bank list for a country without one', async () => {
    const body = await listing({ country: 'DE' });
    expect(body).to.deep.include({ country: 'DE', banks: [] });
    expect(body.generic.length).to.be.above(0);
  });

  it('lists cards most basic first, in French for French cards unless a language is asked', async () => {
    const bnp = (await listing({ country: 'FR' })).banks[0]!;
    expect(bnp.cards.map((c) => [c.catalogueId, c.name, c.tier])).to.deep.equal([
      [1, 'Visa Classic', 'entry'],
      [2, 'Visa Premier', 'mid'],
      [5, 'Carte Éco', null],
      [3, 'Visa Infinite', 'premium'],
      [4, 'Visa Platinum', 'premium'],
    ]);
    expect((await listing({ country: 'FR', lang: 'en' })).banks[0]!.cards[2]!.name).to.equal('Eco Card');
  });

  it('marks byBankTier on the card bank + network + tier lands on, never on a card without a range word', async () => {
    const byId = new Map(cardsOf(await listing()).map((c) => [c.catalogueId, c.byBankTier]));
    expect(Object.fromEntries(byId)).to.deep.equal({ 1: true, 2: true, 3: true, 4: false, 5: false, 10: true, 20: true });
  });

  it('states the key and the card modes it may send; never catalogueId in sandbox', async () => {
    expect((await listing()).key).to.deep.equal({ keyId: 'ak_test_0123456789abcdef', mode: 'sandbox', cardModes: ['bin', 'bank', 'network', 'none'] });
    expect((await listing({}, {}, aCaller({ mode: 'live' }))).key.cardModes).to.deep.equal(['catalogueId', 'bin', 'bank', 'network', 'none']);
  });

  it('lists the generic profiles by network and the examples of each tier', async () => {
    const body = await listing();
    expect(body.generic).to.deep.equal([
      { network: 'visa', tiers: ['entry', 'mid', 'premium', 'elite'] },
      { network: 'mastercard', tiers: ['entry', 'mid'] },
      { network: 'amex', tiers: ['mid', 'premium'] },
    ]);
    expect(body.tiers[0]).to.deep.equal({ tier: 'entry', examples: ['Visa Classic', 'Visa Electron', 'Mastercard Standard'] });
  });

  it("lists the generic profiles of the asked country's region: the US reading for US, the default one otherwise", async () => {
    const midExamples = async (query: Record<string, string>) => (await listing(query)).tiers.find((t) => t.tier === 'mid')!.examples;
    expect(await midExamples({ country: 'us' })).to.deep.equal(['Visa Signature', 'Gold Mastercard', 'American Express Gold']);
    for (const query of [{}, { country: 'FR' }, { country: 'DE' }] as Record<string, string>[]) {
      expect(await midExamples(query), JSON.stringify(query)).to.deep.equal(['Visa Premier', 'Visa Signature', 'Gold Mastercard', 'American Express Gold']);
    }
  });

  it('answers CARD_RESOLVE_FAILED when the card data fails', async () => {
    const op = aListCards({ cardData: aFailingCardData() });
    const result = await op.run({ caller: aCaller(), input: {}, requestId: 'r' });
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.failure.code).to.equal('CARD_RESOLVE_FAILED');
  });

  it('sets byBankTier exactly on the card the bank + network + tier resolution lands on (property)', async () => {
    const banks: Bank[] = [aBank(), aBank({ id: 'lcl', name: 'LCL' }), aBank({ id: 'td', name: 'TD', country: 'CA' })];
    const cardArb = fc.record({
      bankId: fc.constantFrom('bnp', 'lcl', 'td'),
      network: fc.constantFrom<CardNetwork>('visa', 'mastercard'),
      tier: fc.option(fc.constantFrom(...TIER_ORDER), { nil: null }),
      rank: fc.integer({ min: 0, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(cardArb, { maxLength: 12 }), async (drafts) => {
        const cards: CatalogueCard[] = drafts.map((d, i) =>
          aCatalogueCard({ ...d, catalogueId: i + 1, country: d.bankId === 'td' ? 'CA' : 'FR', names: { en: `Card ${i + 1}` } }),
        );
        const data = aCardData({ banks, cards });
        const listed = await listing({}, { cardData: data });
        for (const bank of listed.banks) {
          for (const card of bank.cards) {
            const landed =
              card.tier === null
                ? undefined
                : await resolveCard({ mode: 'bank', bank: bank.name, network: card.network, tier: card.tier }, { residence: bank.country, lang: 'en' }, data);
            expect(card.byBankTier, `card ${card.catalogueId}`).to.equal(landed?.origin === 'exact' && landed.card?.catalogueId === card.catalogueId);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
