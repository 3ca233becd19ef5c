import type { CardOrigin } from './card/resolved-card.js';
import type { TripFlags } from './coach-request.js';
import type { MedicalStep } from './medical-target.js';

/** spec: bilan.social. The message under subjectKey takes one variable, {pct}. */
export interface SocialProof {
  readonly pct: number;
  readonly subjectKey: string;
}

/**
 * Share of comparable travellers who take out travel insurance, by the trip's medical step, then
 * raised by each risk the trip adds. An editorial table (docs/coach.md): deterministic from the
 * inputs, to be recalibrated on observed take-up rates, and revised with the engine version.
 */
const BASE_PCT: Readonly<Record<MedicalStep, number>> = { zone: 38, low: 54, mid: 61, high: 68, us: 76 };
const FLAG_POINTS: Readonly<Record<keyof TripFlags, number>> = { riskyActivity: 6, longTrip: 4, friends: 3 };
const NO_CARD_POINTS = 5;
const MAX_PCT = 95;

export const SOCIAL_SUBJECT_KEYS = {
  riskyActivity: 'coach.social.riskyActivity',
  longTrip: 'coach.social.longTrip',
  friends: 'coach.social.friends',
  zone: 'coach.social.zone',
  destination: 'coach.social.destination',
} as const;

export const socialProof = (step: MedicalStep, trip: TripFlags, origin: CardOrigin): SocialProof => {
  const flags = (Object.keys(FLAG_POINTS) as (keyof TripFlags)[]).filter((flag) => trip[flag]);
  const points = flags.reduce((sum, flag) => sum + FLAG_POINTS[flag], 0) + (origin === 'none' ? NO_CARD_POINTS : 0);
  // The subject is the trip's most telling trait: its riskiest flag, else where it goes.
  const subject = flags[0] ?? (step === 'zone' ? 'zone' : 'destination');
  return { pct: Math.min(MAX_PCT, BASE_PCT[step] + points), subjectKey: SOCIAL_SUBJECT_KEYS[subject] };
};
