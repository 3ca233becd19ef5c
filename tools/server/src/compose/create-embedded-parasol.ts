import { createParasol, payoutsModule, silentLogger, webhookDeliveriesModule, WebhookEngine, DEFAULT_DELIVERY_SETTINGS, type WebhookRound, type WebhookDeliveryRequests, type WebhookDeliverySettings, type WebhookDeliveryStore, type WebhookEndpointStore, type WebhookSender, type OutboxSource, type PayoutRecord, type SaleRecord, type SubscriptionRecord, type Clock, type ConsoleStores, type FunnelSaleBook, type FxRates, type Logger, type ParasolModule, type ParasolStores, type ParasolWithTravellers, type PaymentProvider, type PolicyIssuer, type QuoteFunnel, type Random, type SubscriptionStore } from '@parasol/core';
import { DEFAULT_LEDGER_SETTINGS, SecretBox, type CheckoutPages, type WidgetSettings } from '@parasol/core/internal';
import { defaultModules, defaultPricingSources, type PricingSources } from './default-modules.js';
import { CryptoRandom, memoryConsoleStores, MemoryWebhookDeliveryStore, SystemClock } from '@parasol/adapter-memory';
import { memoryStores } from './composed-memory-stores.js';
import { HttpWebhookSender } from '@parasol/webhook-http';
import { EventsRecordedSignal } from './events-recorded-signal.js';
import { webhookDeliveryFromEnvironment } from './webhook-delivery-from-environment.js';
import { hkdfSync } from 'node:crypto';
import type { ConsoleOptions } from '@parasol/web';
import { EmbeddedQuoteFunnel } from '@parasol/funnel-embedded';
import type { FunnelCallObservation, FunnelReachability } from '@parasol/funnel-http';
import type { InsurerRatingObservation } from '@parasol/insurer-http';
import { StaticFxRates } from '@parasol/static-data';
import { funnelFromEnvironment } from './funnel-from-environment.js';
import { paymentsModule } from './payments-from-environment.js';
import { defaultPolicyIssuer, policyIssuerModule } from './policy-issuers.js';

/** Where travellers reach this service when nothing says otherwise (`parasol serve`'s default address). */
export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:8080';

