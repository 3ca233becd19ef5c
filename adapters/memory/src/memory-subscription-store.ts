import type { OutboxSource, SubscriptionRecord, SubscriptionStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';
import { OutboxIndex } from './outbox-index.js';

/**
 * Embedded default subscription store. Records are frozen copies, so no caller holds stored
 * state; no method awaits, so on Node's single thread each call is atomic, as one MongoDB
 * single-document operation is (create-if-absent on the natural key, compare-and-set on version).
 */
export class MemorySubscriptionStore implements SubscriptionStore, OutboxSource<SubscriptionRecord> {
  /** Subscriptions whose outbox holds webhook events, for the relay. */
  private readonly outboxes = new OutboxIndex<SubscriptionRecord>((subscription) => this.byId.get(subscription.subscriptionId) === subscription);
  private readonly byId = new Map<string, SubscriptionRecord>();
  /**
   * sessionId → the subscriptionIds of its generations (each record names its generation): the
   * natural key, and the way to the current one. A session has one generation, or a few after
   * rollovers: a short array, scanned, costs less than a Map per session (a link mints a session's
   * first generation on every call).
   */
  private readonly bySession = new Map<string, string[]>();

  async current(sessionId: string): Promise<SubscriptionRecord | undefined> {
    const ids = this.bySession.get(sessionId);
    if (!ids) return undefined;
    let highest: SubscriptionRecord | undefined;
    for (const id of ids) {
      const record = this.byId.get(id)!;
      if (highest === undefined || record.generation > highest.generation) highest = record;
    }
    return highest;
  }

  async get(subscriptionId: string): Promise<SubscriptionRecord | undefined> {
    return this.byId.get(subscriptionId);
  }

  async create(record: SubscriptionRecord): Promise<boolean> {
    const ids = this.bySession.get(record.sessionId);
    if (this.byId.has(record.subscriptionId) || ids?.some((id) => this.byId.get(id)!.generation === record.generation)) return false;
    const stored = frozenCopy(record);
    if (ids === undefined) this.bySession.set(record.sessionId, [record.subscriptionId]);
    else ids.push(record.subscriptionId);
    this.byId.set(record.subscriptionId, stored);
    this.outboxes.note(stored);
    return true;
  }

  async replace(record: SubscriptionRecord, expectedVersion: number): Promise<boolean> {
    const current = this.byId.get(record.subscriptionId);
    if (!current || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    // The natural key never changes: the indexes above would no longer find the record.
    if (record.sessionId !== current.sessionId || record.generation !== current.generation) return false;
    const stored = frozenCopy(record);
    this.byId.set(record.subscriptionId, stored);
    this.outboxes.note(stored, current);
    return true;
  }

  async withOutbox(limit: number): Promise<readonly SubscriptionRecord[]> {
    return this.outboxes.oldest(limit);
  }
}
