import type { BinRange, CardNetwork, CardTier } from '@parasol/core';
import type { GuaranteeState } from '@parasol/core/internal';
import catalogueJson from './card-catalogue.json' with { type: 'json' };
import binRangesJson from './bin-ranges.json' with { type: 'json' };
import genericProfilesJson from './generic-profiles.json' with { type: 'json' };

/**
 * Shapes of the card data files, as core/src/schemas/card-data.schema.json describes them (the
 * data tests validate every shipped file against it). Figures are major units of the profile
 * currency; a term without its own currency takes its profile's.
 */
export interface CoverTermRecord {
  readonly state: GuaranteeState;
  readonly value: number | null;
  readonly currency?: string;
  readonly maxTripDays: number | null;
  readonly deductible: number | null;
  readonly requiresCardPayment: boolean;
}

export interface CoverProfileRecord {
  readonly currency: string;
  readonly source: string;
  readonly cover: Readonly<Record<string, CoverTermRecord>>;
}

export interface BankRecord {
  readonly id: string;
  readonly name: string;
  readonly country: string;
  readonly logoUrl: string;
  readonly source: string;
}

export interface CardRecord {
  readonly catalogueId: number;
  readonly bankId: string;
  readonly names: Readonly<{ en: string; fr?: string }>;
  readonly network: CardNetwork;
  readonly tier: CardTier | null;
  readonly rank: number;
  readonly imageUrl: string;
  /** Key of the card's profile in the catalogue's `profiles`. */
  readonly profile: string;
  readonly source: string;
}

export interface CatalogueFile {
  readonly kind: 'card-catalogue';
  readonly version: string;
  readonly profiles: Readonly<Record<string, CoverProfileRecord>>;
  readonly banks: readonly BankRecord[];
  readonly cards: readonly CardRecord[];
}

export interface BinRangesFile {
  readonly kind: 'bin-ranges';
  readonly version: string;
  readonly source: string;
  readonly ranges: readonly BinRange[];
}

export interface GenericProfileRecord {
  readonly network: CardNetwork;
  readonly tier: CardTier;
  readonly examples: readonly string[];
  readonly profile: CoverProfileRecord;
}

/** A Coach market's own reading of the generic grid, in its currency. */
export interface GenericRegionRecord {
  readonly description: string;
  readonly profiles: readonly GenericProfileRecord[];
}

export interface GenericProfilesFile {
  readonly kind: 'generic-profiles';
  readonly version: string;
  /** The default (European) reading. */
  readonly profiles: readonly GenericProfileRecord[];
  /** Keyed by Coach market (us, ca, sg, my); absent: every residence reads the default. */
  readonly regions?: Readonly<Record<string, GenericRegionRecord>>;
  readonly baseline: CoverProfileRecord;
}

/** The three files that make one edition of the card data. */
export interface CardDataFiles {
  readonly catalogue: CatalogueFile;
  readonly binRanges: BinRangesFile;
  readonly genericProfiles: GenericProfilesFile;
}

/** The card data shipped with Parasol. The JSON's inferred types are wider than the schema's enums, hence the casts. */
export const SHIPPED_CARD_DATA: CardDataFiles = {
  catalogue: catalogueJson as CatalogueFile,
  binRanges: binRangesJson as BinRangesFile,
  genericProfiles: genericProfilesJson as GenericProfilesFile,
};
