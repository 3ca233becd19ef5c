import 'reflect-metadata';
import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { KeyLifecycle } from '../auth/key-lifecycle.js';
import { PartnerAccounts } from '../partners/partner-accounts.js';
import { PartnerActivity } from '../partners/partner-activity.js';
import { IssueLiveKey } from '../partners/issue-live-key.js';
import { RateLimits } from '../limits/rate-limits.js';
import { AdvanceSubscription } from '../subscriptions/advance-subscription.js';
import { ReportFunnelSale, type FunnelSaleReport } from '../funnel/report-funnel-sale.js';
import { SweepValidations } from '../ledger/sweep-validations.js';
import { readStatement } from '../ledger/read-statement.js';
import { entryView, saleView } from '../ledger/sale-view.js';
import { DEFAULT_LEDGER_SETTINGS, LEDGER_SETTINGS, type LedgerSettings } from '../ledger/ledger-settings.js';
import type { StatementQuery } from '../ledger/statement-query.js';
import type { Ledger } from '../ports/sale-store.js';
import { PAYOUT_STORE, type PayoutPage, type PayoutQuery, type PayoutRecord, type PayoutStore } from '../ports/payout-store.js';
import { PayoutEngine, type GroupResult, type RunRequest } from '../payouts/payout-engine.js';
import type { SubscriptionRecord, SubscriptionStage } from '../ports/subscription-store.js';
import type { Result } from '../shared/result.js';
import { travellerModule, type TravellerSettings } from '../funnel/traveller-module.js';
import { travellerFlowsOf, type TravellerFlows } from '../funnel/traveller-flows.js';
import { HandleCall } from './handle-call.js';
import { OPERATION, type Operation } from '../contract/operation.js';
import { partnerOperations, type PartnerOperations } from './partner-operations.js';
import type { Endpoint } from '../contract/endpoints.js';
import type { Answer, SignedCall } from '../contract/signed-call.js';
import { ParasolClient, type Credentials } from './parasol-client.js';
import { applyBootstrap, type BootstrapReport } from './bootstrap.js';
import { apiModule } from './api-module.js';
import { sharedServicesModule, type SharedServices } from './shared-services-module.js';

export type { ParasolStores } from './shared-services-module.js';

import type { ParasolModule } from '../contract/parasol-module.js';

export type { ParasolModule } from '../contract/parasol-module.js';

export interface ParasolOptions extends SharedServices {
  readonly modules?: readonly ParasolModule[];
  /**
   * The traveller flows (the widget, the embedded funnel's pages), composed in the same container
   * when given: they need the subscription store, FX rates, the funnel and the pricing module.
   */
  readonly traveller?: TravellerSettings;
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
    /** Today's use of a key: its daily buckets and this minute's burst (the partner console's keys page); undefined for an unknown key. */
    keyUsage(keyId: string): Promise<KeyUsage | undefined>;
    bootstrap(document: unknown): Promise<BootstrapReport>;
    /** The API's operations run as a partner's own call, without a key (the partner console: api/partner-operations.ts). */
    readonly asPartner: PartnerOperations;
    /** Present when a subscription store is composed: what the funnel and internal services call. */
    readonly subscriptions?: {
      get(subscriptionId: string): Promise<SubscriptionRecord | undefined>;
      /** Moves a subscription forward through its stages (subscriptions/advance-subscription.ts). */
      advance(subscriptionId: string, to: SubscriptionStage): Promise<Result<SubscriptionRecord>>;
      /** An external funnel's paid and issued subscription: booked once, then subscribed (funnel/report-funnel-sale.ts). */
      reportSale(report: FunnelSaleReport): Promise<Result<SubscriptionRecord>>;
    };
    /** Present when the payouts module is composed: payout runs and marks (payouts/payout-engine.ts). */
    readonly payouts?: PayoutOperations;
    /** Present when a sale store is composed: operations' view of the commission ledger. */
    readonly ledger?: {
      /** Writes every due automatic validation; how many sales it validated. */
      sweep(ledger: Ledger): Promise<number>;
      /** Any partner's statement (the partner endpoint shows a key only its own). */
      statement(partnerCode: string, ledger: Ledger, query: StatementQuery): ReturnType<typeof readStatement>;
      /** One sale of a partner by its order id, as the statement shows it, with every ledger entry; undefined when none. */
      sale(partnerCode: string, ledger: Ledger, externalOrderId: string): Promise<{ sale: ReturnType<typeof saleView>; entries: ReturnType<typeof entryView>[] } | undefined>;
      /** Every partner's sale with this order id (at most `limit`, by partner code), as the statement shows them: operations' search by order id alone. */
      salesByOrderId(ledger: Ledger, externalOrderId: string, limit: number): Promise<ReturnType<typeof saleView>[]>;
    };
  };
}

/** What operations do with payouts: the CLI and the internal gRPC Ledger service call it. */
export interface PayoutOperations {
  run(request: RunRequest): Promise<readonly GroupResult[]>;
  list(query: PayoutQuery): Promise<PayoutPage>;
  get(ledger: Ledger, payoutId: string): Promise<PayoutRecord | undefined>;
  markPaid(ledger: Ledger, payoutId: string, reference: string, cause: string): ReturnType<PayoutEngine['markPaid']>;
  markFailed(ledger: Ledger, payoutId: string, reason: string, cause: string): ReturnType<PayoutEngine['markFailed']>;
}

const payoutOperations = (engine: PayoutEngine, store: PayoutStore): PayoutOperations => ({
  run: (request) => engine.run(request),
  list: (query) => store.list(query),
  get: (ledger, payoutId) => store.get(ledger, payoutId),
  markPaid: (ledger, payoutId, reference, cause) => engine.markPaid(ledger, payoutId, reference, cause),
  markFailed: (ledger, payoutId, reason, cause) => engine.markFailed(ledger, payoutId, reason, cause),
});

