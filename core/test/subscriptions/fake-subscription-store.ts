import type { SubscriptionRecord, SubscriptionStore } from '../../src/ports/subscription-store.js';

/**
 * In-test SubscriptionStore for core's tests (core tests never import an adapter, which depends
 * on core). The simplest shape that honours the port: one map by id, the natural key
 * (sessionId, generation) checked by a scan. No method awaits before it decides, so on Node's one
 * thread each call is atomic, as a single-document database operation is. It keeps and hands out
 * copies; `records` is the stored state, for tests to inspect. fake-subscription-store.test.ts
 * runs the port contract on it.
 */
export class FakeSubscriptionStore implements SubscriptionStore {
  readonly records = new Map<string, SubscriptionRecord>();
  /** Every replace attempted, won or lost: lets a test see that a use case retried. */
  replaceAttempts = 0;

  async current(sessionId: string) {
    let highest: SubscriptionRecord | undefined;
    for (const r of this.records.values()) if (r.sessionId === sessionId && (highest === undefined || r.generation > highest.generation)) highest = r;
    return structuredClone(highest);
  }

  async get(subscriptionId: string) {
    return structuredClone(this.records.get(subscriptionId));
  }

  async create(record: SubscriptionRecord) {
    if (this.records.has(record.subscriptionId)) return false;
    for (const r of this.records.values()) if (r.sessionId === record.sessionId && r.generation === record.generation) return false;
    this.records.set(record.subscriptionId, structuredClone(record));
    return true;
  }

  async replace(record: SubscriptionRecord, expectedVersion: number) {
    this.replaceAttempts += 1;
    const stored = this.records.get(record.subscriptionId);
    if (stored === undefined || stored.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    if (stored.sessionId !== record.sessionId || stored.generation !== record.generation) return false;
    this.records.set(record.subscriptionId, structuredClone(record));
    return true;
  }
}
