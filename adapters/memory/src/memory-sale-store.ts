import { accountsOfFields } from '@parasol/core/internal';
import {
  decodeSaleCursor,
  encodeSaleCursor,
  type Ledger,
  type QueueStage,
  type SaleBalance,
  type SalePage,
  type SalePosition,
  type SaleQuery,
  type SaleRecord,
  type SaleStatus,
  type SaleStore,
  type SettlementBalance,
  type SettlementGroup,
  type SettlementQueue,
  type SettlementQueueQuery,
} from '@parasol/core';
import type { OutboxSource } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';
import { OutboxIndex } from './outbox-index.js';
import { OrderedSales, type SaleSlot } from './ordered-sales.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** One partner's sales in one ledger: by order id, in listing order (all, and per status), and their running balances. */
class PartnerSales {
  readonly byOrder = new Map<string, SaleRecord>();
  readonly all = new OrderedSales();
  readonly byStatus: Record<SaleStatus, OrderedSales> = { pending: new OrderedSales(), validated: new OrderedSales(), cancelled: new OrderedSales() };
  readonly balances = new Map<string, { owed: number; validated: number; pending: number }>();
  /** Per currency, the payout accounts' running totals (SettlementQueue.balances). */
  readonly accounts = new Map<string, Mutable<Omit<SettlementBalance, 'currency'>>>();
  /** Per currency then queue stage: the sales a payout run works on, by saleId. */
  readonly queues = new Map<string, Map<QueueStage, Map<string, SaleRecord['externalOrderId']>>>();
}

/** The payout queue a sale waits in, if any (core/src/ports/settlement-queue.ts). */
const queueStageOf = (sale: SaleRecord): QueueStage | undefined => {
  if (sale.settlement === undefined) return sale.status === 'validated' ? 'unreleased' : undefined;
  return sale.settlement.stage === 'closed' ? undefined : sale.settlement.stage;
};

/** One ledger: its partners, and its pending sales in order for the validation sweep. */
class LedgerSales {
  readonly partners = new Map<string, PartnerSales>();
  readonly pending = new OrderedSales();
}

const slotOf = (sale: SaleRecord): SaleSlot => ({ bookedAt: sale.bookedAt, saleId: sale.saleId, partnerCode: sale.partnerCode, externalOrderId: sale.externalOrderId });
const owedOn = (sale: SaleRecord): number => sale.entries.reduce((sum, e) => sum + e.deltaMinor, 0);

/**
 * Embedded default sale store: one frozen record per (ledger, partnerCode, externalOrderId), its
 * ledger entries inside. No method awaits, so on Node's single thread each call is atomic, as one
 * MongoDB single-document operation is. A statement must cost in proportion to its page, not to
 * the partner's sales (100,000 sales once took 2.8 s of blocked event loop per statement): each
 * partner's sales are kept in listing order, all of them and per status, so a page is a binary
 * search then its own sales; balances are running totals kept by every write; the pending sales
 * of a ledger are kept in order for the sweep. `examined` counts the sales listings looked at.
 */
export class MemorySaleStore implements SaleStore, OutboxSource<SaleRecord>, SettlementQueue {
  private readonly byLedger = new Map<Ledger, LedgerSales>();
  /** Sales whose outbox holds webhook events, for the relay. */
  private readonly outboxes = new OutboxIndex<SaleRecord>((sale) => this.partnerSales(sale.ledger, sale.partnerCode)?.byOrder.get(sale.externalOrderId) === sale);
  /** Sales looked at by list and pendingBookedBefore, so tests can tell a page's cost from a scan's. */
  examined = 0;

  async get(ledger: Ledger, partnerCode: string, externalOrderId: string): Promise<SaleRecord | undefined> {
    return this.partnerSales(ledger, partnerCode)?.byOrder.get(externalOrderId);
  }

