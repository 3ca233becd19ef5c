import { API_VERSION } from '../reference/limits.js';
import type { RecordedEvent } from '../ports/webhook-outbox.js';
import { isoTime } from '../shared/iso-time.js';

/** What a receiver gets as the body (docs/webhooks.md, "The envelope"). */
export interface WebhookEnvelope {
  readonly id: string;
  readonly type: string;
  readonly createdAt: string;
  readonly mode: RecordedEvent['mode'];
  readonly partner: string;
  readonly apiVersion: string;
  readonly data: unknown;
}

export const envelopeOf = (event: RecordedEvent): WebhookEnvelope => ({
  id: event.eventId,
  type: event.type,
  createdAt: isoTime(event.at),
  mode: event.mode,
  partner: event.partnerCode,
  apiVersion: API_VERSION,
  data: event.data,
});
