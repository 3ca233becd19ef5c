import type { ApiKeyRecord, PartnerRecord, SealedSecret } from '@parasol/core';

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
