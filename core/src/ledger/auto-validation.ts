import type { SaleRecord } from '../ports/sale-store.js';
import { DAY_MS } from './ledger-settings.js';

/** When a pending sale validates by itself: `days` after it was booked. */
export const autoValidationAt = (sale: Pick<SaleRecord, 'bookedAt'>, days: number): number => sale.bookedAt + days * DAY_MS;

/**
 * The sale as it stands at `now`: a pending sale past its validation period IS validated, at the
 * moment the period ended, with a validation entry dated then (cause 'auto-validation'). Every
 * read applies it, so every instance sees the same state at the same time whether or not the
 * sweep (sweep-validations.ts) has written it yet; writing it is idempotent, since a validated
 * sale is left alone. Returns the same object when nothing changes.
 */
export const settledAt = (sale: SaleRecord, now: number, days: number): SaleRecord => {
  if (sale.status !== 'pending') return sale;
  const at = autoValidationAt(sale, days);
  if (now < at) return sale;
  return {
    ...sale,
    status: 'validated',
    validatedAt: at,
    updatedAt: Math.max(sale.updatedAt, at),
    entries: [...sale.entries, { seq: sale.entries.length, kind: 'validation', deltaMinor: 0, currency: sale.currency, at, cause: 'auto-validation' }],
  };
};
