import type { LedgerEntryKind, SaleRecord, SaleStore, SaleQuery, SalePage, SaleBalance, Ledger } from '../ports/sale-store.js';
import type { RecordedEvent } from '../ports/webhook-outbox.js';
import { entryView, saleView } from '../ledger/sale-view.js';
import { eventIdOf } from './event-id.js';
import type { WebhookEventType } from './event-types.js';
import { withRecordedEvents } from './outbox.js';

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

/**
 * A sale's events follow from its append-only ledger entries: one event per entry, its seq the
 * entry's, dated when the entry happened (an automatic validation 14 days after booking, whenever
 * it is written). `data` is the sale as the statement shows it once the write is done, and the
 * entry that caused the event. Entries from `eventsThrough` on have no event yet; this records
 * theirs in the sale's outbox, in the same write as the entries themselves.
 */
export const withSaleEvents = (sale: SaleRecord, autoValidationDays: number): SaleRecord => {
  const from = sale.eventsThrough ?? 0;
  if (sale.entries.length <= from) return sale;
  const view = saleView(sale, autoValidationDays);
  const events = sale.entries.slice(from).flatMap((entry): RecordedEvent[] => {
    const type = TYPE_OF_ENTRY[entry.kind];
    return type === undefined
      ? []
      : [{
      eventId: eventIdOf(sale.ledger, sale.saleId, entry.seq),
      type,
      at: entry.at,
      mode: sale.ledger,
      partnerCode: sale.partnerCode,
      objectId: sale.saleId,
      seq: entry.seq,
      data: { sale: view, entry: entryView(entry) },
    }];
  });
  return withRecordedEvents(sale, events, sale.entries.length);
};

/**
 * The sale store every ledger use case writes through when webhooks are composed: each create and
 * compare-and-set carries the events of the entries it adds, so no code path that changes a sale
 * (postback, funnel booking and reversal, validation sweep) can forget them, and a crash after
 * the write loses none.
 */
export class SaleStoreWithEvents implements SaleStore {
  constructor(
    private readonly inner: SaleStore,
    private readonly autoValidationDays: number,
  ) {}

  get(ledger: Ledger, partnerCode: string, externalOrderId: string): Promise<SaleRecord | undefined> {
    return this.inner.get(ledger, partnerCode, externalOrderId);
  }
  create(record: SaleRecord): Promise<boolean> {
    return this.inner.create(withSaleEvents(record, this.autoValidationDays));
  }
  replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    return this.inner.replace(withSaleEvents(record, this.autoValidationDays), expectedVersion);
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
}