  async create(record: SaleRecord): Promise<boolean> {
    let ledger = this.byLedger.get(record.ledger);
    if (ledger === undefined) this.byLedger.set(record.ledger, (ledger = new LedgerSales()));
    let sales = ledger.partners.get(record.partnerCode);
    if (sales === undefined) ledger.partners.set(record.partnerCode, (sales = new PartnerSales()));
    if (sales.byOrder.has(record.externalOrderId)) return false;
    const stored = frozenCopy(record);
    sales.byOrder.set(record.externalOrderId, stored);
    const slot = slotOf(stored);
    sales.all.insert(slot);
    sales.byStatus[stored.status].insert(slot);
    if (stored.status === 'pending') ledger.pending.insert(slot);
    this.count(sales, stored, 1);
    this.outboxes.note(stored);
    return true;
  }

  async replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    const ledger = this.byLedger.get(record.ledger);
    const sales = ledger?.partners.get(record.partnerCode);
    const current = sales?.byOrder.get(record.externalOrderId);
    if (!ledger || !sales || !current || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    // The public id never changes: a cursor or a partner's statement may already name it.
    if (record.saleId !== current.saleId) return false;
    const stored = frozenCopy(record);
    // Most writes keep the status and the booking time (an amount repaired, the relay's marker
    // cleared): the sale keeps its places in the lists, and only the running totals change.
    if (stored.status !== current.status || stored.bookedAt !== current.bookedAt) this.move(ledger, sales, current, stored);
    sales.byOrder.set(record.externalOrderId, stored);
    this.count(sales, current, -1);
    this.count(sales, stored, 1);
    this.outboxes.note(stored, current);
    return true;
  }

  async list(query: SaleQuery): Promise<SalePage> {
    const after = query.after === undefined ? undefined : decodeOrThrow(query.after);
    const sales = this.partnerSales(query.ledger, query.partnerCode);
    if (sales === undefined) return { sales: [] };
    const ordered = query.status === undefined ? sales.all : sales.byStatus[query.status];
    const page: SaleRecord[] = [];
    let more = false;
    for (const slot of ordered.from(after, query.bookedFrom, query.bookedTo)) {
      this.examined += 1;
      if (page.length === query.limit) {
        more = true;
        break;
      }
      page.push(sales.byOrder.get(slot.externalOrderId)!);
    }
    const last = page[page.length - 1];
    return more && last ? { sales: page, next: encodeSaleCursor(last) } : { sales: page };
  }

