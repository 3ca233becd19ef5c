import type { Ledger } from './sale-store.js';
import type { OutboxFields } from './webhook-outbox.js';

/**
 * Payouts: what a partner is paid, in one currency, from one ledger (core/src/payouts,
 * docs/money.md "Payouts").
 *
 * One document per payout, `payoutId` derived from the run's idempotency key (payouts/payout-id.ts),
 * so two runs with one key meet on one create-if-absent. Every change is one compare-and-set on
 * `version`, and appends to `history`: the status change and its event (payout.created, .paid,
 * .failed) are written together, in one single-document write, for the webhooks to read.
 *
 * Statuses: `assembling` (a run is claiming its planned sales; partners never see it),
 * `pending` (created: to be paid by the bank), `paid`, `failed` (its lines became payable again),
 * `abandoned` (claimed less than the minimum once other runs had taken their share: rolled back,
 * never shown to partners).
 *
 * MongoDB: `_id` derived from (ledger, payoutId); `list` pages by keyset on (createdAt, payoutId)
 * on an index {ledger, partnerCode, createdAt, payoutId}; `assembling` finds the run a crash left
 * half done on {ledger, partnerCode, currency, status}. Contract:
 * conformance/port-contracts/src/payout-store-contract.ts.
 */
export type PayoutStatus = 'assembling' | 'pending' | 'paid' | 'failed' | 'abandoned';

/** A sale whose commission the payout pays. */
export interface PayoutLine {
  readonly saleId: string;
  readonly externalOrderId: string;
  readonly commissionMinor: number;
}

/** A sale cancelled after it was paid: its commission is netted from this payout (amountMinor < 0). */
export interface PayoutClawback {
  readonly saleId: string;
  readonly externalOrderId: string;
  readonly amountMinor: number;
}

export type PayoutEventType = 'payout.created' | 'payout.paid' | 'payout.failed';

/** One step of the payout, appended with the status change it records (never edited). */
export interface PayoutStep {
  readonly seq: number;
  readonly status: PayoutStatus;
  readonly at: number; // epoch ms
  /** The run key, the operator's request, or the run that resumed or rolled it back. */
  readonly cause: string;
  /** The event partners' webhooks receive for this step, when partners see it. */
  readonly event?: PayoutEventType;
}

export interface PayoutRecord extends OutboxFields {
  readonly ledger: Ledger;
  readonly payoutId: string;
  /** The idempotency key of the run that created it. */
  readonly runKey: string;
  readonly partnerCode: string;
  readonly currency: string;
  readonly status: PayoutStatus;
  /** What the run set out to claim (fixed at creation): resuming claims exactly these. */
  readonly planned: { readonly lines: readonly PayoutLine[]; readonly clawbacks: readonly PayoutClawback[] };
  /** What it pays, fixed when it leaves `assembling` (empty before). */
  readonly lines: readonly PayoutLine[];
  readonly clawbacks: readonly PayoutClawback[];
  /** Sum of the lines plus the (negative) clawbacks; never below `minimumMinor` once pending. */
  readonly amountMinor: number;
  readonly minimumMinor: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly paidAt?: number;
  readonly failedAt?: number;
  /** The bank's reference of the transfer (paid), or why it failed. */
  readonly reference?: string;
  readonly failureReason?: string;
  readonly history: readonly PayoutStep[];
  /** Compare-and-set version: 1 at creation, +1 per change. */
  readonly version: number;
}

export interface PayoutQuery {
  readonly ledger: Ledger;
  /** One partner's payouts; absent: every partner's (operations). */
  readonly partnerCode?: string;
  /** Absent: the statuses partners see (pending, paid, failed). */
  readonly statuses?: readonly PayoutStatus[];
  readonly limit: number;
  /** The `next` of the previous page. */
  readonly after?: string;
}

export interface PayoutPage {
  readonly payouts: readonly PayoutRecord[];
  /** Present exactly when more matched. Order: createdAt, then payoutId. */
  readonly next?: string;
}

export interface PayoutStore {
  get(ledger: Ledger, payoutId: string): Promise<PayoutRecord | undefined>;
  /** Create if absent on (ledger, payoutId); false, nothing written, when it exists. */
  create(record: PayoutRecord): Promise<boolean>;
  /** Compare-and-set on version (record.version = expectedVersion + 1). Never creates. */
  replace(record: PayoutRecord, expectedVersion: number): Promise<boolean>;
  list(query: PayoutQuery): Promise<PayoutPage>;
  /** Payouts of one partner and currency still `assembling`: what a crashed run left. */
  assembling(ledger: Ledger, partnerCode: string, currency: string): Promise<readonly PayoutRecord[]>;
}
export const PAYOUT_STORE = Symbol.for('parasol.PayoutStore');

/** The cursor of PayoutStore.list, one format for every store (as the sale cursor). */
export const encodePayoutCursor = (p: Pick<PayoutRecord, 'createdAt' | 'payoutId'>): string => Buffer.from(JSON.stringify([p.createdAt, p.payoutId])).toString('base64url');

export const decodePayoutCursor = (cursor: string): Pick<PayoutRecord, 'createdAt' | 'payoutId'> | undefined => {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(position) || position.length !== 2 || !Number.isSafeInteger(position[0]) || typeof position[1] !== 'string') return undefined;
    const decoded = { createdAt: position[0] as number, payoutId: position[1] };
    return encodePayoutCursor(decoded) === cursor ? decoded : undefined;
  } catch {
    return undefined;
  }
};
