import type { MongoStores } from '@parasol/adapter-mongo';
import type { ComposedStores } from './create-embedded-parasol.js';

/**
 * The API's stores from one MongoDB connection, as `parasol serve` composes them: the sale store
 * also keeps the payout queue of its own sales. A type-only import: the driver loads only where a
 * connection is opened.
 */
export const composedStoresOf = (mongo: MongoStores): ComposedStores => ({
  keys: mongo.keys,
  partners: mongo.partners,
  counters: mongo.counters,
  subscriptions: mongo.subscriptions,
  sales: mongo.sales,
  settlements: mongo.sales,
  payouts: mongo.payouts,
  checkouts: mongo.checkouts,
  idempotency: mongo.idempotency,
  webhookEndpoints: mongo.webhookEndpoints,
});
