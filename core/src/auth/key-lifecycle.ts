import { inject, injectable } from 'inversify';
import { LIMITS } from '../reference/limits.js';
import { fail, ok, type Result } from '../shared/result.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { RANDOM, type Random } from '../ports/random.js';
import { KEY_STORE, type KeyStore } from '../ports/key-store.js';
import { burstLimitOf, CARD_MODES, KEY_PREFIX, modeOfKeyId, type ApiKeyRecord, type CardMode, type DailyQuota, type KeyMode, type Scope } from '../contract/api-key.js';
import { KEY_ID_BYTES, SECRET_BYTES, keyIdFrom, secretFrom } from './key-material.js';
import { SecretBox } from './secret-box.js';
import { SECRET_BOX } from './tokens.js';

export interface NewKey {
  readonly mode: KeyMode;
  readonly scopes: readonly Scope[];
  readonly partnerCode?: string;
  readonly quota?: DailyQuota;
  readonly burstPerMinute?: number;
  readonly cardModes?: readonly CardMode[];
  /** Given id and secret (bootstrap of a deployment or a test); generated when absent. */
  readonly keyId?: string;
  readonly secret?: string;
}

/** A key as operations tooling sees it: never a secret, sealed or not. */
export interface KeySummary {
  readonly keyId: string;
  readonly mode: KeyMode;
  readonly scopes: readonly Scope[];
  readonly partnerCode?: string;
  readonly quota: DailyQuota;
  readonly burstPerMinute: number;
  readonly cardModes: readonly CardMode[];
  readonly createdAt: number;
  readonly revokedAt?: number;
  /** Secrets that verify now: 2 during a rotation's overlap. */
  readonly liveSecrets: number;
  /** During a rotation's overlap: when the previous secret stops verifying. */
  readonly previousSecretRetiresAt?: number;
}

/** The one moment a secret is returned: right after creation or rotation. */
export interface IssuedSecret {
  readonly keyId: string;
  readonly secret: string;
  readonly mode: KeyMode;
}

const SANDBOX_QUOTA: DailyQuota = { reads: LIMITS.sandboxDailyReads, writes: LIMITS.sandboxDailyWrites };
/** Sandbox keys may not name an exact catalogue card (spec: card modes). */
const SANDBOX_CARD_MODES: readonly CardMode[] = CARD_MODES.filter((m) => m !== 'catalogueId');