export interface EmbeddedOptions {
  /** 32-byte master key; generated per process when absent (the embedded default). */
  readonly masterKey?: Uint8Array;
  readonly clock?: Clock;
  readonly random?: Random;
  /** Exchange rates; the static rate set when absent. */
  readonly fx?: FxRates;
  /** 32-byte key of the qs_ session MACs; generated per process when absent. */
  readonly sessionSecret?: Uint8Array;
  readonly logger?: Logger;
  /** The stores; memory ones when absent. `parasol serve --mongo-url` passes MongoDB ones (@parasol/adapter-mongo). */
  readonly stores?: ComposedStores;
  /** The partner console's stores (users, sessions, applications...); memory ones when absent. */
  readonly consoleStores?: ConsoleStores;
  /**
   * The funnel links lead to. Absent: the external funnel PARASOL_FUNNEL_API_URL names, else the
   * embedded funnel, whose pages this service serves under `${publicUrl}/funnel`
   * (PARASOL_PUBLIC_URL, else DEFAULT_PUBLIC_URL).
   */
  readonly funnel?: (subscriptions: SubscriptionStore) => QuoteFunnel;
  readonly publicUrl?: string;
  /** Feature modules; defaults to pricing, links and the Coach on their default adapters (defaultModules). */
  readonly modules?: readonly ParasolModule[];
  /** What prices quotes (the pricing module, which the traveller pages price with too); defaultPricingSources when absent. */
  readonly pricing?: PricingSources;
  /**
   * The payment provider (PARASOL_STRIPE_SECRET_KEY: paymentProviderFromEnvironment), bound as
   * PAYMENT_PROVIDER; absent, none is bound, and live subscriptions cannot be bought (docs/checkout.md).
   */
  readonly payments?: PaymentProvider;
  /**
   * What issues and cancels policies, bound as POLICY_ISSUER; defaultPolicyIssuer when absent:
   * the sandbox issuer for sandbox subscriptions, the live catalogue's issueUrls for live ones.
   */
  readonly issuer?: PolicyIssuer;
  /**
   * Test doubles for live checkout's other ports: an issuer (instead of `issuer`) and a funnel sale
   * book (instead of the ledger's own, BookFunnelSale). Live subscriptions are sold when a payment
   * provider (`payments`) is given as well.
   */
  readonly checkout?: { readonly issuer?: PolicyIssuer; readonly sales?: FunnelSaleBook };
  /**
   * Webhooks (docs/webhooks.md): composed unless `false`. Sales and subscriptions are written
   * through stores that record their events, the delivery routes are served, and
   * `webhooks.round` runs the sweep, the relay and the dispatcher (`parasol serve` runs its
   * `startRound` every second, and `startPrompt` as soon as a write records an event or a send
   * settles that a delivery waited for: serveWebhooks). Each part defaults: the sender to the HTTP one (SSRF guard,
   * PARASOL_WEBHOOKS_ALLOW_LOOPBACK), the delivery log to memory, the endpoints to
   * `stores.webhookEndpoints`, the schedule to PARASOL_WEBHOOKS_RETRY_SCHEDULE or 3 days. Left out
   * by default when the sale and subscription stores cannot list their outboxes (test doubles);
   * asked for explicitly, that stops the start-up.
   */
  readonly webhooks?:
    | false
    | {
        readonly endpoints?: WebhookEndpointStore;
        readonly deliveries?: WebhookDeliveryStore;
        readonly sender?: WebhookSender;
        readonly settings?: Partial<WebhookDeliverySettings>;
        /** Names this instance in delivery leases; random when absent. */
        readonly instanceId?: string;
      };
  /** The widget's abuse limits; DEFAULT_WIDGET_SETTINGS when absent. */
  readonly widget?: WidgetSettings;
  /**
   * Observers of the HTTP adapters' calls (metrics, tools/server/src/compose/metrics): each insurer
   * rating of the default pricing sources, each call to the external funnel of the environment.
   */
  readonly observe?: {
    readonly insurerRating?: (rating: InsurerRatingObservation) => void;
    readonly funnelCall?: (call: FunnelCallObservation) => void;
  };
}

/** The facade, and what its traveller pages (@parasol/web: the widget, the embedded funnel) run on, from one container. */
export interface EmbeddedParasol extends ParasolWithTravellers {
  /**
   * Whether links can reach the funnel now, for /readyz: the external funnel's probe (one cheap
   * GET), or always ready for the embedded funnel, which is this process's own stores.
   */
  readonly funnelReadiness: () => Promise<FunnelReachability>;
  /** Whether live subscriptions can be bought here, and if not why (the start-up warning, /readyz's `checkout`). */
  readonly liveCheckout: { readonly available: boolean; readonly detail: string };
  /**
   * Present when webhooks are composed: `round`, one round of the sweep, the relay and the
   * dispatcher, ended when its attempts have; `prompt`, the relay and the dispatcher alone;
   * `startRound` and `startPrompt`, the same ended once their sends are under way (the serving
   * loop's: a slow endpoint delays only its own deliveries), `onSettled` told when a send settles
   * while a delivery may be waiting for it (WebhookEngine.onSettled), and `settled` resolved when
   * none is under way; `onRecorded`, told after every write of this
   * process that leaves an event waiting (startWebhookLoop's `wake`, so it goes out at once).
   */
  readonly webhooks?: {
    round(): Promise<WebhookRound>;
    prompt(): Promise<WebhookRound>;
    startRound(): Promise<WebhookRound>;
    startPrompt(): Promise<WebhookRound>;
    onSettled(listener: () => void): void;
    settled(): Promise<void>;
    onRecorded(listener: () => void): void;
    readonly requests: WebhookDeliveryRequests;
  };
  /**
   * The partner console's options over this composition (its stores beside the API's, the same
   * clock, randomness, counters and admin operations); the caller adds how mail is sent.
   */
  readonly console: Omit<ConsoleOptions, 'mailer'>;
}

/**
 * The key of the console's emailed links (verification, reset): derived from the master key
 * (HKDF-SHA256, its own label) so that every instance of a deployment accepts the links any of
 * them sent, with no further secret to configure; the master key itself never keys a MAC.
 */
