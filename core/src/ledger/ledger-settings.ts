import type { ContentionPolicy } from './order-contention.js';

/** Tunables of the commission ledger, bound under LEDGER_SETTINGS (optional). */
export interface LedgerSettings {
  /** Days after booking when a pending sale validates by itself (spec: a 14-day automatic validation period). */
  readonly autoValidationDays: number;
  /** Largest page of a sales statement. */
  readonly maxPageSize: number;
  /** How long racing postbacks on one order keep trying before 409 ORDER_BUSY (order-contention.ts). */
  readonly contention?: ContentionPolicy;
}

export const DEFAULT_LEDGER_SETTINGS: LedgerSettings = { autoValidationDays: 14, maxPageSize: 100 };

export const LEDGER_SETTINGS = Symbol.for('parasol.LedgerSettings');

export const DAY_MS = 86_400_000;
