import type { Collection, Document, Filter } from 'mongodb';
import {
  decodeSaleCursor,
  encodeSaleCursor,
  type Ledger,
  type SaleBalance,
  type SalePage,
  type SaleQuery,
  type SaleRecord,
  type SaleStore,
  type SettlementBalance,
  type SettlementGroup,
  type SettlementQueue,
  type SettlementQueueQuery,
} from '@parasol/core';
import type { OutboxSource } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (ledger: Ledger, partnerCode: string, externalOrderId: string) => derivedId('sales', ledger, partnerCode, externalOrderId);

/**
 * The listing order, on the indexes matching each query's equality fields then this sort
 * (collections.ts): {ledger, partnerCode, bookedAt, saleId} for a statement, {ledger, partnerCode,
 * status, bookedAt, saleId} for a statement filtered by status, {ledger, status, bookedAt, saleId}
 * for the sweep. So a page reads its own documents from the index, whatever the partner holds.
 */
const SALE_ORDER = { bookedAt: 1, saleId: 1 } as const;

/**
 * Sales with their ledger entries embedded (collection `sales`), one document per (ledger,
 * partnerCode, externalOrderId), `_id` derived from that natural key (core/src/ports/sale-store.ts).
 * Booking is one insertOne: of identical concurrent postbacks on any number of instances, one
 * books and the others meet the duplicate key. A replay's change, status and new entries
 * together, is one replaceOne on {_id, natural key, saleId, version}, so a sale and the entries
 * that explain it are written in one atomic step. Listings page by keyset on (bookedAt, saleId),
 * never by skip, so a sale booked between two pages neither repeats nor pushes one out.
 */
