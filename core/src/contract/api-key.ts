import { LIMITS } from '../reference/limits.js';

/** Key modes, decided by the id prefix: the key, not the address, picks the environment. */
export type KeyMode = 'sandbox' | 'live';
export const KEY_PREFIX: Readonly<Record<KeyMode, string>> = { sandbox: 'ak_test_', live: 'ak_live_' };
export const modeOfKeyId = (keyId: string): KeyMode | undefined =>
  keyId.startsWith(KEY_PREFIX.sandbox) ? 'sandbox' : keyId.startsWith(KEY_PREFIX.live) ? 'live' : undefined;

export const SCOPES = ['quotes', 'quotes.link', 'coach'] as const;
export type Scope = (typeof SCOPES)[number];

/** Card modes a key may send to the Coach (spec: card catalogue key.cardModes). */
export const CARD_MODES = ['catalogueId', 'bin', 'bank', 'network', 'none'] as const;
export type CardMode = (typeof CARD_MODES)[number];

export interface DailyQuota {
  readonly reads: number;
  readonly writes: number;
}
export type QuotaBucket = keyof DailyQuota;

/** A signing secret at rest: AES-256-GCM ciphertext, never the plain value. */
export interface SealedSecret {
  readonly iv: string; // base64
  readonly tag: string; // base64
  readonly ciphertext: string; // base64
  readonly createdAt: number; // epoch ms
  /** Set when a rotation replaced it: the secret still verifies until then (24 h overlap). */
  readonly retiresAt?: number;
}

export interface ApiKeyRecord {
  readonly keyId: string;
  readonly mode: KeyMode;
  readonly scopes: readonly Scope[];
  /** Partner credited for sales; required for live quotes and links. */
  readonly partnerCode?: string;
  readonly quota: DailyQuota;
  /** Calls per minute, all endpoints together; absent = the spec's 60. Raised only for load tests. */
  readonly burstPerMinute?: number;
  readonly cardModes: readonly CardMode[];
  /** Newest first. Rotation prepends; expired ones are pruned on the next rotation. */
  readonly secrets: readonly SealedSecret[];
  readonly createdAt: number;
  readonly revokedAt?: number;
  /** Compare-and-set version, bumped by every update. */
  readonly version: number;
}

/** The burst ceiling of a key (spec: 60 calls per minute per key). */
export const burstLimitOf = (key: Pick<ApiKeyRecord, 'burstPerMinute'>): number => key.burstPerMinute ?? LIMITS.burstPerMinute;
