import type { LedgerPosting, SaleRecord, SaleSettlement } from '../ports/sale-store.js';
import { move, withStep } from './sale-accounts.js';

/**
 * The payout steps of one sale, as pure functions of the stored sale: each returns the sale with
 * one more entry (its postings) and its new settlement, version + 1, for a compare-and-set, or
 * undefined when the step does not apply to the sale as it now stands (another run or an
 * operator got there first): callers read that as "nothing to do here", never as an error.
 *
 *   validated ──payable──▶ payable ──claim──▶ claimed ──paid──▶ paid ──cancel──▶ owed_back
 *                             ▲                  │                                  │
 *                             └────release───────┘          clawback_claimed ◀─claim┘
 *                                                             │paid: closed, release: owed_back
 */
type Step = { at: number; cause: string };

const settlement = (stage: SaleSettlement['stage'], amounts: Partial<SaleSettlement>, extra: Partial<SaleSettlement> = {}): SaleSettlement => ({
  stage,
  ...extra,
  payableMinor: amounts.payableMinor ?? 0,
  inPayoutMinor: amounts.inPayoutMinor ?? 0,
  paidMinor: amounts.paidMinor ?? 0,
  owedBackMinor: amounts.owedBackMinor ?? 0,
});

/** A validated sale past its holding period becomes payable: validated → payable. */
export const makePayable = (sale: SaleRecord, step: Step): SaleRecord | undefined => {
  if (sale.status !== 'validated' || sale.settlement !== undefined) return undefined;
  const c = sale.commissionMinor;
  return withStep(sale, { kind: 'payable', postings: move('validated', 'payable', c), ...step }, settlement('payable', { payableMinor: c }));
};

/** A payout claims a payable sale (a line) or an owed-back one (a clawback): into in_payout. */
export const claim = (sale: SaleRecord, payoutId: string, step: Step): SaleRecord | undefined => {
  const s = sale.settlement;
  if (s?.stage === 'payable' && sale.status === 'validated') {
    return withStep(sale, { kind: 'payout_claim', postings: move('payable', 'in_payout', s.payableMinor), payoutId, ...step }, settlement('claimed', { inPayoutMinor: s.payableMinor }, { payoutId }));
  }
  if (s?.stage === 'owed_back') {
    return withStep(
      sale,
      { kind: 'payout_claim', postings: move('owed_back', 'in_payout', s.owedBackMinor), payoutId, ...step },
      settlement('clawback_claimed', { inPayoutMinor: s.owedBackMinor, paidMinor: s.paidMinor }, { payoutId, ...(s.paidBy === undefined ? {} : { paidBy: s.paidBy }) }),
    );
  }
  return undefined;
};

/**
 * A payout claims a planned sale as it now stands, as what it was planned as: a line only while
 * payable, a clawback only while owed back. A validated sale its run found past its holding period
 * but not yet payable is made payable and claimed in the same write (two entries, one
 * compare-and-set: the run's usual case costs one write a sale, not two). A planned line since
 * paid and cancelled (owed back) is not claimed as a clawback: the payout that planned it may be
 * the one that paid it, read before it was decided, which lists it as a line and would settle the
 * clawback as paid without netting it.
 */
export const claimPlanned = (sale: SaleRecord, payoutId: string, step: Step, as: 'line' | 'clawback'): SaleRecord | undefined => {
  if (as === 'clawback') return sale.settlement?.stage === 'owed_back' ? claim(sale, payoutId, step) : undefined;
  if (sale.status === 'validated' && sale.settlement === undefined) {
    const claimed = claim(makePayable(sale, step)!, payoutId, step);
    return claimed === undefined ? undefined : { ...claimed, version: sale.version + 1 };
  }
  return sale.settlement?.stage === 'payable' ? claim(sale, payoutId, step) : undefined;
};

