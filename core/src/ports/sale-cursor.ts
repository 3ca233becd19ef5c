import type { SaleRecord } from './sale-store.js';

/** Where a statement page ended: the listing order is booking time, then saleId. */
export type SalePosition = Pick<SaleRecord, 'bookedAt' | 'saleId'>;

/**
 * The opaque cursor of SaleStore.list: the position of the last sale handed out, not an offset,
 * so sales booked between two pages neither repeat nor push an unread one out. One format for
 * every store (a MongoDB store pages on the same keys), so the statement can tell a cursor it
 * never handed out (400) before any store reads it.
 */
export const encodeSaleCursor = (s: SalePosition): string => Buffer.from(JSON.stringify([s.bookedAt, s.saleId])).toString('base64url');

/** The position a cursor names, or undefined when it is no cursor SaleStore.list hands out. */
export const decodeSaleCursor = (cursor: string): SalePosition | undefined => {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(position) || position.length !== 2 || !Number.isSafeInteger(position[0]) || typeof position[1] !== 'string') return undefined;
    const decoded = { bookedAt: position[0] as number, saleId: position[1] };
    // Exactly one spelling of a position is a cursor.
    return encodeSaleCursor(decoded) === cursor ? decoded : undefined;
  } catch {
    return undefined;
  }
};
