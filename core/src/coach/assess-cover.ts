import type { CoverProfile, CoverTerm } from '../ports/card-data.js';
import type { GuaranteeState } from '../reference/guarantees.js';
import { convertReference, eurosIn } from './reference-rates.js';
import { LONG_TRIP_DAYS, type Need } from './trip-needs.js';
import type { Mutable } from '../shared/mutable.js';

/**
 * Why a guarantee is in default, worst first: not covered; covered below the recommended value;
 * covered, but the duration cap stops before a long trip ends; covered only if the trip was paid
 * with the card.
 */
export const GAP_BADGES = ['missing', 'insufficient', 'capped', 'conditional'] as const;
export type GapBadge = (typeof GAP_BADGES)[number];

/** spec: card.guarantees[slug]. Amounts are whole units of the market currency (card.currency). */
export interface Gap {
  readonly state: GuaranteeState;
  readonly covered: boolean;
  readonly value: number | null;
  readonly recommendedValue: number | null;
  readonly badge: GapBadge;
}

/** How the card answers one need of the trip. */
export interface Assessment {
  readonly need: Need;
  /** The card's term; undefined when the card does not mention the guarantee (not covered). */
  readonly term?: CoverTerm;
  /** The term's ceiling in the market currency, or null. */
  readonly value: number | null;
  /** What the cover should reach, in the market currency; null when any cover will do. */
  readonly recommended: number | null;
  /** Whether the ceiling alone reaches the recommended amount (conditions aside). */
  readonly reachesAmount: boolean;
  /** Undefined when the guarantee is adequately covered. */
  readonly gap?: Gap;
}

export interface AssessmentContext {
  readonly currency: string;
  /** The medical target in euros, as the rule sets it. */
  readonly medicalTargetEur: number;
  readonly longTrip: boolean;
}

/** States whose value is a ceiling to compare; the others cover without a published ceiling. */
const CEILING_STATES: ReadonlySet<GuaranteeState> = new Set(['value', 'per_day']);

/**
 * Whether a term reaches an amount set in euros. The ceiling is compared with the amount as shown
 * (converted and rounded, `recommended`) and with the euro amount itself, and reaching either
 * will do: a card at exactly a euro threshold meets it in every market, whichever way the shown
 * figure was rounded (300 000 EUR is S$440 000 shown, S$435 000 exactly), and a ceiling shown at
 * or above the shown figure is never told it falls short of it.
 */
const reaches = (term: CoverTerm, value: number | null, recommended: number | null, recommendedEur: number | null): boolean => {
  if (term.state === 'not_available') return false;
  if (recommended === null || recommendedEur === null || !CEILING_STATES.has(term.state)) return true;
  if (value === null || term.value === null) return false;
  return value >= recommended || convertReference(term.value, term.currency, 'EUR') >= recommendedEur;
};

const badgeOf = (term: CoverTerm | undefined, reachesAmount: boolean, longTrip: boolean): GapBadge | undefined => {
  if (!term || term.state === 'not_available') return 'missing';
  if (!reachesAmount) return 'insufficient';
  if (longTrip && term.maxTripDays !== null && term.maxTripDays < LONG_TRIP_DAYS) return 'capped';
  if (term.requiresCardPayment) return 'conditional';
  return undefined;
};

/** Measures the card (null: no card) against each need; the gaps are the assessments carrying one. */
export const assessCover = (profile: CoverProfile | null, needs: readonly Need[], context: AssessmentContext): readonly Assessment[] =>
  needs.map((need) => {
    const term = profile?.cover[need.slug];
    const value = term && term.value !== null ? convertReference(term.value, term.currency, context.currency) : null;
    const recommendedEur = need.amountEur === 'medicalTarget' ? context.medicalTargetEur : need.amountEur;
    const recommended = recommendedEur === null ? null : eurosIn(recommendedEur, context.currency);
    const reachesAmount = term !== undefined && reaches(term, value, recommended, recommendedEur);
    const badge = badgeOf(term, reachesAmount, context.longTrip);
    const assessment: Mutable<Assessment> = { need, value, recommended, reachesAmount };
    if (term) assessment.term = term;
    if (badge === undefined) return assessment;
    const state = term?.state ?? 'not_available';
    assessment.gap = { state, covered: state !== 'not_available', value, recommendedValue: recommended, badge };
    return assessment;
  });

/** spec: card.guarantees, only the guarantees in default, keyed by slug. */
export const gapsOf = (assessments: readonly Assessment[]): Record<string, Gap> => {
  const gaps: Record<string, Gap> = {};
  // Plain assignment: slugs are the needs table's own names (trip-needs.ts), never a caller's.
  for (const a of assessments) if (a.gap) gaps[a.need.slug] = a.gap;
  return gaps;
};
