import type { CountryFacts, MedicalCostLevel } from '@parasol/core';
import { SHIPPED_COUNTRY_FACTS, type CountryFactsFile } from './country-facts-file.js';

/** Every residence's health zone: itself, its zones' members and its agreements' other side. */
const healthZones = (file: CountryFactsFile): ReadonlyMap<string, ReadonlySet<string>> => {
  const zones = new Map<string, Set<string>>(file.countries.map((country) => [country.code, new Set([country.code])]));
  const cover = (residents: readonly string[], countries: readonly string[]) => {
    for (const residence of residents) for (const country of countries) zones.get(residence)?.add(country);
  };
  for (const zone of file.healthZones.zones) cover(zone.members, zone.members);
  for (const agreement of file.healthZones.agreements) {
    cover(agreement.a, agreement.b);
    cover(agreement.b, agreement.a);
  }
  return new Map([...zones].map(([code, zone]) => [code, Object.freeze(zone) as ReadonlySet<string>]));
};

/**
 * Country facts from country-facts.json (or the file given): ISO 3166-1 alpha-2 codes, upper
 * case as ISO writes them, each with its medical cost level and the health zone of its residents.
 */
export class StaticCountryFacts implements CountryFacts {
  readonly version: string;
  readonly #levels: ReadonlyMap<string, MedicalCostLevel | undefined>;
  readonly #zones: ReadonlyMap<string, ReadonlySet<string>>;

  constructor(file: CountryFactsFile = SHIPPED_COUNTRY_FACTS) {
    this.version = file.version;
    this.#levels = new Map(file.countries.map((country) => [country.code, country.costLevel]));
    this.#zones = healthZones(file);
  }

  isCountry(code: string): boolean {
    return this.#levels.has(code);
  }

  costLevel(code: string): MedicalCostLevel | undefined {
    return this.#levels.get(code);
  }

  healthZone(residence: string): ReadonlySet<string> {
    return this.#zones.get(residence) ?? new Set([residence]);
  }
}
