import { decodeDeliveryCursor, encodeDeliveryCursor, type DueSkip, type WebhookDeliveryPage, type WebhookDeliveryQuery, type WebhookDeliveryRecord, type WebhookDeliveryStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';
import { chainKeyOf, PendingByOrder } from './pending-by-order.js';

/** Newest first: createdAt, then deliveryId, both descending. */
const newestFirst = (a: WebhookDeliveryRecord, b: WebhookDeliveryRecord): number =>
  b.createdAt - a.createdAt || (a.deliveryId < b.deliveryId ? 1 : a.deliveryId > b.deliveryId ? -1 : 0);

const cursorOf = (d: WebhookDeliveryRecord): string => encodeDeliveryCursor(d);
const positionOf = (cursor: string): [number, string] => {
  const position = decodeDeliveryCursor(cursor);
  if (position === undefined) throw new RangeError(`not a delivery cursor: ${cursor}`);
  return [position.createdAt, position.deliveryId];
};

/**
 * Embedded default delivery log: frozen copies by id, the pending ones kept apart for the
 * dispatcher's query, and indexed by endpoint and order key for its `pendingBefore` (asked
 * once per due delivery each round: a scan would cost the backlog each time). No method awaits, so each call is atomic on Node's single thread, as one
 * MongoDB single-document operation is.
 */
export class MemoryWebhookDeliveryStore implements WebhookDeliveryStore {
  private readonly byId = new Map<string, WebhookDeliveryRecord>();
  private readonly pending = new Map<string, WebhookDeliveryRecord>();
  private readonly pendingByOrder = new PendingByOrder();

  async get(deliveryId: string): Promise<WebhookDeliveryRecord | undefined> {
    return this.byId.get(deliveryId);
  }

  async create(record: WebhookDeliveryRecord): Promise<boolean> {
    if (this.byId.has(record.deliveryId)) return false;
    this.store(frozenCopy(record));
    return true;
  }

  async replace(record: WebhookDeliveryRecord, expectedVersion: number): Promise<boolean> {
    const current = this.byId.get(record.deliveryId);
    if (current === undefined || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    this.store(frozenCopy(record));
    return true;
  }

  async due(now: number, limit: number, skip: DueSkip = {}): Promise<readonly WebhookDeliveryRecord[]> {
    const endpoints = new Set(skip.endpoints);
    const chains = new Set(skip.chains?.map((c) => chainKeyOf(c.endpointId, c.orderKey)));
    return [...this.pending.values()]
      .filter((d) => (d.nextAttemptAt ?? 0) <= now && (d.leaseUntil === undefined || d.leaseUntil <= now) && !endpoints.has(d.endpointId) && !chains.has(chainKeyOf(d.endpointId, d.orderKey)))
      .sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0) || a.seq - b.seq)
      .slice(0, limit);
  }

  async pendingBefore(endpointId: string, orderKey: string, seq: number): Promise<WebhookDeliveryRecord | undefined> {
    const first = this.pendingByOrder.firstBefore(endpointId, orderKey, seq);
    return first === undefined ? undefined : this.byId.get(first);
  }

  async list(query: WebhookDeliveryQuery): Promise<WebhookDeliveryPage> {
    const after = query.after === undefined ? undefined : positionOf(query.after);
    const matching = [...this.byId.values()]
      .filter(
        (d) =>
          d.partnerCode === query.partnerCode &&
          d.mode === query.mode &&
          (query.endpointId === undefined || d.endpointId === query.endpointId) &&
          (query.type === undefined || d.type === query.type) &&
          (query.status === undefined || d.status === query.status) &&
          (after === undefined || d.createdAt < after[0] || (d.createdAt === after[0] && d.deliveryId < after[1])),
      )
      .sort(newestFirst);
    const page = matching.slice(0, query.limit);
    const last = page[page.length - 1];
    return matching.length > query.limit && last ? { deliveries: page, next: cursorOf(last) } : { deliveries: page };
  }

  private store(record: WebhookDeliveryRecord): void {
    this.pendingByOrder.store(record, this.byId.get(record.deliveryId));
    this.byId.set(record.deliveryId, record);
    if (record.status === 'pending') this.pending.set(record.deliveryId, record);
    else this.pending.delete(record.deliveryId);
  }
}