export const consoleTokenSecretFrom = (masterKey: Uint8Array): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', masterKey, new Uint8Array(0), 'parasol/console-links/v1', 32));

/** The key sealing console users' TOTP secrets: derived from the master key like the links' (its own label). */
export const consoleSealingKeyFrom = (masterKey: Uint8Array): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', masterKey, new Uint8Array(0), 'parasol/console-totp/v1', 32));

/** The funnel's return routes from the payment page (transports/web: /funnel/s/{id}/paid and /unpaid). */
export const checkoutPagesAt = (publicUrl: string): CheckoutPages => {
  const base = `${publicUrl.replace(/\/+$/, '')}/funnel/s/{SUBSCRIPTION_ID}`;
  return { successUrl: `${base}/paid?payment={PAYMENT_ID}&lang={LANGUAGE}`, cancelUrl: `${base}/unpaid?payment={PAYMENT_ID}&lang={LANGUAGE}` };
};

/** A funnel that can say whether it answers (HttpQuoteFunnel.probe). */
/** Every store a composition has; payouts where the storage keeps them (memory and MongoDB do). */
export type ComposedStores = Required<Omit<ParasolStores, 'payouts' | 'settlements'>> & Pick<ParasolStores, 'payouts' | 'settlements'>;

const isProbed = (funnel: QuoteFunnel): funnel is QuoteFunnel & { probe(): Promise<FunnelReachability> } =>
  typeof (funnel as { probe?: unknown }).probe === 'function';

/**
 * The composition root of the embedded default: memory stores, the system clock, crypto
 * randomness, the embedded funnel. Deployments swap stores (MongoDB) and keep everything else.
 */
export function createEmbeddedParasol(options: EmbeddedOptions = {}): EmbeddedParasol {
  const random = options.random ?? new CryptoRandom();
  const clock = options.clock ?? new SystemClock();
  const stores = options.stores ?? memoryStores();
  const masterKey = options.masterKey ?? random.bytes(32);
  const recorded = new EventsRecordedSignal();
  const engine = options.webhooks === false ? undefined : webhookEngineOf(options.webhooks, stores, recorded, { clock, random, masterKey, ...(options.logger ? { logger: options.logger } : {}) });
  const publicUrl = options.publicUrl ?? process.env.PARASOL_PUBLIC_URL ?? DEFAULT_PUBLIC_URL;
  const external = options.funnel ?? funnelFromEnvironment(process.env, { ...(options.logger ? { logger: options.logger } : {}), ...(options.observe?.funnelCall ? { observe: options.observe.funnelCall } : {}) });
  const funnel = external ? external(stores.subscriptions) : new EmbeddedQuoteFunnel({ baseUrl: `${publicUrl.replace(/\/+$/, '')}/funnel`, subscriptions: stores.subscriptions });
  const fx = options.fx ?? new StaticFxRates();
  // One secret for the API's sessions and the traveller pages' tokens, so neither needs its own configuration.
  const sessionSecret = options.sessionSecret ?? random.bytes(32);
  const pricing = options.pricing ?? defaultPricingSources({ ...(options.logger ? { logger: options.logger } : {}), ...(options.observe?.insurerRating ? { observeRating: options.observe.insurerRating } : {}) });
  const parasol = createParasol({
    stores: engine ? { ...stores, ...engine.stores } : stores,
    clock,
    random,
    masterKey,
    sessionSecret,
    fx,
    funnel,
    ...(options.logger ? { logger: options.logger } : {}),
    modules: [
      ...(options.modules ?? defaultModules({ ...(options.logger ? { logger: options.logger } : {}), pricing, ...(options.checkout?.sales ? { funnelSales: options.checkout.sales } : {}) })),
      ...(options.payments ? [paymentsModule(options.payments)] : []),
      // Payouts where the stores keep them.
      ...(stores.payouts !== undefined && stores.settlements !== undefined ? [payoutsModule()] : []),
      policyIssuerModule(options.checkout?.issuer ?? options.issuer ?? defaultPolicyIssuer(pricing.live.catalogue, options.logger ? { logger: options.logger } : {})),
      ...(engine ? [webhookDeliveriesModule(engine.requests)] : []),
    ],
    traveller: { pricing, checkoutPages: checkoutPagesAt(publicUrl), ...(options.widget ? { widget: options.widget } : {}) },
  });
  const funnelReadiness = isProbed(funnel)
    ? () => funnel.probe()
    : () => Promise.resolve({ ok: true, detail: external ? 'external, not probed' : 'embedded', latencyMs: 0 });
  const liveCheckout = parasol.traveller.checkout
    ? { available: true, detail: 'live purchase available' }
    : {
        available: false,
        detail: options.payments
          ? 'live purchase unavailable: no policy issuer or funnel sale book composed'
          : 'live purchase unavailable: no payment provider (PARASOL_STRIPE_SECRET_KEY)',
      };
  const console: Omit<ConsoleOptions, 'mailer'> = {
    stores: options.consoleStores ?? memoryConsoleStores(),
    admin: parasol.admin,
    counters: stores.counters,
    clock,
    random,
    tokenSecret: consoleTokenSecretFrom(masterKey),
    sealingKey: consoleSealingKeyFrom(masterKey),
    publicUrl,
    ...(options.logger ? { logger: options.logger } : {}),
  };
  const sweep = parasol.admin.ledger?.sweep;
  const webhooks = engine
    ? {
        webhooks: {
          round: () => engine.round(sweep),
          prompt: () => engine.round(),
          startRound: () => engine.startRound(sweep),
          startPrompt: () => engine.startRound(),
          onSettled: (listener: () => void) => engine.onSettled(listener),
          settled: () => engine.settled(),
          onRecorded: (listener: () => void) => recorded.onRecorded(listener),
          requests: engine.requests,
        },
      }
    : {};
  return { ...parasol, funnelReadiness, liveCheckout, console, ...webhooks };
}

