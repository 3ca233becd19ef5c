import { expect } from 'chai';
import fc from 'fast-check';
import type { SaleRecord } from '@parasol/core';
import { OutboxIndex } from '../src/outbox-index.js';
import { MemorySaleStore } from '../src/index.js';

interface Doc {
  readonly key: string;
  readonly outboxAt?: number;
}

/**
 * The plain index the appending one replaced: a map from the document's key to its stored version
 * while that version has events waiting, every write setting or deleting its key, the relay's
 * query sorting what waits.
 */
class KeyedIndex {
  private readonly waiting = new Map<string, Doc>();
  note(document: Doc): void {
    if (document.outboxAt === undefined) this.waiting.delete(document.key);
    else this.waiting.set(document.key, document);
  }
  oldest(limit: number): Doc[] {
    return [...this.waiting.values()].sort((a, b) => a.outboxAt! - b.outboxAt!).slice(0, limit);
  }
}

const write = fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd', 'e'), outboxAt: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }) });
const step = fc.oneof(write.map((w) => ({ write: w })), fc.integer({ min: 1, max: 6 }).map((limit) => ({ ask: limit })));

describe('OutboxIndex (memory stores)', () => {
  it('lists what the keyed index lists, asked at any point of any sequence of writes (property)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.nat(3), (steps, minStale) => {
        const stored = new Map<string, Doc>();
        const appending = new OutboxIndex<Doc>((d) => stored.get(d.key) === d, minStale);
        const keyed = new KeyedIndex();
        for (const s of steps) {
          if ('write' in s) {
            // A store writes a fresh object each time, as frozenCopy does.
            const document: Doc = s.write.outboxAt === undefined ? { key: s.write.key } : { key: s.write.key, outboxAt: s.write.outboxAt };
            const previous = stored.get(document.key);
            stored.set(document.key, document);
            appending.note(document, previous);
            keyed.note(document);
            continue;
          }
          const mine = appending.oldest(s.ask);
          const plain = keyed.oldest(s.ask);
          // The same times in the same order; documents of one time may come in either order, so the
          // whole set is compared when nothing is cut at a tie.
          expect(mine.map((d) => d.outboxAt)).to.deep.equal(plain.map((d) => d.outboxAt));
          expect(new Set(mine.map((d) => d.key)).size).to.equal(mine.length);
          const all = keyed.oldest(Infinity);
          for (const d of mine) expect(all).to.include(d);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('stays within twice what waits, however often the same documents are written again', () => {
    const stored = new Map<string, Doc>();
    const index = new OutboxIndex<Doc>((d) => stored.get(d.key) === d, 10);
    for (let i = 0; i < 10_000; i++) {
      const document: Doc = { key: `k${i % 3}`, outboxAt: i };
      const previous = stored.get(document.key);
      stored.set(document.key, document);
      index.note(document, previous);
      expect(index.size).to.be.at.most(2 * 3 + 11);
    }
    expect(index.oldest(10).map((d) => d.outboxAt)).to.deep.equal([9997, 9998, 9999]);
  });

  it('a sale store lists a sale once, at its latest version, until a write clears its marker', async () => {
    const store = new MemorySaleStore();
    const sale = {
      ledger: 'live', partnerCode: 'p', externalOrderId: 'o1', saleId: 'sale_1', linkCode: 'l', status: 'pending', currency: 'EUR',
      amountMinor: 1000, commissionMinor: 100, bookedAt: 5, updatedAt: 5, version: 1, outboxAt: 5,
      entries: [{ seq: 0, kind: 'booking', deltaMinor: 100, currency: 'EUR', at: 5, cause: 'r' }],
    } as unknown as SaleRecord;
    expect(await store.create(sale)).to.equal(true);
    expect(await store.replace({ ...sale, version: 2, updatedAt: 6 }, 1)).to.equal(true);
    const waiting = await store.withOutbox(10);
    expect(waiting.map((s) => s.version)).to.deep.equal([2]);
    const { outboxAt: _marker, ...relayed } = waiting[0]!;
    expect(await store.replace({ ...relayed, version: 3 }, 2)).to.equal(true);
    expect(await store.withOutbox(10)).to.deep.equal([]);
  });
});
