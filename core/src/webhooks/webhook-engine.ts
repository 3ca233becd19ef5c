import type { SecretBox } from '../auth/secret-box.js';
import type { Clock } from '../ports/clock.js';
import type { Logger } from '../ports/logger.js';
import type { Random } from '../ports/random.js';
import { WebhookDeliveryRequests } from './delivery-requests.js';
import type { Ledger, SaleRecord, SaleStore } from '../ports/sale-store.js';
import type { PayoutRecord, PayoutStore } from '../ports/payout-store.js';
import type { SubscriptionRecord, SubscriptionStore } from '../ports/subscription-store.js';
import type { WebhookDeliveryStore } from '../ports/webhook-delivery-store.js';
import type { WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import type { OutboxSource } from '../ports/webhook-outbox.js';
import type { WebhookSender } from '../ports/webhook-sender.js';
import { DispatchWebhooks } from './dispatch-webhooks.js';
import { payoutOutbox, saleOutbox, subscriptionOutbox, type OutboxDocuments } from './outbox-documents.js';
import { PayoutStoreWithEvents } from './payout-events.js';
import { RelayEvents, type RelayRound } from './relay-events.js';
import { SaleStoreWithEvents } from './sale-events.js';
import { SubscriptionStoreWithEvents } from './subscription-events.js';
import type { WebhookDeliverySettings } from './delivery-settings.js';

export interface WebhookEnginePorts {
  readonly sales: SaleStore & OutboxSource<SaleRecord>;
  readonly subscriptions: SubscriptionStore & OutboxSource<SubscriptionRecord>;
  /** When payouts are composed: their payout.* events. */
  readonly payouts?: PayoutStore & OutboxSource<PayoutRecord>;
  readonly endpoints: WebhookEndpointStore;
  readonly deliveries: WebhookDeliveryStore;
  readonly sender: WebhookSender;
  readonly clock: Clock;
  readonly random: Random;
  readonly logger: Logger;
  /** Opens the endpoints' sealed secrets: a SecretBox under the composition's master key. */
  readonly secrets: SecretBox;
}

/** What one round did. */
export interface WebhookRound {
  readonly validated: number;
  readonly relayed: number;
  /** Attempts made (`round`), or sends started (`startRound`: they settle after it). */
  readonly attempted: number;
  /**
   * A batch came back whole: the relay read `batch` documents of one source, or the log gave
   * `batch` due deliveries. More may be waiting beyond it, for the next round.
   */
  readonly filled: boolean;
}

/**
 * The webhook machinery of one composition: the stores the use cases write through (each write
 * records its events in the document's outbox), and the rounds the composition's loop runs
 * (tools/server: every second with the sweep, and without it as soon as a write records an event,
 * or a send settles that something was held back for, or a round filled a batch): the validation sweep (so a sale validated by time alone records its
 * sale.validated with no request involved), the relay, the dispatcher. `round` ends when its
 * attempts have (tests, one-off callers); `startRound`, the serving loop's, ends once its sends are
 * under way, so a slow endpoint delays only its own deliveries (dispatch-webhooks.ts).
 */
export class WebhookEngine {
  /** Give these to createParasol instead of the raw stores. */
  readonly stores: { readonly sales: SaleStore; readonly subscriptions: SubscriptionStore; readonly payouts?: PayoutStore };
  /** What the delivery endpoints ask: the log, a resend, a test event. */
  readonly requests: WebhookDeliveryRequests;
  private readonly relay: RelayEvents;
  private readonly dispatcher: DispatchWebhooks;

  constructor(
    ports: WebhookEnginePorts,
    settings: WebhookDeliverySettings & { readonly autoValidationDays: number },
    instanceId: string,
  ) {
    const sales = new SaleStoreWithEvents(ports.sales);
    const subscriptions = new SubscriptionStoreWithEvents(ports.subscriptions);
    const payouts = ports.payouts === undefined ? undefined : new PayoutStoreWithEvents(ports.payouts);
    this.stores = payouts === undefined ? { sales, subscriptions } : { sales, subscriptions, payouts };
    const sources = [
      saleOutbox(sales, ports.sales, settings.autoValidationDays),
      subscriptionOutbox(subscriptions, ports.subscriptions),
      ...(payouts === undefined || ports.payouts === undefined ? [] : [payoutOutbox(payouts, ports.payouts)]),
    ] as OutboxDocuments<SaleRecord | SubscriptionRecord | PayoutRecord>[];
    this.relay = new RelayEvents(sources, ports.endpoints, ports.deliveries, ports.clock, settings.batch);
    this.dispatcher = new DispatchWebhooks(ports, settings, instanceId);
    this.requests = new WebhookDeliveryRequests(ports.deliveries, ports.endpoints, ports.clock, ports.random);
  }

  async round(sweep?: (ledger: Ledger) => Promise<number>): Promise<WebhookRound> {
    const { validated, relay } = await this.sweepAndRelay(sweep);
    const dispatch = await this.dispatcher.run();
    return { validated, relayed: relay.copied, attempted: dispatch.attempted, filled: relay.filled || dispatch.filled };
  }

  /** The same round, ending once its sends are under way; `onSettled` tells when one that settles may let another go. */
  async startRound(sweep?: (ledger: Ledger) => Promise<number>): Promise<WebhookRound> {
    const { validated, relay } = await this.sweepAndRelay(sweep);
    const dispatch = await this.dispatcher.start();
    return { validated, relayed: relay.copied, attempted: dispatch.attempted, filled: relay.filled || dispatch.filled };
  }

  /**
   * Each time a send settles while a delivery may be waiting for it (for its place, or behind it
   * in its object's order: DispatchWebhooks.onSettled); not when the dispatcher held nothing back.
   */
  onSettled(listener: () => void): void {
    this.dispatcher.onSettled(listener);
  }

  /** Resolves when every send under way has settled (graceful shutdown). */
  settled(): Promise<void> {
    return this.dispatcher.settled();
  }

  private async sweepAndRelay(sweep?: (ledger: Ledger) => Promise<number>): Promise<{ validated: number; relay: RelayRound }> {
    let validated = 0;
    if (sweep) for (const ledger of ['live', 'sandbox'] as const) validated += await sweep(ledger);
    return { validated, relay: await this.relay.run() };
  }
}
