import { LIMITS, type RatingQuestion } from '@parasol/core/internal';
import { hashOf } from './seeded-draws.js';

/**
 * A plausible, deterministic premium for one product: the same trip and product always cost the
 * same. Per day and per traveller, weighted by age band, by a product factor drawn from the
 * product code, and by the options asked; a group (above LIMITS.groupThreshold travellers) pays
 * a flat rate per head; an annual cover is a yearly premium.
 */
export const simulatedPremium = (question: RatingQuestion, productCode: string, pricePerDayMinor: number): number => {
  const { trip, days } = question;
  const group = trip.travellers.length > LIMITS.groupThreshold;
  const partyPercent = group ? trip.travellers.length * 90 : trip.travellers.reduce((sum, { age }) => sum + agePercent(age), 0);
  const coveredDays = trip.isAnnual ? 365 : days;
  const productPercent = 80 + (hashOf(productCode) % 80);
  const optionsPercent = 100 + (trip.shouldCoverCancellation ? 35 : 0) + (trip.shouldCoverExtremeSports ? 25 : 0);
  const annualPercent = trip.isAnnual ? 30 : 100;
  const premium = (pricePerDayMinor * coveredDays * partyPercent * productPercent * optionsPercent * annualPercent) / 100 ** 4;
  return Math.max(1, Math.ceil(premium));
};

const agePercent = (age: number): number => (age < 18 ? 60 : age < 40 ? 100 : age < 60 ? 140 : age < 70 ? 200 : 300);
