import { ContainerModule } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { RANDOM, type Random } from '../ports/random.js';
import { KEY_STORE, type KeyStore } from '../ports/key-store.js';
import { PARTNER_STORE, type PartnerStore } from '../ports/partner-store.js';
import { COUNTER_STORE, type CounterStore } from '../ports/counter-store.js';
import { SUBSCRIPTION_STORE, type SubscriptionStore } from '../ports/subscription-store.js';
import { SALE_STORE, type SaleStore } from '../ports/sale-store.js';
import { PAYOUT_STORE, type PayoutStore } from '../ports/payout-store.js';
import { SETTLEMENT_QUEUE, type SettlementQueue } from '../ports/settlement-queue.js';
import { CHECKOUT_STORE, type CheckoutStore } from '../ports/checkout-store.js';
import { IDEMPOTENCY_STORE, type IdempotencyStore } from '../ports/idempotency-store.js';
import { WEBHOOK_ENDPOINT_STORE, type WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import { QUOTE_FUNNEL, type QuoteFunnel } from '../ports/quote-funnel.js';
import { FX_RATES, type FxRates } from '../ports/fx-rates.js';
import { LOGGER, silentLogger, type Logger } from '../ports/logger.js';
import { SecretBox } from '../auth/secret-box.js';
import { SECRET_BOX } from '../auth/tokens.js';
import { SESSION_SECRET } from '../sessions/session-tokens.js';

export interface ParasolStores {
  readonly keys: KeyStore;
  readonly partners: PartnerStore;
  readonly counters: CounterStore;
  /** Needed by the links module (POST /links), the funnel and the traveller flows. */
  readonly subscriptions?: SubscriptionStore;
  /** Needed by the ledger module (the conversion postback). */
  readonly sales?: SaleStore;
  /** Needed by the payouts module: payouts, and the sale store's payout queue (usually the sale store itself). */
  readonly payouts?: PayoutStore;
  readonly settlements?: SettlementQueue;
  /** Needed by live checkout (the funnel's payment step with a payment provider). */
  readonly checkouts?: CheckoutStore;
  /** Keeps the answers of writes sent with an Idempotency-Key; without it, such a request is refused (400 IDEMPOTENCY_KEY_INVALID). */
  readonly idempotency?: IdempotencyStore;
  /** Needed by the webhook endpoints module (the endpoint API) and the webhook dispatcher. */
  readonly webhookEndpoints?: WebhookEndpointStore;
}

/** The ports and secrets every part of a composition shares: what createParasol is given. */
export interface SharedServices {
  readonly stores: ParasolStores;
  readonly clock: Clock;
  readonly random: Random;
  /** 32 bytes; signing secrets are sealed under it (AES-256-GCM). */
  readonly masterKey: Uint8Array;
  /** 32 bytes keying the qs_ session MACs and the funnel's form tokens; generated per process when absent. */
  readonly sessionSecret?: Uint8Array;
  readonly fx?: FxRates;
  readonly funnel?: QuoteFunnel;
  readonly logger?: Logger;
}

/**
 * Binds the stores, the clock, randomness, the logger and the secrets, once for the whole
 * container: the API's operations and the traveller flows resolve the same instances, so they
 * read and write the same data. A port not given is left unbound, and inversify refuses at
 * start-up whatever needs it.
 */
export const sharedServicesModule = (services: SharedServices): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const { stores } = services;
    bind<KeyStore>(KEY_STORE).toConstantValue(stores.keys);
    bind<PartnerStore>(PARTNER_STORE).toConstantValue(stores.partners);
    bind<CounterStore>(COUNTER_STORE).toConstantValue(stores.counters);
    if (stores.subscriptions) bind<SubscriptionStore>(SUBSCRIPTION_STORE).toConstantValue(stores.subscriptions);
    if (stores.sales) bind<SaleStore>(SALE_STORE).toConstantValue(stores.sales);
    if (stores.payouts) bind<PayoutStore>(PAYOUT_STORE).toConstantValue(stores.payouts);
    if (stores.settlements) bind<SettlementQueue>(SETTLEMENT_QUEUE).toConstantValue(stores.settlements);
    if (stores.checkouts) bind<CheckoutStore>(CHECKOUT_STORE).toConstantValue(stores.checkouts);
    if (stores.idempotency) bind<IdempotencyStore>(IDEMPOTENCY_STORE).toConstantValue(stores.idempotency);
    if (stores.webhookEndpoints) bind<WebhookEndpointStore>(WEBHOOK_ENDPOINT_STORE).toConstantValue(stores.webhookEndpoints);
    if (services.fx) bind<FxRates>(FX_RATES).toConstantValue(services.fx);
    if (services.funnel) bind<QuoteFunnel>(QUOTE_FUNNEL).toConstantValue(services.funnel);
    bind<Clock>(CLOCK).toConstantValue(services.clock);
    bind<Random>(RANDOM).toConstantValue(services.random);
    bind<Logger>(LOGGER).toConstantValue(services.logger ?? silentLogger);
    bind<SecretBox>(SECRET_BOX).toConstantValue(new SecretBox(services.masterKey));
    bind<Uint8Array>(SESSION_SECRET).toConstantValue(services.sessionSecret ?? services.random.bytes(32));
  });
