import { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule.js';
import type { InFlightLimits } from './sends-in-flight.js';

/** `maxInFlight`, `maxInFlightPerEndpoint`: the sends one instance has under way (sends-in-flight.ts). */
export interface WebhookDeliverySettings extends InFlightLimits {
  /** Waits between attempts (PARASOL_WEBHOOKS_RETRY_SCHEDULE replaces the default). */
  readonly schedule: RetrySchedule;
  /**
   * How long a dispatcher holds a delivery it took (ms). Longer than an attempt can last (the
   * 10 s timeout), so a live dispatcher never loses its lease; a crashed one's deliveries are
   * taken over once it runs out.
   */
  readonly leaseMs: number;
  /** Deliveries claimed per round (at most the places free), and outbox documents relayed per round. */
  readonly batch: number;
}

/**
 * 200 sends under way per instance, 50 of them (a round's batch, what one round sent at once
 * before sends outlived rounds) to one endpoint: an endpoint that hangs holds a quarter of the
 * places at most, and it takes four at once to hold every other endpoint's deliveries back.
 */
export const DEFAULT_DELIVERY_SETTINGS: WebhookDeliverySettings = { schedule: DEFAULT_RETRY_SCHEDULE, leaseMs: 60_000, batch: 50, maxInFlight: 200, maxInFlightPerEndpoint: 50 };
export const WEBHOOK_DELIVERY_SETTINGS = Symbol.for('parasol.WebhookDeliverySettings');
