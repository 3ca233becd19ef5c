import type { ConsoleUserRecord, KeyUsage } from '@parasol/core';
import type { IssuedSecret } from '../accounts/console-accounts.js';
import type { AuditTrail } from '../accounts/audit-trail.js';
import { SELF_SERVE_SCOPES, type ConsoleOptions } from '../console-options.js';

type KeySummary = Awaited<ReturnType<ConsoleOptions['admin']['keys']['list']>>[number];

/** A key as the keys page lists it: never a secret. */
export interface KeyRow {
  readonly key: KeySummary;
  readonly usage: KeyUsage;
  /** When the previous secret stops verifying, during a rotation's 24-hour overlap. */
  readonly overlapUntil?: number;
}

const ROTATION_OVERLAP_MS = 24 * 3_600_000;

/**
 * A partner's keys, for its members: list with today's use, create sandbox keys, rotate,
 * revoke. Every key id a form names is checked to belong to the account in the URL, so a member
 * of one account cannot rotate or revoke another's key by sending its id.
 */
export class PartnerKeys {
  constructor(
    private readonly options: ConsoleOptions,
    private readonly audit: AuditTrail,
  ) {}

  async list(partnerCode: string): Promise<readonly KeyRow[]> {
    const keys = await this.options.admin.keys.list(partnerCode);
    const rows = await Promise.all(
      keys.map(async (key): Promise<KeyRow> => {
        const usage = (await this.options.admin.keyUsage(key.keyId)) ?? { reads: 0, writes: 0, burst: 0 };
        return { key, usage, ...(key.previousSecretRetiresAt === undefined ? {} : { overlapUntil: key.previousSecretRetiresAt }) };
      }),
    );
    return rows.sort((a, b) => b.key.createdAt - a.key.createdAt);
  }

  async createSandbox(user: ConsoleUserRecord, partnerCode: string): Promise<IssuedSecret | undefined> {
    const created = await this.options.admin.keys.create({ mode: 'sandbox', scopes: SELF_SERVE_SCOPES, partnerCode });
    if (!created.ok) return undefined;
    await this.audit.record(user, partnerCode, 'key.created', created.value.keyId, 'sandbox');
    return created.value;
  }

  async rotate(user: ConsoleUserRecord, partnerCode: string, keyId: string): Promise<{ readonly secret: IssuedSecret; readonly overlapUntil: number } | undefined> {
    if (!(await this.owns(partnerCode, keyId))) return undefined;
    const rotated = await this.options.admin.keys.rotate(keyId);
    if (!rotated.ok) return undefined;
    const now = this.options.clock.now();
    await this.audit.record(user, partnerCode, 'key.rotated', keyId, 'the previous secret verifies 24 more hours');
    return { secret: rotated.value, overlapUntil: now + ROTATION_OVERLAP_MS };
  }

  async revoke(user: ConsoleUserRecord, partnerCode: string, keyId: string): Promise<boolean> {
    if (!(await this.owns(partnerCode, keyId))) return false;
    const revoked = await this.options.admin.keys.revoke(keyId);
    if (!revoked.ok) return false;
    await this.audit.record(user, partnerCode, 'key.revoked', keyId);
    return true;
  }

  private async owns(partnerCode: string, keyId: string): Promise<boolean> {
    return (await this.options.admin.keys.list(partnerCode)).some((k) => k.keyId === keyId && k.revokedAt === undefined);
  }
}
