import { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule.js';

export interface WebhookSettings {
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

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = { schedule: DEFAULT_RETRY_SCHEDULE, leaseMs: 60_000, batch: 50 };
export const WEBHOOK_SETTINGS = Symbol.for('parasol.WebhookSettings');
