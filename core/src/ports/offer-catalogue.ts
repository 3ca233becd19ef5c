import type { KeyMode } from '../contract/api-key.js';
import type { Intent } from '../reference/intents.js';
import type { GuaranteeState } from '../reference/guarantees.js';
import type { InsurerEndpoint, InsurerRater } from './insurer-rater.js';
import type { Language } from '../reference/languages.js';

/**
 * The offers a quote can return and the insurers that rate them. Two catalogues exist: the
 * sandbox one (one fictional insurer, adapters/sandbox) and the live one (a JSON file checked
 * against schemas/catalogue.schema.json, adapters/static-data). Both go through the same
 * pricing pipeline (pricing/price-trip.ts); only the source differs.
 */
export interface CatalogueInsurer {
  readonly id: string;
  readonly name: string;
  /** Insurer logo, used when an offer has no pictogram. Accepts `?size=16..512`. */
  readonly logoUrl: string | null;
  /** Currency the insurer prices in (ISO 4217, one of the 33 convertible codes). */
  readonly currency: string;
  readonly endpoint: InsurerEndpoint;
}

/**
 * A guarantee as the catalogue states it. `value` is a ceiling in guaranteeCurrency (major
 * units) for states value and per_day, and null otherwise: trip_price and studies_amount take
 * their value from the trip being priced (pricing/trip-amounts.ts).
 */
export interface GuaranteeTerm {
  readonly state: GuaranteeState;
  readonly value: number | null;
}

/** Destination rule: every arrival country must be allowed (`'*'` = any) and none denied. */
export interface DestinationRule {
  readonly allow: readonly string[] | '*';
  readonly deny: readonly string[];
}

/** Who and what an offer covers. Each line is one filter of pricing/eligibility.ts. */
export interface Eligibility {
  /** Every traveller's age must lie in [minAge, maxAge]. */
  readonly minAge: number;
  readonly maxAge: number;
  /** Days of cover (inclusive) must lie in [minDays, maxDays]; maxDays null = no ceiling. */
  readonly minDays: number;
  readonly maxDays: number | null;
  readonly intents: readonly Intent[];
  /** Countries of residence served, or '*' for any. */
  readonly residences: readonly string[] | '*';
  readonly destinations: DestinationRule;
  /** Needed when the trip asks for cancellation cover. */
  readonly supportsCancellation: boolean;
  /** Needed when the trip asks for extreme-sports cover. */
  readonly supportsExtremeSports: boolean;
  /** Largest party the offer insures on one policy. */
  readonly maxParty: number;
}

/**
 * An offer's texts in one more funnel language. A field left out keeps the offer's own (English)
 * one: a product name is often a name, the same in every language.
 */
export interface OfferTranslation {
  readonly name?: string;
  readonly plan?: string;
  readonly highlights: { readonly included: readonly string[]; readonly excluded: readonly string[] };
}

export interface CatalogueOffer {
  /** Public offer id (the `offerId` of POST /links), unique across the catalogue. */
  readonly id: number;
  readonly insurerId: string;
  readonly name: string | null;
  readonly plan: string | null;
  /** The insurer's own code for this product, sent when rating. */
  readonly productCode: string;
  /** The offer's pictogram (SVG); null when it has none. Accepts `?size=16..512`. */
  readonly iconUrl: string | null;
  /** Currency of the guarantee ceilings; not always the pricing currency. */
  readonly guaranteeCurrency: string;
  /** Guarantee slug -> term. Unknown slugs are forward-compatible additions. */
  readonly guarantees: Readonly<Record<string, GuaranteeTerm>>;
  /** In English, as are name and plan; `translations` holds them in other languages. */
  readonly highlights: { readonly included: readonly string[]; readonly excluded: readonly string[] };
  /** The offer's texts in other funnel languages, by language (absent: English only). */
  readonly translations?: Readonly<Partial<Record<Language, OfferTranslation>>>;
  readonly documents: { readonly cgvUrl: string | null; readonly ipidUrl: string | null };
  readonly eligibility: Eligibility;
  /** Sold by redirecting to the insurer's site: matched but withheld (redirectOnlyCount). */
  readonly redirectOnly: boolean;
  /** The group product: offered instead of individual products above LIMITS.groupThreshold travellers. */
  readonly group: boolean;
}

export interface Catalogue {
  /** Version label of the data (file date or build), for the audit trail. */
  readonly version: string;
  readonly insurers: readonly CatalogueInsurer[];
  readonly offers: readonly CatalogueOffer[];
  /** Shown as meta.notice on sandbox answers (the sandbox-data warning). */
  readonly notice?: string;
}

export interface OfferCatalogue {
  current(): Promise<Catalogue>;
}

/** A catalogue and the rater that prices it: the sandbox pair or the live pair. */
export interface PricingSource {
  readonly catalogue: OfferCatalogue;
  readonly rater: InsurerRater;
}

/** DI tokens of the two pricing sources; the caller's key mode picks one. */
export const PRICING_SOURCE: Readonly<Record<KeyMode, symbol>> = {
  sandbox: Symbol.for('parasol.PricingSource.sandbox'),
  live: Symbol.for('parasol.PricingSource.live'),
};
