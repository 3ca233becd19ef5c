import type { OutboxFields } from '@parasol/core';

/** Superseded entries tolerated before a write compacts the index (below half of it, never). */
const MIN_STALE = 1024;

/**
 * The documents of a memory store that hold outbox events, kept by every write so that the
 * relay's query costs in proportion to what waits, not to the store (as MongoDB's sparse index on
 * `outboxAt`).
 *
 * A write appends the stored document when it has events waiting: no key, no hashing (a postback
 * or a link pays one array push). A write that supersedes a document listed here makes that entry
 * stale; stale entries are counted, and dropped (by asking the store whether each entry is still
 * its current version) when the relay's query meets them or when they reach half of the index,
 * so the index stays within twice what waits. A document stored again is appended again and only
 * its newest version is current, so none is listed twice.
 */
export class OutboxIndex<R extends OutboxFields> {
  private waiting: R[] = [];
  /** Entries of `waiting` a later write superseded. */
  private stale = 0;

  /**
   * `isCurrent(document)`: the store still holds this very object (not an older or newer version
   * of it). `minStale`: how many superseded entries a write leaves before compacting (tests lower it).
   */
  constructor(
    private readonly isCurrent: (document: R) => boolean,
    private readonly minStale = MIN_STALE,
  ) {}

  /** Entries kept, stale ones included (for tests of the compaction). */
  get size(): number {
    return this.waiting.length;
  }

  /** After `document` was stored, superseding `previous` (the version it replaced, if any). */
  note(document: R, previous?: R): void {
    if (previous?.outboxAt !== undefined) this.stale += 1;
    if (document.outboxAt !== undefined) this.waiting.push(document);
    if (this.stale > this.minStale && this.stale * 2 > this.waiting.length) this.compact();
  }

  /** The documents with events waiting, earliest `outboxAt` first (then in the order written), at most `limit`. */
  oldest(limit: number): R[] {
    // Sorted in place and kept: writes append mostly in time order, so each sort finds the index
    // nearly sorted (about one comparison an entry), and it is stable (ties stay in write order).
    this.waiting.sort((a, b) => a.outboxAt! - b.outboxAt!);
    // The first `limit` current entries; the stale ones met on the way are dropped. A relay that
    // is behind reads the front of the index, not all of it.
    const found: R[] = [];
    let read = 0;
    for (; read < this.waiting.length && found.length < limit; read++) {
      const document = this.waiting[read]!;
      if (this.isCurrent(document)) found.push(document);
      else this.stale -= 1;
    }
    if (read !== found.length) this.waiting = found.concat(this.waiting.slice(read));
    return found;
  }

  private compact(): void {
    this.waiting = this.waiting.filter((document) => this.isCurrent(document));
    this.stale = 0;
  }
}
