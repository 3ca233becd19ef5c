import { expect } from 'chai';
import fc from 'fast-check';
import { TIER_ORDER, type Bank, type CardNetwork, type CatalogueCard } from '@parasol/core';
import { aCaller } from './fixtures/callers.js';
import { aBank, aCardData, aCatalogueCard } from './fixtures/card-data.js';
import { aListCards, type CoachParts } from './fixtures/coach.js';

interface ListedCard {
  catalogueId: number;
  tier: string | null;
}

const listedBanks = async (parts: CoachParts) => {
  const op = aListCards(parts);
  const result = await op.run({ caller: aCaller(), input: {}, requestId: 'req-order' });
  if (!result.ok) throw new Error(`unexpected ${result.failure.code}`);
  return (result.value.body as unknown as { banks: { name: string; cards: ListedCard[] }[] }).banks;
};

/** The tiers of a listing, cards without a range word left out. */
const rangeTiers = (cards: readonly ListedCard[]) => cards.flatMap((c) => (c.tier === null ? [] : [TIER_ORDER.indexOf(c.tier as (typeof TIER_ORDER)[number])]));

const nonDecreasing = (values: readonly number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

/**
 * spec (card catalogue response): "Cards are listed most basic first". A card's tier is the range
 * word on its face, so along a bank's list the tiers never go down: entry, mid, premium, elite,
 * then business (a business card comes after the personal range). A card whose name carries no
 * range word (tier null) has nothing to compare: it keeps the place its bank's rank gives it.
 */
describe('Coach: the card catalogue lists each bank most basic first', () => {
  it('lists a mid card before a premium card the data ranks first, leaving a card without a range word where its rank puts it', async () => {
    const card = (catalogueId: number, tier: CatalogueCard['tier'], rank: number) => aCatalogueCard({ catalogueId, tier, rank, names: { en: `Card ${catalogueId}` } });
    const cards = [card(1, null, 0), card(2, 'premium', 1), card(3, 'mid', 2), card(4, null, 3), card(5, 'business', 4), card(6, 'elite', 5)];
    const [bank] = await listedBanks({ cardData: aCardData({ banks: [aBank()], cards }) });
    expect(bank!.cards.map((c) => [c.catalogueId, c.tier])).to.deep.equal([
      [1, null],
      [3, 'mid'],
      [2, 'premium'],
      [4, null],
      [6, 'elite'],
      [5, 'business'],
    ]);
  });

  it('never lets the tiers go down along a bank, keeps the rank order within a tier and every card without a range word at its rank (property)', async () => {
    const banks: Bank[] = [aBank(), aBank({ id: 'lcl', name: 'LCL' }), aBank({ id: 'td', name: 'TD', country: 'CA' })];
    const cardArb = fc.record({
      bankId: fc.constantFrom('bnp', 'lcl', 'td'),
      network: fc.constantFrom<CardNetwork>('visa', 'mastercard'),
      tier: fc.option(fc.constantFrom(...TIER_ORDER), { nil: null }),
      rank: fc.integer({ min: 0, max: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(cardArb, { maxLength: 14 }), async (drafts) => {
        const cards: CatalogueCard[] = drafts.map((d, i) => aCatalogueCard({ ...d, catalogueId: i + 1, country: d.bankId === 'td' ? 'CA' : 'FR', names: { en: `Card ${i + 1}` } }));
        for (const bank of await listedBanks({ cardData: aCardData({ banks, cards }) })) {
          const own = cards.filter((c) => c.bankId === banks.find((b) => b.name === bank.name)!.id);
          const byRank = [...own].sort((a, b) => a.rank - b.rank || a.catalogueId - b.catalogueId);
          const listed = bank.cards.map((c) => c.catalogueId);
          expect(listed, bank.name).to.have.members(own.map((c) => c.catalogueId));
          expect(nonDecreasing(rangeTiers(bank.cards)), `${bank.name}: ${JSON.stringify(bank.cards)}`).to.equal(true);
          // Cards without a range word sit where the bank ranked them.
          byRank.forEach((card, i) => {
            if (card.tier === null) expect(listed[i], `${bank.name} null-tier card ${card.catalogueId}`).to.equal(card.catalogueId);
          });
          // Within one tier, the bank's rank decides (the card bank + tier lands on comes first).
          for (const tier of TIER_ORDER) {
            const sameTier = (ids: readonly number[]) => ids.filter((id) => own.find((c) => c.catalogueId === id)!.tier === tier);
            expect(sameTier(listed), `${bank.name} ${tier}`).to.deep.equal(sameTier(byRank.map((c) => c.catalogueId)));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('lists data that already keeps the rule in plain rank order', async () => {
    const cards = [aCatalogueCard({ catalogueId: 7, tier: 'mid', rank: 2 }), aCatalogueCard({ catalogueId: 8, tier: null, rank: 0 }), aCatalogueCard({ catalogueId: 9, tier: 'entry', rank: 1 })];
    const [bank] = await listedBanks({ cardData: aCardData({ banks: [aBank()], cards }) });
    expect(bank!.cards.map((c) => c.catalogueId)).to.deep.equal([8, 9, 7]);
  });
});
