import { expect } from 'chai';
import { TIER_ORDER, type CardTier } from '@parasol/core';
import { GUARANTEE_SLUGS, GUARANTEE_STATE_NAMES } from '@parasol/core/internal';
import { SHIPPED_CARD_DATA, SHIPPED_COUNTRY_FACTS, SHIPPED_FORMALITIES, type CoverProfileRecord } from '../../src/index.js';
import { SHIPPED_FILES, cardDataSchema, copyOf, validateCardData, validateCountryFacts } from './data-files.js';

const { catalogue, binRanges, genericProfiles } = SHIPPED_CARD_DATA;
const CATALOGUE_COUNTRIES = ['FR', 'US', 'CA', 'SG', 'MY'];
const pad = (prefix: string, digit: string) => prefix.padEnd(8, digit);

/**
 * The range word a card name carries (spec: tier reading), as the catalogue records it: Business
 * wins, then the highest range named (World Elite before Platinum). No word: null.
 */
const RANGE_WORDS: readonly (readonly [RegExp, CardTier])[] = [
  [/\bbusiness\b/i, 'business'],
  [/\bworld elite\b|\binfinite privilege\b/i, 'elite'],
  [/\binfinite\b|\bplatinum\b/i, 'premium'],
  [/\bpremier\b|\bgold\b|\bsignature\b/i, 'mid'],
  [/\bclassic\b|\belectron\b|\bstandard\b/i, 'entry'],
];
const tierRead = (name: string): CardTier | null => RANGE_WORDS.find(([word]) => word.test(name))?.[1] ?? null;

const REGIONS = genericProfiles.regions ?? {};

const everyProfile = (): [string, CoverProfileRecord][] => [
  ...Object.entries(catalogue.profiles),
  ...genericProfiles.profiles.map((g): [string, CoverProfileRecord] => [`generic ${g.network}/${g.tier}`, g.profile]),
  ...Object.entries(REGIONS).flatMap(([region, { profiles }]) =>
    profiles.map((g): [string, CoverProfileRecord] => [`generic ${region} ${g.network}/${g.tier}`, g.profile]),
  ),
  ['baseline', genericProfiles.baseline],
];

/** A term's medical ceiling for comparison: 0 when not covered, no ceiling when covered at cost. */
const ceilingOf = (term: CoverProfileRecord['cover'][string] | undefined): number =>
  !term || term.state === 'not_available' ? 0 : (term.value ?? Number.POSITIVE_INFINITY);

