import type { Ledger, SaleBalance, SalePage, SaleQuery, SaleRecord, SaleStore } from '@parasol/core';

/** The mistakes a SaleStore adapter could make, one switch each; none switched on is a correct store. */
export interface SaleFlaws {
  /** Checks the natural key, awaits a round trip, then inserts: a check-then-act race. */
  readonly raceOnCreate?: boolean;
  /** Keeps and hands out the caller's objects instead of copies. */
  readonly sharesObjects?: boolean;
  /** Orders by booking time only: ties come out in insertion order. */
  readonly noTieBreak?: boolean;
  /** The cursor is the number of sales already handed out (skip/limit paging). */
  readonly offsetCursor?: boolean;
  /** Hands out a cursor with every full page, even when nothing follows. */
  readonly cursorOnFullPage?: boolean;
  /** Treats bookedTo as inclusive. */
  readonly bookedToInclusive?: boolean;
  /** pendingBookedBefore returns sales in insertion order instead of oldest first. */
  readonly pendingInInsertionOrder?: boolean;
  /** Balances counted when a sale is booked and never moved by a replace (a running total kept wrong). */
  readonly balancesAtBooking?: boolean;
}

const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));
const sameKey = (a: SaleRecord, b: SaleRecord) => a.ledger === b.ledger && a.partnerCode === b.partnerCode && a.externalOrderId === b.externalOrderId;

/** A plain array store with optional flaws, to show which contract cases catch which mistake. */
export class FlawedSaleStore implements SaleStore {
  private records: SaleRecord[] = [];
  private booked: SaleRecord[] = [];

  constructor(private readonly flaws: SaleFlaws = {}) {}

  async get(ledger: Ledger, partnerCode: string, externalOrderId: string): Promise<SaleRecord | undefined> {
    const found = this.records.find((r) => r.ledger === ledger && r.partnerCode === partnerCode && r.externalOrderId === externalOrderId);
    return found && this.out(found);
  }

  async create(record: SaleRecord): Promise<boolean> {
    if (this.records.some((r) => sameKey(r, record))) return false;
    if (this.flaws.raceOnCreate) await roundTrip();
    this.records.push(this.in(record));
    this.booked.push(this.in(record));
    return true;
  }

  async replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    const at = this.records.findIndex((r) => sameKey(r, record));
    const stored = this.records[at];
    if (!stored || stored.version !== expectedVersion || record.version !== expectedVersion + 1 || stored.saleId !== record.saleId) return false;
    this.records[at] = this.in(record);
    return true;
  }

  async list(query: SaleQuery): Promise<SalePage> {
    const matching = this.records
      .filter(
        (s) =>
          s.ledger === query.ledger &&
          s.partnerCode === query.partnerCode &&
          (query.status === undefined || s.status === query.status) &&
          (query.bookedFrom === undefined || s.bookedAt >= query.bookedFrom) &&
          (query.bookedTo === undefined || (this.flaws.bookedToInclusive ? s.bookedAt <= query.bookedTo : s.bookedAt < query.bookedTo)),
      )
      .sort((a, b) => this.order(a, b));
    const [bookedAt, saleId, offset] = query.after === undefined ? [] : (JSON.parse(query.after) as [number, string, number]);
    const rest = this.flaws.offsetCursor
      ? matching.slice(offset ?? 0)
      : matching.filter((s) => bookedAt === undefined || this.order(s, { bookedAt, saleId: saleId! } as SaleRecord) > 0);
    const sales = rest.slice(0, query.limit);
    const more = this.flaws.cursorOnFullPage ? sales.length === query.limit : rest.length > query.limit;
    const last = sales[sales.length - 1];
    const page = sales.map((s) => this.out(s));
    return more && last ? { sales: page, next: JSON.stringify([last.bookedAt, last.saleId, (offset ?? 0) + sales.length]) } : { sales: page };
  }

  async balances(ledger: Ledger, partnerCode: string): Promise<readonly SaleBalance[]> {
    const totals = new Map<string, { owed: number; validated: number; pending: number }>();
    for (const s of this.flaws.balancesAtBooking ? this.booked : this.records) {
      if (s.ledger !== ledger || s.partnerCode !== partnerCode) continue;
      const total = totals.get(s.currency) ?? { owed: 0, validated: 0, pending: 0 };
      const owed = s.entries.reduce((sum, e) => sum + e.deltaMinor, 0);
      total.owed += owed;
      if (s.status === 'validated') total.validated += owed;
      if (s.status === 'pending') total.pending += owed;
      totals.set(s.currency, total);
    }
    return [...totals].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, t]) => ({ currency, owedMinor: t.owed, validatedMinor: t.validated, pendingMinor: t.pending }));
  }

  async pendingBookedBefore(ledger: Ledger, bookedBefore: number, limit: number): Promise<readonly SaleRecord[]> {
    const pending = this.records.filter((s) => s.ledger === ledger && s.status === 'pending' && s.bookedAt < bookedBefore);
    if (!this.flaws.pendingInInsertionOrder) pending.sort((a, b) => this.order(a, b));
    return pending.slice(0, limit).map((s) => this.out(s));
  }

  async byOrderId(ledger: Ledger, externalOrderId: string, limit: number): Promise<readonly SaleRecord[]> {
    const found = this.records.filter((s) => s.ledger === ledger && s.externalOrderId === externalOrderId);
    return found.sort((a, b) => (a.partnerCode < b.partnerCode ? -1 : a.partnerCode > b.partnerCode ? 1 : 0)).slice(0, limit).map((s) => this.out(s));
  }

  private order(a: SaleRecord, b: SaleRecord): number {
    if (this.flaws.noTieBreak) return a.bookedAt - b.bookedAt;
    return a.bookedAt - b.bookedAt || (a.saleId < b.saleId ? -1 : a.saleId > b.saleId ? 1 : 0);
  }

  private in(record: SaleRecord): SaleRecord {
    return this.flaws.sharesObjects ? record : structuredClone(record);
  }

  private out(record: SaleRecord): SaleRecord {
    return this.flaws.sharesObjects ? record : structuredClone(record);
  }
}
