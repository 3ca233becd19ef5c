import { expect } from 'chai';
import fc from 'fast-check';
import { type Bank, type CatalogueCard } from '@parasol/core';
import { landOnCard } from '@parasol/core/internal';
import { foldWord, readNetwork, readTier } from '../../src/coach/card/card-words.js';

/** landOnCard as it was written before its banks and cards were indexed: every bank folded, every card filtered and sorted, on every call. */
const reference = (banks: readonly Bank[], cards: readonly CatalogueCard[], query: { bank: string; network: string; tier: string }) => {
  const wanted = foldWord(query.bank);
  const bank = banks.find((b) => foldWord(b.name) === wanted || foldWord(b.id) === wanted);
  if (!bank) return undefined;
  return cards
    .filter((c) => c.bankId === bank.id && c.network === readNetwork(query.network) && c.tier === readTier(query.tier))
    .sort((a, b) => a.rank - b.rank || a.catalogueId - b.catalogueId)[0];
};

// Few words, spelt in ways that fold alike, so that names and ids of different banks collide.
const word = fc.constantFrom('Société Générale', 'societe generale', 'SG', 'sg', 'BNP', 'bnp-paribas', 'BNP Paribas', 'Crédit Agricole', 'ca', 'LCL');
const bankArb = fc.record({ id: word, name: word, country: fc.constant('FR'), logoUrl: fc.constant('https://logo.example/x.png') });

describe('Coach: landing on a card by bank and tier', () => {
  it('finds the same bank as folding every bank on every call, frozen list (indexed once) or not, call after call (property)', () => {
    fc.assert(
      fc.property(fc.array(bankArb, { maxLength: 8 }), fc.boolean(), fc.array(fc.record({ bank: word, tier: fc.constantFrom('gold', 'premier', 'classic', 'infinite') }), { minLength: 1, maxLength: 5 }), (banks, frozen, queries) => {
        const list: readonly Bank[] = frozen ? Object.freeze(banks.map((b) => Object.freeze(b))) : banks;
        const cards: CatalogueCard[] = list.flatMap((b, i) =>
          (['entry', 'mid', 'premium'] as const).map((tier, k) => ({ catalogueId: i * 10 + k, bankId: b.id, country: 'FR', names: { en: `${b.name} ${tier}` }, network: 'visa', tier, rank: k, imageUrl: '', profile: {} as CatalogueCard['profile'] })),
        );
        for (const q of queries) {
          const query = { bank: q.bank, network: 'Visa', tier: q.tier };
          expect(landOnCard(list, cards, query)).to.equal(reference(list, cards, query));
        }
      }),
    );
  });

  it('lands on the same card as filtering and sorting every card on every call: any networks, tiers (or none), ranks and ids, ties included, frozen list (indexed once) or not (property)', () => {
    const banks: readonly Bank[] = Object.freeze(['bnp', 'sg', 'lcl'].map((id) => Object.freeze({ id, name: id.toUpperCase(), country: 'FR', logoUrl: '' })));
    const cardArb = fc.record({
      catalogueId: fc.integer({ min: 1, max: 3 }),
      bankId: fc.constantFrom('bnp', 'sg', 'other'),
      network: fc.constantFrom('visa', 'cb'),
      tier: fc.constantFrom('mid', 'premium', null),
      rank: fc.integer({ min: 0, max: 2 }),
    });
    const queryArb = fc.record({ bank: fc.constantFrom('bnp', 'SG', 'nobank'), network: fc.constantFrom('Visa', 'cb', 'amex'), tier: fc.constantFrom('gold', 'infinite', 'classic') });
    fc.assert(
      fc.property(fc.array(cardArb, { maxLength: 25 }), fc.boolean(), fc.array(queryArb, { minLength: 1, maxLength: 8 }), (drawn, frozen, queries) => {
        const made = drawn.map((c): CatalogueCard => ({ ...c, country: 'FR', names: { en: 'card' }, imageUrl: '', profile: {} as CatalogueCard['profile'] }) as CatalogueCard);
        const cards: readonly CatalogueCard[] = frozen ? Object.freeze(made.map((c) => Object.freeze(c))) : made;
        for (const query of queries) expect(landOnCard(banks, cards, query)).to.equal(reference(banks, cards, query));
      }),
      { numRuns: 500 },
    );
  });

  it('sees a change to a card list it may not remember: a card moved to a more basic rank is landed on', () => {
    const banks: readonly Bank[] = [{ id: 'acme', name: 'Acme', country: 'FR', logoUrl: '' }];
    const basic: CatalogueCard = { catalogueId: 1, bankId: 'acme', country: 'FR', names: { en: 'Acme Gold' }, network: 'visa', tier: 'mid', rank: 0, imageUrl: '', profile: {} as CatalogueCard['profile'] };
    const other: CatalogueCard = { ...basic, catalogueId: 2, rank: 1 };
    const cards: CatalogueCard[] = [basic, other];
    const query = { bank: 'acme', network: 'visa', tier: 'gold' };
    expect(landOnCard(banks, cards, query)).to.equal(basic);
    cards[1] = { ...other, rank: -1 };
    expect(landOnCard(banks, cards, query)).to.equal(cards[1]);
  });

  it('sees a change to a list it may not remember: a bank renamed in a mutable list is found by its new name', () => {
    const bank = { id: 'acme', name: 'Acme Bank', country: 'FR', logoUrl: '' };
    const banks: Bank[] = [bank];
    const card: CatalogueCard = { catalogueId: 1, bankId: 'acme', country: 'FR', names: { en: 'Acme Gold' }, network: 'visa', tier: 'mid', rank: 0, imageUrl: '', profile: {} as CatalogueCard['profile'] };
    expect(landOnCard(banks, [card], { bank: 'acme bank', network: 'visa', tier: 'gold' })).to.equal(card);
    banks[0] = { ...bank, name: 'Zenith Bank' };
    expect(landOnCard(banks, [card], { bank: 'zenith bank', network: 'visa', tier: 'gold' })).to.equal(card);
    expect(landOnCard(banks, [card], { bank: 'acme bank', network: 'visa', tier: 'gold' })).to.equal(undefined);
  });
});
