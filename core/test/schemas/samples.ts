import { GUARANTEES, GUARANTEE_STATES, INTENTS, LANGUAGES, US_STATES } from '@parasol/core/internal';
import { aTrip } from '@parasol/core/test-support';

type Json = Record<string, unknown>;

/** An offer as the quote response carries it; `iconUrl` present unless overridden away. */
export const anOffer = (overrides: Json = {}): Json => ({
  id: 12,
  name: 'Globe Essential',
  plan: 'Essential',
  insurer: { name: 'Fictional Mutual', logoUrl: 'https://cdn.parasol.dev/icons/globe.svg' },
  iconUrl: 'https://cdn.parasol.dev/icons/globe.svg',
  price: { amount: 48.9, amountInCents: 4890, currency: 'EUR', insurerAmount: 48.9, insurerCurrency: 'EUR', isStartingPrice: false, period: null },
  guaranteeCurrency: 'EUR',
  guarantees: {
    hospitalFeesAbroad: { state: 'value', value: 150000 },
    rapatriationAssistance: { state: 'actual_costs', value: null },
  },
  highlights: { included: ['Covid-19'], excluded: [] },
  documents: { cgvUrl: 'https://cdn.parasol.dev/docs/cgv.pdf', ipidUrl: null },
  position: 1,
  ...overrides,
});

export const aQuoteResponse = (overrides: Json = {}): Json => ({
  ok: true,
  mode: 'sandbox',
  sessionId: 'qs_n0nce.s1gnature',
  offers: [anOffer(), anOffer({ id: 13, position: 2 })],
  unpricedCount: 0,
  redirectOnlyCount: 0,
  nearMissCount: 1,
  trip: aTrip({ endDate: '2026-07-14' }),
  quote: { mode: 'sandbox', days: 14, travellers: 1, expiresAt: '2026-06-01T12:30:00Z' },
  meta: { apiVersion: '1.0.0', language: 'en', notice: 'Sandbox data: never show these prices to a real traveller.' },
  ...overrides,
});

export const aLinkResponse = (overrides: Json = {}): Json => ({
  ok: true,
  mode: 'live',
  subscriptionId: 'sub_81kq2',
  url: 'https://funnel.parasol.dev/presubscribe/sub_81kq2?offer=12',
  ref: 'ACME-summer24',
  offerId: 12,
  replayed: false,
  updated: false,
  expiresAt: '2026-06-08T12:30:00Z',
  meta: { apiVersion: '1.0.0', language: 'fr' },
  ...overrides,
});

export const aMetaResponse = (overrides: Json = {}): Json => ({
  ok: true,
  apiVersion: '1.0.0',
  key: {
    keyId: 'ak_test_4f2a',
    mode: 'sandbox',
    scopes: ['quotes', 'quotes.link', 'coach'],
    quota: {
      reads: { limit: 200, used: 12, remaining: 188 },
      writes: { limit: 50, used: 1, remaining: 49 },
      resetsAt: '2026-06-02T00:00:00.000Z',
      burst: { limit: 60, remaining: 59 },
    },
    lifetime: { createdAt: '2026-05-01T09:00:00.000Z', rotatedAt: null, previousSecretExpiresAt: null, revoked: false },
  },
  trip: { intents: INTENTS, languages: LANGUAGES, maxTravellers: 50, maxDestinations: 20, notes: ['Dates are YYYY-MM-DD.'] },
  guarantees: GUARANTEES,
  states: GUARANTEE_STATES,
  usStates: US_STATES,
  ...overrides,
});

export const aPostbackResponse = (overrides: Json = {}): Json => ({
  ok: true,
  mode: 'live',
  outcome: 'updated',
  sale: {
    saleId: 'sale_AAAAAAAAAAAAAAAA', externalOrderId: 'order-1001', ref: 'ACME-summer24', origin: 'postback', status: 'validated', currency: 'JPY',
    amount: 5400, amountMinor: 5400, commission: 540, commissionMinor: 540, partnerFeeAmount: null, commissionBps: 1000, upliftBps: 0, marginBps: 0, subscriptionId: null,
    contractVersion: '3.1', bookedAt: '2026-03-01T10:00:00.000Z', autoValidatesAt: null, validatedAt: '2026-03-15T10:00:00.000Z', cancelledAt: null,
  },
  entries: [{ seq: 1, kind: 'validation', delta: 0, deltaMinor: 0, currency: 'JPY', at: '2026-03-15T10:00:00.000Z', cause: 'req_1' }],
  meta: { apiVersion: '1.0.0', contractVersion: '3.1' },
  ...overrides,
});
