import { decodeSaleCursor, encodeSaleCursor, type Ledger, type SalePage, type SalePosition, type SaleQuery, type SaleRecord, type SaleStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/**
 * Embedded default sale store: one frozen record per (ledger, partnerCode, externalOrderId), its
 * ledger entries inside. No method awaits, so on Node's single thread each call is atomic, as one
 * MongoDB single-document operation is. Listings sort the partner's sales on every call: the
 * embedded default holds a few thousand at most, and the sort keeps the order obviously right.
 */
export class MemorySaleStore implements SaleStore {
  /** ledger\0partnerCode → externalOrderId → sale: a partner's sales without a scan of everyone's. */
  private readonly byPartner = new Map<string, Map<string, SaleRecord>>();

  async get(ledger: Ledger, partnerCode: string, externalOrderId: string): Promise<SaleRecord | undefined> {
    return this.byPartner.get(partnerKey(ledger, partnerCode))?.get(externalOrderId);
  }

  async create(record: SaleRecord): Promise<boolean> {
    const key = partnerKey(record.ledger, record.partnerCode);
    const sales = this.byPartner.get(key) ?? new Map<string, SaleRecord>();
    if (sales.has(record.externalOrderId)) return false;
    sales.set(record.externalOrderId, frozenCopy(record));
    this.byPartner.set(key, sales);
    return true;
  }

  async replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    const sales = this.byPartner.get(partnerKey(record.ledger, record.partnerCode));
    const current = sales?.get(record.externalOrderId);
    if (!sales || !current || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    // The public id never changes: a cursor or a partner's statement may already name it.
    if (record.saleId !== current.saleId) return false;
    sales.set(record.externalOrderId, frozenCopy(record));
    return true;
  }

  async list(query: SaleQuery): Promise<SalePage> {
    const after = query.after === undefined ? undefined : decodeOrThrow(query.after);
    const matching = [...(this.byPartner.get(partnerKey(query.ledger, query.partnerCode))?.values() ?? [])]
      .filter(
        (s) =>
          (query.status === undefined || s.status === query.status) &&
          (query.bookedFrom === undefined || s.bookedAt >= query.bookedFrom) &&
          (query.bookedTo === undefined || s.bookedAt < query.bookedTo) &&
          (after === undefined || compareSales(s, after) > 0),
      )
      .sort(compareSales);
    const sales = matching.slice(0, query.limit);
    const last = sales[sales.length - 1];
    return matching.length > query.limit && last ? { sales, next: encodeSaleCursor(last) } : { sales };
  }

  async pendingBookedBefore(ledger: Ledger, bookedBefore: number, limit: number): Promise<readonly SaleRecord[]> {
    const pending: SaleRecord[] = [];
    for (const [key, sales] of this.byPartner) {
      if (!key.startsWith(`${ledger}\0`)) continue;
      for (const s of sales.values()) if (s.status === 'pending' && s.bookedAt < bookedBefore) pending.push(s);
    }
    return pending.sort(compareSales).slice(0, limit);
  }
}

/** A NUL cannot occur in a ledger name, so no two (ledger, partner) pairs share a key. */
const partnerKey = (ledger: Ledger, partnerCode: string) => `${ledger}\0${partnerCode}`;

/** The listing order: booking time, then saleId (code units, as MongoDB compares ASCII ids). */
const compareSales = (a: SalePosition, b: SalePosition): number =>
  a.bookedAt - b.bookedAt || (a.saleId < b.saleId ? -1 : a.saleId > b.saleId ? 1 : 0);

/** A cursor this store never handed out is a caller's mistake the statement refuses first (400); here it is a bug. */
const decodeOrThrow = (cursor: string): SalePosition => {
  const position = decodeSaleCursor(cursor);
  if (position === undefined) throw new RangeError(`not a sale cursor: ${cursor}`);
  return position;
};
