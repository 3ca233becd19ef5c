/**
 * Every webhook event type. Adding a source (payouts will bring payout.created|paid|failed) is:
 * its types here, a function that records them in the changed document's outbox in the same write
 * (as sale-events.ts and subscription-events.ts do), and that document's OutboxSource passed to
 * the relay (docs/webhooks.md, "Adding an event source").
 */
export const WEBHOOK_EVENT_TYPES = [
  'subscription.presubscribed',
  'subscription.paid',
  'subscription.subscribed',
  'subscription.cancelled',
  'sale.booked',
  'sale.updated',
  'sale.validated',
  'sale.cancelled',
  'webhook.test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: string): value is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** Whether an endpoint listening to `events` (a list of types, or `['*']`) takes an event of `type`. */
export const listensTo = (events: readonly string[], type: string): boolean => events.includes('*') || events.includes(type);
