import type { Market } from './market.js';

/** Trip flags of a bilan (spec: Coach request `trip`); all default false. */
export interface TripFlags {
  readonly friends: boolean;
  readonly longTrip: boolean;
  readonly riskyActivity: boolean;
}

/**
 * The card mode the caller sent, tagged with its name from CARD_MODES (contract/api-key.ts) so that
 * the key's permitted modes can be checked before anything is resolved.
 */
export type CardQuery =
  | { readonly mode: 'catalogueId'; readonly catalogueId: number }
  | { readonly mode: 'bin'; readonly bin: string }
  | { readonly mode: 'bank'; readonly bank: string; readonly network: string; readonly tier: string }
  | { readonly mode: 'network'; readonly network: string; readonly tier: string }
  | { readonly mode: 'none' };

/** POST /api/v1/coach/bilan after validation (parse-coach-request.ts). */
export interface CoachRequest {
  /** Upper-case ISO alpha-2. */
  readonly residence: string;
  /** Upper-case ISO alpha-2 codes, deduplicated, in the order sent; 1 to 50. */
  readonly destinations: readonly string[];
  /** An omitted card is a no-card analysis: mode 'none'. */
  readonly card: CardQuery;
  readonly trip: TripFlags;
  /** Absent when the caller let the residence decide. */
  readonly market?: Market;
  /** Attribution ref overriding the key's default, form partnerCode-shortCode. */
  readonly ref?: string;
}

/** GET /api/v1/coach/cards query after validation. */
export interface CardsQuery {
  /** Upper-case ISO alpha-2, or undefined for every country with a bank list. */
  readonly country?: string;
  /** Undefined: French names for French cards, English elsewhere. */
  readonly lang?: 'fr' | 'en';
}
