import type { PayoutRecord, PayoutStore } from '../ports/payout-store.js';
import type { SaleRecord, SaleStore } from '../ports/sale-store.js';
import type { SubscriptionRecord, SubscriptionStore } from '../ports/subscription-store.js';
import type { OutboxFields, OutboxSource } from '../ports/webhook-outbox.js';

/** What the relay needs of one kind of document with an outbox: find them, read one again, write one by compare-and-set. */
export interface OutboxDocuments<R extends OutboxFields & { readonly version: number }> extends OutboxSource<R> {
  readonly kind: string;
  reread(document: R): Promise<R | undefined>;
  replace(document: R, expectedVersion: number): Promise<boolean>;
}

export const saleOutbox = (store: SaleStore, source: OutboxSource<SaleRecord>): OutboxDocuments<SaleRecord> => ({
  kind: 'sale',
  withOutbox: (limit) => source.withOutbox(limit),
  reread: (sale) => store.get(sale.ledger, sale.partnerCode, sale.externalOrderId),
  replace: (sale, expectedVersion) => store.replace(sale, expectedVersion),
});

export const subscriptionOutbox = (store: SubscriptionStore, source: OutboxSource<SubscriptionRecord>): OutboxDocuments<SubscriptionRecord> => ({
  kind: 'subscription',
  withOutbox: (limit) => source.withOutbox(limit),
  reread: (subscription) => store.get(subscription.subscriptionId),
  replace: (subscription, expectedVersion) => store.replace(subscription, expectedVersion),
});

export const payoutOutbox = (store: PayoutStore, source: OutboxSource<PayoutRecord>): OutboxDocuments<PayoutRecord> => ({
  kind: 'payout',
  withOutbox: (limit) => source.withOutbox(limit),
  reread: (payout) => store.get(payout.ledger, payout.payoutId),
  replace: (payout, expectedVersion) => store.replace(payout, expectedVersion),
});
