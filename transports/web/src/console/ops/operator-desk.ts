import type { AccessApplicationRecord, ConsoleUserRecord, DailyQuota, PartnerRecord } from '@parasol/core';
import type { AuditTrail } from '../accounts/audit-trail.js';
import type { ConsoleOptions } from '../console-options.js';

export interface Approval {
  readonly quota: DailyQuota;
  readonly commissionBps: number;
}

export type Decision = { readonly decided: AccessApplicationRecord } | 'unknown' | 'already' | 'invalid';

/**
 * The operators' side: the applications queue (approve with quotas and the commission rate, or
 * refuse with a reason the partner reads), a partner with its users and keys, revoking a key.
 * Every route here checks the user is an operator first.
 */
export class OperatorDesk {
  constructor(
    private readonly options: ConsoleOptions,
    private readonly audit: AuditTrail,
  ) {}

  pending(): Promise<readonly AccessApplicationRecord[]> {
    return this.options.stores.applications.listByStatus('pending');
  }

  async approve(operator: ConsoleUserRecord, applicationId: string, approval: Approval): Promise<Decision> {
    const application = await this.options.stores.applications.get(applicationId);
    if (!application) return 'unknown';
    if (application.status !== 'pending') return 'already';
    const partner = await this.options.admin.partners.get(application.partnerCode);
    const { reads, writes } = approval.quota;
    const valid = partner && [reads, writes].every((n) => Number.isInteger(n) && n >= 1) && Number.isInteger(approval.commissionBps) && approval.commissionBps >= partner.baseRateBps && approval.commissionBps <= 5000;
    if (!valid) return 'invalid';
    const decided: AccessApplicationRecord = { ...application, status: 'approved', decidedBy: operator.userId, decidedAt: this.options.clock.now(), quota: { reads, writes }, commissionBps: approval.commissionBps, version: application.version + 1 };
    // The decision first (compare-and-set: of two operators deciding at once one wins), then the account.
    if (!(await this.options.stores.applications.replace(decided, application.version))) return 'already';
    const commission = await this.options.admin.partners.setCommission(application.partnerCode, approval.commissionBps);
    if (!commission.ok) throw new Error(`approving ${application.partnerCode}: ${commission.failure.detail}`);
    const approved = await this.options.admin.partners.approve(application.partnerCode);
    if (!approved.ok) throw new Error(`approving ${application.partnerCode}: ${approved.failure.detail}`);
    await this.audit.record(operator, application.partnerCode, 'application.approved', applicationId, `${reads} reads and ${writes} writes a day, commission ${approval.commissionBps} bps`);
    return { decided };
  }

  async refuse(operator: ConsoleUserRecord, applicationId: string, reasonGiven: string): Promise<Decision> {
    const reason = reasonGiven.trim();
    if (reason.length < 5 || reason.length > 500) return 'invalid';
    const application = await this.options.stores.applications.get(applicationId);
    if (!application) return 'unknown';
    if (application.status !== 'pending') return 'already';
    const decided: AccessApplicationRecord = { ...application, status: 'refused', decidedBy: operator.userId, decidedAt: this.options.clock.now(), refusalReason: reason, version: application.version + 1 };
    if (!(await this.options.stores.applications.replace(decided, application.version))) return 'already';
    await this.audit.record(operator, application.partnerCode, 'application.refused', applicationId, reason);
    return { decided };
  }

  async partner(code: string): Promise<{ readonly partner: PartnerRecord; readonly users: readonly ConsoleUserRecord[]; readonly keys: Awaited<ReturnType<ConsoleOptions['admin']['keys']['list']>>; readonly applications: readonly AccessApplicationRecord[] } | undefined> {
    const partner = await this.options.admin.partners.get(code);
    if (!partner) return undefined;
    const [users, keys, applications] = await Promise.all([this.options.stores.users.listByPartner(code), this.options.admin.keys.list(code), this.options.stores.applications.listByPartner(code)]);
    return { partner, users, keys, applications };
  }

  async revokeKey(operator: ConsoleUserRecord, partnerCode: string, keyId: string): Promise<boolean> {
    const owned = (await this.options.admin.keys.list(partnerCode)).some((k) => k.keyId === keyId);
    if (!owned) return false;
    const revoked = await this.options.admin.keys.revoke(keyId);
    if (!revoked.ok) return false;
    await this.audit.record(operator, partnerCode, 'key.revoked', keyId, 'by an operator');
    return true;
  }
}
