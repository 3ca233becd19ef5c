import type { WebhookDeliveryRecord } from './webhook-delivery-store.js';

/** Where a delivery log page ended: newest first, by createdAt, then deliveryId. */
export type DeliveryPosition = Pick<WebhookDeliveryRecord, 'createdAt' | 'deliveryId'>;

/**
 * The opaque cursor of WebhookDeliveryStore.list: the last delivery handed out, not an offset, so
 * deliveries created between two pages neither repeat nor push one out. One format for every
 * store, so the endpoint tells a cursor it never handed out (400) before any store reads it.
 */
export const encodeDeliveryCursor = (d: DeliveryPosition): string => Buffer.from(JSON.stringify([d.createdAt, d.deliveryId])).toString('base64url');

/** The position a cursor names, or undefined when it is no cursor the delivery log hands out. */
export const decodeDeliveryCursor = (cursor: string): DeliveryPosition | undefined => {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(position) || position.length !== 2 || !Number.isSafeInteger(position[0]) || typeof position[1] !== 'string') return undefined;
    const decoded = { createdAt: position[0] as number, deliveryId: position[1] };
    return encodeDeliveryCursor(decoded) === cursor ? decoded : undefined;
  } catch {
    return undefined;
  }
};