/** Key creation, rotation (24 h overlap) and revocation (immediate). */
@injectable()
export class KeyLifecycle {
  constructor(
    @inject(KEY_STORE) private readonly keys: KeyStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RANDOM) private readonly random: Random,
    @inject(SECRET_BOX) private readonly box: SecretBox,
  ) {}

  async create(spec: NewKey): Promise<Result<IssuedSecret>> {
    const keyId = spec.keyId ?? keyIdFrom(spec.mode, this.random.bytes(KEY_ID_BYTES));
    if (modeOfKeyId(keyId) !== spec.mode) return fail('BAD_REQUEST', `A ${spec.mode} key id starts with ${KEY_PREFIX[spec.mode]}.`);
    const secret = spec.secret ?? this.newSecret(spec.mode);
    const now = this.clock.now();
    const record: ApiKeyRecord = {
      keyId,
      mode: spec.mode,
      scopes: [...spec.scopes],
      ...(spec.partnerCode === undefined ? {} : { partnerCode: spec.partnerCode }),
      quota: spec.quota ?? SANDBOX_QUOTA,
      ...(spec.burstPerMinute === undefined ? {} : { burstPerMinute: spec.burstPerMinute }),
      cardModes: [...(spec.cardModes ?? (spec.mode === 'sandbox' ? SANDBOX_CARD_MODES : CARD_MODES))].filter(
        (m) => spec.mode === 'live' || m !== 'catalogueId',
      ),
      secrets: [this.box.seal(secret, this.random.bytes(12), now)],
      createdAt: now,
      version: 1,
    };
    if (!(await this.keys.create(record))) return fail('BAD_REQUEST', `Key ${keyId} already exists.`);
    return ok({ keyId, secret, mode: spec.mode });
  }

  /** New secret now; the previous one keeps verifying for exactly 24 hours. */
  async rotate(keyId: string): Promise<Result<IssuedSecret>> {
    for (;;) {
      const key = await this.keys.get(keyId);
      if (!key || key.revokedAt !== undefined) return fail('UNAUTHORIZED', 'Unknown or revoked key.');
      const now = this.clock.now();
      const secret = this.newSecret(key.mode);
      const retiresAt = now + LIMITS.rotationOverlapSeconds * 1000;
      const previous = key.secrets
        .filter((s) => s.retiresAt === undefined || s.retiresAt > now)
        .map((s) => (s.retiresAt === undefined ? { ...s, retiresAt } : s));
      const next: ApiKeyRecord = { ...key, secrets: [this.box.seal(secret, this.random.bytes(12), now), ...previous], version: key.version + 1 };
      if (await this.keys.replace(next, key.version)) return ok({ keyId, secret, mode: key.mode });
    }
  }

  /** Stops the key and every secret at once. Revoking twice is harmless. */
  async revoke(keyId: string): Promise<Result<{ keyId: string; revokedAt: number }>> {
    for (;;) {
      const key = await this.keys.get(keyId);
      if (!key) return fail('UNAUTHORIZED', 'Unknown key.');
      if (key.revokedAt !== undefined) return ok({ keyId, revokedAt: key.revokedAt });
      const revokedAt = this.clock.now();
      if (await this.keys.replace({ ...key, revokedAt, version: key.version + 1 }, key.version)) return ok({ keyId, revokedAt });
    }
  }

  /** A partner's keys, for operations tooling (internal services, the CLI). */
  async list(partnerCode: string): Promise<KeySummary[]> {
    const now = this.clock.now();
    return (await this.keys.listByPartner(partnerCode)).map((key) => summaryOf(key, now));
  }

  /**
   * Sets a key's daily buckets, and its burst ceiling when given (absent: left as it is). Approval
   * sets quotas from the declared volume (spec: live access); the counters of today are kept.
   */
  async setQuota(keyId: string, quota: DailyQuota, burstPerMinute?: number): Promise<Result<KeySummary>> {
    const problem = [quota.reads, quota.writes, ...(burstPerMinute === undefined ? [] : [burstPerMinute])].some((n) => !Number.isInteger(n) || n < 0);
    if (problem) return fail('BAD_REQUEST', 'Quotas and the burst ceiling are whole numbers, 0 or more.');
    for (;;) {
      const key = await this.keys.get(keyId);
      if (!key) return fail('UNAUTHORIZED', 'Unknown key.');
      const next: ApiKeyRecord = { ...key, quota: { reads: quota.reads, writes: quota.writes }, ...(burstPerMinute === undefined ? {} : { burstPerMinute }), version: key.version + 1 };
      if (await this.keys.replace(next, key.version)) return ok(summaryOf(next, this.clock.now()));
    }
  }

  private newSecret(mode: KeyMode): string {
    return secretFrom(mode, this.random.bytes(SECRET_BYTES));
  }
}

const summaryOf = (key: ApiKeyRecord, now: number): KeySummary => ({
  keyId: key.keyId,
  mode: key.mode,
  scopes: key.scopes,
  ...(key.partnerCode === undefined ? {} : { partnerCode: key.partnerCode }),
  quota: key.quota,
  burstPerMinute: burstLimitOf(key),
  cardModes: key.cardModes,
  createdAt: key.createdAt,
  ...(key.revokedAt === undefined ? {} : { revokedAt: key.revokedAt }),
  liveSecrets: key.secrets.filter((secret) => secret.retiresAt === undefined || secret.retiresAt > now).length,
  ...retiringOf(key, now),
});

/** The latest retirement still ahead, if a rotation's overlap is under way. */
const retiringOf = (key: ApiKeyRecord, now: number): { previousSecretRetiresAt?: number } => {
  const ahead = key.secrets.map((s) => s.retiresAt).filter((at): at is number => at !== undefined && at > now);
  return ahead.length === 0 ? {} : { previousSecretRetiresAt: Math.max(...ahead) };
};
