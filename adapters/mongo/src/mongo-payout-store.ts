import type { Collection, Document, Filter } from 'mongodb';
import { decodePayoutCursor, encodePayoutCursor, type Ledger, type OutboxSource, type PayoutPage, type PayoutQuery, type PayoutRecord, type PayoutStore } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (ledger: Ledger, payoutId: string) => derivedId('payouts', ledger, payoutId);
const VISIBLE = ['pending', 'paid', 'failed'];
const LISTING_ORDER = { createdAt: 1, payoutId: 1 } as const;

/**
 * Payouts (collection `payouts`), one document per (ledger, payoutId), `_id` derived from it: a
 * run's create is one insertOne, and two runs with one key meet on its duplicate key. Every
 * change, status and history step (its webhook event) together, is one replaceOne on {_id,
 * version}. Listings page by keyset on (createdAt, payoutId) on `partner_listing` (one partner's)
 * or `ledger_listing` (operations'); a crashed run's payout is found on `assembling`.
 */
export class MongoPayoutStore implements PayoutStore, OutboxSource<PayoutRecord> {
  constructor(
    private readonly payouts: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(ledger: Ledger, payoutId: string): Promise<PayoutRecord | undefined> {
    return this.guard('payouts.get', async () => fromDocument<PayoutRecord>(await this.payouts.findOne({ _id: idOf(ledger, payoutId), ledger, payoutId })));
  }

  create(record: PayoutRecord): Promise<boolean> {
    return this.guard('payouts.create', async () => {
      try {
        await this.payouts.insertOne(toDocument(idOf(record.ledger, record.payoutId), record));
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  replace(record: PayoutRecord, expectedVersion: number): Promise<boolean> {
    if (record.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('payouts.replace', async () => {
      const { ledger, payoutId, partnerCode, currency, runKey, createdAt } = record;
      const _id = idOf(ledger, payoutId);
      // What a payout is for never changes: the filter names it, so a record changing it matches nothing.
      const result = await this.payouts.replaceOne({ _id, ledger, payoutId, partnerCode, currency, runKey, createdAt, version: expectedVersion }, toDocument(_id, record));
      return result.matchedCount === 1;
    });
  }

  list(query: PayoutQuery): Promise<PayoutPage> {
    const after = query.after === undefined ? undefined : decodePayoutCursor(query.after);
    if (query.after !== undefined && after === undefined) throw new RangeError(`not a payout cursor: ${query.after}`);
    return this.guard('payouts.list', async () => {
      const filter: Filter<Document> = { ledger: query.ledger, status: { $in: [...(query.statuses ?? VISIBLE)] } };
      if (query.partnerCode !== undefined) filter.partnerCode = query.partnerCode;
      if (after !== undefined) filter.$or = [{ createdAt: { $gt: after.createdAt } }, { createdAt: after.createdAt, payoutId: { $gt: after.payoutId } }];
      const documents = await this.payouts.find(filter).sort(LISTING_ORDER).limit(query.limit + 1).toArray();
      const payouts = documents.slice(0, query.limit).map((d) => fromDocument<PayoutRecord>(d)!);
      const last = payouts[payouts.length - 1];
      return documents.length > query.limit && last ? { payouts, next: encodePayoutCursor(last) } : { payouts };
    });
  }

  assembling(ledger: Ledger, partnerCode: string, currency: string): Promise<readonly PayoutRecord[]> {
    return this.guard('payouts.assembling', async () => {
      const documents = await this.payouts.find({ ledger, partnerCode, currency, status: 'assembling' }).sort(LISTING_ORDER).toArray();
      return documents.map((d) => fromDocument<PayoutRecord>(d)!);
    });
  }

  /** Payouts with webhook events in their outbox, oldest first, on the sparse index `webhook_outbox`. */
  withOutbox(limit: number): Promise<readonly PayoutRecord[]> {
    return this.guard('payouts.withOutbox', async () =>
      (await this.payouts.find({ outboxAt: { $exists: true } }).sort({ outboxAt: 1 }).limit(limit).toArray()).map((d) => fromDocument<PayoutRecord>(d)!),
    );
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
