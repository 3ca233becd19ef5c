import type { WebhookDeliveryRecord } from '@parasol/core';

/** One endpoint's deliveries of one object (or one resend): the unit the dispatcher keeps in order. */
export const chainKeyOf = (endpointId: string, orderKey: string): string => `${endpointId}\u0000${orderKey}`;
const chainOf = (d: WebhookDeliveryRecord): string => chainKeyOf(d.endpointId, d.orderKey);

/**
 * The pending deliveries by endpoint and order key, each chain's seqs by delivery id: what
 * `pendingBefore` asks in the size of one chain (a handful) instead of the whole backlog. Kept
 * in step by `store` on every write; a record that left pending, or moved chain, leaves its old one.
 */
export class PendingByOrder {
  private readonly chains = new Map<string, Map<string, number>>();

  /** `previous` is the record `next` replaces, if any. */
  store(next: WebhookDeliveryRecord, previous: WebhookDeliveryRecord | undefined): void {
    if (previous !== undefined) this.remove(previous);
    if (next.status !== 'pending') return;
    const key = chainOf(next);
    let chain = this.chains.get(key);
    if (chain === undefined) this.chains.set(key, (chain = new Map()));
    chain.set(next.deliveryId, next.seq);
  }

  /** The id of the chain's pending delivery with the smallest seq below `seq`, if any. */
  firstBefore(endpointId: string, orderKey: string, seq: number): string | undefined {
    let first: [string, number] | undefined;
    for (const entry of this.chains.get(chainKeyOf(endpointId, orderKey)) ?? []) if (entry[1] < seq && (first === undefined || entry[1] < first[1])) first = entry;
    return first?.[0];
  }

  private remove(record: WebhookDeliveryRecord): void {
    const key = chainOf(record);
    const chain = this.chains.get(key);
    if (chain === undefined) return;
    chain.delete(record.deliveryId);
    if (chain.size === 0) this.chains.delete(key);
  }
}
