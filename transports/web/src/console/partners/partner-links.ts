import type { ConsoleUserRecord, PartnerRecord } from '@parasol/core';
import type { AuditTrail } from '../accounts/audit-trail.js';
import type { ConsoleOptions } from '../console-options.js';

/** The spec's linkCode rule (core/src/partners/partner-accounts.ts checks it again). */
export const LINK_CODE = /^[A-Za-z0-9]{4,32}$/;

export type LinkChange = { readonly partner: PartnerRecord; readonly ref: string } | { readonly refused: string };

/**
 * A partner's tracked links, for its members: create, archive, set the default. Each change goes
 * through the partner accounts' own rules (one default, never archived; codes unique), so the
 * console can make no account the API would refuse.
 */
export class PartnerLinks {
  constructor(
    private readonly options: ConsoleOptions,
    private readonly audit: AuditTrail,
  ) {}

  get(partnerCode: string): Promise<PartnerRecord | undefined> {
    return this.options.admin.partners.get(partnerCode);
  }

  async create(user: ConsoleUserRecord, partnerCode: string, linkCode: string, makeDefault: boolean): Promise<LinkChange> {
    if (!LINK_CODE.test(linkCode)) return { refused: 'code' };
    const partner = await this.get(partnerCode);
    if (!partner || partner.links.some((l) => l.code === linkCode)) return { refused: 'code' };
    const changed = await this.options.admin.partners.addLink(partnerCode, { code: linkCode, archived: false, default: makeDefault });
    if (!changed.ok) return { refused: changed.failure.detail ?? changed.failure.code };
    await this.audit.record(user, partnerCode, 'link.created', `${partnerCode}-${linkCode}`, makeDefault ? 'default' : undefined);
    return { partner: changed.value, ref: `${partnerCode}-${linkCode}` };
  }

  async archive(user: ConsoleUserRecord, partnerCode: string, linkCode: string): Promise<LinkChange> {
    const partner = await this.get(partnerCode);
    const link = partner?.links.find((l) => l.code === linkCode);
    if (!link || link.archived) return { refused: 'unknown' };
    const changed = await this.options.admin.partners.archiveLink(partnerCode, linkCode);
    if (!changed.ok) return { refused: changed.failure.detail ?? changed.failure.code };
    await this.audit.record(user, partnerCode, 'link.archived', `${partnerCode}-${linkCode}`);
    return { partner: changed.value, ref: `${partnerCode}-${linkCode}` };
  }

  async makeDefault(user: ConsoleUserRecord, partnerCode: string, linkCode: string): Promise<LinkChange> {
    const partner = await this.get(partnerCode);
    const link = partner?.links.find((l) => l.code === linkCode);
    if (!link || link.archived) return { refused: 'unknown' };
    const changed = await this.options.admin.partners.setDefaultLink(partnerCode, linkCode);
    if (!changed.ok) return { refused: changed.failure.detail ?? changed.failure.code };
    await this.audit.record(user, partnerCode, 'link.default', `${partnerCode}-${linkCode}`);
    return { partner: changed.value, ref: `${partnerCode}-${linkCode}` };
  }
}
