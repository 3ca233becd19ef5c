/** Test data for request bodies: a valid body by default, overridden field by field. */

type Json = Record<string, unknown>;

const DESTINATION_POOL = ['ES', 'IT', 'PT', 'DE', 'GR', 'HR', 'NL', 'BE', 'AT', 'CH', 'SE', 'NO', 'DK', 'FI', 'IE', 'PL', 'CZ', 'HU', 'RO', 'BG', 'MT', 'CY', 'IS'];

/** `travellers: 12` builds twelve adults; `arrivalCountries: 21` builds that many distinct codes. */
export interface TripOverrides extends Json {
  readonly travellers?: unknown;
  readonly arrivalCountries?: unknown;
}

export const someTravellers = (count: number): Json[] => Array.from({ length: count }, (_, i) => ({ age: 20 + (i % 60) }));
export const someCountries = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => DESTINATION_POOL[i] ?? `Q${String.fromCharCode(65 + (i % 26))}`);

export const aTrip = (overrides: TripOverrides = {}): Json => {
  const { travellers, arrivalCountries, ...rest } = overrides;
  return {
    intent: 'forTourism',
    startDate: '2026-07-01',
    endDate: '2026-07-14',
    countryResidence: 'FR',
    arrivalCountries: typeof arrivalCountries === 'number' ? someCountries(arrivalCountries) : (arrivalCountries ?? ['ES', 'IT']),
    travellers: typeof travellers === 'number' ? someTravellers(travellers) : (travellers ?? [{ age: 34 }, { age: 31 }]),
    ...rest,
  };
};

export const aQuoteBody = (overrides: Json = {}): Json => ({ trip: aTrip(), language: 'en', ...overrides });

export const aLinkBody = (overrides: Json = {}): Json => ({
  sessionId: 'qs_n0nce.s1gnature',
  trip: aTrip(),
  offerId: 3,
  linkCode: 'summer24',
  ...overrides,
});

export const aConversionBody = (overrides: Json = {}): Json => ({
  ref: 'ACME-summer24',
  externalOrderId: 'order-1001',
  amount: 42.5,
  status: 'pending',
  ...overrides,
});

/** A copy without the given keys (a field "absent", not null). */
export const without = (object: Json, ...keys: string[]): Json =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
