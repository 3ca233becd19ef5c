import type { Clock, ConsoleStores, CounterStore, Logger, Parasol, Random } from '@parasol/core';
import type { Mailer } from './mail/mailer.js';
import type { PasswordHasher } from './security/password-hasher.js';

/** What the partner console is composed from (tools/server composes it beside the API). */
export interface ConsoleOptions {
  readonly stores: ConsoleStores;
  /** The API's operations the console acts through: partner accounts, keys, the live-access gate, key usage. */
  readonly admin: Parasol['admin'];
  /** The shared atomic counters: sign-in throttling and mail limits count across instances. */
  readonly counters: CounterStore;
  readonly clock: Clock;
  readonly random: Random;
  readonly mailer: Mailer;
  /** 32 bytes keying the emailed links' MACs (verification, reset). */
  readonly tokenSecret: Uint8Array;
  /** 32 bytes sealing users' TOTP secrets at rest (AES-256-GCM). */
  readonly sealingKey: Uint8Array;
  /** Where partners reach this service (links in emails, the quick start's URL). */
  readonly publicUrl: string;
  /** Secure cookies; default: unless publicUrl is loopback. */
  readonly secureCookies?: boolean;
  /** argon2id by default; tests may pass a faster one. */
  readonly hasher?: PasswordHasher;
  /** The base rate of a partner account created by sign-up (basis points; default 1000). */
  readonly newPartnerBaseRateBps?: number;
  readonly logger?: Logger;
}

/** Every self-serve key carries the three scopes (spec: key rules). */
export const SELF_SERVE_SCOPES = ['quotes', 'quotes.link', 'coach'] as const;
