import { inject, injectable } from 'inversify';
import { fail, ok, type Result } from '../shared/result.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { PARTNER_STORE, type PartnerRecord, type PartnerStatus, type PartnerStore, type TrackedLink } from '../ports/partner-store.js';
import type { PayoutTerms } from '../contract/partner.js';
import { checkPayoutTerms } from '../payouts/payout-terms.js';

/** Highest commission a partner may choose: 50% of the insurer premium. */
export const MAX_COMMISSION_BPS = 5000;
export const PARTNER_CODE = /^[A-Za-z0-9]{2,32}$/;
export const LINK_CODE = /^[A-Za-z0-9]{4,32}$/;

export interface NewPartner {
  readonly code: string;
  readonly status?: PartnerStatus;
  readonly baseRateBps: number;
  readonly commissionBps?: number;
  readonly links?: readonly TrackedLink[];
}

/** Checks the invariants of an account: rate between base and 50%, link codes, one default link. */
export const partnerProblems = (p: Pick<PartnerRecord, 'code' | 'baseRateBps' | 'commissionBps' | 'links'>): string[] => {
  const problems: string[] = [];
  if (!PARTNER_CODE.test(p.code)) problems.push(`partner code "${p.code}" must be 2 to 32 letters or digits`);
  if (!Number.isInteger(p.baseRateBps) || p.baseRateBps < 0 || p.baseRateBps > MAX_COMMISSION_BPS) {
    problems.push(`baseRateBps must be an integer from 0 to ${MAX_COMMISSION_BPS}`);
  }
  if (!Number.isInteger(p.commissionBps) || p.commissionBps < p.baseRateBps || p.commissionBps > MAX_COMMISSION_BPS) {
    problems.push(`commissionBps must be an integer from baseRateBps (${p.baseRateBps}) to ${MAX_COMMISSION_BPS}`);
  }
  const codes = new Set<string>();
  for (const link of p.links) {
    if (!LINK_CODE.test(link.code)) problems.push(`tracked link code "${link.code}" must be 4 to 32 letters or digits`);
    if (codes.has(link.code)) problems.push(`tracked link code "${link.code}" appears twice`);
    codes.add(link.code);
  }
  const defaults = p.links.filter((l) => l.default);
  // A live sale that names no link credits the default one: without it no ref could be formed.
  if (p.links.length > 0 && defaults.length !== 1) problems.push('exactly one tracked link is the default');
  if (defaults.some((l) => l.archived)) problems.push('the default tracked link cannot be archived');
  return problems;
};

/** Partner accounts: registration, approval, commission rate, tracked links. */
@injectable()
export class PartnerAccounts {
  constructor(
    @inject(PARTNER_STORE) private readonly partners: PartnerStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async register(spec: NewPartner): Promise<Result<PartnerRecord>> {
    const links = spec.links ?? [];
    const record: PartnerRecord = {
      code: spec.code,
      status: spec.status ?? 'pending',
      baseRateBps: spec.baseRateBps,
      commissionBps: spec.commissionBps ?? spec.baseRateBps,
      // Every account has a default link so that a ref can always be formed.
      links: links.length > 0 ? links : [{ code: 'default', archived: false, default: true }],
      createdAt: this.clock.now(),
      version: 1,
    };
    const problems = partnerProblems(record);
    if (problems.length > 0) return fail('BAD_REQUEST', problems.join('; '));
    if (!(await this.partners.create(record))) return fail('BAD_REQUEST', `Partner ${spec.code} already exists.`);
    return ok(record);
  }

  get(code: string): Promise<PartnerRecord | undefined> {
    return this.partners.get(code);
  }

  approve(code: string): Promise<Result<PartnerRecord>> {
    return this.update(code, (p) => ({ ...p, status: 'approved' }));
  }

  setCommission(code: string, commissionBps: number): Promise<Result<PartnerRecord>> {
    return this.update(code, (p) => ({ ...p, commissionBps }));
  }

  /** Holding period and minimum payout (payouts/payout-terms.ts); fields not given stay as they are. */
  setPayoutTerms(code: string, terms: PayoutTerms): Promise<Result<PartnerRecord>> {
    const checked = checkPayoutTerms(terms);
    if (!checked.ok) return Promise.resolve(checked);
    return this.update(code, (p) => ({ ...p, payoutTerms: { ...p.payoutTerms, ...terms } }));
  }

  addLink(code: string, link: TrackedLink): Promise<Result<PartnerRecord>> {
    return this.update(code, (p) => ({
      ...p,
      links: [...p.links.map((l) => (link.default ? { ...l, default: false } : l)), link],
    }));
  }

  archiveLink(code: string, linkCode: string): Promise<Result<PartnerRecord>> {
    return this.update(code, (p) => ({ ...p, links: p.links.map((l) => (l.code === linkCode ? { ...l, archived: true } : l)) }));
  }

  /** Makes an existing, active link the default (the one a live ref names when no link is given). */
  setDefaultLink(code: string, linkCode: string): Promise<Result<PartnerRecord>> {
    return this.update(code, (p) => ({ ...p, links: p.links.map((l) => ({ ...l, default: l.code === linkCode })) }), (p) =>
      p.links.some((l) => l.code === linkCode) ? undefined : `Partner ${code} has no tracked link ${linkCode}.`,
    );
  }

  /** Read-modify-write with compare-and-set, retried on a lost race. */
  private async update(code: string, change: (p: PartnerRecord) => PartnerRecord, precondition?: (p: PartnerRecord) => string | undefined): Promise<Result<PartnerRecord>> {
    for (;;) {
      const current = await this.partners.get(code);
      if (!current) return fail('BAD_REQUEST', `Unknown partner ${code}.`);
      const refused = precondition?.(current);
      if (refused !== undefined) return fail('BAD_REQUEST', refused);
      const next = { ...change(current), version: current.version + 1 };
      const problems = partnerProblems(next);
      if (problems.length > 0) return fail('BAD_REQUEST', problems.join('; '));
      if (await this.partners.replace(next, current.version)) return ok(next);
    }
  }
}
