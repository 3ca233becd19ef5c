import type { ApiKeyRecord, LedgerEntry, PartnerRecord, SaleRecord, SealedSecret, SubscriptionRecord } from '@parasol/core';
import type { Trip } from '@parasol/core/internal';

/**
 * Test data for the port contracts. The stores treat records as opaque documents, so a sealed
 * secret here only needs the right shape, not a real ciphertext.
 */
export const aSealedSecret = (overrides: Partial<SealedSecret> = {}): SealedSecret => ({
  iv: 'AAAAAAAAAAAAAAAA',
  tag: 'AAAAAAAAAAAAAAAAAAAAAA==',
  ciphertext: 'c2VhbGVkLXNlY3JldA==',
  createdAt: 1_700_000_000_000,
  ...overrides,
});

export const anApiKeyRecord = (overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  keyId: 'ak_test_contract0000000000000001',
  mode: 'sandbox',
  scopes: ['quotes', 'quotes.link', 'coach'],
  partnerCode: 'acme',
  quota: { reads: 200, writes: 50 },
  cardModes: ['bin', 'bank', 'network', 'none'],
  secrets: [aSealedSecret()],
  createdAt: 1_700_000_000_000,
  version: 1,
  ...overrides,
});

export const aPartnerRecord = (overrides: Partial<PartnerRecord> = {}): PartnerRecord => ({
  code: 'acme',
  status: 'pending',
  baseRateBps: 1000,
  commissionBps: 1000,
  links: [{ code: 'default', archived: false, default: true }],
  createdAt: 1_700_000_000_000,
  version: 1,
  ...overrides,
});

export const aTrip = (overrides: Partial<Trip> = {}): Trip => ({
  intent: 'forTourism',
  startDate: '2026-07-01',
  endDate: '2026-07-15',
  countryResidence: 'FR',
  arrivalCountries: ['US', 'MX'],
  travellers: [{ age: 34 }, { age: 36 }],
  tripPrice: 4200,
  currency: 'EUR',
  shouldCoverCancellation: true,
  shouldCoverExtremeSports: false,
  isAnnual: false,
  ...overrides,
});

/** A live subscription with every optional field present: a store must keep them all. */
export const aSubscriptionRecord = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  subscriptionId: 'sub_contract0000000000000001',
  sessionId: 'qs_contract0000000000000001',
  generation: 0,
  keyId: 'ak_live_contract0000000000000001',
  mode: 'live',
  partnerCode: 'acme',
  ref: 'acme-default',
  linkCode: 'default',
  trip: aTrip(),
  tripFingerprint: '5f2b7c0e9a41d3b8',
  language: 'fr',
  offerId: 1234,
  stage: 'quoting',
  upstreamQuoteId: 'q_90001',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  expiresAt: 1_700_086_400_000,
  version: 1,
  ...overrides,
});

/** A sandbox subscription: no partner, no ref, no link, no offer, no upstream quote. */
export const aSandboxSubscriptionRecord = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => {
  const { partnerCode: _partner, upstreamQuoteId: _quote, ...live } = aSubscriptionRecord();
  return { ...live, keyId: 'ak_test_contract0000000000000001', mode: 'sandbox', ref: null, linkCode: null, offerId: null, ...overrides };
};

export const aLedgerEntry = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  seq: 0,
  kind: 'booking',
  deltaMinor: 4200,
  currency: 'EUR',
  at: 1_700_000_000_000,
  cause: 'req_contract0001',
  ...overrides,
});

export const aSaleRecord = (overrides: Partial<SaleRecord> = {}): SaleRecord => ({
  ledger: 'live',
  partnerCode: 'acme',
  externalOrderId: 'order-0001',
  saleId: 'sale_contract0000000000000001',
  linkCode: 'default',
  status: 'pending',
  amountMinor: 42_000,
  currency: 'EUR',
  frozenCommissionBps: 1000,
  frozenUpliftBps: 0,
  commissionMinor: 4200,
  contractVersion: '3.2',
  bookedAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  entries: [aLedgerEntry()],
  version: 1,
  ...overrides,
});
