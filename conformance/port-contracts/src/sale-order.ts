import { expect } from 'chai';
import type { SaleQuery, SaleRecord, SaleStore } from '@parasol/core';

/**
 * The order of SaleStore.list and pendingBookedBefore: booking time, then saleId. Ids are ASCII,
 * so comparing UTF-16 code units here gives the order MongoDB's binary string comparison gives.
 */
export const bySaleOrder = (a: SaleRecord, b: SaleRecord): number =>
  a.bookedAt - b.bookedAt || (a.saleId < b.saleId ? -1 : a.saleId > b.saleId ? 1 : 0);

/** A listing page by page, as the contracts observe it. */
export interface Listing {
  readonly sales: readonly SaleRecord[];
  readonly pageSizes: readonly number[];
}

/**
 * Every page of `query` from the first, through the `next` cursors. Checks what each page must be
 * on its own: a page that has a `next` holds exactly `limit` sales, the one without is not larger,
 * and a page reached through a cursor is never empty. `between` runs after each page but the
 * last, to add sales while a listing is under way (only additions: a change that made sales stop
 * matching could leave a cursor with nothing after it).
 */
export async function listAll(store: SaleStore, query: Omit<SaleQuery, 'after'>, between?: (page: number) => Promise<void>): Promise<Listing> {
  const sales: SaleRecord[] = [];
  const pageSizes: number[] = [];
  let after: string | undefined;
  for (let page = 0; page < 10_000; page++) {
    const answer = await store.list(after === undefined ? query : { ...query, after });
    // A cursor is handed out only when more sales follow: no empty page at the end.
    if (page > 0) expect(answer.sales.length, `page ${page}, reached through a cursor`).to.be.above(0);
    pageSizes.push(answer.sales.length);
    sales.push(...answer.sales);
    if (answer.next === undefined) {
      expect(answer.sales.length, `last page ${page}`).to.be.at.most(query.limit);
      return { sales, pageSizes };
    }
    expect(answer.sales.length, `page ${page} has a next page, so it is full`).to.equal(query.limit);
    expect(answer.next, `page ${page}: cursor`).to.be.a('string');
    after = answer.next;
    await between?.(page);
  }
  throw new Error('the listing never ended');
}
