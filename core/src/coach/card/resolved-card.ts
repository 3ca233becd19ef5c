import type { CatalogueCard, CoverProfile } from '../../ports/card-data.js';

/** spec: card.origin. */
export type CardOrigin = 'exact' | 'generic' | 'baseline' | 'none';

/** Non-fatal card outcomes, reported in meta.warnings (spec: POST /api/v1/coach/bilan). */
export type CardWarning = 'BIN_LOOKUP_FAILED' | 'CARD_PROFILE_UNMATCHED' | 'CARD_NOT_FOUND';

/** spec: card.detected, present when a BIN matched a catalogue card by range. */
export interface DetectedCard {
  readonly bank: string;
  readonly brand: string;
  readonly level: string;
  readonly matched: { readonly cardId: number; readonly cardName: string; readonly bank: string };
}

/** The cover a bilan is run against. */
export interface ResolvedCard {
  readonly origin: CardOrigin;
  /** null for origin 'none': every guarantee reads not available. */
  readonly profile: CoverProfile | null;
  /** The catalogue card, when the origin is 'exact'. */
  readonly card?: CatalogueCard;
  readonly detected?: DetectedCard;
  readonly warning?: CardWarning;
}

export const NO_CARD: ResolvedCard = { origin: 'none', profile: null };

export const baselineCard = (profile: CoverProfile, warning: CardWarning): ResolvedCard => ({ origin: 'baseline', profile, warning });

export const exactCard = (card: CatalogueCard): ResolvedCard => ({ origin: 'exact', profile: card.profile, card });