/** The payout holding the sale was paid: in_payout → paid. A line cancelled meanwhile is now owed back. */
export const payClaim = (sale: SaleRecord, payoutId: string, step: Step): SaleRecord | undefined => {
  const s = sale.settlement;
  if (s === undefined || s.payoutId !== payoutId) return undefined;
  const postings = move('in_payout', 'paid', s.inPayoutMinor);
  if (s.stage === 'claimed') {
    const paid = s.paidMinor + s.inPayoutMinor;
    const next = s.owedBackMinor === 0 ? settlement('paid', { paidMinor: paid }, { paidBy: payoutId }) : settlement('owed_back', { paidMinor: paid, owedBackMinor: s.owedBackMinor }, { paidBy: payoutId });
    return withStep(sale, { kind: 'payout_paid', postings, payoutId, ...step }, next);
  }
  if (s.stage === 'clawback_claimed') {
    return withStep(sale, { kind: 'payout_paid', postings, payoutId, ...step }, settlement('closed', { paidMinor: s.paidMinor + s.inPayoutMinor }, s.paidBy === undefined ? {} : { paidBy: s.paidBy }));
  }
  return undefined;
};

/**
 * The payout holding the sale failed, was rolled back, or does not pay it: in_payout goes back
 * where it came from. A line goes back to payable, or, cancelled meanwhile, nets its owed-back
 * to nothing (closed); a clawback is owed back again.
 */
export const releaseClaim = (sale: SaleRecord, payoutId: string, step: Step): SaleRecord | undefined => {
  const s = sale.settlement;
  if (s === undefined || s.payoutId !== payoutId) return undefined;
  const paidBy = s.paidBy === undefined ? {} : { paidBy: s.paidBy };
  if (s.stage === 'claimed' && sale.status === 'validated') {
    return withStep(sale, { kind: 'payout_release', postings: move('in_payout', 'payable', s.inPayoutMinor), payoutId, ...step }, settlement('payable', { payableMinor: s.inPayoutMinor, paidMinor: s.paidMinor }, paidBy));
  }
  if (s.stage === 'claimed') {
    const owedBack = s.owedBackMinor + s.inPayoutMinor;
    const next = owedBack === 0 && s.paidMinor === 0 ? settlement('closed', {}, paidBy) : settlement('owed_back', { paidMinor: s.paidMinor, owedBackMinor: owedBack }, paidBy);
    return withStep(sale, { kind: 'payout_release', postings: move('in_payout', 'owed_back', s.inPayoutMinor), payoutId, ...step }, next);
  }
  if (s.stage === 'clawback_claimed') {
    return withStep(sale, { kind: 'payout_release', postings: move('in_payout', 'owed_back', s.inPayoutMinor), payoutId, ...step }, settlement('owed_back', { paidMinor: s.paidMinor, owedBackMinor: s.inPayoutMinor }, paidBy));
  }
  return undefined;
};

/**
 * The postings of a cancellation's reversal entry (−commission) on a sale that entered the payout
 * accounts, and the settlement after it; undefined for a sale that did not (its reversal posts by
 * kind). Payable: the commission leaves payable, nothing more moves (closed). Claimed by a
 * payout, or paid: it was or may be paid, so the partner owes it back (owed_back, negative),
 * netted from a later payout; nothing paid is rewritten.
 */
export const reversalOnSettlement = (sale: SaleRecord): { postings: readonly LedgerPosting[]; settlement: SaleSettlement } | undefined => {
  const s = sale.settlement;
  if (s === undefined) return undefined;
  const c = sale.commissionMinor;
  const postings: readonly LedgerPosting[] = c === 0 ? [] : [{ account: s.stage === 'payable' ? 'payable' : 'owed_back', deltaMinor: -c }];
  switch (s.stage) {
    case 'payable':
      return { postings, settlement: { ...s, stage: 'closed', payableMinor: s.payableMinor - c } };
    case 'claimed':
      return { postings, settlement: { ...s, owedBackMinor: s.owedBackMinor - c } };
    case 'paid':
      return { postings, settlement: { ...s, stage: 'owed_back', owedBackMinor: s.owedBackMinor - c } };
    default:
      // Already cancelled (its commission is 0): nothing is left to reverse.
      return { postings, settlement: s };
  }
};
