import type { KeyMode } from '../contract/api-key.js';

/** One signed POST to a partner's endpoint. */
export interface WebhookRequest {
  readonly url: string;
  readonly mode: KeyMode;
  /** `webhook-id`: the event's id, the same on every attempt and resend, so receivers deduplicate. */
  readonly messageId: string;
  /** `webhook-timestamp`, epoch ms (sent as seconds): the time of this attempt. */
  readonly timestamp: number;
  /** The envelope JSON, sent as is. */
  readonly body: string;
  /** The endpoint's live secrets (`whsec_…`), newest first: one `v1,` signature each. */
  readonly secrets: readonly string[];
}

/** What one attempt gave: success is a 2xx within the timeout, nothing else (a redirect is a failure). */
export interface WebhookResponse {
  readonly ok: boolean;
  readonly httpStatus?: number;
  readonly error?: string;
  readonly durationMs: number;
}

/**
 * Sends one delivery over HTTP, signed (Standard Webhooks): adapters/webhook-http, with the
 * SSRF guard in live. Never throws: every failure is a response with `ok: false`.
 */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookResponse>;
}
export const WEBHOOK_SENDER = Symbol.for('parasol.WebhookSender');
