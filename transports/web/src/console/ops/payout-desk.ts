import { payoutLinesView, payoutView, remittanceTable } from '@parasol/core/internal';
import type { GroupResult } from '@parasol/core/internal';
import type { AnswerTable, ConsoleUserRecord, PayoutRecord } from '@parasol/core';
import type { AuditTrail } from '../accounts/audit-trail.js';
import type { ConsoleOptions } from '../console-options.js';
import type { PayoutDetail, PayoutsPage } from '../partners/partner-payouts.js';

export type Ledger = 'live' | 'sandbox';
export type PayoutStatusFilter = 'pending' | 'paid' | 'failed';

export interface RunForm {
  readonly ledger: Ledger;
  readonly runKey: string;
  readonly partnerCode?: string;
  readonly currency?: string;
  readonly dryRun: boolean;
}

export type Mark = { readonly marked: PayoutRecord } | 'not_found' | 'conflict';

/**
 * The operators' payouts: runs (or dry runs) and the bank's outcome marked on a payout, through
 * the payout engine the CLI and the internal Ledger service use (`admin.payouts`). Every run and
 * mark is an audit line on the partner it concerns.
 */
export class PayoutDesk {
  constructor(
    private readonly options: ConsoleOptions,
    private readonly audit: AuditTrail,
  ) {}

  get available(): boolean {
    return this.options.admin.payouts !== undefined;
  }

  /** The day's run key when the operator names none (as `parasol payouts run`): two runs the same day make one payout. */
  dailyRunKey(): string {
    return `run-${new Date(this.options.clock.now()).toISOString().slice(0, 10)}`;
  }

  async run(operator: ConsoleUserRecord, form: RunForm): Promise<readonly GroupResult[]> {
    const groups = await this.options.admin.payouts!.run({
      ledger: form.ledger,
      runKey: form.runKey,
      ...(form.partnerCode === undefined ? {} : { partnerCode: form.partnerCode }),
      ...(form.currency === undefined ? {} : { currency: form.currency }),
      ...(form.dryRun ? { dryRun: true } : {}),
    });
    for (const g of groups) {
      await this.audit.record(operator, g.partnerCode, 'payout.run', g.payoutId, `${form.dryRun ? 'dry run, ' : ''}${form.ledger} run ${form.runKey}: ${g.outcome}, ${g.amountMinor} minor units of ${g.currency}`);
    }
    return groups;
  }

  async list(ledger: Ledger, status: PayoutStatusFilter | undefined, after?: string): Promise<PayoutsPage> {
    const page = await this.options.admin.payouts!.list({ ledger, limit: 50, ...(status === undefined ? {} : { statuses: [status] }), ...(after === undefined ? {} : { after }) });
    return { payouts: page.payouts.map(payoutView), next: page.next ?? null };
  }

  /** A payout partners can see (pending, paid, failed); a run's working state is nobody's. */
  async one(ledger: Ledger, payoutId: string): Promise<(PayoutDetail & { readonly table: AnswerTable }) | undefined> {
    const payout = await this.options.admin.payouts!.get(ledger, payoutId);
    if (payout === undefined || !['pending', 'paid', 'failed'].includes(payout.status)) return undefined;
    return { payout: payoutView(payout), ...payoutLinesView(payout), table: remittanceTable(payout) };
  }

  async markPaid(operator: ConsoleUserRecord, ledger: Ledger, payoutId: string, reference: string): Promise<Mark> {
    const marked = await this.options.admin.payouts!.markPaid(ledger, payoutId, reference, `operations: marked paid in the console by ${operator.email}`);
    if (typeof marked === 'string') return marked;
    await this.audit.record(operator, marked.partnerCode, 'payout.paid', payoutId, `${ledger}, bank reference ${reference}`);
    return { marked };
  }

  async markFailed(operator: ConsoleUserRecord, ledger: Ledger, payoutId: string, reason: string): Promise<Mark> {
    const marked = await this.options.admin.payouts!.markFailed(ledger, payoutId, reason, `operations: marked failed in the console by ${operator.email}`);
    if (typeof marked === 'string') return marked;
    await this.audit.record(operator, marked.partnerCode, 'payout.failed', payoutId, `${ledger}: ${reason}`);
    return { marked };
  }
}
