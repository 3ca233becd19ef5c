import type { LedgerEntry, LedgerEntryKind, SaleRecord, SaleStore, SaleQuery, SalePage, SaleBalance, Ledger } from '../ports/sale-store.js';
import type { RecordedEvent } from '../ports/webhook-outbox.js';
import { entryView, saleView } from '../ledger/sale-view.js';
import { eventIdOf } from './event-id.js';
import type { WebhookEventType } from './event-types.js';

/**
 * The event of each kind of entry. A payout's steps on its sales (payable, claimed, paid, released)
 * are the payout's own events (payout.created, payout.paid, payout.failed), not the sale's.
 */
const TYPE_OF_ENTRY: Readonly<Record<LedgerEntryKind, WebhookEventType | undefined>> = {
  booking: 'sale.booked',
  amount_change: 'sale.updated',
  reinstatement: 'sale.updated',
  validation: 'sale.validated',
  reversal: 'sale.cancelled',
  payable: undefined,
  payout_claim: undefined,
  payout_paid: undefined,
  payout_release: undefined,
};

const hasEvent = (entry: LedgerEntry): boolean => TYPE_OF_ENTRY[entry.kind] !== undefined;

/**
 * A sale's events ARE its append-only ledger entries: one event per entry, its seq the entry's,
 * dated when the entry happened (an automatic validation when its 14 days ended, whenever it is
 * written). So a write that adds entries has recorded their events; all it adds is the marker the
 * relay finds them by: `outboxAt`, the earliest entry from `eventsThrough` on (the entries whose
 * events are not in the delivery log yet). Nothing else grows: a sale changed hundreds of times
 * before a relay runs stays the size of its entries.
 */
export const withSaleEventsMarked = (sale: SaleRecord): SaleRecord => {
  const from = sale.eventsThrough ?? 0;
  let earliest = sale.outboxAt ?? Infinity;
  for (let i = from; i < sale.entries.length; i++) {
    const entry = sale.entries[i]!;
    if (hasEvent(entry)) earliest = Math.min(earliest, entry.at);
  }
  return earliest === Infinity || earliest === sale.outboxAt ? sale : { ...sale, outboxAt: earliest };
};

/** The event of one entry, `data` the sale as the statement shows it when the relay reads it, and the entry. */
export const saleEventOf = (sale: SaleRecord, entry: LedgerEntry, type: WebhookEventType, view: ReturnType<typeof saleView>): RecordedEvent => ({
  eventId: eventIdOf(sale.ledger, sale.saleId, entry.seq),
  type,
  at: entry.at,
  mode: sale.ledger,
  partnerCode: sale.partnerCode,
  objectId: sale.saleId,
  seq: entry.seq,
  data: { sale: view, entry: entryView(entry) },
});

/** The events of the entries not relayed yet, oldest first (a payout step's entry has none). */
export const pendingSaleEvents = (sale: SaleRecord, autoValidationDays: number): RecordedEvent[] => {
  const pending = sale.entries.slice(sale.eventsThrough ?? 0).filter(hasEvent);
  if (pending.length === 0) return [];
  const view = saleView(sale, autoValidationDays);
  return pending.map((entry) => saleEventOf(sale, entry, TYPE_OF_ENTRY[entry.kind]!, view));
};

/** The sale once the relay copied the events of all its entries: the marker gone, `eventsThrough` at the end. */
export const saleRelayed = (sale: SaleRecord): SaleRecord => {
  const { outboxAt: _marker, ...rest } = sale;
  return { ...rest, eventsThrough: sale.entries.length };
};

/**
 * The sale store every ledger use case writes through when webhooks are composed: each create and
 * compare-and-set that adds entries marks their events for the relay in the same write, so no code
 * path that changes a sale (postback, the funnel's booking and reversal, the validation sweep) can
 * forget them, and a crash after the write loses none.
 */
export class SaleStoreWithEvents implements SaleStore {
  constructor(private readonly inner: SaleStore) {}

  get(ledger: Ledger, partnerCode: string, externalOrderId: string): Promise<SaleRecord | undefined> {
    return this.inner.get(ledger, partnerCode, externalOrderId);
  }
  create(record: SaleRecord): Promise<boolean> {
    return this.inner.create(withSaleEventsMarked(record));
  }
  replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    return this.inner.replace(withSaleEventsMarked(record), expectedVersion);
  }
  list(query: SaleQuery): Promise<SalePage> {
    return this.inner.list(query);
  }
  balances(ledger: Ledger, partnerCode: string): Promise<readonly SaleBalance[]> {
    return this.inner.balances(ledger, partnerCode);
  }
  pendingBookedBefore(ledger: Ledger, bookedBefore: number, limit: number): Promise<readonly SaleRecord[]> {
    return this.inner.pendingBookedBefore(ledger, bookedBefore, limit);
  }

  byOrderId(ledger: Ledger, externalOrderId: string, limit: number): Promise<readonly SaleRecord[]> {
    return this.inner.byOrderId(ledger, externalOrderId, limit);
  }
}
