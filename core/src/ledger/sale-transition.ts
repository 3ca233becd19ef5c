import type { ConversionReport } from '../contract/requests.js';
import type { Ledger, LedgerEntry, LedgerEntryKind, SaleRecord } from '../ports/sale-store.js';
import { fail, ok, type Result } from '../shared/result.js';
import { commissionOf, ratesFrozenOn, type FrozenRates } from './commission.js';
import type { Mutable } from '../shared/mutable.js';
import { reversalOnSettlement } from '../payouts/settlement-steps.js';
import type { LedgerPosting } from '../ports/sale-store.js';

/** What a postback did to its sale. */
export type SaleOutcome = 'created' | 'updated' | 'unchanged';

export interface SaleChange {
  readonly sale: SaleRecord;
  readonly outcome: SaleOutcome;
  /** Ledger entries this report added (none when unchanged). */
  readonly added: readonly LedgerEntry[];
}

export interface ReportContext {
  readonly ledger: Ledger;
  readonly now: number;
  /** Recorded on each entry: the postback's request id. */
  readonly cause: string;
  /** For a first booking: the sale's public id and the partner's rates at this moment. */
  readonly saleId: string;
  readonly rates: FrozenRates;
}

/**
 * The ledger's rules for one postback (docs/decisions/0058-ledger-status-moves.md), as a pure
 * function of the stored sale (already settled at `now`, see auto-validation.ts) and the report:
 *
 * | sale      | reported pending           | reported validated         | reported cancelled |
 * |-----------|----------------------------|----------------------------|--------------------|
 * | none      | booked                     | booked, validated          | booked, reversed   |
 * | pending   | amounts repaired if changed| amounts repaired, validated| reversed           |
 * | validated | SALE_STATUS_CONFLICT       | unchanged, or SALE_LOCKED  | reversed           |
 * | cancelled | SALE_STATUS_CONFLICT       | SALE_STATUS_CONFLICT       | unchanged          |
 *
 * A sale booked by Parasol's funnel (origin `funnel`, keyed by its subscription id) takes no
 * postback at all: SALE_BOOKED_BY_FUNNEL.
 * A sale's currency, ref and subscriptionId are fixed at booking (SALE_IMMUTABLE_FIELD; a replay
 * may leave subscriptionId out, as it says nothing then, but not name another). Amounts sent with a
 * cancellation are not read: cancelling reverses whatever is owed. An identical replay changes
 * nothing and adds no entry.
 */
export const applyReport = (stored: SaleRecord | undefined, sent: ConversionReport, context: ReportContext): Result<SaleChange> => {
  if (stored === undefined) return ok(book(sent, context));
  if (stored.origin === 'funnel') {
    // Parasol's funnel sold it and booked it already (book-funnel-sale.ts): a second report would credit it twice.
    return fail('SALE_BOOKED_BY_FUNNEL', `Order ${sent.externalOrderId} is a subscription sold through Parasol's funnel, which booked its sale itself: partners do not report it.`);
  }
  const report = readUnderItsContract(sent, stored);
  if (report.currency !== stored.currency || report.ref !== `${stored.partnerCode}-${stored.linkCode}`) {
    return fail(
      'SALE_IMMUTABLE_FIELD',
      `Order ${report.externalOrderId} was booked in ${stored.currency} through ${stored.partnerCode}-${stored.linkCode}; a replay must name the same currency and ref (cancel it and report a new order id instead).`,
    );
  }
  if (report.subscriptionId !== undefined && report.subscriptionId !== stored.subscriptionId) {
    return fail(
      'SALE_IMMUTABLE_FIELD',
      `Order ${report.externalOrderId} was booked ${stored.subscriptionId === undefined ? 'without a subscriptionId' : `with subscriptionId ${stored.subscriptionId}`}, which fixed its conversion margin; a replay must name the same one or leave it out (cancel it and report a new order id instead).`,
    );
  }
  const change = new Change(stored, context);
  switch (stored.status) {
    case 'cancelled':
      if (report.status !== 'cancelled') return fail('SALE_STATUS_CONFLICT', `Order ${report.externalOrderId} is cancelled, which is final: it cannot become ${report.status}.`);
      return ok(change.result());
    case 'validated':
      if (report.status === 'pending') return fail('SALE_STATUS_CONFLICT', `Order ${report.externalOrderId} is validated: it cannot go back to pending (cancel it to reverse the commission).`);
      if (report.status === 'cancelled') return ok(change.cancel().result());
      if (amountsDiffer(stored, report)) {
        return fail('SALE_LOCKED', `Order ${report.externalOrderId} is validated since ${new Date(stored.validatedAt ?? stored.updatedAt).toISOString()}: its amount and commission can no longer change.`);
      }
      return ok(change.result());
    case 'pending':
      if (report.status === 'cancelled') return ok(change.cancel().result());
      if (amountsDiffer(stored, report)) change.repair(report);
      if (report.status === 'validated') change.validate();
      return ok(change.result());
  }
};

