import type { AccessApplicationRecord, AuditEntry, ConsoleSessionRecord, ConsoleUserRecord, InvitationRecord } from '@parasol/core';

/** Records of the partner console's ports, for their contract suites: valid, and overridable field by field. */
export const aConsoleUser = (overrides: Partial<ConsoleUserRecord> = {}): ConsoleUserRecord => ({
  userId: 'usr_acme_owner',
  email: 'owner@acme.example',
  kind: 'partner',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
  emailVerifiedAt: 1_700_000_000_000,
  memberships: [{ partnerCode: 'acme', role: 'owner' }],
  createdAt: 1_700_000_000_000,
  version: 1,
  ...overrides,
});

export const aConsoleSession = (overrides: Partial<ConsoleSessionRecord> = {}): ConsoleSessionRecord => ({
  sessionId: 'f'.repeat(64),
  userId: 'usr_acme_owner',
  csrfToken: 'csrf-token-of-the-session',
  createdAt: 1_700_000_000_000,
  expiresAt: 1_700_000_000_000 + 8 * 3_600_000,
  ...overrides,
});

export const anApplication = (overrides: Partial<AccessApplicationRecord> = {}): AccessApplicationRecord => ({
  applicationId: 'app_0001',
  partnerCode: 'acme',
  expectedMonthlyVolume: 500,
  markets: ['FR', 'BE'],
  distributionStatus: 'registered-intermediary',
  submittedBy: 'usr_acme_owner',
  submittedAt: 1_700_000_000_000,
  status: 'pending',
  version: 1,
  ...overrides,
});

export const anInvitation = (overrides: Partial<InvitationRecord> = {}): InvitationRecord => ({
  invitationId: 'e'.repeat(64),
  partnerCode: 'acme',
  email: 'member@acme.example',
  invitedBy: 'usr_acme_owner',
  createdAt: 1_700_000_000_000,
  expiresAt: 1_700_000_000_000 + 7 * 86_400_000,
  ...overrides,
});

export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  entryId: 'aud_0001',
  at: 1_700_000_000_000,
  actorId: 'usr_acme_owner',
  actorEmail: 'owner@acme.example',
  partnerCode: 'acme',
  action: 'key.created',
  subject: 'ak_test_0123456789abcdef',
  ...overrides,
});
