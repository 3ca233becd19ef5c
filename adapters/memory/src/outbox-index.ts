import type { OutboxFields } from '@parasol/core';

/**
 * The documents of a memory store that hold outbox events, by key: kept by every write, so the
 * relay's query costs in proportion to what waits, not to the store (as MongoDB's sparse index on
 * `outboxAt`).
 */
export class OutboxIndex<R extends OutboxFields> {
  private readonly waiting = new Map<string, R>();

  /** After `document` was stored under `key`. */
  note(key: string, document: R): void {
    if (document.outboxAt === undefined) this.waiting.delete(key);
    else this.waiting.set(key, document);
  }

  oldest(limit: number): R[] {
    return [...this.waiting.values()].sort((a, b) => a.outboxAt! - b.outboxAt!).slice(0, limit);
  }
}