  async balances(ledger: Ledger, partnerCode: string): Promise<readonly SaleBalance[]> {
    const totals = this.partnerSales(ledger, partnerCode)?.balances ?? new Map();
    return [...totals]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, t]) => ({ currency, owedMinor: t.owed, validatedMinor: t.validated, pendingMinor: t.pending }));
  }

  async pendingBookedBefore(ledger: Ledger, bookedBefore: number, limit: number): Promise<readonly SaleRecord[]> {
    const sales = this.byLedger.get(ledger);
    const due: SaleRecord[] = [];
    if (sales === undefined) return due;
    for (const slot of sales.pending.from(undefined, undefined, bookedBefore)) {
      this.examined += 1;
      if (due.length === limit) break;
      due.push(sales.partners.get(slot.partnerCode)!.byOrder.get(slot.externalOrderId)!);
    }
    return due;
  }

  async byOrderId(ledger: Ledger, externalOrderId: string, limit: number): Promise<readonly SaleRecord[]> {
    const partners = this.byLedger.get(ledger)?.partners ?? new Map<string, never>();
    // One lookup per partner of the ledger: an operator's search, not a request path.
    const found = [...partners.keys()].sort().flatMap((code) => partners.get(code)!.byOrder.get(externalOrderId) ?? []);
    return found.slice(0, limit);
  }

  async withOutbox(limit: number): Promise<readonly SaleRecord[]> {
    return this.outboxes.oldest(limit);
  }

  async queue(query: SettlementQueueQuery): Promise<readonly SaleRecord[]> {
    const sales = this.partnerSales(query.ledger, query.partnerCode);
    const waiting = sales?.queues.get(query.currency)?.get(query.stage);
    if (sales === undefined || waiting === undefined) return [];
    const ids = [...waiting.keys()].sort();
    const found: SaleRecord[] = [];
    for (const saleId of ids) {
      if (found.length === query.limit) break;
      if (query.afterSaleId !== undefined && saleId <= query.afterSaleId) continue;
      this.examined += 1;
      const sale = sales.byOrder.get(waiting.get(saleId)!)!;
      if (query.payoutId !== undefined && sale.settlement?.payoutId !== query.payoutId) continue;
      if (query.validatedBefore !== undefined && !((sale.validatedAt ?? sale.updatedAt) < query.validatedBefore)) continue;
      found.push(sale);
    }
    return found;
  }

  async groups(ledger: Ledger, partnerCode?: string): Promise<readonly SettlementGroup[]> {
    const groups: SettlementGroup[] = [];
    for (const [code, sales] of this.byLedger.get(ledger)?.partners ?? []) {
      if (partnerCode !== undefined && code !== partnerCode) continue;
      // Paid sales wait for nothing: a partner paid in full has no work for a run.
      for (const [currency, stages] of sales.queues) if ([...stages].some(([stage, m]) => stage !== 'paid' && m.size > 0)) groups.push({ partnerCode: code, currency });
    }
    return groups.sort((a, b) => (a.partnerCode < b.partnerCode ? -1 : a.partnerCode > b.partnerCode ? 1 : a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  }

  async settlementBalances(ledger: Ledger, partnerCode: string): Promise<readonly SettlementBalance[]> {
    const totals = this.partnerSales(ledger, partnerCode)?.accounts ?? new Map<string, Mutable<Omit<SettlementBalance, 'currency'>>>();
    return [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([currency, t]) => ({ currency, ...t }));
  }

  private partnerSales(ledger: Ledger, partnerCode: string): PartnerSales | undefined {
    return this.byLedger.get(ledger)?.partners.get(partnerCode);
  }

  /**
   * A sale whose status or booking time changed, out of the lists it was in and into those it
   * belongs to now. A slot names a sale by what never changes (partner, order id, saleId) and
   * where it sorts (booking time), so it stays right across writes that keep both; removal finds
   * it by those fields.
   */
  private move(ledger: LedgerSales, sales: PartnerSales, from: SaleRecord, to: SaleRecord): void {
    sales.byStatus[from.status].remove(from);
    if (from.status === 'pending') ledger.pending.remove(from);
    const slot = slotOf(to);
    if (to.bookedAt !== from.bookedAt) {
      sales.all.remove(from);
      sales.all.insert(slot);
    }
    sales.byStatus[to.status].insert(slot);
    if (to.status === 'pending') ledger.pending.insert(slot);
  }

  private count(sales: PartnerSales, sale: SaleRecord, sign: 1 | -1): void {
    const total = sales.balances.get(sale.currency) ?? { owed: 0, validated: 0, pending: 0 };
    const owed = sign * owedOn(sale);
    total.owed += owed;
    if (sale.status === 'validated') total.validated += owed;
    if (sale.status === 'pending') total.pending += owed;
    sales.balances.set(sale.currency, total);
    const a = accountsOfFields(sale);
    let t = sales.accounts.get(sale.currency);
    if (t === undefined) sales.accounts.set(sale.currency, (t = { pendingMinor: 0, validatedMinor: 0, payableMinor: 0, inPayoutMinor: 0, paidMinor: 0, owedBackMinor: 0 }));
    // Running totals, changed in place (settlementBalances hands out copies).
    t.pendingMinor += sign * a.pending;
    t.validatedMinor += sign * a.validated;
    t.payableMinor += sign * a.payable;
    t.inPayoutMinor += sign * a.in_payout;
    t.paidMinor += sign * a.paid;
    t.owedBackMinor += sign * a.owed_back;
    const stage = queueStageOf(sale);
    if (stage !== undefined) {
      let stages = sales.queues.get(sale.currency);
      if (stages === undefined) sales.queues.set(sale.currency, (stages = new Map()));
      let waiting = stages.get(stage);
      if (waiting === undefined) stages.set(stage, (waiting = new Map()));
      if (sign === 1) waiting.set(sale.saleId, sale.externalOrderId);
      else waiting.delete(sale.saleId);
    }
  }
}

/** A cursor this store never handed out is a caller's mistake the statement refuses first (400); here it is a bug. */
const decodeOrThrow = (cursor: string): SalePosition => {
  const position = decodeSaleCursor(cursor);
  if (position === undefined) throw new RangeError(`not a sale cursor: ${cursor}`);
  return position;
};
