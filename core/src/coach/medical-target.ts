import type { CountryFacts, MedicalCostLevel } from '../ports/country-facts.js';

/** 'zone' when every destination is inside the residence's health zone, else the costliest destination's level. */
export type MedicalStep = 'zone' | MedicalCostLevel;

/** spec: Medical target rule, in euros. */
export const MEDICAL_TARGET_EUR: Readonly<Record<MedicalStep, number>> = { zone: 30_000, low: 100_000, mid: 150_000, high: 300_000, us: 500_000 };

const STEP_ORDER: readonly MedicalStep[] = ['zone', 'low', 'mid', 'high', 'us'];

export interface MedicalTarget {
  readonly step: MedicalStep;
  readonly targetEur: number;
  /** The destination that sets the step (the first sent when several tie). */
  readonly destination: string;
  /** Destinations where the residence's public health system covers the traveller. */
  readonly insideZone: readonly string[];
  readonly outsideZone: readonly string[];
}

/**
 * The recommended medical ceiling follows the most expensive destination. Destinations inside
 * the health zone do not count (the public system pays there), so a trip wholly inside it takes
 * the zone step; a destination with no cost data takes the top step. Adding a destination can
 * only keep or raise the step.
 */
export const medicalTarget = (residence: string, destinations: readonly string[], facts: CountryFacts): MedicalTarget => {
  const zone = facts.healthZone(residence);
  const insideZone = destinations.filter((d) => zone.has(d));
  const outsideZone = destinations.filter((d) => !zone.has(d));
  let step: MedicalStep = 'zone';
  let destination = destinations[0] ?? residence;
  for (const candidate of outsideZone) {
    const level = facts.costLevel(candidate) ?? 'us';
    if (STEP_ORDER.indexOf(level) > STEP_ORDER.indexOf(step)) {
      step = level;
      destination = candidate;
    }
  }
  return { step, targetEur: MEDICAL_TARGET_EUR[step], destination, insideZone, outsideZone };
};
