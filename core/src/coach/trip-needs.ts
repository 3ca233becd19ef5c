import type { TripFlags } from './coach-request.js';
import { RECOMMENDED_EUR } from './reference-figures.js';

/**
 * Which guarantees matter for a trip, and how much cover each should give. Health and assistance
 * always matter; the trip flags add their own: friends the liability and group-cancellation risks,
 * a long trip the stay and belongings risks, a risky activity extreme sports and search and rescue.
 */
export type NeedTrigger = 'always' | keyof TripFlags;

export interface Need {
  readonly slug: string;
  readonly trigger: NeedTrigger;
  /** Euros the cover should reach; 'medicalTarget' follows the trip's medical target; null: any cover will do. */
  readonly amountEur: number | 'medicalTarget' | null;
}

export const NEEDS: readonly Need[] = [
  { slug: 'hospitalFeesAbroad', trigger: 'always', amountEur: 'medicalTarget' },
  { slug: 'directBilling', trigger: 'always', amountEur: null },
  { slug: 'rapatriationAssistance', trigger: 'always', amountEur: null },
  { slug: 'earlyReturn', trigger: 'always', amountEur: null },
  { slug: 'privateRc', trigger: 'friends', amountEur: RECOMMENDED_EUR.privateRc },
  { slug: 'rentalRc', trigger: 'friends', amountEur: null },
  { slug: 'cancelTrip', trigger: 'friends', amountEur: null },
  { slug: 'stayInterruption', trigger: 'longTrip', amountEur: null },
  { slug: 'suitcaseInsurance', trigger: 'longTrip', amountEur: RECOMMENDED_EUR.suitcaseInsurance },
  { slug: 'electronicsInsurance', trigger: 'longTrip', amountEur: RECOMMENDED_EUR.electronicsInsurance },
  { slug: 'extremeSports', trigger: 'riskyActivity', amountEur: null },
  { slug: 'researchFees', trigger: 'riskyActivity', amountEur: RECOMMENDED_EUR.researchFees },
];

export const needsOf = (trip: TripFlags): readonly Need[] => NEEDS.filter((need) => need.trigger === 'always' || trip[need.trigger]);

/**
 * A long trip lasts longer than the 90 days most card covers stop at: a duration cap below this
 * many days leaves part of a long trip uncovered.
 */
export const LONG_TRIP_DAYS = 91;
