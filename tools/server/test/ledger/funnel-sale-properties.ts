import { expect } from 'chai';
import fc from 'fast-check';
import type { PartnerStore, SaleRecord, SaleStore, SubscriptionRecord } from '@parasol/core';
import { BookFunnelSale, commissionOf } from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryPartnerStore } from '@parasol/adapter-memory';
import { aPartnerRecord, aSubscriptionRecord } from '@parasol/port-contracts';

/**
 * The funnel's sale book (core/src/ledger/book-funnel-sale.ts) over a sale store, as properties
 * any store with a real create-if-absent and compare-and-set must satisfy: the memory store here,
 * MongoDB in adapters/mongo/test/mongo-funnel-sale.test.ts.
 */
export const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
/** acme's grid: 1500 bp on a 1000 bp base, so a 500 bp uplift inside prices. */
export const ACME = aPartnerRecord({ code: 'acme', baseRateBps: 1000, commissionBps: 1500, links: [{ code: 'main', archived: false, default: true }] });

let serial = 0;
export const aFunnelSubscription = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => {
  serial += 1;
  return aSubscriptionRecord({ subscriptionId: `sub_funnel_${process.pid}_${serial}`, partnerCode: 'acme', linkCode: 'main', ref: 'acme-main', stage: 'subscribed', ...overrides });
};

export const aBook = async (sales: SaleStore, partners: PartnerStore = new MemoryPartnerStore()) => {
  await partners.create(ACME);
  const clock = new ManualClock(NOON);
  return { book: new BookFunnelSale(sales, partners, clock, new CryptoRandom()), clock, partners };
};

const owed = (sale: SaleRecord) => sale.entries.reduce((sum, e) => sum + e.deltaMinor, 0);

/** The partner's commission balance: the sum of the entries of all its sales (the runs stay well under a page). */
const balanceOf = async (sales: SaleStore): Promise<number> => {
  const page = await sales.list({ ledger: 'live', partnerCode: 'acme', limit: 100 });
  return page.sales.reduce((sum, sale) => sum + owed(sale), 0);
};

/** Registers the properties under `describe(name)`; `freshSales` gives an empty store per run. */
export function funnelSaleProperties(name: string, freshSales: () => Promise<SaleStore>, numRuns: number): void {
  describe(`BookFunnelSale: ${name}`, () => {
    it('property: booking one subscription N times at once books one pending sale of origin funnel, at the premium, at the rates frozen', async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 5_000_000 }), fc.constantFrom('EUR', 'JPY', 'USD'), async (n, amountMinor, currency) => {
          const sales = await freshSales();
          const { book } = await aBook(sales);
          const subscription = aFunnelSubscription();
          await Promise.all(Array.from({ length: n }, (_, i) => book.book(subscription, { amountMinor, currency }, `req_${i}`)));
          const page = await sales.list({ ledger: 'live', partnerCode: 'acme', limit: 100 });
          expect(page.sales).to.have.length(1);
          const sale = page.sales[0]!;
          expect(sale).to.deep.include({ externalOrderId: subscription.subscriptionId, origin: 'funnel', status: 'pending', amountMinor, currency, frozenCommissionBps: 1500, frozenUpliftBps: 500, linkCode: 'main', bookedAt: NOON });
          expect(sale.entries.map((e) => e.kind)).to.deep.equal(['booking']);
          expect(sale.commissionMinor).to.equal(commissionOf(amountMinor, { commissionBps: 1500, upliftBps: 500 }).owedMinor);
          expect(owed(sale)).to.equal(sale.commissionMinor);
        }),
        { numRuns },
      );
    });

    it('property: book then reverse (each run any number of times, at once) leaves the commission balance where it was', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 4 }),
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 1, max: 4 }),
          async (others, amountMinor, bookings, reversals) => {
            const sales = await freshSales();
            const { book } = await aBook(sales);
            for (const other of others) await book.book(aFunnelSubscription(), { amountMinor: other, currency: 'EUR' }, 'req_other');
            const before = await balanceOf(sales);
            const subscription = aFunnelSubscription();
            await Promise.all(Array.from({ length: bookings }, (_, i) => book.book(subscription, { amountMinor, currency: 'EUR' }, `req_b${i}`)));
            await Promise.all(Array.from({ length: reversals }, (_, i) => book.reverse(subscription, `req_r${i}`)));
            expect(await balanceOf(sales)).to.equal(before);
            const sale = (await sales.get('live', 'acme', subscription.subscriptionId))!;
            expect(sale).to.deep.include({ status: 'cancelled', commissionMinor: 0, cancelledAt: NOON });
            expect(sale.entries.map((e) => e.kind)).to.deep.equal(['booking', 'reversal']);
          },
        ),
        { numRuns },
      );
    });
  });
}
