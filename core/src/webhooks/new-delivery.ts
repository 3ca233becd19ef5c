import type { WebhookDeliveryRecord } from '../ports/webhook-delivery-store.js';
import type { WebhookEndpointRecord } from '../ports/webhook-endpoint-store.js';
import type { RecordedEvent } from '../ports/webhook-outbox.js';
import { deliveryIdOf } from './event-id.js';
import { envelopeOf } from './envelope.js';

/** The relay's delivery of `event` to `endpoint`: due at once, ordered behind the object's earlier events. */
export const deliveryOf = (event: RecordedEvent, endpoint: WebhookEndpointRecord, now: number): WebhookDeliveryRecord => ({
  deliveryId: deliveryIdOf(event.eventId, endpoint.endpointId),
  eventId: event.eventId,
  endpointId: endpoint.endpointId,
  partnerCode: event.partnerCode,
  mode: event.mode,
  type: event.type,
  orderKey: event.objectId,
  seq: event.seq,
  payload: JSON.stringify(envelopeOf(event)),
  eventAt: event.at,
  createdAt: now,
  status: 'pending',
  attempts: [],
  nextAttemptAt: now,
  version: 1,
});

/**
 * A delivery sent on request (a resend, a test event): ordered behind nothing, so it neither
 * waits for nor holds up the object's own deliveries.
 */
export const standaloneDelivery = (
  source: Pick<WebhookDeliveryRecord, 'eventId' | 'endpointId' | 'partnerCode' | 'mode' | 'type' | 'payload' | 'eventAt'>,
  deliveryId: string,
  now: number,
): WebhookDeliveryRecord => ({
  deliveryId,
  eventId: source.eventId,
  endpointId: source.endpointId,
  partnerCode: source.partnerCode,
  mode: source.mode,
  type: source.type,
  orderKey: deliveryId,
  seq: 0,
  payload: source.payload,
  eventAt: source.eventAt,
  createdAt: now,
  status: 'pending',
  attempts: [],
  nextAttemptAt: now,
  version: 1,
});
