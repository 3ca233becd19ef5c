import type { GuaranteeState } from '../reference/guarantees.js';

/**
 * Bank-card travel cover data for the Coach (card catalogue, BIN ranges, generic profiles,
 * baseline card). Implemented by adapters/static-data from versioned JSON files; a remote
 * implementation may fail, which the Coach maps to CARD_RESOLVE_FAILED.
 */
export type CardNetwork = 'visa' | 'mastercard' | 'amex' | 'cb' | 'unionpay' | 'jcb' | 'discover';
export type CardTier = 'entry' | 'mid' | 'premium' | 'elite' | 'business';
export const TIER_ORDER: readonly CardTier[] = ['entry', 'mid', 'premium', 'elite', 'business'];

/** What a card's insurance says about one guarantee slug. Amounts are major units of `currency`. */
export interface CoverTerm {
  readonly state: GuaranteeState;
  /** Ceiling (state value / per_day), or null. */
  readonly value: number | null;
  readonly currency: string;
  /** Longest trip covered, in days; null when the card states none. */
  readonly maxTripDays: number | null;
  /** Amount left to the cardholder per claim, major units; null when none. */
  readonly deductible: number | null;
  /** True when the cover only applies if the trip was paid with the card. */
  readonly requiresCardPayment: boolean;
}

/** A card's whole travel cover: one term per guarantee slug it mentions; absent slugs are not covered. */
export interface CoverProfile {
  readonly currency: string;
  readonly cover: Readonly<Record<string, CoverTerm>>;
  /** Where the figures come from (issuer notice, network guide), for the data's audit trail. */
  readonly source: string;
}

export interface Bank {
  readonly id: string;
  readonly name: string;
  /** ISO alpha-2 country whose residents hold its cards. */
  readonly country: string;
  readonly logoUrl: string;
}

export interface CatalogueCard {
  readonly catalogueId: number;
  readonly bankId: string;
  readonly country: string;
  /** Card names by language; `en` always present, `fr` where the bank publishes one. */
  readonly names: Readonly<{ en: string; fr?: string }>;
  readonly network: CardNetwork;
  /** Range word read off the name; null when the name carries none. */
  readonly tier: CardTier | null;
  /** Position within its bank, most basic first (0 = most basic). */
  readonly rank: number;
  readonly imageUrl: string;
  readonly profile: CoverProfile;
}

/** A BIN range, inclusive, compared as digit strings right-padded to 8 digits. */
export interface BinRange {
  readonly from: string;
  readonly to: string;
  readonly catalogueId: number;
  /** Brand and level as printed by BIN registries (e.g. VISA, PREMIER). */
  readonly brand: string;
  readonly level: string;
}

export interface GenericProfile {
  readonly network: CardNetwork;
  readonly tier: CardTier;
  /** Cards this profile stands for, e.g. ['Visa Classic', 'Visa Electron']. */
  readonly examples: readonly string[];
  readonly profile: CoverProfile;
}

export interface CardData {
  readonly version: string;
  banks(country?: string): Promise<readonly Bank[]>;
  cards(country?: string): Promise<readonly CatalogueCard[]>;
  card(catalogueId: number): Promise<CatalogueCard | undefined>;
  /** The range containing this BIN (6 to 8 digits), if any. */
  findBin(bin: string): Promise<BinRange | undefined>;
  /**
   * The generic profile of a network and tier as the cards of `region` read. A region is a Coach
   * market name (us, ca, sg, my...): card cover differs by issuing market far more than by network
   * (a US Visa Signature pays no medical fees abroad, a French Visa Premier 155,000 EUR). A region
   * without its own reading, or none given, gets the default (European) one; a region's reading
   * covers the same networks and tiers as the default.
   */
  generic(network: string, tier: string, region?: string): Promise<GenericProfile | undefined>;
  /** Every generic profile of `region`'s reading (the default one when it has none). */
  genericProfiles(region?: string): Promise<readonly GenericProfile[]>;
  /** The card assumed when nothing resolves: a plain debit card with statutory-level cover. */
  baseline(): Promise<CoverProfile>;
}
export const CARD_DATA = Symbol.for('parasol.CardData');
