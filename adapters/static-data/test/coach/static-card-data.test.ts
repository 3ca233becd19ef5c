import { expect } from 'chai';
import { CARD_DATA, TIER_ORDER, type CatalogueCard } from '@parasol/core';
import { SHIPPED_CARD_DATA, StaticCardData, type CardDataFiles } from '../../src/index.js';

const data = new StaticCardData();

/** The shipped files with one part replaced, to break a reference. */
const filesWith = (change: (files: { -readonly [K in keyof CardDataFiles]: CardDataFiles[K] }) => void): CardDataFiles => {
  const files = structuredClone(SHIPPED_CARD_DATA) as { -readonly [K in keyof CardDataFiles]: CardDataFiles[K] };
  change(files);
  return files;
};

const cardNamed = (cards: readonly CatalogueCard[], name: string) => cards.find((c) => c.names.en === name)!;

describe('static-data: StaticCardData', () => {
  it('implements the CardData port with the edition of its files as version', () => {
    expect(typeof CARD_DATA).to.equal('symbol');
    expect(data.version).to.equal(SHIPPED_CARD_DATA.catalogue.version);
  });

  it('lists the banks of a residence by name, and every bank without one', async () => {
    const french = await data.banks('FR');
    expect(french.length).to.be.at.least(5);
    expect(french.every((b) => b.country === 'FR')).to.equal(true);
    const names = french.map((b) => b.name);
    expect(names).to.deep.equal([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    expect((await data.banks()).length).to.equal(SHIPPED_CARD_DATA.catalogue.banks.length);
    expect(await data.banks('DE')).to.deep.equal([]);
    expect(french[0]).to.have.all.keys('id', 'name', 'country', 'logoUrl');
  });

  it('lists the cards of a residence bank by bank, most basic first', async () => {
    const cards = await data.cards('CA');
    const banks = (await data.banks('CA')).map((b) => b.id);
    expect(cards.every((c) => c.country === 'CA')).to.equal(true);
    const order = cards.map((c) => [banks.indexOf(c.bankId), c.rank] as const);
    expect(order).to.deep.equal([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(await data.cards('fr')).to.deep.equal(await data.cards('FR'));
    expect((await data.cards()).length).to.equal(SHIPPED_CARD_DATA.catalogue.cards.length);
  });

  it('gives a card its country, its names and its whole profile, every term in the profile currency', async () => {
    const reserve = await data.card(2104);
    expect(reserve).to.include({ catalogueId: 2104, bankId: 'chase', country: 'US', network: 'visa', tier: null });
    expect(reserve!.names).to.deep.equal({ en: 'Chase Sapphire Reserve' });
    expect(reserve!.profile.currency).to.equal('USD');
    expect(reserve!.profile.cover['hospitalFeesAbroad']).to.deep.equal({
      state: 'value', value: 2500, currency: 'USD', maxTripDays: 60, deductible: 50, requiresCardPayment: false,
    });
    expect(reserve!.profile.cover['rapatriationAssistance']).to.include({ state: 'value', value: 100000 });
    expect(reserve!.profile.source).to.match(/Sapphire Reserve/);
    expect(await data.card(999_999)).to.equal(undefined);
  });

  it('finds the card of a BIN, with the brand and level a registry prints', async () => {
    const range = await data.findBin('41474012');
    expect(range).to.include({ catalogueId: 2104, brand: 'VISA', level: 'INFINITE' });
    expect((await data.findBin('497405'))?.catalogueId).to.equal(1104);
    expect((await data.findBin('45370512'))?.catalogueId).to.equal(3206);
    expect(await data.findBin('999999')).to.equal(undefined);
    expect(await data.findBin('4147')).to.equal(undefined);
  });

  it('lands bank + tier on the most basic card of that tier: two TD Visa Infinite cards, the First Class wins', async () => {
    const td = (await data.cards('CA')).filter((c) => c.bankId === 'td' && c.network === 'visa' && c.tier === 'premium');
    expect(td.map((c) => c.names.en)).to.deep.equal(['TD Platinum Travel Visa Card', 'TD First Class Travel Visa Infinite Card', 'TD Aeroplan Visa Infinite Card']);
    expect(cardNamed(td, 'TD First Class Travel Visa Infinite Card').profile).to.equal(cardNamed(td, 'TD Aeroplan Visa Infinite Card').profile);
  });

  it('reads generic profiles by network and tier, case aside, and has none for amex entry', async () => {
    const premier = await data.generic('visa', 'mid');
    expect(premier?.examples).to.include('Visa Premier');
    expect(premier?.profile.cover['hospitalFeesAbroad']).to.include({ value: 155000, currency: 'EUR' });
    expect(await data.generic('Mastercard', 'ELITE')).to.include({ network: 'mastercard', tier: 'elite' });
    expect(await data.generic('amex', 'entry')).to.equal(undefined);
    expect(await data.generic('diners', 'mid')).to.equal(undefined);
    const generics = await data.genericProfiles();
    expect(generics).to.have.length(11);
    expect(generics.every((g) => TIER_ORDER.includes(g.tier))).to.equal(true);
  });

  it("reads a region's own generic profiles, in its currency, and the default ones for a region without any", async () => {
    const us = await data.generic('visa', 'mid', 'us');
    expect(us?.profile.currency).to.equal('USD');
    expect(us?.profile.cover['hospitalFeesAbroad']).to.include({ state: 'not_available' });
    expect(await data.generic('VISA', 'Mid', 'US')).to.equal(us);
    expect((await data.generic('visa', 'premium', 'ca'))?.profile.cover['hospitalFeesAbroad']).to.include({ state: 'value', value: 1_000_000, currency: 'CAD' });
    for (const region of ['fr', 'universal', 'de', undefined]) expect(await data.generic('visa', 'mid', region), String(region)).to.equal(await data.generic('visa', 'mid'));
    for (const region of ['us', 'ca', 'sg', 'my']) {
      const generics = await data.genericProfiles(region);
      expect(generics.map((g) => `${g.network}/${g.tier}`), region).to.deep.equal((await data.genericProfiles()).map((g) => `${g.network}/${g.tier}`));
      expect(generics.every((g) => g.profile.currency !== 'EUR'), region).to.equal(true);
    }
    expect(await data.generic('amex', 'entry', 'us')).to.equal(undefined);
  });

  it('falls back to a baseline card that covers nothing', async () => {
    const baseline = await data.baseline();
    expect(baseline.currency).to.equal('EUR');
    expect(Object.values(baseline.cover).map((t) => t.state)).to.satisfy((states: string[]) => states.every((s) => s === 'not_available'));
  });

  it('hands out frozen data, so no caller can change the next bilan', async () => {
    const card = (await data.card(1104))!;
    expect(Object.isFrozen(card)).to.equal(true);
    expect(Object.isFrozen(card.profile.cover['hospitalFeesAbroad'])).to.equal(true);
    expect(Object.isFrozen(await data.cards())).to.equal(true);
  });

  it('refuses broken files at construction', () => {
    expect(() => new StaticCardData(filesWith((f) => void ((f.catalogue.cards[0] as { profile: string }).profile = 'nope')))).to.throw(TypeError, /unknown profile/);
    expect(() => new StaticCardData(filesWith((f) => void ((f.catalogue.cards[0] as { bankId: string }).bankId = 'nope')))).to.throw(TypeError, /unknown bank/);
    expect(() => new StaticCardData(filesWith((f) => void ((f.binRanges.ranges[0] as { catalogueId: number }).catalogueId = 42)))).to.throw(TypeError, /unknown card/);
    expect(() => new StaticCardData(filesWith((f) => void ((f.binRanges as { version: string }).version = '2020.1.0')))).to.throw(TypeError, /version/);
    expect(() => new StaticCardData(filesWith((f) => void ((f.catalogue.cards[1] as { catalogueId: number }).catalogueId = f.catalogue.cards[0]!.catalogueId)))).to.throw(TypeError, /twice/);
    // A region must read the default grid exactly: one pair missing, or one pair twice, is refused.
    const dropOne = filesWith((f) => void (f.genericProfiles.regions!['us']!.profiles as unknown[]).pop());
    const doubleOne = filesWith((f) => {
      const profiles = f.genericProfiles.regions!['ca']!.profiles as unknown[];
      profiles[1] = profiles[0];
    });
    expect(() => new StaticCardData(dropOne)).to.throw(TypeError, /region us/);
    expect(() => new StaticCardData(doubleOne)).to.throw(TypeError, /region ca/);
  });
});