describe('static-data: Coach data files', () => {
  describe('schemas', () => {
    for (const [name, { json, validate }] of Object.entries(SHIPPED_FILES)) {
      it(`${name} is valid against its schema`, () => {
        expect(validate(json), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
      });
    }

    it('refuse what the port cannot take: an unknown tier, a ceiling without an amount, a 5-digit BIN, an unknown or unsourced region', () => {
      const unknownTier = copyOf(catalogue);
      (unknownTier.cards[0] as { tier: unknown }).tier = 'gold';
      const noAmount = copyOf(catalogue);
      (noAmount.profiles['fr-visa-premier']!.cover['hospitalFeesAbroad'] as { value: unknown }).value = null;
      const shortBin = copyOf(binRanges);
      (shortBin.ranges[0] as { from: string }).from = '49740';
      expect(validateCardData(unknownTier)).to.equal(false);
      expect(validateCardData(noAmount)).to.equal(false);
      expect(validateCardData(shortBin)).to.equal(false);
      // Regions are Coach markets, and each states where its figures come from.
      const unknownRegion = copyOf(genericProfiles) as { regions: Record<string, unknown> };
      unknownRegion.regions['de'] = unknownRegion.regions['us'];
      const unsourced = copyOf(genericProfiles);
      delete (unsourced.regions!['ca']!.profiles[0]!.profile as { source?: string }).source;
      expect(validateCardData(unknownRegion)).to.equal(false);
      expect(validateCardData(unsourced)).to.equal(false);
    });

    it('refuse a country facts file with an unknown cost level and a formality rule without its visa list', () => {
      const badLevel = copyOf(SHIPPED_COUNTRY_FACTS);
      (badLevel.countries[0] as { costLevel?: string }).costLevel = 'extreme';
      const noList = copyOf(SHIPPED_FORMALITIES);
      delete (noList.rules[0]!.visa as { list?: string }).list;
      expect(validateCountryFacts(badLevel)).to.equal(false);
      expect(validateCountryFacts(noList)).to.equal(false);
    });

    it('states the guarantee states of core/src/reference/guarantees.ts', () => {
      const states = (cardDataSchema.$defs.coverTerm.properties.state as { enum: string[] }).enum;
      expect(states).to.deep.equal([...GUARANTEE_STATE_NAMES]);
    });
  });

  describe('card catalogue', () => {
    it('the three card files are one edition', () => {
      expect(binRanges.version).to.equal(catalogue.version);
      expect(genericProfiles.version).to.equal(catalogue.version);
    });

    it('has at least five banks in each catalogue country, and banks only there', () => {
      for (const country of CATALOGUE_COUNTRIES) {
        expect(catalogue.banks.filter((b) => b.country === country), country).to.have.length.of.at.least(5);
      }
      expect([...new Set(catalogue.banks.map((b) => b.country))].sort()).to.deep.equal([...CATALOGUE_COUNTRIES].sort());
    });

    it('uses every bank id and catalogueId once', () => {
      const bankIds = catalogue.banks.map((b) => b.id);
      const cardIds = catalogue.cards.map((c) => c.catalogueId);
      expect(new Set(bankIds).size).to.equal(bankIds.length);
      expect(new Set(cardIds).size).to.equal(cardIds.length);
    });

    it('gives every bank several cards ranked 0, 1, 2... with no gap, and names every card of a French bank in French', () => {
      for (const bank of catalogue.banks) {
        const cards = catalogue.cards.filter((c) => c.bankId === bank.id);
        expect(cards.length, bank.id).to.be.at.least(4);
        expect(cards.map((c) => c.rank).sort((a, b) => a - b), bank.id).to.deep.equal(cards.map((_, i) => i));
        if (bank.country === 'FR') for (const card of cards) expect(card.names.fr, `${card.catalogueId}`).to.be.a('string');
      }
    });

    it('ranks every bank of every country most basic first: along its ranks the range words never go down (entry, mid, premium, elite, then business; cards without one aside)', () => {
      for (const country of CATALOGUE_COUNTRIES) {
        for (const bank of catalogue.banks.filter((b) => b.country === country)) {
          const tiers = catalogue.cards
            .filter((c) => c.bankId === bank.id)
            .sort((a, b) => a.rank - b.rank)
            .flatMap((c) => (c.tier === null ? [] : [c.tier]));
          const order = tiers.map((tier) => TIER_ORDER.indexOf(tier));
          expect(order, `${country} ${bank.id}: ${tiers.join(', ')}`).to.deep.equal([...order].sort((a, b) => a - b));
        }
      }
    });

    it('points every card at a known bank and a known profile', () => {
      const bankIds = new Set(catalogue.banks.map((b) => b.id));
      for (const card of catalogue.cards) {
        expect(bankIds.has(card.bankId), `${card.catalogueId} bank`).to.equal(true);
        expect(catalogue.profiles, `${card.catalogueId} profile`).to.have.own.property(card.profile);
      }
    });

    it('records as tier the range word the card name carries, null when it carries none', () => {
      for (const card of catalogue.cards) expect(card.tier, card.names.en).to.equal(tierRead(card.names.en));
    });

    it('covers every tier, cards without a range word and business cards', () => {
      const tiers = new Set(catalogue.cards.map((c) => c.tier));
      for (const tier of [...TIER_ORDER, null]) expect(tiers.has(tier), String(tier)).to.equal(true);
    });

    it('profiles name only known guarantee slugs, with amounts where the state needs one', () => {
      for (const [key, profile] of everyProfile()) {
        for (const [slug, term] of Object.entries(profile.cover)) {
          expect(GUARANTEE_SLUGS, `${key}: ${slug}`).to.include(slug);
          expect(GUARANTEE_STATE_NAMES, `${key}: ${slug}`).to.include(term.state);
          expect(term.value !== null, `${key}: ${slug}`).to.equal(term.state === 'value' || term.state === 'per_day');
        }
      }
    });

    it('states every card profile in the currency of its country', () => {
      const currencyOf: Record<string, string> = { FR: 'EUR', US: 'USD', CA: 'CAD', SG: 'SGD', MY: 'MYR' };
      const countryOf = new Map(catalogue.banks.map((b) => [b.id, b.country]));
      for (const card of catalogue.cards) {
        expect(catalogue.profiles[card.profile]!.currency, `${card.catalogueId}`).to.equal(currencyOf[countryOf.get(card.bankId)!]);
      }
    });

    it('keeps the French reference figures: 11,000 EUR medical on Visa Classic and Mastercard Standard, 155,000 EUR on Visa Premier and Gold Mastercard, 90-day trips', () => {
      const medical = (key: string) => catalogue.profiles[key]!.cover['hospitalFeesAbroad']!;
      for (const key of ['fr-visa-classic', 'fr-mastercard-standard']) expect(medical(key), key).to.include({ state: 'value', value: 11000, maxTripDays: 90 });
      for (const key of ['fr-visa-premier', 'fr-gold-mastercard']) expect(medical(key), key).to.include({ state: 'value', value: 155000, maxTripDays: 90 });
      expect(catalogue.profiles['fr-visa-premier']!.cover['cancelTrip']).to.include({ requiresCardPayment: true });
      // Every card a French bank issues, whatever its name, stops its cover at 90 days.
      const frenchBanks = new Set(catalogue.banks.filter((b) => b.country === 'FR').map((b) => b.id));
      for (const card of catalogue.cards.filter((c) => frenchBanks.has(c.bankId))) {
        expect(medical(card.profile).maxTripDays, `${card.catalogueId}`).to.equal(90);
      }
      // The generic entry and mid profiles read the same French figures.
      const generic = (network: string, tier: string) => genericProfiles.profiles.find((g) => g.network === network && g.tier === tier)!.profile.cover['hospitalFeesAbroad']!;
      for (const network of ['visa', 'mastercard']) {
        expect(generic(network, 'entry'), network).to.include({ value: 11000, maxTripDays: 90 });
        expect(generic(network, 'mid'), network).to.include({ value: 155000, maxTripDays: 90 });
      }
    });
  });

  describe('BIN ranges', () => {
    const sorted = [...binRanges.ranges].sort((a, b) => pad(a.from, '0').localeCompare(pad(b.from, '0')));

    it('never overlap, and each runs forwards', () => {
      sorted.forEach((range, i) => {
        expect(pad(range.from, '0') <= pad(range.to, '9'), `${range.from}-${range.to}`).to.equal(true);
        if (i > 0) expect(pad(range.from, '0') > pad(sorted[i - 1]!.to, '9'), `${range.from} after ${sorted[i - 1]!.to}`).to.equal(true);
      });
    });

    it('map to catalogue cards, on the network their first digits belong to', () => {
      const cards = new Map(catalogue.cards.map((c) => [c.catalogueId, c]));
      const brandOf = { visa: 'VISA', mastercard: 'MASTERCARD', amex: 'AMERICAN EXPRESS' } as Record<string, string>;
      for (const range of binRanges.ranges) {
        const card = cards.get(range.catalogueId);
        expect(card, `${range.from}`).to.not.equal(undefined);
        expect(range.brand, range.from).to.equal(brandOf[card!.network]);
        const leading = card!.network === 'visa' ? /^4/ : card!.network === 'amex' ? /^3[47]/ : /^(5[1-5]|2[2-7])/;
        expect(range.from, `${card!.names.en}`).to.match(leading);
      }
    });

    it('reach every catalogue country and include 7- and 8-digit ranges', () => {
      const countryOf = new Map(catalogue.cards.map((c) => [c.catalogueId, catalogue.banks.find((b) => b.id === c.bankId)!.country]));
      expect(new Set(binRanges.ranges.map((r) => countryOf.get(r.catalogueId)))).to.have.all.keys(...CATALOGUE_COUNTRIES);
      expect(binRanges.ranges.some((r) => r.from.length === 8)).to.equal(true);
      expect(binRanges.ranges.some((r) => r.from.length === 7)).to.equal(true);
    });
  });

  describe('generic profiles', () => {
    it('cover visa and mastercard from entry to elite, amex from mid to elite', () => {
      const pairs = genericProfiles.profiles.map((g) => `${g.network}/${g.tier}`).sort();
      expect(pairs).to.deep.equal(
        ['amex/elite', 'amex/mid', 'amex/premium', 'mastercard/elite', 'mastercard/entry', 'mastercard/mid', 'mastercard/premium',
          'visa/elite', 'visa/entry', 'visa/mid', 'visa/premium'],
      );
    });

    it('grow with the tier: a higher range never has a lower medical ceiling', () => {
      const medical = (network: string, tier: string) =>
        genericProfiles.profiles.find((g) => g.network === network && g.tier === tier)!.profile.cover['hospitalFeesAbroad']!.value!;
      for (const network of ['visa', 'mastercard']) {
        const ceilings = ['entry', 'mid', 'premium', 'elite'].map((tier) => medical(network, tier));
        expect(ceilings, network).to.deep.equal([...ceilings].sort((a, b) => a - b));
      }
    });

    it('have a reading of their own for the US, Canada, Singapore and Malaysia, each over the default grid in its currency', () => {
      const grid = genericProfiles.profiles.map((g) => `${g.network}/${g.tier}`).sort();
      const currencyOf: Record<string, string> = { us: 'USD', ca: 'CAD', sg: 'SGD', my: 'MYR' };
      expect(Object.keys(REGIONS).sort()).to.deep.equal(['ca', 'my', 'sg', 'us']);
      for (const [region, { profiles }] of Object.entries(REGIONS)) {
        expect(profiles.map((g) => `${g.network}/${g.tier}`).sort(), region).to.deep.equal(grid);
        for (const g of profiles) {
          expect(g.profile.currency, `${region} ${g.network}/${g.tier}`).to.equal(currencyOf[region]);
          expect(Object.values(g.profile.cover).every((t) => t.currency === undefined), `${region} ${g.network}/${g.tier}`).to.equal(true);
          expect(g.profile.source, `${region} ${g.network}/${g.tier}`).to.match(/catalogue/);
        }
      }
    });

    it("read each region's medical cover off its catalogue: the lower median of the country's cards of that network and tier, never above its best card", () => {
      const countryOf = new Map(catalogue.banks.map((b) => [b.id, b.country]));
      for (const [region, { profiles }] of Object.entries(REGIONS)) {
        const cards = catalogue.cards.filter((c) => countryOf.get(c.bankId) === region.toUpperCase());
        const medicalOf = (c: (typeof cards)[number]) => ceilingOf(catalogue.profiles[c.profile]!.cover['hospitalFeesAbroad']);
        const best = Math.max(...cards.map(medicalOf));
        for (const g of profiles) {
          const generic = ceilingOf(g.profile.cover['hospitalFeesAbroad']);
          expect(generic, `${region} ${g.network}/${g.tier}`).to.be.at.most(best);
          const cell = cards.filter((c) => c.network === g.network && c.tier === g.tier).map(medicalOf).sort((a, b) => a - b);
          if (cell.length > 0) expect(generic, `${region} ${g.network}/${g.tier}`).to.equal(cell[Math.floor((cell.length - 1) / 2)]);
        }
      }
    });

    it('credit no US card range with medical cover abroad, and Canadian travel ranges with a million CAD and more for short trips', () => {
      for (const g of REGIONS['us']!.profiles) expect(g.profile.cover['hospitalFeesAbroad'], `${g.network}/${g.tier}`).to.include({ state: 'not_available' });
      const canadian = (network: string, tier: string) => REGIONS['ca']!.profiles.find((g) => g.network === network && g.tier === tier)!.profile.cover['hospitalFeesAbroad']!;
      expect(canadian('visa', 'premium')).to.include({ state: 'value', value: 1_000_000, maxTripDays: 25 });
      expect(canadian('visa', 'elite')).to.include({ state: 'value', value: 5_000_000, maxTripDays: 31 });
    });

    it('grow with the tier in every region: a higher range never has a lower medical ceiling', () => {
      for (const [region, { profiles }] of Object.entries(REGIONS)) {
        for (const network of ['visa', 'mastercard', 'amex']) {
          const ceilings = profiles.filter((g) => g.network === network).sort((a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier)).map((g) => ceilingOf(g.profile.cover['hospitalFeesAbroad']));
          expect(ceilings, `${region} ${network}`).to.deep.equal([...ceilings].sort((a, b) => a - b));
        }
      }
    });

    it('leave the baseline card with nothing covered', () => {
      for (const term of Object.values(genericProfiles.baseline.cover)) expect(term.state).to.equal('not_available');
    });
  });
});
