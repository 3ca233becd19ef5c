import type { SuccessBody } from '../contract/operation.js';
import type { WebhookEndpointRecord } from '../ports/webhook-endpoint-store.js';

export type WebhookEndpointView = SuccessBody<'listWebhookEndpoints'>['endpoints'][number];

const iso = (ms: number | undefined): string | null => (ms === undefined ? null : new Date(ms).toISOString());

/**
 * An endpoint as the API shows it (webhook-endpoint.schema.json): never a secret, sealed or not.
 * `previousSecretExpiresAt` tells a partner mid-rotation until when the old secret still signs.
 */
export const endpointView = (record: WebhookEndpointRecord, now: number): WebhookEndpointView => {
  const retiring = record.secrets.map((s) => s.retiresAt).filter((at): at is number => at !== undefined && at > now);
  return {
    id: record.endpointId,
    mode: record.mode,
    url: record.url,
    events: [...record.events],
    description: record.description ?? null,
    status: record.status,
    createdAt: new Date(record.createdAt).toISOString(),
    disabledAt: iso(record.disabledAt),
    disabledReason: record.disabledReason ?? null,
    previousSecretExpiresAt: retiring.length === 0 ? null : new Date(Math.max(...retiring)).toISOString(),
  };
};
