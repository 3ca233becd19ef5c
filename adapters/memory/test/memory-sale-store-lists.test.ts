import { expect } from 'chai';
import fc from 'fast-check';
import type { SaleQuery, SaleRecord, SaleStatus } from '@parasol/core';
import { aLedgerEntry, aSaleRecord } from '@parasol/port-contracts';
import { MemorySaleStore } from '../src/index.js';

/** The listing order: booking time, then saleId. */
const bySaleOrder = (a: SaleRecord, b: SaleRecord): number => a.bookedAt - b.bookedAt || (a.saleId < b.saleId ? -1 : a.saleId > b.saleId ? 1 : 0);

/** Every page of a listing, two sales a page, through the cursors. */
const listAll = async (store: MemorySaleStore, query: Omit<SaleQuery, 'after' | 'limit'>): Promise<SaleRecord[]> => {
  const sales: SaleRecord[] = [];
  let after: string | undefined;
  do {
    const page = await store.list({ ...query, limit: 2, ...(after === undefined ? {} : { after }) });
    sales.push(...page.sales);
    after = page.next;
  } while (after !== undefined);
  return sales;
};

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);
const STATUSES: readonly SaleStatus[] = ['pending', 'validated', 'cancelled'];

/**
 * The store keeps each sale's place in its listings across writes, and moves it only when its
 * status or booking time changes (memory-sale-store.ts). The contract's model property never
 * changes a booking time: this one does, and checks every listing against a plain filter and sort.
 */
const command = fc.record({
  order: fc.constantFrom('o1', 'o2', 'o3', 'o4'),
  status: fc.constantFrom(...STATUSES),
  hour: fc.nat(3),
  marked: fc.boolean(),
});

describe('MemorySaleStore listings across writes that keep or change status and booking time', () => {
  it('lists, by status, and for the sweep, what a plain map of the sales gives (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
        const store = new MemorySaleStore();
        const model = new Map<string, SaleRecord>();
        for (const [step, c] of commands.entries()) {
          const stored = model.get(c.order);
          const bookedAt = T0 + c.hour * HOUR;
          const marker = c.marked ? { outboxAt: bookedAt } : {};
          if (stored === undefined) {
            const record = aSaleRecord({ externalOrderId: c.order, saleId: `sale_${c.order}`, status: c.status, bookedAt, updatedAt: bookedAt, ...marker, entries: [aLedgerEntry({ at: bookedAt, cause: `req_${step}` })] });
            expect(await store.create(record)).to.equal(true);
            model.set(c.order, record);
          } else {
            const { outboxAt: _old, ...base } = stored;
            const record: SaleRecord = { ...base, ...marker, status: c.status, bookedAt, version: stored.version + 1 };
            expect(await store.replace(record, stored.version)).to.equal(true);
            model.set(c.order, record);
          }
          const sales = [...model.values()].sort(bySaleOrder);
          expect(await listAll(store, { ledger: 'live', partnerCode: 'acme' })).to.deep.equal(sales);
          for (const status of STATUSES) {
            expect(await listAll(store, { ledger: 'live', partnerCode: 'acme', status })).to.deep.equal(sales.filter((s) => s.status === status));
          }
          const due = T0 + 2 * HOUR;
          expect(await store.pendingBookedBefore('live', due, 10)).to.deep.equal(sales.filter((s) => s.status === 'pending' && s.bookedAt < due));
          const waiting = sales.filter((s) => s.outboxAt !== undefined).map((s) => s.saleId).sort();
          expect((await store.withOutbox(10)).map((s) => s.saleId).sort()).to.deep.equal(waiting);
        }
      }),
      { numRuns: 150 },
    );
  });
});
