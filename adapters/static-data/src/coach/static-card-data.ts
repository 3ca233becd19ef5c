import type { Bank, BinRange, CardData, CatalogueCard, CoverProfile, CoverTerm, GenericProfile } from '@parasol/core';
import { BinIndex } from './bin-index.js';
import { SHIPPED_CARD_DATA, type CardDataFiles, type CoverProfileRecord, type GenericProfileRecord } from './card-data-files.js';

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** A profile as the port states it: every term carries its currency. */
const coverProfile = (record: CoverProfileRecord): CoverProfile =>
  Object.freeze({
    currency: record.currency,
    source: record.source,
    cover: Object.freeze(
      Object.fromEntries(
        Object.entries(record.cover).map(([slug, term]): [string, CoverTerm] => [slug, Object.freeze({ ...term, currency: term.currency ?? record.currency })]),
      ),
    ),
  });

/** One reading of the generic grid, frozen and indexed by `network/tier`. */
interface GenericReading {
  readonly list: readonly GenericProfile[];
  readonly byPair: ReadonlyMap<string, GenericProfile>;
}

const pairOf = (network: string, tier: string) => `${network.toLowerCase()}/${tier.toLowerCase()}`;

const readingOf = (records: readonly GenericProfileRecord[]): GenericReading => {
  const list = Object.freeze(
    records.map(
      (record): GenericProfile =>
        Object.freeze({ network: record.network, tier: record.tier, examples: Object.freeze([...record.examples]), profile: coverProfile(record.profile) }),
    ),
  );
  return { list, byPair: new Map(list.map((generic) => [pairOf(generic.network, generic.tier), generic])) };
};

/**
 * The per-market readings, each over exactly the default's network and tier grid: a region
 * lacking a pair (or adding one) would resolve or list differently from every other residence.
 */
const regionalReadings = (files: CardDataFiles, defaults: GenericReading): ReadonlyMap<string, GenericReading> => {
  const grid = [...defaults.byPair.keys()].sort().join(',');
  return new Map(
    Object.entries(files.genericProfiles.regions ?? {}).map(([region, record]) => {
      const reading = readingOf(record.profiles);
      const pairs = [...reading.byPair.keys()].sort().join(',');
      if (pairs !== grid || reading.list.length !== defaults.list.length) {
        throw new TypeError(`generic profiles of region ${region}: ${pairs} is not the default grid ${grid}`);
      }
      return [region, reading];
    }),
  );
};

/** The edition shared by the three files; files of different editions are a deployment bug. */
const editionOf = (files: CardDataFiles): string => {
  const versions = new Set([files.catalogue.version, files.binRanges.version, files.genericProfiles.version]);
  if (versions.size !== 1) throw new TypeError(`card data files disagree on their version: ${[...versions].join(', ')}`);
  return files.catalogue.version;
};

/** What a country without a bank list gets: no banks, no cards. */
const NONE: readonly never[] = Object.freeze([]);

/** Items grouped by country, each group frozen, in their order. */
const byCountry = <T extends { readonly country: string }>(items: readonly T[]): ReadonlyMap<string, readonly T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.country);
    if (group === undefined) groups.set(item.country, [item]);
    else group.push(item);
  }
  return new Map([...groups].map(([country, group]) => [country, Object.freeze(group)]));
};

/**
 * The Coach's card data from the versioned JSON files of this folder (or the files given), read
 * once and indexed at construction. Broken references (a card's bank or profile, a BIN's card)
 * throw there, as does a region whose generic grid differs from the default's: bad data is a
 * deployment bug, not a bilan failure. Banks are listed by name; cards by country, bank name, then
 * rank (most basic first). Generic profiles are read per region (a Coach market), falling back to
 * the default reading.
 */
