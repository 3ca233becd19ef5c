import { SUBSCRIPTION_STAGES, type SubscriptionRecord, type SubscriptionStore } from '../ports/subscription-store.js';
import type { RecordedEvent } from '../ports/webhook-outbox.js';
import { isoTime } from '../shared/iso-time.js';
import { eventIdOf } from './event-id.js';
import type { WebhookEventType } from './event-types.js';
import { withRecordedEvents } from './outbox.js';

/** A cancellation comes after every stage in an object's order. */
const CANCELLED_SEQ = SUBSCRIPTION_STAGES.length;

/**
 * The subscription as the link answer names it, with its stage: never the trip or anything about
 * the traveller.
 */
export const subscriptionView = (subscription: SubscriptionRecord) => ({
  subscriptionId: subscription.subscriptionId,
  mode: subscription.mode,
  ref: subscription.ref,
  offerId: subscription.offerId,
  stage: subscription.stage,
  cancelled: subscription.cancelledAt !== undefined,
  policyNumber: subscription.policy?.policyNumber ?? null,
  createdAt: isoTime(subscription.createdAt),
  expiresAt: isoTime(subscription.expiresAt),
  cancelledAt: subscription.cancelledAt === undefined ? null : isoTime(subscription.cancelledAt),
});

/**
 * A subscription's events: one per stage move (`subscription.<stage>`, seq = the stage's rank; a
 * jump forward records the stage reached) and `subscription.cancelled` (seq after every stage)
 * once `cancelledAt` is set. A subscription that credits no partner (sandbox without one) has
 * nobody to tell and records none. Recorded in the outbox of the write that moves it.
 */
export const withSubscriptionEvents = (subscription: SubscriptionRecord): SubscriptionRecord => {
  const { partnerCode } = subscription;
  if (partnerCode === undefined) return subscription;
  const through = subscription.eventsThrough ?? 0;
  const events: RecordedEvent[] = [];
  const event = (type: WebhookEventType, seq: number, at: number): RecordedEvent => ({
    eventId: eventIdOf(subscription.mode, subscription.subscriptionId, seq),
    type,
    at,
    mode: subscription.mode,
    partnerCode,
    objectId: subscription.subscriptionId,
    seq,
    data: { subscription: subscriptionView(subscription) },
  });
  const rank = SUBSCRIPTION_STAGES.indexOf(subscription.stage);
  if (rank > 0 && rank >= through && subscription.stage !== 'quoting') events.push(event(`subscription.${subscription.stage}` as WebhookEventType, rank, subscription.updatedAt));
  if (subscription.cancelledAt !== undefined && through <= CANCELLED_SEQ) events.push(event('subscription.cancelled', CANCELLED_SEQ, subscription.cancelledAt));
  if (events.length === 0) return subscription;
  return withRecordedEvents(subscription, events, events[events.length - 1]!.seq + 1);
};

/** The subscription store the funnel writes through when webhooks are composed (see SaleStoreWithEvents). */
export class SubscriptionStoreWithEvents implements SubscriptionStore {
  constructor(private readonly inner: SubscriptionStore) {}

  current(sessionId: string): Promise<SubscriptionRecord | undefined> {
    return this.inner.current(sessionId);
  }
  get(subscriptionId: string): Promise<SubscriptionRecord | undefined> {
    return this.inner.get(subscriptionId);
  }
  create(record: SubscriptionRecord): Promise<boolean> {
    return this.inner.create(withSubscriptionEvents(record));
  }
  replace(record: SubscriptionRecord, expectedVersion: number): Promise<boolean> {
    return this.inner.replace(withSubscriptionEvents(record), expectedVersion);
  }
}