export class MongoSaleStore implements SaleStore, OutboxSource<SaleRecord>, SettlementQueue {
  constructor(
    private readonly sales: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(ledger: Ledger, partnerCode: string, externalOrderId: string): Promise<SaleRecord | undefined> {
    return this.guard('sales.get', async () =>
      fromDocument<SaleRecord>(await this.sales.findOne({ _id: idOf(ledger, partnerCode, externalOrderId), ledger, partnerCode, externalOrderId })),
    );
  }

  create(record: SaleRecord): Promise<boolean> {
    return this.guard('sales.create', async () => {
      try {
        await this.sales.insertOne(toDocument(idOf(record.ledger, record.partnerCode, record.externalOrderId), record));
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    if (record.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('sales.replace', async () => {
      const { ledger, partnerCode, externalOrderId, saleId } = record;
      const _id = idOf(ledger, partnerCode, externalOrderId);
      // saleId in the filter: the public id never changes, so a record carrying another is refused.
      const result = await this.sales.replaceOne({ _id, ledger, partnerCode, externalOrderId, saleId, version: expectedVersion }, toDocument(_id, record));
      return result.matchedCount === 1;
    });
  }

  list(query: SaleQuery): Promise<SalePage> {
    const after = query.after === undefined ? undefined : decodeCursor(query.after);
    return this.guard('sales.list', async () => {
      const filter: Filter<Document> = { ledger: query.ledger, partnerCode: query.partnerCode };
      if (query.status !== undefined) filter.status = query.status;
      if (query.bookedFrom !== undefined || query.bookedTo !== undefined) {
        filter.bookedAt = { ...(query.bookedFrom === undefined ? {} : { $gte: query.bookedFrom }), ...(query.bookedTo === undefined ? {} : { $lt: query.bookedTo }) };
      }
      if (after !== undefined) filter.$or = [{ bookedAt: { $gt: after.bookedAt } }, { bookedAt: after.bookedAt, saleId: { $gt: after.saleId } }];
      // One more than a page: whether it comes back says whether a next page exists.
      const documents = await this.sales.find(filter).sort(SALE_ORDER).limit(query.limit + 1).toArray();
      const sales = documents.slice(0, query.limit).map((d) => fromDocument<SaleRecord>(d)!);
      const last = sales[sales.length - 1];
      return documents.length > query.limit && last ? { sales, next: encodeSaleCursor(last) } : { sales };
    });
  }

  /**
   * One aggregation on the partner's index: the database sums each currency's commission
   * (`commissionMinor` is always the sum of the sale's entries) by status, and only the totals
   * cross the wire.
   */
  balances(ledger: Ledger, partnerCode: string): Promise<readonly SaleBalance[]> {
    return this.guard('sales.balances', async () => {
      const groups = await this.sales
        .aggregate<{ _id: { currency: string; status: string }; owed: number }>([
          { $match: { ledger, partnerCode } },
          { $group: { _id: { currency: '$currency', status: '$status' }, owed: { $sum: '$commissionMinor' } } },
        ])
        .toArray();
      const totals = new Map<string, { owed: number; validated: number; pending: number }>();
      for (const { _id, owed } of groups) {
        const total = totals.get(_id.currency) ?? { owed: 0, validated: 0, pending: 0 };
        total.owed += owed;
        if (_id.status === 'validated') total.validated += owed;
        if (_id.status === 'pending') total.pending += owed;
        totals.set(_id.currency, total);
      }
      return [...totals]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([currency, t]) => ({ currency, owedMinor: t.owed, validatedMinor: t.validated, pendingMinor: t.pending }));
    });
  }

  pendingBookedBefore(ledger: Ledger, bookedBefore: number, limit: number): Promise<readonly SaleRecord[]> {
    return this.guard('sales.pendingBookedBefore', async () => {
      const documents = await this.sales.find({ ledger, status: 'pending', bookedAt: { $lt: bookedBefore } }).sort(SALE_ORDER).limit(limit).toArray();
      return documents.map((d) => fromDocument<SaleRecord>(d)!);
    });
  }

  /** On `order_id` {ledger, externalOrderId, partnerCode}: every partner's sale with this order id. */
  byOrderId(ledger: Ledger, externalOrderId: string, limit: number): Promise<readonly SaleRecord[]> {
    return this.guard('sales.byOrderId', async () => {
      const documents = await this.sales.find({ ledger, externalOrderId }).sort({ partnerCode: 1 }).limit(limit).toArray();
      return documents.map((d) => fromDocument<SaleRecord>(d)!);
    });
  }

  /**
   * The payout run's queues on `settlement_queue` {ledger, partnerCode, currency, status,
   * settlement.stage, saleId}: equality on the first five (an unreleased sale is validated with no
   * settlement, which the index holds as a null stage), then saleId, the keyset.
   */
  queue(query: SettlementQueueQuery): Promise<readonly SaleRecord[]> {
    return this.guard('sales.queue', async () => {
      const filter: Filter<Document> = { ledger: query.ledger, partnerCode: query.partnerCode, currency: query.currency };
      if (query.stage === 'unreleased') {
        filter.status = 'validated';
        filter['settlement.stage'] = null;
        if (query.validatedBefore !== undefined) filter.validatedAt = { $lt: query.validatedBefore };
      } else {
        filter['settlement.stage'] = query.stage;
      }
      if (query.payoutId !== undefined) filter['settlement.payoutId'] = query.payoutId;
      if (query.afterSaleId !== undefined) filter.saleId = { $gt: query.afterSaleId };
      const documents = await this.sales.find(filter).sort({ saleId: 1 }).limit(query.limit).toArray();
      return documents.map((d) => fromDocument<SaleRecord>(d)!);
    });
  }

  /** One aggregation on `settlement_groups` {ledger, settlement.stage, status, partnerCode, currency}: the distinct pairs with work. */
  groups(ledger: Ledger, partnerCode?: string): Promise<readonly SettlementGroup[]> {
    return this.guard('sales.groups', async () => {
      const match: Filter<Document> = {
        ledger,
        $or: [{ status: 'validated', 'settlement.stage': null }, { 'settlement.stage': { $in: ['payable', 'claimed', 'owed_back', 'clawback_claimed'] } }],
      };
      if (partnerCode !== undefined) match.partnerCode = partnerCode;
      const rows = await this.sales
        .aggregate<{ _id: { partnerCode: string; currency: string } }>([{ $match: match }, { $group: { _id: { partnerCode: '$partnerCode', currency: '$currency' } } }])
        .toArray();
      return rows
        .map((r) => ({ partnerCode: r._id.partnerCode, currency: r._id.currency }))
        .sort((a, b) => (a.partnerCode < b.partnerCode ? -1 : a.partnerCode > b.partnerCode ? 1 : a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
    });
  }

  /**
   * One aggregation on the partner's index, summed inside the database: pending and validated
   * commission of sales with no settlement by status, and the settlement's amounts (each the sum
   * of the sale's postings, core/src/payouts/sale-accounts.ts).
   */
  settlementBalances(ledger: Ledger, partnerCode: string): Promise<readonly SettlementBalance[]> {
    return this.guard('sales.settlementBalances', async () => {
      const unsettled = (status: string) => ({ $cond: [{ $and: [{ $eq: ['$status', status] }, { $eq: [{ $ifNull: ['$settlement', null] }, null] }] }, '$commissionMinor', 0] });
      const field = (name: string) => ({ $ifNull: [`$settlement.${name}`, 0] });
      const rows = await this.sales
        .aggregate<Omit<SettlementBalance, 'currency'> & { _id: string }>([
          { $match: { ledger, partnerCode } },
          {
            $group: {
              _id: '$currency',
              pendingMinor: { $sum: unsettled('pending') },
              validatedMinor: { $sum: unsettled('validated') },
              payableMinor: { $sum: field('payableMinor') },
              inPayoutMinor: { $sum: field('inPayoutMinor') },
              paidMinor: { $sum: field('paidMinor') },
              owedBackMinor: { $sum: field('owedBackMinor') },
            },
          },
        ])
        .toArray();
      return rows
        .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
        .map((r) => ({ currency: r._id, pendingMinor: r.pendingMinor, validatedMinor: r.validatedMinor, payableMinor: r.payableMinor, inPayoutMinor: r.inPayoutMinor, paidMinor: r.paidMinor, owedBackMinor: r.owedBackMinor }));
    });
  }

  /** Documents with webhook events in their outbox, oldest first, on the sparse index `webhook_outbox`. */
  withOutbox(limit: number): Promise<readonly SaleRecord[]> {
    return this.guard('sales.withOutbox', async () =>
      (await this.sales.find({ outboxAt: { $exists: true } }).sort({ outboxAt: 1 }).limit(limit).toArray()).map((d) => fromDocument<SaleRecord>(d)!),
    );
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}

/** A cursor SaleStore.list never handed out: the port leaves it undefined, the memory store throws too. */
function decodeCursor(cursor: string) {
  const position = decodeSaleCursor(cursor);
  if (position === undefined) throw new RangeError(`not a sale cursor: ${cursor}`);
  return position;
}
