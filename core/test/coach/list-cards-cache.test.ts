import { expect } from 'chai';
import { type Bank, type CardData, type CatalogueCard, type GenericProfile } from '@parasol/core';
import { ListCards } from '@parasol/core/internal';
import { deepFreeze } from '../../src/shared/deep-frozen.js';
import { aCaller } from './fixtures/callers.js';
import { aCardData, FIXTURE_BANKS, FIXTURE_CARDS, FIXTURE_GENERICS, FIXTURE_REGIONAL_GENERICS } from './fixtures/card-data.js';

interface Lists {
  readonly banks: readonly Bank[];
  readonly cards: readonly CatalogueCard[];
  readonly generics: readonly GenericProfile[];
  readonly regional: Readonly<Record<string, readonly GenericProfile[]>>;
}

/**
 * Card data that hands out the very lists it holds (by identity), as StaticCardData does, each
 * country's lists kept once: what lets the listing be kept.
 */
const listsCardData = (holder: { lists: Lists }): CardData => {
  const base = aCardData();
  const byCountry = new Map<string, { banks: readonly Bank[]; cards: readonly CatalogueCard[]; of: Lists }>();
  const ofCountry = (country: string) => {
    const { lists } = holder;
    let found = byCountry.get(country);
    if (found?.of !== lists) found = undefined;
    if (found === undefined) {
      const banks = lists.banks.filter((b) => b.country === country);
      const cards = lists.cards.filter((c) => c.country === country);
      found = Object.isFrozen(lists.banks) ? { banks: Object.freeze(banks), cards: Object.freeze(cards), of: lists } : { banks, cards, of: lists };
      byCountry.set(country, found);
    }
    return found;
  };
  return {
    ...base,
    banks: async (country) => (country === undefined ? holder.lists.banks : ofCountry(country).banks),
    cards: async (country) => (country === undefined ? holder.lists.cards : ofCountry(country).cards),
    genericProfiles: async (region) => (region !== undefined && Object.hasOwn(holder.lists.regional, region) ? holder.lists.regional[region] : undefined) ?? holder.lists.generics,
  };
};

const fixtureLists = (): Lists => structuredClone({ banks: FIXTURE_BANKS, cards: FIXTURE_CARDS, generics: FIXTURE_GENERICS, regional: FIXTURE_REGIONAL_GENERICS });
const frozenLists = (): Lists => deepFreeze(fixtureLists());

const listing = async (op: ListCards, query: Record<string, string> = {}) => {
  const input = op.parse(undefined, query);
  if (!input.ok) throw new Error(input.failure.code);
  const result = await op.run({ caller: aCaller(), input: input.value, requestId: 'req-test' });
  if (!result.ok) throw new Error(result.failure.code);
  return result.value.body as unknown as { banks: { name: string }[]; countries: unknown[] };
};

describe('Coach: the card listing kept while the card data hands out the same frozen lists', () => {
  it('answers a kept listing exactly as a fresh one, for every country and language asked', async () => {
    const kept = new ListCards(listsCardData({ lists: frozenLists() }));
    const queries: Record<string, string>[] = [{}, { country: 'FR' }, { country: 'us', lang: 'fr' }, { lang: 'en' }, { country: 'ZZ' }];
    for (const query of queries) {
      const first = await listing(kept, query);
      const again = await listing(kept, query);
      // Built afresh each time from unfrozen copies of the same lists: the reference answer.
      const fresh = await listing(new ListCards(aCardData()), query);
      expect(again).to.deep.equal(fresh);
      expect(first).to.deep.equal(fresh);
      expect(again.banks, 'kept, not rebuilt').to.equal(first.banks);
    }
  });

  it('follows the card data when it hands out other lists (a new edition)', async () => {
    const holder = { lists: frozenLists() };
    const op = new ListCards(listsCardData(holder));
    const before = await listing(op, { country: 'FR' });
    const banks = holder.lists.banks.map((b) => (b.id === 'bnp' ? { ...b, name: 'BNP Paribas Nouvelle' } : b));
    holder.lists = deepFreeze({ ...fixtureLists(), banks });
    const after = await listing(op, { country: 'FR' });
    expect(before.banks.map((b) => b.name)).to.include('BNP Paribas');
    expect(after.banks.map((b) => b.name)).to.include('BNP Paribas Nouvelle').and.not.include('BNP Paribas');
  });

  it('never keeps a listing of lists that could change in place', async () => {
    const lists = fixtureLists();
    const op = new ListCards(listsCardData({ lists }));
    const before = await listing(op);
    (lists.banks[0] as { name: string }).name = 'Renamed in place';
    const after = await listing(op);
    expect(before.banks.map((b) => b.name)).not.to.include('Renamed in place');
    expect(after.banks.map((b) => b.name)).to.include('Renamed in place');
  });
});