/** How much of its limits a key used: today's reads and writes, and calls in the current minute. */
export interface KeyUsage {
  readonly reads: number;
  readonly writes: number;
  readonly burst: number;
}

/** The facade with the traveller flows, composed over the same container (ParasolOptions.traveller). */
export interface ParasolWithTravellers extends Parasol {
  readonly traveller: TravellerFlows;
}

/**
 * Start-up refusal: a composition that misses a port an operation needs. Its message is
 * inversify's own (which names the missing service and the chain that needs it), after a line
 * saying what to do; the inversify error is its cause.
 */
export class CompositionError extends Error {
  override readonly name = 'CompositionError';
}

/**
 * Builds one inversify container from ContainerModules (the shared ports, the API pipeline, each
 * feature module, and the traveller flows when asked for) and resolves the facades from it.
 */
export function createParasol(options: ParasolOptions & { readonly traveller: TravellerSettings }): ParasolWithTravellers;
export function createParasol(options: ParasolOptions): Parasol;
export function createParasol(options: ParasolOptions): Parasol | ParasolWithTravellers {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    sharedServicesModule(options),
    apiModule(options.stores),
    // A braced body: inversify reads a load callback's return value as a promise of an async module.
    ...(options.modules ?? []).map((module) => new ContainerModule(({ bind }) => {
      module(bind);
    })),
    ...(options.traveller ? [travellerModule(options.traveller)] : []),
  );
  const resolved = resolveAtStartUp(() => ({
    pipeline: container.get(HandleCall),
    partners: container.get(PartnerAccounts),
    keys: container.get(KeyLifecycle),
    issueLiveKey: container.get(IssueLiveKey),
    activity: container.get(PartnerActivity),
    rateLimits: container.get(RateLimits),
    advance: options.stores.subscriptions ? container.get(AdvanceSubscription) : undefined,
    reportSale: options.stores.subscriptions ? container.get(ReportFunnelSale) : undefined,
    sweep: options.stores.sales ? container.get(SweepValidations) : undefined,
    payouts: container.isBound(PayoutEngine) ? payoutOperations(container.get(PayoutEngine), container.get<PayoutStore>(PAYOUT_STORE)) : undefined,
    traveller: options.traveller ? travellerFlowsOf(container) : undefined,
    operations: container.getAll<Operation>(OPERATION),
  }));
  const { pipeline, partners, keys, advance, reportSale, sweep, traveller } = resolved;
  const handle = (call: SignedCall) => pipeline.run(call);
  const subscriptionStore = options.stores.subscriptions;
  const saleStore = options.stores.sales;
  const ledgerSettings = container.isBound(LEDGER_SETTINGS) ? container.get<LedgerSettings>(LEDGER_SETTINGS) : DEFAULT_LEDGER_SETTINGS;
  const parasol: Parasol = {
    handle,
    client: (credentials) => new ParasolClient(handle, credentials, options.clock, options.random),
    endpoints: pipeline.endpoints,
    admin: {
      partners,
      keys,
      issueLiveKey: resolved.issueLiveKey,
      activity: resolved.activity,
      keyUsage: async (keyId: string) => {
        const key = await options.stores.keys.get(keyId);
        return key === undefined ? undefined : resolved.rateLimits.used(key, options.clock.now());
      },
      asPartner: partnerOperations(resolved.operations, (code) => partners.get(code)),
      bootstrap: (document) => applyBootstrap(document, { partners, keys, store: options.stores.partners }),
      ...(subscriptionStore && advance && reportSale
        ? {
            subscriptions: {
              get: (id: string) => subscriptionStore.get(id),
              advance: (id: string, to: SubscriptionStage) => advance.run(id, to),
              reportSale: (report: FunnelSaleReport) => reportSale.run(report),
            },
          }
        : {}),
      ...(resolved.payouts === undefined ? {} : { payouts: resolved.payouts }),
      ...(saleStore && sweep
        ? {
            ledger: {
              sweep: (ledger: Ledger) => sweep.run(ledger),
              statement: (partnerCode: string, ledger: Ledger, query: StatementQuery) =>
                readStatement(saleStore, sweep, {
                  ledger,
                  partnerCode,
                  query,
                  autoValidationDays: ledgerSettings.autoValidationDays,
                  ...(options.stores.settlements === undefined ? {} : { settlements: options.stores.settlements }),
                }),
              sale: async (partnerCode: string, ledger: Ledger, externalOrderId: string) => {
                // As every read: due automatic validations are written first, so the status is true.
                await sweep.run(ledger);
                const sale = await saleStore.get(ledger, partnerCode, externalOrderId);
                return sale === undefined ? undefined : { sale: saleView(sale, ledgerSettings.autoValidationDays), entries: sale.entries.map(entryView) };
              },
              salesByOrderId: async (ledger: Ledger, externalOrderId: string, limit: number) => {
                await sweep.run(ledger);
                return (await saleStore.byOrderId(ledger, externalOrderId, limit)).map((sale) => saleView(sale, ledgerSettings.autoValidationDays));
              },
            },
          }
        : {}),
    },
  };
  return traveller ? { ...parasol, traveller } : parasol;
}

/**
 * Resolves what the facades hold, once at start-up. A missing binding is inversify's own error,
 * kept whole as the message and the cause; only a first line says what to pass.
 */
function resolveAtStartUp<T>(resolveAll: () => T): T {
  try {
    return resolveAll();
  } catch (e) {
    throw new CompositionError(
      `Parasol cannot start: the composition does not resolve (usually a store, fx, funnel or module not passed to createParasol).\n${(e as Error).message}`,
      { cause: e },
    );
  }
}
