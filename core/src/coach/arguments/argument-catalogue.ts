import type { HealthSocle } from '../market.js';
import { HEALTH_SOCLES } from '../market.js';
import type { Category, MessageKeys } from './argument.js';

/**
 * Every argument the engine can make, with its category. All of them are reasons to buy: each
 * names a shortfall of the card, a condition that can void it, or a risk of the trip it leaves
 * uncovered. The engine never argues against buying; a card that meets the medical target is
 * stated by the headline, not by an argument. Order here breaks ties when sorting.
 */
export const ARGUMENT_CATALOGUE = {
  medicalMissing: 'sante',
  medicalShortfall: 'sante',
  extremeSports: 'sante',
  repatriation: 'sante',
  directBilling: 'sante',
  searchAndRescue: 'sante',
  publicCoverAbroad: 'sante',
  publicCoverInZone: 'sante',
  durationCap: 'voyage',
  groupCancellation: 'voyage',
  stayInterruption: 'voyage',
  earlyReturn: 'voyage',
  longStay: 'voyage',
  belongings: 'biens',
  electronics: 'biens',
  liability: 'responsabilite',
  rentalLiability: 'responsabilite',
  cardPayment: 'global',
  entryInsurance: 'global',
  deductible: 'global',
  unidentifiedCard: 'global',
} as const satisfies Record<string, Category>;

export type ArgumentId = keyof typeof ARGUMENT_CATALOGUE;
export const ARGUMENT_IDS = Object.keys(ARGUMENT_CATALOGUE) as ArgumentId[];

/**
 * The card's conditions (a duration cap, cover only if the card paid, a deductible) and its
 * exclusions (the trip's activities excluded): they lead the arguments when the card meets the
 * medical target (spec: Medical target rule).
 */
export const CONDITIONS_AND_EXCLUSIONS: ReadonlySet<ArgumentId> = new Set<ArgumentId>(['extremeSports', 'durationCap', 'cardPayment', 'deductible']);

/** Arguments whose fact depends on the public health cover of the market. */
const SOCLE_FACTS: ReadonlySet<ArgumentId> = new Set<ArgumentId>(['publicCoverAbroad', 'publicCoverInZone']);

export const messageKeysOf = (id: ArgumentId, socle: HealthSocle): MessageKeys => ({
  hook: `coach.arg.${id}.hook`,
  fact: SOCLE_FACTS.has(id) ? `coach.arg.${id}.fact.${socle}` : `coach.arg.${id}.fact`,
  pitch: `coach.arg.${id}.pitch`,
});

/** Every message key an argument can carry: the sell-side set. */
export const ARGUMENT_MESSAGE_KEYS: ReadonlySet<string> = new Set(
  ARGUMENT_IDS.flatMap((id) => HEALTH_SOCLES.flatMap((socle) => Object.values(messageKeysOf(id, socle)))),
);
