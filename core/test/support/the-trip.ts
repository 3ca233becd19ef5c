import type { Trip } from '@parasol/core/internal';

/**
 * The test trip, for every suite (core, adapters, transports, conformance, tools), imported as
 * `@parasol/core/test-support`: French residents going to Spain from 1 to 10 July 2026, one
 * traveller aged 35. Each test overrides only what it is about, field by field; `travellers: 12`
 * builds twelve travellers aged 35 and `arrivalCountries: 21` that many distinct codes.
 *
 * Two forms of the one trip: `aTripBody` is what a partner sends (the wire fields, nothing
 * defaulted), `aTrip` is what the parsers hand the domain (a `Trip`, with every default set).
 */
const THE_TRIP = {
  intent: 'forTourism',
  startDate: '2026-07-01',
  endDate: '2026-07-10',
  countryResidence: 'FR',
  arrivalCountries: ['ES'],
  travellers: [{ age: 35 }],
} as const;

const DESTINATION_POOL = ['ES', 'IT', 'PT', 'DE', 'GR', 'HR', 'NL', 'BE', 'AT', 'CH', 'SE', 'NO', 'DK', 'FI', 'IE', 'PL', 'CZ', 'HU', 'RO', 'BG', 'MT', 'CY', 'IS'];

export const someTravellers = (count: number): { age: number }[] => Array.from({ length: count }, () => ({ age: 35 }));
export const someCountries = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => DESTINATION_POOL[i] ?? `Q${String.fromCharCode(65 + (i % 26))}`);

/** The count shorthands both forms take. */
interface Counts<Traveller, Country> {
  readonly travellers?: number | readonly Traveller[];
  readonly arrivalCountries?: number | readonly Country[];
}

const counted = <Traveller, Country>({ travellers, arrivalCountries }: Counts<Traveller, Country>) => ({
  arrivalCountries: typeof arrivalCountries === 'number' ? someCountries(arrivalCountries) : (arrivalCountries ?? [...THE_TRIP.arrivalCountries]),
  travellers: typeof travellers === 'number' ? someTravellers(travellers) : (travellers ?? THE_TRIP.travellers.map((t) => ({ ...t }))),
});

/** The trip as a partner sends it in a request body; any field may be overridden with anything, even a wrong type. */
export const aTripBody = (overrides: Record<string, unknown> & Counts<unknown, unknown> = {}): Record<string, unknown> => {
  const { travellers, arrivalCountries, ...rest } = overrides;
  return { ...THE_TRIP, ...counted({ travellers, arrivalCountries }), ...rest };
};

/** The trip as the domain reads it, every default set (currency EUR, no optional cover, single trip). */
export const aTrip = (overrides: Omit<Partial<Trip>, 'travellers' | 'arrivalCountries'> & Counts<Trip['travellers'][number], string> = {}): Trip => {
  const { travellers, arrivalCountries, ...rest } = overrides;
  return {
    ...THE_TRIP,
    ...(counted({ travellers, arrivalCountries }) as Pick<Trip, 'travellers' | 'arrivalCountries'>),
    currency: 'EUR',
    shouldCoverCancellation: false,
    shouldCoverExtremeSports: false,
    isAnnual: false,
    ...rest,
  };
};
