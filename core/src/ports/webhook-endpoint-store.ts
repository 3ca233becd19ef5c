import type { KeyMode, SealedSecret } from '../contract/api-key.js';

/**
 * Whether an endpoint receives deliveries. `disabled` is set by the dispatcher after three days of
 * failed deliveries (with `disabledReason`), never silently: the delivery log and the endpoint's
 * listing both say so.
 */
export type WebhookEndpointStatus = 'enabled' | 'disabled';

/**
 * A partner's webhook endpoint in one mode (sandbox events go to sandbox endpoints only, live to
 * live). Its signing secrets are sealed at rest like API keys' (AES-256-GCM under the master key):
 * the sender needs the plain secret to compute the HMAC, so it cannot be a one-way hash. During a
 * rotation the old secret stays beside the new one with `retiresAt` 24 hours on, and deliveries
 * carry one signature per live secret (Standard Webhooks allows several, space-separated).
 */
export interface WebhookEndpointRecord {
  /** Public id, `we_…`. */
  readonly endpointId: string;
  readonly partnerCode: string;
  readonly mode: KeyMode;
  readonly url: string;
  /** Event types delivered, or `['*']` for every type. */
  readonly events: readonly string[];
  readonly description?: string;
  readonly status: WebhookEndpointStatus;
  /** Newest first; a retired secret (its `retiresAt` past) no longer signs. */
  readonly secrets: readonly SealedSecret[];
  readonly createdAt: number; // epoch ms
  readonly disabledAt?: number;
  readonly disabledReason?: string;
  /** Compare-and-set counter, 1 on creation. */
  readonly version: number;
}

/**
 * Webhook endpoints, one document each, shaped for single-document atomic operations (MongoDB:
 * insertOne, findOneAndReplace({endpointId, version})). A deleted endpoint is removed; deliveries
 * already recorded for it keep its id. The contract suite lives in conformance/port-contracts.
 */
export interface WebhookEndpointStore {
  get(endpointId: string): Promise<WebhookEndpointRecord | undefined>;
  /** Create if absent; false (and nothing written) when the id exists. */
  create(record: WebhookEndpointRecord): Promise<boolean>;
  /** Compare-and-set on `version`: the new record's version is expectedVersion + 1; false on a lost race. */
  replace(record: WebhookEndpointRecord, expectedVersion: number): Promise<boolean>;
  /** Removes it if present; false when there was none. */
  remove(endpointId: string): Promise<boolean>;
  /** A partner's endpoints in one mode, oldest first (at most 16 exist). */
  listByPartner(partnerCode: string, mode: KeyMode): Promise<readonly WebhookEndpointRecord[]>;
}
export const WEBHOOK_ENDPOINT_STORE = Symbol.for('parasol.WebhookEndpointStore');
