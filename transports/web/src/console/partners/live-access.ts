import type { AccessApplicationRecord, ConsoleSessionRecord, ConsoleUserRecord, DistributionStatus, PartnerRecord } from '@parasol/core';
import type { AuditTrail } from '../accounts/audit-trail.js';
import type { IssuedSecret } from '../accounts/console-accounts.js';
import { newId } from '../console-ids.js';
import { SELF_SERVE_SCOPES, type ConsoleOptions } from '../console-options.js';

/** The spec's gate (core/src/partners/issue-live-key.ts enforces it again when the key is made). */
export const GATE = { priceCalls: 10, links: 1 } as const;

export const DISTRIBUTION_STATUSES: readonly DistributionStatus[] = ['registered-intermediary', 'ancillary-intermediary', 'applying', 'not-registered'];

export interface LiveAccessView {
  readonly partner: PartnerRecord;
  readonly priceCalls: number;
  readonly links: number;
  readonly gateMet: boolean;
  /** Newest first. */
  readonly applications: readonly AccessApplicationRecord[];
  readonly liveKeys: number;
}

export interface ApplicationForm {
  readonly volume: string;
  readonly markets: string;
  readonly distribution: string;
}

export type ApplicationErrors = Partial<Record<'volume' | 'markets' | 'distribution', true>>;

export type LiveKeyOutcome = { readonly secret: IssuedSecret } | { readonly refused: 'two-factor' | 'not-approved' | 'gate' | 'other'; readonly detail?: string };

/** Live access, for a partner's members: the gate's progress, the application, the live key. */
export class LiveAccess {
  constructor(
    private readonly options: ConsoleOptions,
    private readonly audit: AuditTrail,
  ) {}

  async view(partnerCode: string): Promise<LiveAccessView | undefined> {
    const { admin, stores, clock } = this.options;
    const partner = await admin.partners.get(partnerCode);
    if (!partner) return undefined;
    const [activity, applications, keys] = await Promise.all([admin.activity.read(partnerCode, clock.now()), stores.applications.listByPartner(partnerCode), admin.keys.list(partnerCode)]);
    return {
      partner,
      priceCalls: activity.sandboxPriceCalls,
      links: activity.sandboxLinksMinted,
      gateMet: activity.sandboxPriceCalls >= GATE.priceCalls && activity.sandboxLinksMinted >= GATE.links,
      applications,
      liveKeys: keys.filter((k) => k.mode === 'live' && k.revokedAt === undefined).length,
    };
  }

  /** Records an application unless one is pending or approved already. */
  async apply(user: ConsoleUserRecord, partnerCode: string, form: ApplicationForm): Promise<{ readonly errors: ApplicationErrors } | { readonly application: AccessApplicationRecord } | 'already'> {
    const volume = /^\d{1,9}$/.test(form.volume.trim()) ? Number(form.volume.trim()) : NaN;
    const markets = [...new Set(form.markets.toUpperCase().split(/[\s,;]+/).filter(Boolean))];
    const errors: ApplicationErrors = {
      ...(Number.isInteger(volume) && volume >= 1 ? {} : { volume: true }),
      ...(markets.length >= 1 && markets.length <= 60 && markets.every((m) => /^[A-Z]{2}$/.test(m)) ? {} : { markets: true }),
      ...((DISTRIBUTION_STATUSES as readonly string[]).includes(form.distribution) ? {} : { distribution: true }),
    };
    if (Object.keys(errors).length > 0) return { errors };
    const open = (await this.options.stores.applications.listByPartner(partnerCode)).some((a) => a.status !== 'refused');
    if (open) return 'already';
    const application: AccessApplicationRecord = {
      applicationId: newId(this.options.random, 'app'),
      partnerCode,
      expectedMonthlyVolume: volume,
      markets,
      distributionStatus: form.distribution as DistributionStatus,
      submittedBy: user.userId,
      submittedAt: this.options.clock.now(),
      status: 'pending',
      version: 1,
    };
    await this.options.stores.applications.create(application);
    await this.audit.record(user, partnerCode, 'application.submitted', application.applicationId);
    return { application };
  }

  /**
   * The live key, through the core's gate (approved partner, sandbox activity), once this
   * console's own conditions hold: an approved application (its quotas) and two-factor on and
   * proven in this session.
   */
  async createLiveKey(user: ConsoleUserRecord, session: ConsoleSessionRecord, partnerCode: string): Promise<LiveKeyOutcome> {
    if (user.totpSecret === undefined || session.secondFactorAt === undefined) return { refused: 'two-factor' };
    const approved = (await this.options.stores.applications.listByPartner(partnerCode)).find((a) => a.status === 'approved');
    if (!approved?.quota) return { refused: 'not-approved' };
    const issued = await this.options.admin.issueLiveKey.run(partnerCode, approved.quota, SELF_SERVE_SCOPES);
    if (!issued.ok) return { refused: 'gate', detail: issued.failure.detail };
    await this.audit.record(user, partnerCode, 'key.created', issued.value.keyId, `live, ${approved.quota.reads} reads and ${approved.quota.writes} writes a day`);
    return { secret: issued.value };
  }
}
