import type { WebhookDeliveryRecord } from '../ports/webhook-delivery-store.js';
import { isoTime } from '../shared/iso-time.js';

/**
 * A delivery as the partner's log shows it: each attempt's time, HTTP status or error and
 * duration, and the next attempt. Never the signature, a secret or the receiver's answer.
 */
export const deliveryView = (delivery: WebhookDeliveryRecord) => ({
  id: delivery.deliveryId,
  mode: delivery.mode,
  eventId: delivery.eventId,
  endpointId: delivery.endpointId,
  type: delivery.type,
  status: delivery.status,
  createdAt: isoTime(delivery.createdAt),
  attempts: delivery.attempts.map((a) => ({ at: isoTime(a.at), httpStatus: a.httpStatus ?? null, error: a.error ?? null, durationMs: a.durationMs })),
  nextAttemptAt: delivery.status === 'pending' && delivery.nextAttemptAt !== undefined ? isoTime(delivery.nextAttemptAt) : null,
  failureReason: delivery.failureReason ?? null,
});
export type DeliveryView = ReturnType<typeof deliveryView>;
