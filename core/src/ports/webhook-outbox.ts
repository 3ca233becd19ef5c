import type { KeyMode } from '../contract/api-key.js';

/**
 * A webhook event as the state change that caused it recorded it, in the same single-document
 * write (docs/webhooks.md, "What a crash does"): in a subscription's `outbox`, or as a sale's
 * ledger entry. The relay (webhooks/relay-events.ts) copies it to the delivery log, then marks it
 * relayed in the document.
 */
export interface RecordedEvent {
  /** `evt_…`, derived from (mode, objectId, seq): a replay of the same change names the same event. */
  readonly eventId: string;
  /** One of WEBHOOK_EVENT_TYPES (webhooks/event-types.ts). */
  readonly type: string;
  /** When the change happened (epoch ms): an automatic validation is dated when its period ended. */
  readonly at: number;
  readonly mode: KeyMode;
  readonly partnerCode: string;
  /** The object it is about (`sale_…`, `sub_…`): one object's events are delivered in `seq` order. */
  readonly objectId: string;
  readonly seq: number;
  /** The object as the API shows it (never the traveller's personal data): plain JSON. */
  readonly data: unknown;
}

/**
 * The fields a document whose writes record webhook events carries. A subscription keeps its
 * events in `outbox`; a sale's events are its ledger entries from `eventsThrough` on, so it keeps
 * only the marker.
 */
export interface OutboxFields {
  /** Events recorded with the document's changes and not yet in the delivery log, oldest first (subscriptions). */
  readonly outbox?: readonly RecordedEvent[];
  /** When the earliest event waiting happened, present exactly while one waits: what the relay's query sorts on. */
  readonly outboxAt?: number;
  /** Sales: the entries below this have their events in the delivery log. Subscriptions: the next stage rank to record. */
  readonly eventsThrough?: number;
}

/**
 * The documents of one store with events waiting (`outboxAt` present), oldest first, at most `limit`.
 * Implemented beside the store port by the same adapter (memory: a set kept by every write;
 * MongoDB: a sparse index on `outboxAt`), so the store ports themselves keep their shape.
 */
export interface OutboxSource<R> {
  withOutbox(limit: number): Promise<readonly R[]>;
}
export const SALE_OUTBOX_SOURCE = Symbol.for('parasol.SaleOutboxSource');
export const SUBSCRIPTION_OUTBOX_SOURCE = Symbol.for('parasol.SubscriptionOutboxSource');
