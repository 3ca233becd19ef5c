import type { SealedSecret } from '../contract/api-key.js';

/** Who may use the partner console (`partner`: a partner account's owner or member) or the operators' (`operator`). */
export type ConsoleUserKind = 'partner' | 'operator';

/** A user's place in a partner account: the owner invites members; both manage keys and apply. */
export interface ConsoleMembership {
  readonly partnerCode: string;
  readonly role: 'owner' | 'member';
}

/**
 * One console user. The email is kept lower-cased and is the natural key (one user per address).
 * The password is only ever an argon2id PHC string; the TOTP secret is set once two-factor is
 * confirmed. Sign-in failures are counted elsewhere (counters), so that an unknown address is
 * throttled exactly like a known one and the lockout says nothing about who has an account.
 */
export interface ConsoleUserRecord {
  /** Public id, `usr_…`. */
  readonly userId: string;
  readonly email: string;
  readonly kind: ConsoleUserKind;
  readonly passwordHash: string;
  readonly emailVerifiedAt?: number;
  /** The company named at sign-up: the partner account created on verification takes its code from it. */
  readonly companyName?: string;
  readonly memberships: readonly ConsoleMembership[];
  /**
   * The base32 TOTP secret, sealed (AES-256-GCM under a key derived from the master key, as API
   * keys' secrets are), present once the user confirmed a code from it.
   */
  readonly totpSecret?: SealedSecret;
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
  readonly totpLastStep?: number;
  readonly createdAt: number;
  /** Compare-and-set counter, 1 on creation. */
  readonly version: number;
}

/**
 * Console users, one document each, keyed by email, shaped for single-document atomic operations
 * (MongoDB: insertOne with `_id` derived from the email, replaceOne on {_id, userId, version}).
 * User ids are 128 random bits, so the email is the only key a create can collide on. The
 * contract suite lives in conformance/port-contracts.
 */
export interface ConsoleUserStore {
  get(userId: string): Promise<ConsoleUserRecord | undefined>;
  /** By lower-cased email. */
  findByEmail(email: string): Promise<ConsoleUserRecord | undefined>;
  /** Create if no user has that email; false (and nothing written) otherwise. */
  create(record: ConsoleUserRecord): Promise<boolean>;
  /** Compare-and-set on `version` (the new record's is expectedVersion + 1); false on a lost race. The email never changes. */
  replace(record: ConsoleUserRecord, expectedVersion: number): Promise<boolean>;
  /** Users with a membership in that partner account, oldest first. */
  listByPartner(partnerCode: string): Promise<readonly ConsoleUserRecord[]>;
}
export const CONSOLE_USER_STORE = Symbol.for('parasol.ConsoleUserStore');
