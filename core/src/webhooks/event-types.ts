/**
 * Every event type Parasol sends (docs/webhooks.md), in the order the docs list them. An endpoint
 * subscribes to some of them, or to `*` (every type, those added later included). Adding a type
 * here, to the request schema's enum (webhook-endpoint-request.schema.json) and to the event
 * schemas is what makes it subscribable.
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
  'payout.created',
  'payout.paid',
  'payout.failed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What an endpoint's `events` holds for "every type". */
export const ALL_EVENTS = '*';

const KNOWN: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);

export const isWebhookEventType = (value: unknown): value is WebhookEventType => typeof value === 'string' && KNOWN.has(value);

/** Whether an endpoint subscribed to `events` receives an event of `type`. */
export const subscribesTo = (events: readonly string[], type: string): boolean => events.includes(ALL_EVENTS) || events.includes(type);
