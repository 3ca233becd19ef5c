import { toMinor, type Intent, type Trip } from '@parasol/core/internal';

/**
 * Sandcastle Mutual's tariff: a pure function of the trip, in integer euro cents. Deterministic
 * by construction (no clock, no randomness, no network), so a sandbox integration can assert on
 * its prices.
 *
 *   essential premium = max(MINIMUM, people x destination x intent x party)
 *                       + cancellation (3.5% of tripPrice) + extreme sports (30% of the base)
 *   any other product = essential x factor + fixed      (factor >= 1, fixed >= 1 EUR)
 *
 * The second line is what keeps the pictogram-less Essential the cheapest offer of every trip.
 * Group products price a flat rate per head, whatever the ages.
 */
export interface Tariff {
  /** Multiplier over the family's essential premium, per mille (>= 1000). */
  readonly factorPerMille: number;
  /** Added on top, euro cents (> 0 except for the essential products). */
  readonly fixedCents: number;
  readonly group: boolean;
  readonly isStartingPrice: boolean;
}

export const TARIFFS: Readonly<Record<string, Tariff>> = {
  'SC-ESSENTIAL': { factorPerMille: 1000, fixedCents: 0, group: false, isStartingPrice: false },
  'SC-VOYAGER': { factorPerMille: 1150, fixedCents: 400, group: false, isStartingPrice: false },
  'SC-GLOBETROTTER': { factorPerMille: 1450, fixedCents: 900, group: false, isStartingPrice: false },
  'SC-CAMPUS': { factorPerMille: 1080, fixedCents: 300, group: false, isStartingPrice: false },
  'SC-EXPAT': { factorPerMille: 1600, fixedCents: 2500, group: false, isStartingPrice: true },
  'SC-CRUISE-DIRECT': { factorPerMille: 1100, fixedCents: 200, group: false, isStartingPrice: false },
  'SC-GROUP': { factorPerMille: 1000, fixedCents: 0, group: true, isStartingPrice: false },
  'SC-GROUP-PLUS': { factorPerMille: 1300, fixedCents: 150, group: true, isStartingPrice: false },
};

const MINIMUM_CENTS = 1200;
/** Daily rate by age band (upper age inclusive), euro cents. */
const AGE_BANDS: readonly (readonly [number, number])[] = [[17, 55], [39, 85], [59, 120], [74, 190], [120, 310]];
/** The group's flat daily rate per head, euro cents. */
const GROUP_HEAD_CENTS = 95;
/** Destinations where care costs most, per-mille loadings (the worst destination counts). */
const COSTLY_DESTINATIONS: Readonly<Record<string, number>> = {
  US: 1600, CA: 1450, JP: 1300, AU: 1300, CH: 1300, SG: 1300, HK: 1250, NZ: 1250, IL: 1250, AE: 1200,
};
const INTENT_LOADINGS: Partial<Readonly<Record<Intent, number>>> = {
  mountainTrip: 1250, cruise: 1200, toWork: 1150, humanitarian: 1150, expat: 1100, digitalNomad: 1100,
  annual: 1100, studyInternship: 900, auPair: 900, backToHome: 900,
};
const PARTY_DISCOUNT = { fromTravellers: 4, perMille: 950 };
const CANCELLATION_PER_MILLE = 35;
const EXTREME_SPORTS_PER_MILLE = 300;

/**
 * Billed days in tenths of a day: full rate for the first 30 days, 70% up to day 90, 40% up to
 * two years, nothing beyond (a sandbox price stays a plausible figure however long the stay).
 */
const billedTenths = (days: number): number => {
  const band = (from: number, to: number) => Math.max(0, Math.min(days, to) - from);
  return band(0, 30) * 10 + band(30, 90) * 7 + band(90, 730) * 4;
};

const dayRateOf = (age: number): number => (AGE_BANDS.find(([upTo]) => age <= upTo) ?? AGE_BANDS[AGE_BANDS.length - 1]!)[1];

const perMille = (amount: number, factor: number): number => Math.floor((amount * factor) / 1000);

const destinationLoading = (trip: Trip): number =>
  Math.max(1000, ...trip.arrivalCountries.map((country) => COSTLY_DESTINATIONS[country] ?? 1000));

/** tripPrice in euro cents; the sandbox reads the amount at face value whatever its currency. */
const tripPriceCents = (trip: Trip): number => (trip.tripPrice === undefined ? 0 : toMinor(trip.tripPrice, 'EUR'));

/** The individual family's floor: what Sandcastle Essential costs. */
export const essentialPremium = (trip: Trip, days: number): number => {
  const people = trip.travellers.reduce((sum, t) => sum + Math.floor((dayRateOf(t.age) * billedTenths(days)) / 10), 0);
  let base = perMille(perMille(people, destinationLoading(trip)), INTENT_LOADINGS[trip.intent] ?? 1000);
  if (trip.travellers.length >= PARTY_DISCOUNT.fromTravellers) base = perMille(base, PARTY_DISCOUNT.perMille);
  base = Math.max(MINIMUM_CENTS, base);
  const cancellation = trip.shouldCoverCancellation ? perMille(tripPriceCents(trip), CANCELLATION_PER_MILLE) : 0;
  const extreme = trip.shouldCoverExtremeSports ? perMille(base, EXTREME_SPORTS_PER_MILLE) : 0;
  return base + cancellation + extreme;
};

/** The group family's flat rate per head: no age in it, options shared out per head (rounded up). */
export const groupHeadRate = (trip: Trip, days: number): number => {
  const heads = trip.travellers.length;
  let head = Math.floor((GROUP_HEAD_CENTS * billedTenths(days)) / 10);
  head = Math.max(MINIMUM_CENTS, perMille(perMille(head, destinationLoading(trip)), INTENT_LOADINGS[trip.intent] ?? 1000));
  const cancellation = trip.shouldCoverCancellation ? Math.ceil(perMille(tripPriceCents(trip), CANCELLATION_PER_MILLE) / heads) : 0;
  const extreme = trip.shouldCoverExtremeSports ? perMille(head, EXTREME_SPORTS_PER_MILLE) : 0;
  return head + cancellation + extreme;
};

/** A product's premium in euro cents; undefined for a code Sandcastle does not sell. */
export const sandboxPremium = (productCode: string, trip: Trip, days: number): number | undefined => sandboxPremiums(trip, days)(productCode);

/**
 * sandboxPremium for one trip, product by product: each family's floor (essentialPremium,
 * groupHeadRate) is worked out once, on the first product of the family, for all of them.
 */
export const sandboxPremiums = (trip: Trip, days: number): ((productCode: string) => number | undefined) => {
  let essential: number | undefined;
  let groupHead: number | undefined;
  return (productCode) => {
    const tariff = TARIFFS[productCode];
    if (tariff === undefined) return undefined;
    if (tariff.group) {
      groupHead ??= groupHeadRate(trip, days);
      return trip.travellers.length * (perMille(groupHead, tariff.factorPerMille) + tariff.fixedCents);
    }
    essential ??= essentialPremium(trip, days);
    return perMille(essential, tariff.factorPerMille) + tariff.fixedCents;
  };
};
