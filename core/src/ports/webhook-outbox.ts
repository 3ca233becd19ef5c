import type { KeyMode } from '../contract/api-key.js';

/**
 * A webhook event as the state change that caused it recorded it: inside the changed document's
 * `outbox`, in the same single-document write (docs/webhooks.md, "No event lost"). The relay
 * (webhooks/relay-events.ts) copies it to the delivery log and then takes it out of the outbox.
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

/** The fields a document with an outbox carries (sales and subscriptions). */
export interface OutboxFields {
  /** Events recorded with the document's changes and not yet in the delivery log, oldest first. */
  readonly outbox?: readonly RecordedEvent[];
  /** The earliest `at` in `outbox`, present exactly when it is not empty: what the relay's query sorts on. */
  readonly outboxAt?: number;
  /** How far events are recorded: entries (sales) or the stage rank (subscriptions) below this have theirs. */
  readonly eventsThrough?: number;
}

/**
 * The documents of one store that hold outbox events, oldest `outboxAt` first, at most `limit`.
 * Implemented beside the store port by the same adapter (memory: a set kept by every write;
 * MongoDB: a sparse index on `outboxAt`), so the store ports themselves keep their shape.
 */
export interface OutboxSource<R> {
  withOutbox(limit: number): Promise<readonly R[]>;
}
export const SALE_OUTBOX_SOURCE = Symbol.for('parasol.SaleOutboxSource');
export const SUBSCRIPTION_OUTBOX_SOURCE = Symbol.for('parasol.SubscriptionOutboxSource');
