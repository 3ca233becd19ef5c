import { decodePayoutCursor, encodePayoutCursor, type Ledger, type OutboxSource, type PayoutPage, type PayoutQuery, type PayoutRecord, type PayoutStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';
import { OutboxIndex } from './outbox-index.js';

const VISIBLE = ['pending', 'paid', 'failed'] as const;

const byListing = (a: PayoutRecord, b: PayoutRecord): number => a.createdAt - b.createdAt || (a.payoutId < b.payoutId ? -1 : a.payoutId > b.payoutId ? 1 : 0);

/**
 * Embedded payout store: one frozen record per (ledger, payoutId). No method awaits, so each call
 * is atomic as one MongoDB single-document operation is. Listings sort the ledger's payouts
 * (a few per partner and run: far fewer than sales).
 */
export class MemoryPayoutStore implements PayoutStore, OutboxSource<PayoutRecord> {
  private readonly byLedger = new Map<Ledger, Map<string, PayoutRecord>>();
  /** Payouts whose outbox holds webhook events (payout.*), for the relay. */
  private readonly outboxes = new OutboxIndex<PayoutRecord>((payout) => this.byLedger.get(payout.ledger)?.get(payout.payoutId) === payout);

  async get(ledger: Ledger, payoutId: string): Promise<PayoutRecord | undefined> {
    return this.byLedger.get(ledger)?.get(payoutId);
  }

  async create(record: PayoutRecord): Promise<boolean> {
    let payouts = this.byLedger.get(record.ledger);
    if (payouts === undefined) this.byLedger.set(record.ledger, (payouts = new Map()));
    if (payouts.has(record.payoutId)) return false;
    const stored = frozenCopy(record);
    payouts.set(record.payoutId, stored);
    this.outboxes.note(stored);
    return true;
  }

  async replace(record: PayoutRecord, expectedVersion: number): Promise<boolean> {
    const payouts = this.byLedger.get(record.ledger);
    const current = payouts?.get(record.payoutId);
    if (payouts === undefined || current === undefined || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    // What a payout is for never changes: partner, currency, key and creation.
    if (record.partnerCode !== current.partnerCode || record.currency !== current.currency || record.runKey !== current.runKey || record.createdAt !== current.createdAt) return false;
    const stored = frozenCopy(record);
    payouts.set(record.payoutId, stored);
    this.outboxes.note(stored, current);
    return true;
  }

  async withOutbox(limit: number): Promise<readonly PayoutRecord[]> {
    return this.outboxes.oldest(limit);
  }

  async list(query: PayoutQuery): Promise<PayoutPage> {
    const after = query.after === undefined ? undefined : decodePayoutCursor(query.after);
    if (query.after !== undefined && after === undefined) throw new RangeError(`not a payout cursor: ${query.after}`);
    const statuses: readonly string[] = query.statuses ?? VISIBLE;
    const matching = [...(this.byLedger.get(query.ledger)?.values() ?? [])]
      .filter((p) => (query.partnerCode === undefined || p.partnerCode === query.partnerCode) && statuses.includes(p.status))
      .filter((p) => after === undefined || p.createdAt > after.createdAt || (p.createdAt === after.createdAt && p.payoutId > after.payoutId))
      .sort(byListing);
    const page = matching.slice(0, query.limit);
    const last = page[page.length - 1];
    return matching.length > query.limit && last ? { payouts: page, next: encodePayoutCursor(last) } : { payouts: page };
  }

  async assembling(ledger: Ledger, partnerCode: string, currency: string): Promise<readonly PayoutRecord[]> {
    return [...(this.byLedger.get(ledger)?.values() ?? [])].filter((p) => p.status === 'assembling' && p.partnerCode === partnerCode && p.currency === currency).sort(byListing);
  }
}