/**
 * Contract 3.1 has no partnerFeeAmount: a 3.1 replay of a sale booked under 3.2 says nothing about
 * the fee, so the bound stored with the sale stands (it is not read as "no bound any more").
 */
const readUnderItsContract = (report: ConversionReport, stored: SaleRecord): ConversionReport => {
  if (report.contractVersion === '3.2') return report;
  const { partnerFeeMinor: _ignored, ...rest } = report;
  return stored.declaredPartnerFeeMinor === undefined ? rest : { ...rest, partnerFeeMinor: stored.declaredPartnerFeeMinor };
};

const amountsDiffer = (sale: SaleRecord, report: ConversionReport): boolean =>
  report.amountMinor !== sale.amountMinor || report.commissionMinor !== sale.declaredCommissionMinor || report.partnerFeeMinor !== sale.declaredPartnerFeeMinor;

const book = (report: ConversionReport, context: ReportContext): SaleChange => {
  const commission = commissionOf(report.amountMinor, context.rates, report);
  const sale = {
    ledger: context.ledger,
    partnerCode: report.partnerCode,
    externalOrderId: report.externalOrderId,
    saleId: context.saleId,
    linkCode: report.linkCode,
    status: 'pending',
    amountMinor: report.amountMinor,
    currency: report.currency,
    frozenCommissionBps: context.rates.commissionBps,
    frozenUpliftBps: context.rates.upliftBps,
    commissionMinor: 0,
  } as Mutable<SaleRecord>;
  if (report.subscriptionId !== undefined) sale.subscriptionId = report.subscriptionId;
  if (context.rates.marginBps) sale.frozenMarginBps = context.rates.marginBps;
  // Field by field, in this order: the declared amounts only when the report states them.
  if (report.commissionMinor !== undefined) sale.declaredCommissionMinor = report.commissionMinor;
  if (report.partnerFeeMinor !== undefined) sale.declaredPartnerFeeMinor = report.partnerFeeMinor;
  sale.contractVersion = report.contractVersion;
  sale.bookedAt = context.now;
  sale.updatedAt = context.now;
  sale.entries = [];
  sale.version = 0;
  const change = new Change(sale, context).add('booking', commission.owedMinor);
  if (report.status === 'validated') change.validate();
  if (report.status === 'cancelled') change.cancel();
  const result = change.result();
  return { ...result, outcome: 'created' };
};

/** A sale being changed by one report: each step appends its entry and keeps commission = sum of entries. */
class Change {
  private sale: SaleRecord;
  private readonly added: LedgerEntry[] = [];

  constructor(
    private readonly stored: SaleRecord,
    private readonly context: ReportContext,
  ) {
    this.sale = stored;
  }

  add(kind: LedgerEntryKind, deltaMinor: number, postings?: readonly LedgerPosting[]): this {
    const entry: LedgerEntry = {
      seq: this.sale.entries.length,
      kind,
      deltaMinor,
      currency: this.sale.currency,
      at: this.context.now,
      cause: this.context.cause,
      ...(postings === undefined ? {} : { postings }),
    };
    this.added.push(entry);
    this.sale = { ...this.sale, commissionMinor: this.sale.commissionMinor + deltaMinor, entries: [...this.sale.entries, entry], updatedAt: this.context.now };
    return this;
  }

  repair(report: ConversionReport): this {
    const owed = commissionOf(report.amountMinor, ratesFrozenOn(this.sale), report).owedMinor;
    const { declaredCommissionMinor: _c, declaredPartnerFeeMinor: _f, ...rest } = this.sale;
    this.sale = {
      ...rest,
      amountMinor: report.amountMinor,
      ...(report.commissionMinor === undefined ? {} : { declaredCommissionMinor: report.commissionMinor }),
      ...(report.partnerFeeMinor === undefined ? {} : { declaredPartnerFeeMinor: report.partnerFeeMinor }),
    };
    return this.add('amount_change', owed - this.sale.commissionMinor);
  }

  validate(): this {
    this.add('validation', 0);
    this.sale = { ...this.sale, status: 'validated', validatedAt: this.context.now };
    return this;
  }

  cancel(): this {
    // 0 − owed, not −owed: reversing nothing owed is a delta of 0, never -0 (which JSON writes as 0
    // but the in-process facade hands out as is). A sale payable or paid out already is reversed
    // out of the payout accounts (a clawback once paid, payouts/settlement-steps.ts).
    const onSettlement = reversalOnSettlement(this.sale);
    this.add('reversal', 0 - this.sale.commissionMinor, onSettlement?.postings);
    this.sale = { ...this.sale, status: 'cancelled', cancelledAt: this.context.now, ...(onSettlement === undefined ? {} : { settlement: onSettlement.settlement }) };
    return this;
  }

  result(): SaleChange {
    if (this.added.length === 0) return { sale: this.stored, outcome: 'unchanged', added: [] };
    return { sale: { ...this.sale, version: this.stored.version + 1 }, outcome: 'updated', added: this.added };
  }
}
