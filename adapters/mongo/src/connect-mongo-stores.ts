import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import type { CheckoutStore, ConsoleStores, CounterStore, IdempotencyStore, KeyStore, PartnerStore, PayoutStore, SaleStore, SettlementQueue, SubscriptionStore, WebhookEndpointStore } from '@parasol/core';
import { MongoCheckoutStore } from './mongo-checkout-store.js';
import { mongoConsoleStoresOn } from './mongo-console-stores.js';
import { COLLECTIONS, ensureIndexes } from './collections.js';
import { isUnavailable } from './mongo-errors.js';
import type { WebhookDeliveryStore } from '@parasol/core';
import { MongoCounterStore } from './mongo-counter-store.js';
import { MongoIdempotencyStore } from './mongo-idempotency-store.js';
import { MongoKeyStore } from './mongo-key-store.js';
import { MongoPartnerStore } from './mongo-partner-store.js';
import { MongoSaleStore } from './mongo-sale-store.js';
import { MongoWebhookDeliveryStore } from './mongo-webhook-delivery-store.js';
import { MongoPayoutStore } from './mongo-payout-store.js';
import { MongoSubscriptionStore } from './mongo-subscription-store.js';
import { MongoWebhookEndpointStore } from './mongo-webhook-endpoint-store.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

export interface MongoStoreOptions {
  /** Database name; default: the connection string's, else `parasol`. */
  readonly database?: string;
  /** Retry-After of the 503 answered while the database is unreachable (default 1 s). */
  readonly retryAfterSeconds?: number;
  /** Create missing indexes before returning (default true; idempotent). */
  readonly createIndexes?: boolean;
  /**
   * Driver options, over the defaults below and over the connection string. The connection
   * string's own options (w, readConcernLevel, retryWrites, timeouts...) win over the defaults,
   * so a deployment tunes them there (docs/deployment.md).
   */
  readonly clientOptions?: MongoClientOptions;
}

/**
 * What Parasol asks of the driver unless the connection string says otherwise:
 *  - writes acknowledged by a majority of the replica set, retried once by the driver after a
 *    failover (retryable writes: the server deduplicates the retry, so nothing is applied twice);
 *  - majority reads, so a decision about money (a sale, a partner's rate, a subscription's
 *    attribution) never rests on a write a failover could roll back; counters read locally
 *    (they only fill quota headers: admission is the conditional increment itself);
 *  - short timeouts, so an unreachable or hung database turns a request into a 503 within a few
 *    seconds instead of 30: server selection and connecting 2 s, a socket silent for 5 s (a hung
 *    server) is closed, a majority write not confirmed in 4 s is reported as unsure;
 *  - undefined fields left out, as the memory stores leave them (no `null` appears).
 */
const DEFAULT_CLIENT_OPTIONS = {
  w: 'majority',
  wtimeoutMS: 4000,
  retryWrites: true,
  retryReads: true,
  readConcernLevel: 'majority',
  serverSelectionTimeoutMS: 2000,
  connectTimeoutMS: 2000,
  socketTimeoutMS: 5000,
  heartbeatFrequencyMS: 2000,
  appName: 'parasol',
} as const;

export interface StorageCheck {
  readonly ok: boolean;
  /** Why not, in a word (the error's name): never a host, a credential or a document. */
  readonly detail?: string;
  readonly latencyMs?: number;
}

export interface MongoStores {
  readonly keys: KeyStore;
  readonly partners: PartnerStore;
  readonly counters: CounterStore;
  readonly subscriptions: SubscriptionStore;
  readonly sales: SaleStore & SettlementQueue;
  readonly payouts: PayoutStore;
  /** The webhook delivery log (docs/webhooks.md). */
  readonly webhookDeliveries: WebhookDeliveryStore;
  readonly checkouts: CheckoutStore;
  readonly idempotency: IdempotencyStore;
  readonly webhookEndpoints: WebhookEndpointStore;
  /** The partner console's stores (transports/web's /console), beside the API's. */
  readonly console: ConsoleStores;
  /** The client, for command monitoring in tests and tools; the stores own nothing else. */
  readonly client: MongoClient;
  readonly db: Db;
  /** One round trip to the database: what /readyz reports. Never rejects. */
  ping(): Promise<StorageCheck>;
  /** Closes the client (at shutdown, after the server stopped taking requests). */
  close(): Promise<void>;
}

