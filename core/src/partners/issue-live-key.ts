import { inject, injectable } from 'inversify';
import { fail, type Result } from '../shared/result.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { PARTNER_STORE, type PartnerStore } from '../ports/partner-store.js';
import type { CardMode, DailyQuota, Scope } from '../contract/api-key.js';
import { KeyLifecycle, type IssuedSecret } from '../auth/key-lifecycle.js';
import { PartnerActivity } from './partner-activity.js';

/** What live access demands (spec: Key rules, Live access). */
export const LIVE_ACCESS = { minSandboxPriceCalls: 10, minSandboxLinks: 1 } as const;

/** Creates a live key for an approved partner that has tried the sandbox enough. */
@injectable()
export class IssueLiveKey {
  constructor(
    @inject(PARTNER_STORE) private readonly partners: PartnerStore,
    @inject(PartnerActivity) private readonly activity: PartnerActivity,
    @inject(KeyLifecycle) private readonly keys: KeyLifecycle,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(partnerCode: string, quota: DailyQuota, scopes: readonly Scope[], cardModes?: readonly CardMode[]): Promise<Result<IssuedSecret>> {
    const partner = await this.partners.get(partnerCode);
    if (!partner) return fail('BAD_REQUEST', `Unknown partner ${partnerCode}.`);
    if (partner.status !== 'approved') return fail('BAD_REQUEST', `Partner ${partnerCode} is not approved yet.`);
    const done = await this.activity.read(partnerCode, this.clock.now());
    if (done.sandboxPriceCalls < LIVE_ACCESS.minSandboxPriceCalls || done.sandboxLinksMinted < LIVE_ACCESS.minSandboxLinks) {
      return fail(
        'BAD_REQUEST',
        `Live access needs ${LIVE_ACCESS.minSandboxPriceCalls} sandbox price calls and ${LIVE_ACCESS.minSandboxLinks} sandbox link; ` +
          `${partnerCode} has ${done.sandboxPriceCalls} and ${done.sandboxLinksMinted}.`,
      );
    }
    return this.keys.create({ mode: 'live', scopes, partnerCode, quota, ...(cardModes ? { cardModes } : {}) });
  }
}
