import type { Ledger, SaleRecord, SettlementStage } from './sale-store.js';

/**
 * The sales a payout run works on, read from the sale store (the same documents: a sale and its
 * settlement are one document, core/src/ports/sale-store.ts). A separate port so that the sale
 * store's other users (the postback, the statement) and its test doubles need none of it.
 *
 * `unreleased` is a validated sale that has no settlement yet (its holding period may still run);
 * the other stages are SaleRecord.settlement.stage. Pages are ordered by saleId and keyed on the
 * last saleId read, so a run that changes the sales it reads never skips one that is left.
 *
 * MongoDB: an index {ledger, partnerCode, currency, status, settlement.stage, saleId}.
 */
export type QueueStage = 'unreleased' | Exclude<SettlementStage, 'closed'>;

export interface SettlementQueueQuery {
  readonly ledger: Ledger;
  readonly partnerCode: string;
  readonly currency: string;
  readonly stage: QueueStage;
  /** Only sales claimed by this payout (stages claimed, clawback_claimed). */
  readonly payoutId?: string;
  /** `unreleased` only: validated before this instant (epoch ms, exclusive). */
  readonly validatedBefore?: number;
  readonly limit: number;
  readonly afterSaleId?: string;
}

/** A partner's ledger in one currency that has something a payout run may move. */
export interface SettlementGroup {
  readonly partnerCode: string;
  readonly currency: string;
}

/** Per currency, the partner's accounts (docs/money.md "Payouts"): each the sum of its entries' postings. */
export interface SettlementBalance {
  readonly currency: string;
  readonly pendingMinor: number;
  readonly validatedMinor: number;
  readonly payableMinor: number;
  readonly inPayoutMinor: number;
  readonly paidMinor: number;
  readonly owedBackMinor: number;
}

export interface SettlementQueue {
  queue(query: SettlementQueueQuery): Promise<readonly SaleRecord[]>;
  /** Partners and currencies with unreleased, payable, claimed or owed-back sales, sorted; one partner's when named. */
  groups(ledger: Ledger, partnerCode?: string): Promise<readonly SettlementGroup[]>;
  /** Sorted by currency; summed by the store, never a listing of every sale. */
  settlementBalances(ledger: Ledger, partnerCode: string): Promise<readonly SettlementBalance[]>;
}
export const SETTLEMENT_QUEUE = Symbol.for('parasol.SettlementQueue');
