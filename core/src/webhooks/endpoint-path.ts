import type { Caller } from '../contract/operation.js';
import type { WebhookEndpointRecord, WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { ENDPOINT_ID } from './webhook-secret.js';

/** The `{id}` of /api/v1/webhooks/endpoints/{id}[/…]: the endpoint the call acts on. */
export interface EndpointPath {
  readonly endpointId: string;
}

const notFound = (id: string): Failure => ({ code: 'WEBHOOK_ENDPOINT_NOT_FOUND', detail: `No webhook endpoint ${id} among yours in this key's mode (GET /api/v1/webhooks/endpoints lists them).` });

/** The path's id. One that cannot be an endpoint id is not found, as an unknown one is. */
export const parseEndpointPath = (query: Readonly<Record<string, string>>): Result<EndpointPath> => {
  const id = query['id'] ?? '';
  return ENDPOINT_ID.test(id) ? ok({ endpointId: id }) : { ok: false, failure: notFound(id.slice(0, 80)) };
};

/** Any key of the partner may manage its endpoints; a key that credits no partner has none. */
export const partnerOf = (caller: Caller): Failure | undefined =>
  caller.partner === undefined ? { code: 'NO_ATTRIBUTION_CONFIGURED', detail: 'This key credits no partner, so it has no webhook endpoints.' } : undefined;

/**
 * The caller's own endpoint in the caller's mode. Another partner's endpoint, or one of the other
 * mode, is answered exactly as an unknown id: the answer tells nothing of what others have.
 */
export const ownedEndpoint = async (store: WebhookEndpointStore, caller: Caller, endpointId: string): Promise<Result<WebhookEndpointRecord>> => {
  const record = await store.get(endpointId);
  return record !== undefined && record.partnerCode === caller.partner?.code && record.mode === caller.mode ? ok(record) : { ok: false, failure: notFound(endpointId) };
};
