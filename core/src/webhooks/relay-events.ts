import type { Clock } from '../ports/clock.js';
import type { WebhookDeliveryStore } from '../ports/webhook-delivery-store.js';
import type { WebhookEndpointRecord, WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import type { OutboxFields, RecordedEvent } from '../ports/webhook-outbox.js';
import { subscribesTo } from './event-types.js';
import { deliveryOf } from './new-delivery.js';
import type { OutboxDocuments } from './outbox-documents.js';

/** Enough for any document's races with the writes that keep changing it (each round has a winner). */
const MAX_ROUNDS = 8;

type Versioned = OutboxFields & { readonly version: number };

/** What one run of the relay did. */
export interface RelayRound {
  readonly copied: number;
  /** A source gave as many documents as it was asked for: more may be waiting. */
  readonly filled: boolean;
}

/**
 * The relay: copies the events waiting in documents (a sale's entries not relayed yet, a
 * subscription's or a payout's outbox) to the delivery log, one delivery
 * per listening enabled endpoint of the event's partner and mode, then takes them out of the
 * outbox by compare-and-set. Idempotent at every step, so any number of instances may run it at
 * once and a crash anywhere repeats work but loses none: a delivery's id derives from (event,
 * endpoint), so creating it again creates nothing, and an event leaves the outbox only after its
 * deliveries exist. A document's events are copied in order, so an object's event N has its
 * deliveries before N + 1 has any (what the dispatcher's per-object order relies on).
 */
export class RelayEvents {
  constructor(
    private readonly sources: readonly OutboxDocuments<Versioned>[],
    private readonly endpoints: WebhookEndpointStore,
    private readonly deliveries: WebhookDeliveryStore,
    private readonly clock: Clock,
    private readonly batch: number,
  ) {}

  /**
   * How many events it copied, and whether a source gave a whole batch of documents (`filled`):
   * then more may be waiting beyond it.
   */
  async run(): Promise<RelayRound> {
    const endpointsOf = new Map<string, Promise<readonly WebhookEndpointRecord[]>>();
    let copied = 0;
    let filled = false;
    for (const source of this.sources) {
      const documents = await source.withOutbox(this.batch);
      filled ||= documents.length >= this.batch;
      for (const document of documents) copied += await this.relay(source, document, endpointsOf);
    }
    return { copied, filled };
  }

  private async relay(source: OutboxDocuments<Versioned>, document: Versioned, endpointsOf: Map<string, Promise<readonly WebhookEndpointRecord[]>>): Promise<number> {
    let current: Versioned | undefined = document;
    const done = new Set<string>();
    for (let round = 0; round < MAX_ROUNDS && current !== undefined; round++) {
      const events = source.events(current);
      if (events.length === 0) return done.size;
      for (const event of events) {
        if (done.has(event.eventId)) continue;
        await this.copy(event, endpointsOf);
        done.add(event.eventId);
      }
      if (await source.replace({ ...source.relayed(current, done), version: current.version + 1 }, current.version)) return done.size;
      // Changed meanwhile (a postback, a stage move, another relay): its outbox is read again.
      current = await source.reread(current);
    }
    return done.size;
  }

  private async copy(event: RecordedEvent, endpointsOf: Map<string, Promise<readonly WebhookEndpointRecord[]>>): Promise<void> {
    const key = `${event.mode}:${event.partnerCode}`;
    let endpoints = endpointsOf.get(key);
    if (endpoints === undefined) endpointsOf.set(key, (endpoints = this.endpoints.listByPartner(event.partnerCode, event.mode)));
    const now = this.clock.now();
    for (const endpoint of await endpoints) {
      if (endpoint.status !== 'enabled' || !subscribesTo(endpoint.events, event.type)) continue;
      await this.deliveries.create(deliveryOf(event, endpoint, now));
    }
  }
}
