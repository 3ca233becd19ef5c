import { ok, type Failure, type Result } from '../shared/result.js';

/** The `{id}` of /api/v1/webhooks/deliveries/{id}/resend. */
export interface DeliveryPath {
  readonly deliveryId: string;
}

const DELIVERY_ID = /^whd_[A-Za-z0-9_-]{1,64}$/;

export const deliveryNotFound = (id: string): Failure => ({
  code: 'WEBHOOK_DELIVERY_NOT_FOUND',
  detail: `No webhook delivery ${id} among yours in this key's mode (GET /api/v1/webhooks/deliveries lists them).`,
});

/** The path's id. One that cannot be a delivery id is not found, as an unknown one is. */
export const parseDeliveryPath = (query: Readonly<Record<string, string>>): Result<DeliveryPath> => {
  const id = query['id'] ?? '';
  return DELIVERY_ID.test(id) ? ok({ deliveryId: id }) : { ok: false, failure: deliveryNotFound(id.slice(0, 80)) };
};
