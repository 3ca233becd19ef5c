import { fromMinor } from '../money/index.js';
import type { LedgerEntry, SaleRecord } from '../ports/sale-store.js';
import { autoValidationAt } from './auto-validation.js';
import { commissionOf, ratesFrozenOn } from './commission.js';
import { isoTime } from '../shared/iso-time.js';

const iso = (ms: number | undefined): string | null => (ms === undefined ? null : isoTime(ms));

/**
 * A sale as partners read it (postback answer, statement): every amount twice, as the exact
 * integer of minor units and as the JSON decimal of the same value, with its currency.
 */
export const saleView = (sale: SaleRecord, autoValidationDays: number) => {
  const { currency } = sale;
  const retainedFee =
    sale.frozenUpliftBps === 0
      ? null
      : commissionOf(
          sale.amountMinor,
          ratesFrozenOn(sale),
          sale.declaredPartnerFeeMinor === undefined ? {} : { partnerFeeMinor: sale.declaredPartnerFeeMinor },
        ).partnerFeeMinor;
  return {
    saleId: sale.saleId,
    externalOrderId: sale.externalOrderId,
    ref: `${sale.partnerCode}-${sale.linkCode}`,
    origin: sale.origin ?? 'postback',
    status: sale.status,
    currency,
    amount: fromMinor(sale.amountMinor, currency),
    amountMinor: sale.amountMinor,
    commission: fromMinor(sale.commissionMinor, currency),
    commissionMinor: sale.commissionMinor,
    partnerFeeAmount: retainedFee === null ? null : fromMinor(retainedFee, currency),
    commissionBps: sale.frozenCommissionBps,
    upliftBps: sale.frozenUpliftBps,
    marginBps: sale.frozenMarginBps ?? 0,
    subscriptionId: sale.subscriptionId ?? null,
    contractVersion: sale.contractVersion,
    bookedAt: isoTime(sale.bookedAt),
    autoValidatesAt: sale.status === 'pending' ? iso(autoValidationAt(sale, autoValidationDays)) : null,
    validatedAt: iso(sale.validatedAt),
    cancelledAt: iso(sale.cancelledAt),
  };
};

export const entryView = (entry: LedgerEntry) => ({
  seq: entry.seq,
  kind: entry.kind,
  delta: fromMinor(entry.deltaMinor, entry.currency),
  deltaMinor: entry.deltaMinor,
  currency: entry.currency,
  at: isoTime(entry.at),
  cause: entry.cause,
});
