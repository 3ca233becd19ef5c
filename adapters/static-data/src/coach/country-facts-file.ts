import type { MedicalCostLevel } from '@parasol/core';
import countryFactsJson from './country-facts.json' with { type: 'json' };

/** Shape of country-facts.json (core/src/schemas/country-facts.schema.json). */
export interface CountryRecord {
  readonly code: string;
  readonly name: string;
  /** Absent when there is no data: the Coach then takes the top step. */
  readonly costLevel?: MedicalCostLevel;
  /** Key of the file's `sources`. */
  readonly source: string;
}

/** Residents of every member are covered by their public health system in every member. */
export interface HealthZoneRecord {
  readonly id: string;
  readonly members: readonly string[];
  readonly source: string;
}

/** Residents of any country in `a` are covered in every country of `b`, and the other way round. */
export interface HealthAgreementRecord {
  readonly id: string;
  readonly a: readonly string[];
  readonly b: readonly string[];
  readonly source: string;
}

export interface CountryFactsFile {
  readonly kind: 'country-facts';
  readonly version: string;
  readonly sources: Readonly<Record<string, string>>;
  readonly countries: readonly CountryRecord[];
  readonly healthZones: {
    readonly zones: readonly HealthZoneRecord[];
    readonly agreements: readonly HealthAgreementRecord[];
  };
}

/** The country facts shipped with Parasol (the JSON's inferred types are wider than the schema's enums). */
export const SHIPPED_COUNTRY_FACTS: CountryFactsFile = countryFactsJson as CountryFactsFile;
