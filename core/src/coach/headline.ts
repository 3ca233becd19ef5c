import type { Gap } from './assess-cover.js';
import type { CardOrigin } from './card/resolved-card.js';

/**
 * The bilan's headline, as a message key plus its variables (the spec leaves its shape open).
 * It states the medical verdict: no card, no medical cover, a ceiling below the target, or a
 * card that meets the target (with or without other guarantees in default).
 */
export interface Headline {
  readonly key: string;
  readonly vars: Readonly<Record<string, string>>;
}

export const HEADLINE_KEYS = {
  noCard: 'coach.headline.noCard',
  noMedicalCover: 'coach.headline.noMedicalCover',
  belowTarget: 'coach.headline.belowTarget',
  meetsTargetWithGaps: 'coach.headline.meetsTargetWithGaps',
  meetsTarget: 'coach.headline.meetsTarget',
} as const;

export interface HeadlineFacts {
  readonly origin: CardOrigin;
  readonly ceilingOk: boolean;
  readonly medicalGap: Gap | undefined;
  readonly gapCount: number;
  /** Pre-formatted: target, destination, ceiling (the card's medical ceiling), count (gaps). */
  readonly vars: { readonly target: string; readonly destination: string; readonly ceiling: string; readonly count: string };
}

export const headlineOf = ({ origin, ceilingOk, medicalGap, gapCount, vars }: HeadlineFacts): Headline => {
  const { target, destination, ceiling, count } = vars;
  if (origin === 'none') return { key: HEADLINE_KEYS.noCard, vars: { target, destination } };
  if (!ceilingOk && medicalGap?.badge === 'missing') return { key: HEADLINE_KEYS.noMedicalCover, vars: { target, destination } };
  if (!ceilingOk) return { key: HEADLINE_KEYS.belowTarget, vars: { target, destination, ceiling } };
  if (gapCount > 0) return { key: HEADLINE_KEYS.meetsTargetWithGaps, vars: { target, destination, count } };
  return { key: HEADLINE_KEYS.meetsTarget, vars: { target, destination } };
};
