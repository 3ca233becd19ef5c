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
  /** sessionId → generation → subscriptionId: the natural key, and the way to the current one. */
  private readonly bySession = new Map<string, Map<number, string>>();

  async current(sessionId: string): Promise<SubscriptionRecord | undefined> {
    const generations = this.bySession.get(sessionId);
    if (!generations) return undefined;
    // A loop, not Math.max(...keys): spreading the keys into arguments cost more than the lookups.
    let highest = -Infinity;
    for (const generation of generations.keys()) if (generation > highest) highest = generation;
    return this.byId.get(generations.get(highest)!);
  }

  async get(subscriptionId: string): Promise<SubscriptionRecord | undefined> {
    return this.byId.get(subscriptionId);
  }

  async create(record: SubscriptionRecord): Promise<boolean> {
    const generations = this.bySession.get(record.sessionId) ?? new Map<number, string>();
    if (generations.has(record.generation) || this.byId.has(record.subscriptionId)) return false;
    generations.set(record.generation, record.subscriptionId);
    this.bySession.set(record.sessionId, generations);
    const stored = frozenCopy(record);
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
    this.outboxes.note(stored);
    return true;
  }

  async withOutbox(limit: number): Promise<readonly SubscriptionRecord[]> {
    return this.outboxes.oldest(limit);
  }
}
