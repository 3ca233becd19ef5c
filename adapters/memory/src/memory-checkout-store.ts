import type { CheckoutStore, StoredCheckout } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/** Whether `next` keeps every payment page of `stored`, in order (pages only ever grow). */
export const keepsPages = (stored: StoredCheckout, next: StoredCheckout): boolean =>
  next.pages.length >= stored.pages.length && stored.pages.every((page, i) => next.pages[i]?.paymentId === page.paymentId);

/**
 * Embedded default checkout store: frozen copies, keyed by subscription (the natural key), with
 * indexes by checkout id and payment id. No method awaits, so each call is atomic, as one MongoDB
 * single-document operation is.
 */
export class MemoryCheckoutStore implements CheckoutStore {
  private readonly bySubscriptionId = new Map<string, StoredCheckout>();
  private readonly subscriptionOfCheckout = new Map<string, string>();
  private readonly subscriptionOfPayment = new Map<string, string>();

  async create(stored: StoredCheckout): Promise<boolean> {
    const { subscriptionId, checkoutId } = stored.checkout;
    if (stored.version !== 1 || this.bySubscriptionId.has(subscriptionId) || this.subscriptionOfCheckout.has(checkoutId)) return false;
    this.bySubscriptionId.set(subscriptionId, frozenCopy(stored));
    this.subscriptionOfCheckout.set(checkoutId, subscriptionId);
    for (const page of stored.pages) this.subscriptionOfPayment.set(page.paymentId, subscriptionId);
    return true;
  }

  async get(checkoutId: string): Promise<StoredCheckout | undefined> {
    const subscriptionId = this.subscriptionOfCheckout.get(checkoutId);
    return subscriptionId === undefined ? undefined : this.bySubscriptionId.get(subscriptionId);
  }

  async bySubscription(subscriptionId: string): Promise<StoredCheckout | undefined> {
    return this.bySubscriptionId.get(subscriptionId);
  }

  async byPayment(paymentId: string): Promise<StoredCheckout | undefined> {
    const subscriptionId = this.subscriptionOfPayment.get(paymentId);
    return subscriptionId === undefined ? undefined : this.bySubscriptionId.get(subscriptionId);
  }

  async replace(stored: StoredCheckout, expectedVersion: number): Promise<boolean> {
    const current = this.bySubscriptionId.get(stored.checkout.subscriptionId);
    if (!current || current.version !== expectedVersion || stored.version !== expectedVersion + 1) return false;
    if (current.checkout.checkoutId !== stored.checkout.checkoutId || !keepsPages(current, stored)) return false;
    this.bySubscriptionId.set(stored.checkout.subscriptionId, frozenCopy(stored));
    for (const page of stored.pages) this.subscriptionOfPayment.set(page.paymentId, stored.checkout.subscriptionId);
    return true;
  }
}
