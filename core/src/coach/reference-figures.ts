import type { MedicalStep } from './medical-target.js';

/**
 * The Coach's editorial reference figures, in euros, in one place (docs/coach.md). They are
 * order-of-magnitude costs used as argument figures and as recommended ceilings; revising one is
 * an engine change (bump ENGINE_VERSION), never a per-request setting.
 */

/** Medical repatriation by air ambulance or medical escort, by the trip's medical step. */
export const REPATRIATION_COST_EUR: Readonly<Record<MedicalStep, number>> = { zone: 10_000, low: 20_000, mid: 30_000, high: 50_000, us: 80_000 };

/** A last-minute one-way flight home, by the trip's medical step (a proxy for distance). */
export const RETURN_FLIGHT_EUR: Readonly<Record<MedicalStep, number>> = { zone: 400, low: 900, mid: 1_200, high: 1_500, us: 1_500 };

/** Recommended ceilings for amount-based guarantees (the medical one follows the target rule instead). */
export const RECOMMENDED_EUR = {
  privateRc: 1_000_000,
  suitcaseInsurance: 1_000,
  electronicsInsurance: 1_000,
  researchFees: 15_000,
} as const;

/** Typical non-refundable share of a trip booked together, per traveller. */
export const CANCELLATION_COST_EUR = 1_500;

/** Typical damage deposit withheld on a shared rental. */
export const RENTAL_DAMAGE_EUR = 2_000;
