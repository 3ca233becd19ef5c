import { decodeSaleCursor, encodeSaleCursor, type Ledger, type SalePage, type SalePosition, type SaleQuery, type SaleRecord, type SaleStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/**
 * Embedded default sale store: one frozen record per (ledger, partnerCode, externalOrderId), its
 * ledger entries inside. No method awaits, so on Node's single thread each call is atomic, as one
 * MongoDB single-document operation is. Listings sort the partner's sales on every call: the
 * embedded default holds a few thousand at most, and the sort keeps the order obviously right.
 */
export class MemorySaleStore implements SaleStore {
  /**
   * ledger → partnerCode → externalOrderId → sale: a partner's sales without a scan of everyone's.
   * Nested rather than keyed by a joined string, which each postback would build and hash afresh.
   */
  private readonly byLedger = new Map<Ledger, Map<string, Map<string, SaleRecord>>>();

  async get(ledger: Ledger, partnerCode: string, externalOrderId: string): Promise<SaleRecord | undefined> {
    return this.partnerSales(ledger, partnerCode)?.get(externalOrderId);
  }

  async create(record: SaleRecord): Promise<boolean> {
    let byPartner = this.byLedger.get(record.ledger);
    if (byPartner === undefined) this.byLedger.set(record.ledger, (byPartner = new Map()));
    let sales = byPartner.get(record.partnerCode);
    if (sales === undefined) byPartner.set(record.partnerCode, (sales = new Map()));
    if (sales.has(record.externalOrderId)) return false;
    sales.set(record.externalOrderId, frozenCopy(record));
    return true;
  }

  async replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    const sales = this.partnerSales(record.ledger, record.partnerCode);
    const current = sales?.get(record.externalOrderId);
    if (!sales || !current || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    // The public id never changes: a cursor or a partner's statement may already name it.
    if (record.saleId !== current.saleId) return false;
    sales.set(record.externalOrderId, frozenCopy(record));
    return true;
  }

  async list(query: SaleQuery): Promise<SalePage> {
    const after = query.after === undefined ? undefined : decodeOrThrow(query.after);
    const matching = [...(this.partnerSales(query.ledger, query.partnerCode)?.values() ?? [])]
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
    for (const sales of this.byLedger.get(ledger)?.values() ?? []) {
      for (const s of sales.values()) if (s.status === 'pending' && s.bookedAt < bookedBefore) pending.push(s);
    }
    return pending.sort(compareSales).slice(0, limit);
  }

  private partnerSales(ledger: Ledger, partnerCode: string): Map<string, SaleRecord> | undefined {
    return this.byLedger.get(ledger)?.get(partnerCode);
  }
}

/** The listing order: booking time, then saleId (code units, as MongoDB compares ASCII ids). */
const compareSales = (a: SalePosition, b: SalePosition): number =>
  a.bookedAt - b.bookedAt || (a.saleId < b.saleId ? -1 : a.saleId > b.saleId ? 1 : 0);

/** A cursor this store never handed out is a caller's mistake the statement refuses first (400); here it is a bug. */
const decodeOrThrow = (cursor: string): SalePosition => {
  const position = decodeSaleCursor(cursor);
  if (position === undefined) throw new RangeError(`not a sale cursor: ${cursor}`);
  return position;
};
