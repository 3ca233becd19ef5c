import type { AnswerTable } from '../contract/operation.js';
import { fromMinor } from '../money/index.js';
import type { PayoutRecord } from '../ports/payout-store.js';
import { isoTime } from '../shared/iso-time.js';

/** A payout as partners read it: every amount twice, exact minor units and the JSON decimal. */
export const payoutView = (payout: PayoutRecord) => ({
  payoutId: payout.payoutId,
  partner: payout.partnerCode,
  mode: payout.ledger,
  currency: payout.currency,
  amount: fromMinor(payout.amountMinor, payout.currency),
  amountMinor: payout.amountMinor,
  status: payout.status as 'pending' | 'paid' | 'failed',
  createdAt: isoTime(payout.createdAt),
  paidAt: payout.paidAt === undefined ? null : isoTime(payout.paidAt),
  reference: payout.reference ?? null,
  lineCount: payout.lines.length,
  clawbackCount: payout.clawbacks.length,
});

export const payoutLinesView = (payout: PayoutRecord) => ({
  lines: payout.lines.map((l) => ({ saleId: l.saleId, externalOrderId: l.externalOrderId, commission: fromMinor(l.commissionMinor, payout.currency), commissionMinor: l.commissionMinor })),
  clawbacks: payout.clawbacks.map((c) => ({ saleId: c.saleId, externalOrderId: c.externalOrderId, amount: fromMinor(c.amountMinor, payout.currency), amountMinor: c.amountMinor })),
});

/**
 * The remittance as a table (REST writes it as CSV): one row per line and per clawback, amounts in
 * major units and minor units, and a total row whose amount is the payout's.
 */
export const remittanceTable = (payout: PayoutRecord): AnswerTable => {
  const { currency } = payout;
  const rows = [
    ...payout.lines.map((l) => ['line', l.saleId, l.externalOrderId, currency, fromMinor(l.commissionMinor, currency), l.commissionMinor]),
    ...payout.clawbacks.map((c) => ['clawback', c.saleId, c.externalOrderId, currency, fromMinor(c.amountMinor, currency), c.amountMinor]),
    ['total', payout.payoutId, payout.reference ?? '', currency, fromMinor(payout.amountMinor, currency), payout.amountMinor],
  ];
  return { columns: ['kind', 'saleId', 'externalOrderId', 'currency', 'amount', 'amountMinor'], rows };
};
