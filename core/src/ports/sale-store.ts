import type { KeyMode } from '../contract/api-key.js';
import type { OutboxFields } from './webhook-outbox.js';

/**
 * Sales reported by the conversion postback or booked by Parasol's own funnel (keyed by the
 * subscription id, ledger/book-funnel-sale.ts), and their ledger entries (spec: POST
 * /api/postback/conversion, Sale status).
 *
 * One document per (ledger, partnerCode, externalOrderId): the sale with its frozen commission
 * rate and its append-only ledger entries embedded. A replay of the order id updates that one
 * document by compare-and-set on `version`, so a sale and the entries that explain it are always
 * written together, atomically, without a multi-document transaction. A partner's balance is the
 * sum of the entries of its sales. Records handed out are copies (or frozen): changing one never
 * changes the store.
 *
 * MongoDB: `_id` derived from (ledger, partnerCode, externalOrderId), so create is one insertOne
 * and a duplicate key (11000) means "that order is booked"; `replace` is findOneAndReplace({_id,
 * saleId, version: expectedVersion}). `list` is keyset paging on an index {ledger, partnerCode,
 * bookedAt, saleId}: the cursor encodes the last (bookedAt, saleId) handed out, the next page is
 * find({..., $or: [{bookedAt: {$gt: b}}, {bookedAt: b, saleId: {$gt: s}}]}) sorted on both,
 * limit + 1 to know whether a next page exists (skip/limit paging repeats or loses sales when one
 * is booked between two pages). `pendingBookedBefore` uses an index {ledger, status, bookedAt,
 * saleId}. The contract: conformance/port-contracts/src/sale-store-contract.ts.
 */
export type SaleStatus = 'pending' | 'validated' | 'cancelled';
/** Sandbox postbacks book into a ledger that pays nothing and never mixes with live. */
export type Ledger = KeyMode;

/**
 * Who reported the sale: a partner's conversion postback, or Parasol's own funnel when a
 * subscription it sold reached `subscribed` (keyed by the subscription id, docs/money.md).
 */
export type SaleOrigin = 'postback' | 'funnel';

export type LedgerEntryKind =
  | 'booking'
  | 'amount_change'
  | 'validation'
  | 'reversal'
  | 'reinstatement'
  // Payout steps (core/src/payouts, docs/money.md "Payouts"): they move commission between
  // accounts and never change what is owed, so their deltaMinor is 0 and their postings say the move.
  | 'payable'
  | 'payout_claim'
  | 'payout_paid'
  | 'payout_release';

/**
 * The accounts a sale's commission moves through on its way to the partner's bank: pending (the
 * sale is pending), validated (validated, not payable yet: its holding period runs), payable,
 * in_payout (claimed by a payout not paid yet), paid, owed_back (a clawback: a sale cancelled
 * after it was paid, negative). Every balance is the sum of the postings of the entries.
 */
export type LedgerAccount = 'pending' | 'validated' | 'payable' | 'in_payout' | 'paid' | 'owed_back';

export interface LedgerPosting {
  readonly account: LedgerAccount;
  readonly deltaMinor: number;
}

export interface LedgerEntry {
  /** Position in the sale's entries, 0-based: entries are never edited or removed. */
  readonly seq: number;
  readonly kind: LedgerEntryKind;
  /** Change of commission owed, integer minor units of `currency` (negative for a reversal). */
  readonly deltaMinor: number;
  readonly currency: string;
  readonly at: number; // epoch ms
  /** What caused it: the postback's or the checkout's request id, or 'auto-validation'. */
  readonly cause: string;
  /**
   * The accounts it moves, when written by the payout steps (and a reversal of a sale that
   * entered them). Absent on the sale's own steps, whose postings follow from their kind
   * (payouts/sale-accounts.ts): booking and amount_change post to pending, validation moves
   * pending to validated, reversal takes the commission out of the account holding it.
   */
  readonly postings?: readonly LedgerPosting[];
  /** The payout a payout step belongs to. */
  readonly payoutId?: string;
}

/**
 * Where a sale stands on its way to being paid, once its commission became payable (absent
 * before): kept equal to the sums of its entries' postings (payouts/sale-accounts.ts) so stores
 * can index the stage and sum the amounts without replaying entries.
 *
 * - payable: waits for a payout run.
 * - claimed: held by the payout `payoutId` (assembling or pending); a line of it.
 * - paid: paid by `paidBy`.
 * - owed_back: cancelled after it was paid; the partner owes its commission back.
 * - clawback_claimed: its clawback is netted by the payout `payoutId`.
 * - closed: nothing more will move (cancelled before it was paid, or its clawback paid).
 */
export type SettlementStage = 'payable' | 'claimed' | 'paid' | 'owed_back' | 'clawback_claimed' | 'closed';