export class StaticCardData implements CardData {
  readonly version: string;
  readonly #banks: readonly Bank[];
  readonly #cards: readonly CatalogueCard[];
  readonly #cardsById: ReadonlyMap<number, CatalogueCard>;
  readonly #bins: BinIndex;
  readonly #generic: GenericReading;
  readonly #regions: ReadonlyMap<string, GenericReading>;
  readonly #baseline: CoverProfile;
  // One country's banks and cards, as banks() and cards() order them, listed once: callers get
  // the same frozen lists every time, which is what lets the card listing keep its answer.
  readonly #banksByCountry: ReadonlyMap<string, readonly Bank[]>;
  readonly #cardsByCountry: ReadonlyMap<string, readonly CatalogueCard[]>;

  constructor(files: CardDataFiles = SHIPPED_CARD_DATA) {
    this.version = editionOf(files);
    const { catalogue } = files;

    this.#banks = Object.freeze(
      catalogue.banks
        .map(({ id, name, country, logoUrl }): Bank => Object.freeze({ id, name, country, logoUrl }))
        .sort((a, b) => a.country.localeCompare(b.country) || byName.compare(a.name, b.name)),
    );
    const banksById = new Map(this.#banks.map((bank) => [bank.id, bank]));
    const bankOrder = new Map(this.#banks.map((bank, i) => [bank.id, i]));

    const profiles = new Map(Object.entries(catalogue.profiles).map(([key, record]) => [key, coverProfile(record)]));
    this.#cards = Object.freeze(
      catalogue.cards
        .map((record): CatalogueCard => {
          const bank = banksById.get(record.bankId);
          const profile = profiles.get(record.profile);
          if (!bank) throw new TypeError(`card ${record.catalogueId}: unknown bank ${record.bankId}`);
          if (!profile) throw new TypeError(`card ${record.catalogueId}: unknown profile ${record.profile}`);
          const { source: _source, profile: _key, ...card } = record;
          return Object.freeze({ ...card, names: Object.freeze({ ...record.names }), country: bank.country, profile });
        })
        .sort((a, b) => bankOrder.get(a.bankId)! - bankOrder.get(b.bankId)! || a.rank - b.rank),
    );
    this.#cardsById = new Map(this.#cards.map((card) => [card.catalogueId, card]));
    this.#banksByCountry = byCountry(this.#banks);
    this.#cardsByCountry = byCountry(this.#cards);
    if (this.#cardsById.size !== this.#cards.length) throw new TypeError('card catalogue: a catalogueId is used twice');

    const orphan = files.binRanges.ranges.find((range) => !this.#cardsById.has(range.catalogueId));
    if (orphan) throw new TypeError(`BIN range ${orphan.from}-${orphan.to}: unknown card ${orphan.catalogueId}`);
    this.#bins = new BinIndex(files.binRanges.ranges.map((range) => Object.freeze({ ...range })));

    this.#generic = readingOf(files.genericProfiles.profiles);
    this.#regions = regionalReadings(files, this.#generic);
    this.#baseline = coverProfile(files.genericProfiles.baseline);
  }

  banks(country?: string): Promise<readonly Bank[]> {
    return Promise.resolve(country === undefined ? this.#banks : (this.#banksByCountry.get(country.toUpperCase()) ?? NONE));
  }

  cards(country?: string): Promise<readonly CatalogueCard[]> {
    return Promise.resolve(country === undefined ? this.#cards : (this.#cardsByCountry.get(country.toUpperCase()) ?? NONE));
  }

  card(catalogueId: number): Promise<CatalogueCard | undefined> {
    return Promise.resolve(this.#cardsById.get(catalogueId));
  }

  findBin(bin: string): Promise<BinRange | undefined> {
    return Promise.resolve(this.#bins.find(bin));
  }

  generic(network: string, tier: string, region?: string): Promise<GenericProfile | undefined> {
    return Promise.resolve(this.#readingOf(region).byPair.get(pairOf(network, tier)));
  }

  genericProfiles(region?: string): Promise<readonly GenericProfile[]> {
    return Promise.resolve(this.#readingOf(region).list);
  }

  baseline(): Promise<CoverProfile> {
    return Promise.resolve(this.#baseline);
  }

  /** A region's own reading; the default one for a region without one (fr, universal) or none. */
  #readingOf(region: string | undefined): GenericReading {
    return (region === undefined ? undefined : this.#regions.get(region.toLowerCase())) ?? this.#generic;
  }
}
