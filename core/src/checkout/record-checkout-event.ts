import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { CHECKOUT_STORE, type CheckoutStore, type StoredCheckout } from '../ports/checkout-store.js';
import { StorageUnavailableError } from '../ports/storage-unavailable.js';
import { applyCheckoutEvent, type CheckoutStep } from './checkout-transition.js';
import type { CheckoutEvent } from './checkout-event.js';
import { SyncSubscriptionStage } from './sync-subscription-stage.js';

const MAX_RACE_RETRIES = 8;

/** How to find the checkout an event is about (by id, subscription or payment). */
export type CheckoutLookup = (store: CheckoutStore) => Promise<StoredCheckout | undefined>;

export const byCheckoutId = (checkoutId: string): CheckoutLookup => (store) => store.get(checkoutId);
export const bySubscriptionId = (subscriptionId: string): CheckoutLookup => (store) => store.bySubscription(subscriptionId);
export const byPaymentId = (paymentId: string): CheckoutLookup => (store) => store.byPayment(paymentId);

/**
 * Applies one event to a stored checkout: the transition, then a compare-and-set of the next
 * record (its new effects inside it). When another writer got there first (the redirect and the
 * webhook racing) it reads again and applies the event to what is stored now, where a duplicate
 * is `ignored`. Effects are not carried out here: CarryOutCheckoutEffects does that, after.
 */
@injectable()
export class RecordCheckoutEvent {
  constructor(
    @inject(CHECKOUT_STORE) private readonly store: CheckoutStore,
    @inject(SyncSubscriptionStage) private readonly syncStage: SyncSubscriptionStage,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The step and the record stored after it; undefined when no checkout matches. */
  async run(lookup: CheckoutLookup, event: CheckoutEvent): Promise<{ readonly step: CheckoutStep; readonly stored: StoredCheckout } | undefined> {
    for (let attempt = 0; attempt <= MAX_RACE_RETRIES; attempt++) {
      const stored = await lookup(this.store);
      if (stored === undefined) return undefined;
      const step = applyCheckoutEvent(stored.checkout, event);
      if (step.outcome !== 'moved') return { step, stored };
      const next: StoredCheckout = { ...stored, checkout: step.checkout, version: stored.version + 1, updatedAt: this.clock.now() };
      if (await this.store.replace(next, stored.version)) {
        await this.syncStage.run(next.checkout);
        return { step, stored: next };
      }
    }
    throw new StorageUnavailableError(`checkout changed by ${MAX_RACE_RETRIES + 1} concurrent calls in a row`);
  }
}