export interface SaleSettlement {
  readonly stage: SettlementStage;
  /** The payout holding it (stages claimed and clawback_claimed). */
  readonly payoutId?: string;
  /** The payout that paid its commission. */
  readonly paidBy?: string;
  readonly payableMinor: number;
  readonly inPayoutMinor: number;
  readonly paidMinor: number;
  readonly owedBackMinor: number;
}

/**
 * `OutboxFields`: the webhook events its changes recorded, written with them (webhooks/sale-events.ts);
 * a store keeps them as it keeps every other field.
 */
export interface SaleRecord extends OutboxFields {
  readonly ledger: Ledger;
  readonly partnerCode: string;
  readonly externalOrderId: string;
  /** Public id (`sale_…`). */
  readonly saleId: string;
  /** Tracked link short code the sale came through. */
  readonly linkCode: string;
  /** Absent on a sale booked by a postback (every sale stored before the funnel booked any). */
  readonly origin?: SaleOrigin;
  readonly status: SaleStatus;
  /** Premium paid, integer minor units of `currency`. */
  readonly amountMinor: number;
  readonly currency: string;
  /** The partner's rate when the sale was booked, basis points of the premium; never changes after. */
  readonly frozenCommissionBps: number;
  /** The uplift share of the handling fee frozen with the rate (0 when no uplift). */
  readonly frozenUpliftBps: number;
  /** The link answer's subscription the booking postback named (absent when it named none): it decided the margin. */
  readonly subscriptionId?: string;
  /** The funnel's conversion margin inside `amountMinor`, frozen at booking (absent when the sale was not converted). */
  readonly frozenMarginBps?: number;
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
  /** Its way to the partner's bank, once payable (payouts). */
  readonly settlement?: SaleSettlement;
  /** Compare-and-set version: 1 at creation, +1 per change. */
  readonly version: number;
}

/** A filter left out or given as undefined is no filter. */
export interface SaleQuery {
  readonly ledger: Ledger;
  readonly partnerCode: string;
  readonly status?: SaleStatus;
  /** Booking date bounds, epoch ms, from inclusive, to exclusive. */
  readonly bookedFrom?: number;
  readonly bookedTo?: number;
  /**
   * Page size (at least 1), and the cursor returned by the previous page of the same query. What
   * a cursor the store never handed out does is not defined by the port (the memory store throws).
   */
  readonly limit: number;
  readonly after?: string;
}

export interface SalePage {
  readonly sales: readonly SaleRecord[];
  /**
   * Opaque cursor of the next page, present exactly when more sales matched (so a page with a
   * cursor is full, and no page reached through a cursor is empty). Order: bookedAt, then saleId
   * (ids are ASCII and compare by code unit). Paging is stable: a sale that exists for the whole
   * listing comes exactly once; one booked meanwhile comes only if it sorts after the last page read.
   */
  readonly next?: string;
}

/** Per currency: commission owed on a partner's sales (the sum of their entries), and its validated and pending parts. */
export interface SaleBalance {
  readonly currency: string;
  readonly owedMinor: number;
  readonly validatedMinor: number;
  readonly pendingMinor: number;
}

export interface SaleStore {
  get(ledger: Ledger, partnerCode: string, externalOrderId: string): Promise<SaleRecord | undefined>;
  /** Create if absent on (ledger, partnerCode, externalOrderId); false, nothing written, when it exists. */
  create(record: SaleRecord): Promise<boolean>;
  /**
   * Compare-and-set on version (record.version = expectedVersion + 1), on the sale with the
   * record's natural key. Never creates; refused (false, nothing written) when `record.saleId`
   * is not the stored one: the public id never changes.
   */
  replace(record: SaleRecord, expectedVersion: number): Promise<boolean>;
  /**
   * Sales of one partner in one ledger, oldest booking first, paginated. A page costs in
   * proportion to its size, not to the partner's sales (memory: kept in order per partner and
   * status; MongoDB: an index matching each filter and the sort).
   */
  list(query: SaleQuery): Promise<SalePage>;
  /**
   * The partner's balances in one ledger, one per currency it has sales in, sorted by currency
   * code: never a listing of every sale (memory: running totals; MongoDB: one $group aggregation
   * on the partner's index, summed inside the database).
   */
  balances(ledger: Ledger, partnerCode: string): Promise<readonly SaleBalance[]>;
  /**
   * Pending sales booked before `bookedBefore` (epoch ms, exclusive), every partner of the ledger,
   * oldest first (bookedAt, then saleId), at most `limit`: for the idempotent validation sweep, which
   * replaces them until none is left.
   */
  pendingBookedBefore(ledger: Ledger, bookedBefore: number, limit: number): Promise<readonly SaleRecord[]>;
  /**
   * Every partner's sale of the ledger with this order id, by partner code, at most `limit`:
   * operations' search by order id alone (the partner console), on its own index in MongoDB.
   */
  byOrderId(ledger: Ledger, externalOrderId: string, limit: number): Promise<readonly SaleRecord[]>;
}
export const SALE_STORE = Symbol.for('parasol.SaleStore');
