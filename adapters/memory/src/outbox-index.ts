import type { OutboxFields } from '@parasol/core';

/**
 * The documents of a memory store that hold outbox events, kept by every write so that the
 * relay's query costs in proportion to what waits, not to the store (as MongoDB's sparse index on
 * `outboxAt`).
 *
 * A write only appends the stored document when it has events waiting: no key, no hashing, no
 * removal (a postback or a link pays one array push). What a later write or the relay made stale
 * is dropped when the relay asks: a document counts only while it is still the store's current
 * version of itself (`isCurrent`) and still has `outboxAt`. A document stored again is appended
 * again, and only its newest version is current, so none is listed twice.
 */
export class OutboxIndex<R extends OutboxFields> {
  private waiting: R[] = [];

  /** `isCurrent(document)`: the store still holds this very object (not an older or newer version of it). */
  constructor(private readonly isCurrent: (document: R) => boolean) {}

  /** After `document` was stored. */
  note(document: R): void {
    if (document.outboxAt !== undefined) this.waiting.push(document);
  }

  /** The documents with events waiting, earliest `outboxAt` first (then in the order written), at most `limit`. */
  oldest(limit: number): R[] {
    this.waiting = this.waiting.filter((document) => this.isCurrent(document));
    return [...this.waiting].sort((a, b) => a.outboxAt! - b.outboxAt!).slice(0, limit);
  }
}
