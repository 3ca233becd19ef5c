import type { WebhookDeliveryStatus } from '../ports/webhook-delivery-store.js';
import { decodeDeliveryCursor } from '../ports/webhook-delivery-cursor.js';
import { fail, ok, type Result } from '../shared/result.js';

export interface DeliveryLogQuery {
  readonly endpointId?: string;
  readonly type?: string;
  readonly status?: WebhookDeliveryStatus;
  readonly limit: number;
  readonly cursor?: string;
}

export const DEFAULT_DELIVERY_PAGE = 50;
export const MAX_DELIVERY_PAGE = 100;
const STATUSES: readonly string[] = ['pending', 'succeeded', 'failed'];
const KNOWN = new Set(['endpoint', 'type', 'status', 'limit', 'cursor']);

/** GET /api/v1/webhooks/deliveries's query string; anything wrong is BAD_REQUEST naming the parameter. */
export const parseDeliveryLogQuery = (query: Readonly<Record<string, string>>): Result<DeliveryLogQuery> => {
  const unknown = Object.keys(query).find((name) => !KNOWN.has(name));
  if (unknown !== undefined) return fail('BAD_REQUEST', `Unknown query parameter "${unknown.slice(0, 40)}": endpoint, type, status, limit and cursor are read.`);
  const { endpoint, type, status, limit, cursor } = query;
  if (endpoint !== undefined && !/^we_[A-Za-z0-9]{1,64}$/.test(endpoint)) return fail('BAD_REQUEST', 'endpoint must be an endpoint id, we_….');
  if (type !== undefined && !/^[a-z]+\.[a-z_]+$/.test(type)) return fail('BAD_REQUEST', 'type must be an event type, such as sale.booked.');
  if (status !== undefined && !STATUSES.includes(status)) return fail('BAD_REQUEST', 'status must be pending, succeeded or failed.');
  let size = DEFAULT_DELIVERY_PAGE;
  if (limit !== undefined) {
    if (!/^[0-9]{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > MAX_DELIVERY_PAGE) return fail('BAD_REQUEST', `limit must be an integer from 1 to ${MAX_DELIVERY_PAGE}.`);
    size = Number(limit);
  }
  if (cursor !== undefined && decodeDeliveryCursor(cursor) === undefined) return fail('BAD_REQUEST', 'cursor is not the next of a previous page.');
  return ok({
    ...(endpoint === undefined ? {} : { endpointId: endpoint }),
    ...(type === undefined ? {} : { type }),
    ...(status === undefined ? {} : { status: status as WebhookDeliveryStatus }),
    limit: size,
    ...(cursor === undefined ? {} : { cursor }),
  });
};
