import type { KeyMode } from '../auth/api-key.js';

/**
 * Sales reported by the conversion postback, and their ledger entries (spec: POST
 * /api/postback/conversion, Sale status).
 *
 * One document per (ledger, partnerCode, externalOrderId): the sale with its frozen commission
 * rate and its append-only ledger entries embedded. A replay of the order id updates that one
 * document by compare-and-set on `version`, so a sale and the entries that explain it are always
 * written together, atomically, without a multi-document transaction. A partner's balance is the
 * sum of the entries of its sales.
 */
export type SaleStatus = 'pending' | 'validated' | 'cancelled';
/** Sandbox postbacks book into a ledger that pays nothing and never mixes with live. */
export type Ledger = KeyMode;

export type LedgerEntryKind = 'booking' | 'amount_change' | 'validation' | 'reversal' | 'reinstatement';

export interface LedgerEntry {
  /** Position in the sale's entries, 0-based: entries are never edited or removed. */
  readonly seq: number;
  readonly kind: LedgerEntryKind;
  /** Change of commission owed, integer minor units of `currency` (negative for a reversal). */
  readonly deltaMinor: number;
  readonly currency: string;
  readonly at: number; // epoch ms
  /** What caused it: the postback's request id, or 'auto-validation'. */
  readonly cause: string;
}

export interface SaleRecord {
  readonly ledger: Ledger;
  readonly partnerCode: string;
  readonly externalOrderId: string;
  /** Public id (`sale_…`). */
  readonly saleId: string;
  /** Tracked link short code the sale came through. */
  readonly linkCode: string;
  readonly status: SaleStatus;
  /** Premium paid, integer minor units of `currency`. */
  readonly amountMinor: number;
  readonly currency: string;
  /** The partner's rate when the sale was booked, basis points of the premium; never changes after. */
  readonly frozenCommissionBps: number;
  /** The uplift share of the handling fee frozen with the rate (0 when no uplift). */
  readonly frozenUpliftBps: number;
  /** Commission now owed, minor units: always the sum of the entries' deltas. */
  readonly commissionMinor: number;
  /** Lower bounds the partner declared (commission, partnerFeeAmount), minor units, as last sent. */
  readonly declaredCommissionMinor?: number;
  readonly declaredPartnerFeeMinor?: number;
  readonly contractVersion: '3.1' | '3.2';
  readonly bookedAt: number; // epoch ms
  /** When it became validated (by postback or automatically 14 days after booking). */
  readonly validatedAt?: number;
  readonly cancelledAt?: number;
  readonly updatedAt: number;
  readonly entries: readonly LedgerEntry[];
  /** Compare-and-set version: 1 at creation, +1 per change. */
  readonly version: number;
}

export interface SaleQuery {
  readonly ledger: Ledger;
  readonly partnerCode: string;
  readonly status?: SaleStatus;
  /** Booking date bounds, epoch ms, from inclusive, to exclusive. */
  readonly bookedFrom?: number;
  readonly bookedTo?: number;
  /** Page size, and the cursor returned by the previous page. */
  readonly limit: number;
  readonly after?: string;
}

export interface SalePage {
  readonly sales: readonly SaleRecord[];
  /** Opaque cursor of the next page; absent on the last page. Order: bookedAt, then saleId. */
  readonly next?: string;
}

export interface SaleStore {
  get(ledger: Ledger, partnerCode: string, externalOrderId: string): Promise<SaleRecord | undefined>;
  /** Create if absent on (ledger, partnerCode, externalOrderId); false, nothing written, when it exists. */
  create(record: SaleRecord): Promise<boolean>;
  /** Compare-and-set on version (record.version = expectedVersion + 1). */
  replace(record: SaleRecord, expectedVersion: number): Promise<boolean>;
  /** Sales of one partner in one ledger, oldest booking first, paginated. */
  list(query: SaleQuery): Promise<SalePage>;
  /** Pending sales booked before `bookedBefore` (epoch ms), for the idempotent validation sweep. */
  pendingBookedBefore(ledger: Ledger, bookedBefore: number, limit: number): Promise<readonly SaleRecord[]>;
}
export const SALE_STORE = Symbol.for('parasol.SaleStore');
