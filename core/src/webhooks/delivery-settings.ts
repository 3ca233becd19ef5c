import { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule.js';

export interface WebhookDeliverySettings {
  /** Waits between attempts (PARASOL_WEBHOOKS_RETRY_SCHEDULE replaces the default). */
  readonly schedule: RetrySchedule;
  /**
   * How long a dispatcher holds a delivery it took (ms). Longer than an attempt can last (the
   * 10 s timeout), so a live dispatcher never loses its lease; a crashed one's deliveries are
   * taken over once it runs out.
   */
  readonly leaseMs: number;
  /** Deliveries attempted per round, and outbox documents relayed per round. */
  readonly batch: number;
}

export const DEFAULT_DELIVERY_SETTINGS: WebhookDeliverySettings = { schedule: DEFAULT_RETRY_SCHEDULE, leaseMs: 60_000, batch: 50 };
export const WEBHOOK_DELIVERY_SETTINGS = Symbol.for('parasol.WebhookDeliverySettings');
