import 'reflect-metadata';
import { Container, type Newable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { RANDOM, type Random } from '../ports/random.js';
import { KEY_STORE, type KeyStore } from '../ports/key-store.js';
import { PARTNER_STORE, type PartnerStore } from '../ports/partner-store.js';
import { COUNTER_STORE, type CounterStore } from '../ports/counter-store.js';
import { SUBSCRIPTION_STORE, type SubscriptionStore } from '../ports/subscription-store.js';
import { SALE_STORE, type SaleStore } from '../ports/sale-store.js';
import { QUOTE_FUNNEL, type QuoteFunnel } from '../ports/quote-funnel.js';
import { FX_RATES, type FxRates } from '../ports/fx-rates.js';
import { LOGGER, silentLogger, type Logger } from '../ports/logger.js';
import { Authenticate } from '../auth/authenticate.js';
import { KeyLifecycle } from '../auth/key-lifecycle.js';
import { SecretBox } from '../auth/secret-box.js';
import { SECRET_BOX } from '../auth/tokens.js';
import { RateLimits } from '../limits/rate-limits.js';
import { PartnerAccounts } from '../partners/partner-accounts.js';
import { PartnerActivity } from '../partners/partner-activity.js';
import { IssueLiveKey } from '../partners/issue-live-key.js';
import { GetMeta } from '../meta/get-meta.js';
import { SESSION_SECRET, SessionTokens } from '../sessions/session-tokens.js';
import { AdvanceSubscription } from '../subscriptions/advance-subscription.js';
import { SweepValidations } from '../ledger/sweep-validations.js';
import { readStatement } from '../ledger/read-statement.js';
import { entryView, saleView } from '../ledger/sale-view.js';
import { DEFAULT_LEDGER_SETTINGS, LEDGER_SETTINGS, type LedgerSettings } from '../ledger/ledger-settings.js';
import type { StatementQuery } from '../ledger/statement-query.js';
import type { Ledger } from '../ports/sale-store.js';
import type { SubscriptionRecord, SubscriptionStage } from '../ports/subscription-store.js';
import type { Result } from '../shared/result.js';
import { HandleCall } from './handle-call.js';
import { OPERATION } from '../contract/operation.js';
import type { Endpoint } from '../contract/endpoints.js';
import type { Answer, SignedCall } from '../contract/signed-call.js';
import { ParasolClient, type Credentials } from './parasol-client.js';
import { applyBootstrap, type BootstrapReport } from './bootstrap.js';
import type { ParasolModule } from '../contract/parasol-module.js';

export type { BindingTarget, ParasolModule } from '../contract/parasol-module.js';

export interface ParasolStores {
  readonly keys: KeyStore;
  readonly partners: PartnerStore;
  readonly counters: CounterStore;
  /** Needed by the links module (POST /links) and the funnel. */
  readonly subscriptions?: SubscriptionStore;
  /** Needed by the ledger module (the conversion postback). */
  readonly sales?: SaleStore;
}

export interface ParasolOptions {
  readonly stores: ParasolStores;
  readonly clock: Clock;
  readonly random: Random;
  /** 32 bytes; signing secrets are sealed under it (AES-256-GCM). */
  readonly masterKey: Uint8Array;
  /** 32 bytes keying the qs_ session MACs; generated per process when absent (open sessions then end with it). */
  readonly sessionSecret?: Uint8Array;
  /** Exchange rates (pricing, links, the ledger). */
  readonly fx?: FxRates;
  /** The subscription funnel links lead to (the links module). */
  readonly funnel?: QuoteFunnel;
  readonly logger?: Logger;
  readonly modules?: readonly ParasolModule[];
}

/**
 * The embedding facade. `handle` runs one signed call through the pipeline every transport uses
 * (REST included); `client` signs calls in-process; `admin` manages partners and keys.
 */
export interface Parasol {
  /** Never rejects: every outcome, a storage outage included, is an Answer. */
  handle(call: SignedCall): Promise<Answer>;
  client(credentials: Credentials): ParasolClient;
  /** The endpoints this composition serves (entries of ENDPOINTS). */
  readonly endpoints: readonly Endpoint[];
  readonly admin: {
    readonly partners: PartnerAccounts;
    readonly keys: KeyLifecycle;
    readonly issueLiveKey: IssueLiveKey;
    readonly activity: PartnerActivity;
    bootstrap(document: unknown): Promise<BootstrapReport>;
    /** Present when a subscription store is composed: what the funnel and internal services call. */
    readonly subscriptions?: {
      get(subscriptionId: string): Promise<SubscriptionRecord | undefined>;
      /** Moves a subscription forward through its stages (subscriptions/advance-subscription.ts). */
      advance(subscriptionId: string, to: SubscriptionStage): Promise<Result<SubscriptionRecord>>;
    };
    /** Present when a sale store is composed: operations' view of the commission ledger. */
    readonly ledger?: {
      /** Writes every due automatic validation; how many sales it validated. */
      sweep(ledger: Ledger): Promise<number>;
      /** Any partner's statement (the partner endpoint shows a key only its own). */
      statement(partnerCode: string, ledger: Ledger, query: StatementQuery): ReturnType<typeof readStatement>;
      /** One sale of a partner by its order id, as the statement shows it, with every ledger entry; undefined when none. */
      sale(partnerCode: string, ledger: Ledger, externalOrderId: string): Promise<{ sale: ReturnType<typeof saleView>; entries: ReturnType<typeof entryView>[] } | undefined>;
    };
  };
}

/** Start-up refusal: a composition that misses a port an operation needs. */
export class CompositionError extends Error {
  override readonly name = 'CompositionError';
}

export function createParasol(options: ParasolOptions): Parasol {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(KEY_STORE).toConstantValue(options.stores.keys);
  container.bind(PARTNER_STORE).toConstantValue(options.stores.partners);
  container.bind(COUNTER_STORE).toConstantValue(options.stores.counters);
  if (options.stores.subscriptions) {
    container.bind(SUBSCRIPTION_STORE).toConstantValue(options.stores.subscriptions);
    container.bind(AdvanceSubscription).toSelf();
  }
  if (options.stores.sales) {
    container.bind(SALE_STORE).toConstantValue(options.stores.sales);
    container.bind(SweepValidations).toSelf();
  }
  if (options.fx) container.bind(FX_RATES).toConstantValue(options.fx);
  if (options.funnel) container.bind(QUOTE_FUNNEL).toConstantValue(options.funnel);
  container.bind(CLOCK).toConstantValue(options.clock);
  container.bind(RANDOM).toConstantValue(options.random);
  container.bind(LOGGER).toConstantValue(options.logger ?? silentLogger);
  container.bind(SECRET_BOX).toConstantValue(new SecretBox(options.masterKey));
  container.bind(SESSION_SECRET).toConstantValue(options.sessionSecret ?? options.random.bytes(32));
  const services: Newable[] = [Authenticate, KeyLifecycle, RateLimits, PartnerAccounts, PartnerActivity, IssueLiveKey, SessionTokens, HandleCall];
  for (const service of services) container.bind(service).toSelf();
  container.bind(OPERATION).to(GetMeta);
  for (const module of options.modules ?? []) module((token) => container.bind(token) as never);

  const pipeline = resolve(container, HandleCall);
  const handle = (call: SignedCall) => pipeline.run(call);
  const partners = container.get(PartnerAccounts);
  const keys = container.get(KeyLifecycle);
  const subscriptionStore = options.stores.subscriptions;
  const advance = subscriptionStore ? container.get(AdvanceSubscription) : undefined;
  const saleStore = options.stores.sales;
  const sweep = saleStore ? container.get(SweepValidations) : undefined;
  const ledgerSettings = container.isBound(LEDGER_SETTINGS) ? container.get<LedgerSettings>(LEDGER_SETTINGS) : DEFAULT_LEDGER_SETTINGS;
  return {
    handle,
    client: (credentials) => new ParasolClient(handle, credentials, options.clock, options.random),
    endpoints: pipeline.endpoints,
    admin: {
      partners,
      keys,
      issueLiveKey: container.get(IssueLiveKey),
      activity: container.get(PartnerActivity),
      bootstrap: (document) => applyBootstrap(document, { partners, keys, store: options.stores.partners }),
      ...(subscriptionStore && advance
        ? { subscriptions: { get: (id: string) => subscriptionStore.get(id), advance: (id: string, to: SubscriptionStage) => advance.run(id, to) } }
        : {}),
      ...(saleStore && sweep
        ? {
            ledger: {
              sweep: (ledger: Ledger) => sweep.run(ledger),
              statement: (partnerCode: string, ledger: Ledger, query: StatementQuery) =>
                readStatement(saleStore, sweep, { ledger, partnerCode, query, autoValidationDays: ledgerSettings.autoValidationDays }),
              sale: async (partnerCode: string, ledger: Ledger, externalOrderId: string) => {
                // As every read: due automatic validations are written first, so the status is true.
                await sweep.run(ledger);
                const sale = await saleStore.get(ledger, partnerCode, externalOrderId);
                return sale === undefined ? undefined : { sale: saleView(sale, ledgerSettings.autoValidationDays), entries: sale.entries.map(entryView) };
              },
            },
          }
        : {}),
    },
  };
}

/** Resolves a service, turning inversify's missing-binding error into one that says what to pass. */
function resolve<T>(container: Container, service: Newable<T>): T {
  try {
    return container.get(service);
  } catch (e) {
    const message = (e as Error).message;
    const missing = /(?:No bindings? found for service|not bound)[^"]*"?([^"\n]*)/i.exec(message)?.[1];
    throw new CompositionError(
      `Parasol cannot start: a composed operation needs ${missing ? `"${missing.trim()}"` : 'a service'} that nothing binds. ` +
        `Pass the store, fx, funnel or module that provides it to createParasol. (${message.split('\n')[0]})`,
      { cause: e },
    );
  }
}
