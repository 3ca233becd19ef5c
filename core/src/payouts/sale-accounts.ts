import type { LedgerAccount, LedgerEntry, LedgerPosting, SaleRecord, SaleSettlement } from '../ports/sale-store.js';

export type Accounts = Record<LedgerAccount, number>;

export const ACCOUNTS: readonly LedgerAccount[] = ['pending', 'validated', 'payable', 'in_payout', 'paid', 'owed_back'];

export const noAccounts = (): Accounts => ({ pending: 0, validated: 0, payable: 0, in_payout: 0, paid: 0, owed_back: 0 });

/**
 * The postings of one entry, given the accounts before it. The payout steps carry theirs; the
 * sale's own steps, written before payouts existed, post by kind: booking, amount_change (and a
 * reinstatement) to pending, a validation moves what is pending to validated, a reversal takes
 * the commission out of whichever of the two holds it. In every case the postings sum to the
 * entry's deltaMinor: moving money between accounts changes nothing owed.
 */
export const postingsOf = (entry: LedgerEntry, before: Accounts): readonly LedgerPosting[] => {
  if (entry.postings !== undefined) return entry.postings;
  switch (entry.kind) {
    case 'validation':
      return before.pending === 0 ? [] : [{ account: 'pending', deltaMinor: -before.pending }, { account: 'validated', deltaMinor: before.pending }];
    case 'reversal':
      return [
        ...(before.pending === 0 ? [] : [{ account: 'pending' as const, deltaMinor: -before.pending }]),
        ...(before.validated === 0 ? [] : [{ account: 'validated' as const, deltaMinor: -before.validated }]),
      ];
    default:
      return entry.deltaMinor === 0 ? [] : [{ account: 'pending', deltaMinor: entry.deltaMinor }];
  }
};

/** A sale's accounts: the sum of its entries' postings, in order. */
export const accountsOf = (sale: Pick<SaleRecord, 'entries'>): Accounts => {
  const accounts = noAccounts();
  for (const entry of sale.entries) for (const p of postingsOf(entry, accounts)) accounts[p.account] += p.deltaMinor;
  return accounts;
};

/**
 * The same accounts read from the fields a store keeps (SaleRecord.settlement, status and
 * commissionMinor), which equal the entries' sums (a property test checks it): what a store sums.
 */
export const accountsOfFields = (sale: Pick<SaleRecord, 'status' | 'commissionMinor' | 'settlement'>): Accounts => {
  const accounts = noAccounts();
  const s = sale.settlement;
  if (s === undefined) {
    if (sale.status === 'pending') accounts.pending = sale.commissionMinor;
    if (sale.status === 'validated') accounts.validated = sale.commissionMinor;
    return accounts;
  }
  accounts.payable = s.payableMinor;
  accounts.in_payout = s.inPayoutMinor;
  accounts.paid = s.paidMinor;
  accounts.owed_back = s.owedBackMinor;
  return accounts;
};

/** A payout step on a sale: one entry with its postings, and the settlement it leads to. */
export const withStep = (
  sale: SaleRecord,
  step: { kind: LedgerEntry['kind']; postings: readonly LedgerPosting[]; payoutId?: string; at: number; cause: string },
  settlement: SaleSettlement,
): SaleRecord => {
  const entry: LedgerEntry = {
    seq: sale.entries.length,
    kind: step.kind,
    deltaMinor: 0,
    currency: sale.currency,
    at: step.at,
    cause: step.cause,
    postings: step.postings,
    ...(step.payoutId === undefined ? {} : { payoutId: step.payoutId }),
  };
  return { ...sale, entries: [...sale.entries, entry], settlement, updatedAt: Math.max(sale.updatedAt, step.at), version: sale.version + 1 };
};

export const move = (from: LedgerAccount, to: LedgerAccount, amountMinor: number): readonly LedgerPosting[] =>
  amountMinor === 0 ? [] : [{ account: from, deltaMinor: -amountMinor }, { account: to, deltaMinor: amountMinor }];
