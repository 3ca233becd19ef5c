import { aTripBody } from '@parasol/core/test-support';

/** Test data for request bodies: a valid body by default, overridden field by field (the trip is the shared test trip). */

type Json = Record<string, unknown>;

export const aQuoteBody = (overrides: Json = {}): Json => ({ trip: aTripBody(), language: 'en', ...overrides });

export const aLinkBody = (overrides: Json = {}): Json => ({
  sessionId: 'qs_n0nce.s1gnature',
  trip: aTripBody(),
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