/** The connection string's query options, lower-cased, so the defaults give way to any it sets. */
const optionsIn = (url: string): Set<string> => new Set([...new URLSearchParams(url.split('?')[1] ?? '').keys()].map((k) => k.toLowerCase()));

/** The database the connection string names (`mongodb://host/NAME?...`), if any. */
const databaseIn = (url: string): string | undefined => {
  const path = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(url)?.[1];
  return path ? decodeURIComponent(path) : undefined;
};

/** Driver options: the defaults the connection string does not override, then the caller's. */
export function clientOptionsFor(url: string, extra: MongoClientOptions = {}): MongoClientOptions {
  const inUrl = optionsIn(url);
  const defaults = Object.fromEntries(Object.entries(DEFAULT_CLIENT_OPTIONS).filter(([name]) => !inUrl.has(name.toLowerCase())));
  // `w` and its timeout travel together: a connection string that sets w keeps its own wtimeout.
  if (inUrl.has('w')) delete defaults.wtimeoutMS;
  return { ...defaults, ignoreUndefined: true, ...extra };
}

/** Every store on one database, sharing one client. */
export function mongoStoresOn(db: Db, settings: StoreSettings = DEFAULT_STORE_SETTINGS) {
  return {
    keys: new MongoKeyStore(db.collection(COLLECTIONS.keys), settings),
    partners: new MongoPartnerStore(db.collection(COLLECTIONS.partners), settings),
    // Local reads: a counter read only fills the quota headers.
    counters: new MongoCounterStore(db.collection(COLLECTIONS.counters, { readConcern: { level: 'local' } }), settings),
    subscriptions: new MongoSubscriptionStore(db.collection(COLLECTIONS.subscriptions), db.collection(COLLECTIONS.subscriptionIds), settings),
    sales: new MongoSaleStore(db.collection(COLLECTIONS.sales), settings),
    webhookDeliveries: new MongoWebhookDeliveryStore(db.collection(COLLECTIONS.webhookDeliveries), settings),
    payouts: new MongoPayoutStore(db.collection(COLLECTIONS.payouts), settings),
    checkouts: new MongoCheckoutStore(db.collection(COLLECTIONS.checkouts), db.collection(COLLECTIONS.checkoutIds), settings),
    idempotency: new MongoIdempotencyStore(db.collection(COLLECTIONS.idempotencyKeys), settings),
    webhookEndpoints: new MongoWebhookEndpointStore(db.collection(COLLECTIONS.webhookEndpoints), settings),
  };
}

/**
 * Connects, creates the indexes (idempotently) and returns every store on one database. Rejects
 * when the database cannot be reached within the server selection timeout: a deployment starts
 * serving only once its storage answers; after that an outage is a 503 per request, never a crash.
 */
export async function connectMongoStores(url: string, options: MongoStoreOptions = {}): Promise<MongoStores> {
  const client = new MongoClient(url, clientOptionsFor(url, options.clientOptions));
  try {
    await client.connect();
    const db = client.db(options.database ?? databaseIn(url) ?? 'parasol');
    if (options.createIndexes !== false) await ensureIndexes(db);
    const settings: StoreSettings = { retryAfterSeconds: options.retryAfterSeconds ?? DEFAULT_STORE_SETTINGS.retryAfterSeconds };
    return {
      ...mongoStoresOn(db, settings),
      console: mongoConsoleStoresOn(db, settings),
      client,
      db,
      ping: async () => {
        const started = performance.now();
        try {
          await db.command({ ping: 1 });
          return { ok: true, latencyMs: Math.round(performance.now() - started) };
        } catch (e) {
          return { ok: false, detail: isUnavailable(e) ? 'unreachable' : ((e as Error).name ?? 'error') };
        }
      },
      close: () => client.close(),
    };
  } catch (e) {
    await client.close().catch(() => undefined);
    throw e;
  }
}