const isOutboxSource = <R>(store: object): store is OutboxSource<R> => typeof (store as { withOutbox?: unknown }).withOutbox === 'function';

/** The webhook engine over the composition's stores (see EmbeddedOptions.webhooks); undefined when they cannot carry one by default. */
function webhookEngineOf(
  webhooks: Exclude<EmbeddedOptions['webhooks'], false>,
  stores: ComposedStores,
  recorded: EventsRecordedSignal,
  services: { clock: Clock; random: Random; masterKey: Uint8Array; logger?: Logger },
): WebhookEngine | undefined {
  const { sales, subscriptions } = stores;
  const endpoints = webhooks?.endpoints ?? stores.webhookEndpoints;
  if (!isOutboxSource<SaleRecord>(sales) || !isOutboxSource<SubscriptionRecord>(subscriptions) || endpoints === undefined) {
    if (webhooks === undefined) return undefined;
    throw new Error('webhooks need an endpoint store, and sale and subscription stores that list their outboxes (withOutbox): the memory and MongoDB stores do');
  }
  const environment = webhookDeliveryFromEnvironment();
  const { payouts } = stores;
  // Every write that leaves an event waiting tells `recorded` (the serving loop wakes on it).
  const watch = <S extends object>(store: S): S => recorded.watchWrites(store);
  return new WebhookEngine(
    {
      sales: watch(sales),
      subscriptions: watch(subscriptions),
      // The payout.* events, where the payout store lists its outboxes (memory and MongoDB do).
      ...(payouts !== undefined && isOutboxSource<PayoutRecord>(payouts) ? { payouts: watch(payouts) } : {}),
      endpoints,
      deliveries: watch(webhooks?.deliveries ?? new MemoryWebhookDeliveryStore()),
      sender: webhooks?.sender ?? new HttpWebhookSender({ allowSandboxLoopback: environment.allowSandboxLoopback }),
      clock: services.clock,
      random: services.random,
      logger: services.logger ?? silentLogger,
      secrets: new SecretBox(services.masterKey),
    },
    {
      ...DEFAULT_DELIVERY_SETTINGS,
      ...(environment.schedule ? { schedule: environment.schedule } : {}),
      ...webhooks?.settings,
      autoValidationDays: DEFAULT_LEDGER_SETTINGS.autoValidationDays,
    },
    webhooks?.instanceId ?? Buffer.from(services.random.bytes(6)).toString('hex'),
  );
}
