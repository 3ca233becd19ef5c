import type { PayoutRecord, PayoutStore } from '../ports/payout-store.js';
import type { SaleRecord, SaleStore } from '../ports/sale-store.js';
import type { SubscriptionRecord, SubscriptionStore } from '../ports/subscription-store.js';
import type { OutboxFields, OutboxSource, RecordedEvent } from '../ports/webhook-outbox.js';
import { withoutEvents } from './outbox.js';
import { pendingSaleEvents, saleRelayed } from './sale-events.js';

/**
 * What the relay needs of one kind of document whose writes record webhook events: find those
 * with events waiting, read their events, read one again, and write it back with the copied
 * events taken out, by compare-and-set. Adding an event source is one more of these
 * (docs/webhooks.md, "Adding an event source").
 */
export interface OutboxDocuments<R extends OutboxFields & { readonly version: number }> extends OutboxSource<R> {
  readonly kind: string;
  /** The events waiting in the document, in the order they happened. */
  events(document: R): readonly RecordedEvent[];
  /** The document with the events of `copied` (all of `events(document)`, or some) taken out. */
  relayed(document: R, copied: ReadonlySet<string>): R;
  reread(document: R): Promise<R | undefined>;
  replace(document: R, expectedVersion: number): Promise<boolean>;
}

/** Sales: their events are their ledger entries past `eventsThrough` (sale-events.ts). */
export const saleOutbox = (store: SaleStore, source: OutboxSource<SaleRecord>, autoValidationDays: number): OutboxDocuments<SaleRecord> => ({
  kind: 'sale',
  withOutbox: (limit) => source.withOutbox(limit),
  events: (sale) => pendingSaleEvents(sale, autoValidationDays),
  // The relay copies a sale's events all at once, so a sale relayed is relayed to its last entry.
  relayed: (sale) => saleRelayed(sale),
  reread: (sale) => store.get(sale.ledger, sale.partnerCode, sale.externalOrderId),
  replace: (sale, expectedVersion) => store.replace(sale, expectedVersion),
});

/** Subscriptions: their events wait in their `outbox` (subscription-events.ts). */
export const subscriptionOutbox = (store: SubscriptionStore, source: OutboxSource<SubscriptionRecord>): OutboxDocuments<SubscriptionRecord> => ({
  kind: 'subscription',
  withOutbox: (limit) => source.withOutbox(limit),
  events: (subscription) => subscription.outbox ?? [],
  relayed: (subscription, copied) => withoutEvents(subscription, copied),
  reread: (subscription) => store.get(subscription.subscriptionId),
  replace: (subscription, expectedVersion) => store.replace(subscription, expectedVersion),
});

/** Payouts: their events wait in their `outbox` (payout-events.ts). */
export const payoutOutbox = (store: PayoutStore, source: OutboxSource<PayoutRecord>): OutboxDocuments<PayoutRecord> => ({
  kind: 'payout',
  withOutbox: (limit) => source.withOutbox(limit),
  events: (payout) => payout.outbox ?? [],
  relayed: (payout, copied) => withoutEvents(payout, copied),
  reread: (payout) => store.get(payout.ledger, payout.payoutId),
  replace: (payout, expectedVersion) => store.replace(payout, expectedVersion),
});
