import {
  MemoryCheckoutStore,
  MemoryCounterStore,
  MemoryIdempotencyStore,
  MemoryKeyStore,
  MemoryPartnerStore,
  MemoryPayoutStore,
  MemorySaleStore,
  MemorySubscriptionStore,
  MemoryWebhookEndpointStore,
} from '@parasol/adapter-memory';
import type { ComposedStores } from './create-embedded-parasol.js';

/** The embedded default's stores, typed as the memory classes they are (a caller may reach their records). */
export interface MemoryComposedStores extends ComposedStores {
  readonly keys: MemoryKeyStore;
  readonly partners: MemoryPartnerStore;
  readonly counters: MemoryCounterStore;
  readonly subscriptions: MemorySubscriptionStore;
  readonly sales: MemorySaleStore;
  readonly settlements: MemorySaleStore;
  readonly payouts: MemoryPayoutStore;
  readonly checkouts: MemoryCheckoutStore;
  readonly idempotency: MemoryIdempotencyStore;
  readonly webhookEndpoints: MemoryWebhookEndpointStore;
}

/**
 * The API's stores in memory, as createEmbeddedParasol composes them by default: one fresh store
 * of each kind, and the sale store also keeps the payout queue of its own sales (`settlements`
 * is the very same object as `sales`).
 */
export const memoryStores = (): MemoryComposedStores => {
  const sales = new MemorySaleStore();
  return {
    keys: new MemoryKeyStore(),
    partners: new MemoryPartnerStore(),
    counters: new MemoryCounterStore(),
    subscriptions: new MemorySubscriptionStore(),
    sales,
    settlements: sales,
    payouts: new MemoryPayoutStore(),
    checkouts: new MemoryCheckoutStore(),
    idempotency: new MemoryIdempotencyStore(),
    webhookEndpoints: new MemoryWebhookEndpointStore(),
  };
};
