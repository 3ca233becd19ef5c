import { expect } from 'chai';
import fc from 'fast-check';
import type { SaleRecord, SaleStore } from '@parasol/core';
import { aLedgerEntry, aSaleRecord } from './record-factories.js';
import { casScenario, type CasAttempt } from './cas-model.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';
import { tamperWith } from './tamper.js';
import { bySaleOrder, listAll } from './sale-order.js';
import { checkSaleModel, expectedListing, saleCommands } from './sale-store-model.js';

const DAY = 86_400_000;
const T0 = 1_767_225_600_000; // 2026-01-01

/** Sale number `n` of acme in the live ledger, booked `day` days after T0; ids sort as `n` does. */
const saleNo = (n: number, day: number, overrides: Partial<SaleRecord> = {}) =>
  aSaleRecord({ externalOrderId: `order-${n}`, saleId: `sale_${String(n).padStart(4, '0')}`, bookedAt: T0 + day * DAY, updatedAt: T0 + day * DAY, ...overrides });

const idsOf = (sales: readonly SaleRecord[]) => sales.map((s) => s.saleId);

/**
 * What every SaleStore adapter must do (core/src/ports/sale-store.ts): the postback rules
 * ("replaying the same externalOrderId updates that sale rather than creating a second", a
 * cancellation reverses the commission in the same write as the status) and the partner's
 * statement rest on these guarantees.
 */
export const saleStoreCases: readonly ContractCase<SaleStore>[] = [
  {
    title: 'keeps balances per currency: the sum of the entries, its validated and pending parts, after every replace, one partner and ledger only',
    run: async (store) => {
      const entry = (seq: number, deltaMinor: number, kind: 'booking' | 'amount_change' | 'validation' | 'reversal' = 'booking') => aLedgerEntry({ seq, kind, deltaMinor });
      const a = saleNo(1, 0, { commissionMinor: 100, entries: [entry(0, 100)] });
      const b = saleNo(2, 1, { commissionMinor: 200, entries: [entry(0, 200)] });
      const c = saleNo(3, 2, { currency: 'USD', commissionMinor: 50, entries: [entry(0, 50)] });
      for (const sale of [a, b, c, saleNo(4, 0, { partnerCode: 'zeta', commissionMinor: 7, entries: [entry(0, 7)] }), saleNo(5, 0, { ledger: 'sandbox', commissionMinor: 9, entries: [entry(0, 9)] })]) {
        expect(await store.create(sale)).to.equal(true);
      }
      // a validated, b repaired then cancelled: balances follow every replace.
      expect(await store.replace({ ...a, status: 'validated', entries: [...a.entries, entry(1, 0, 'validation')], version: 2 }, 1)).to.equal(true);
      expect(await store.replace({ ...b, commissionMinor: 250, entries: [...b.entries, entry(1, 50, 'amount_change')], version: 2 }, 1)).to.equal(true);
      expect(await store.replace({ ...b, status: 'cancelled', commissionMinor: 0, entries: [...b.entries, entry(1, 50, 'amount_change'), entry(2, -250, 'reversal')], version: 3 }, 2)).to.equal(true);
      expect(await store.balances('live', 'acme')).to.deep.equal([
        { currency: 'EUR', owedMinor: 100, validatedMinor: 100, pendingMinor: 0 },
        { currency: 'USD', owedMinor: 50, validatedMinor: 0, pendingMinor: 50 },
      ]);
    },
  },
  {
    title: 'finds an order id among every partner of one ledger, by partner code, at most the limit',
    run: async (store) => {
      const sales = [
        saleNo(1, 0, { partnerCode: 'zeta', externalOrderId: 'ORD-7' }),
        saleNo(2, 1, { partnerCode: 'acme', externalOrderId: 'ORD-7' }),
        saleNo(3, 2, { partnerCode: 'mid', externalOrderId: 'ORD-7' }),
        saleNo(4, 0, { partnerCode: 'acme', externalOrderId: 'ORD-8' }),
        saleNo(5, 0, { partnerCode: 'beta', externalOrderId: 'ORD-7', ledger: 'sandbox' }),
      ];
      for (const sale of sales) expect(await store.create(sale)).to.equal(true);
      expect((await store.byOrderId('live', 'ORD-7', 10)).map((s) => s.partnerCode)).to.deep.equal(['acme', 'mid', 'zeta']);
      expect(await store.byOrderId('live', 'ORD-7', 2)).to.deep.equal([sales[1], sales[2]]);
      expect((await store.byOrderId('sandbox', 'ORD-7', 10)).map((s) => s.saleId)).to.deep.equal(['sale_0005']);
      expect(await store.byOrderId('live', 'ORD-9', 10)).to.deep.equal([]);
    },
  },
  {
    title: 'knows nothing of an order it was never given',
    run: async (store) => {
      expect(await store.get('live', 'acme', 'order-never')).to.equal(undefined);
      expect(await store.list({ ledger: 'live', partnerCode: 'acme', limit: 10 })).to.deep.equal({ sales: [] });
      expect(await store.balances('live', 'acme')).to.deep.equal([]);
      expect(await store.pendingBookedBefore('live', T0 + 365 * DAY, 10)).to.deep.equal([]);
    },
  },
  {
    title: 'creates an absent sale and returns it whole, ledger entries and declared amounts included',
    run: async (store) => {
      const record = aSaleRecord({
        status: 'cancelled',
        frozenUpliftBps: 250,
        declaredCommissionMinor: 4000,
        declaredPartnerFeeMinor: 900,
        validatedAt: T0 + DAY,
        cancelledAt: T0 + 2 * DAY,
        commissionMinor: 0,
        entries: [aLedgerEntry(), aLedgerEntry({ seq: 1, kind: 'validation', deltaMinor: 0 }), aLedgerEntry({ seq: 2, kind: 'reversal', deltaMinor: -4200 })],
      });
      expect(await store.create(record)).to.equal(true);
      expect(await store.get(record.ledger, record.partnerCode, record.externalOrderId)).to.deep.equal(record);
    },
  },
  {
    title: 'refuses a second create of the same ledger, partner and order id, and changes nothing',
    run: async (store) => {
      const first = aSaleRecord();
      await store.create(first);
      const replay = aSaleRecord({ saleId: 'sale_replay0001', status: 'validated', amountMinor: 1, entries: [] });
      expect(await store.create(replay)).to.equal(false);
      expect(await store.get('live', 'acme', first.externalOrderId)).to.deep.equal(first);
      expect(idsOf((await store.list({ ledger: 'live', partnerCode: 'acme', limit: 10 })).sales)).to.deep.equal([first.saleId]);
    },
  },
  {
    title: 'keys a sale on ledger, partner and order id together: the same order id elsewhere is another sale',
    run: async (store) => {
      const live = aSaleRecord({ saleId: 'sale_k1' });
      const sandbox = aSaleRecord({ ledger: 'sandbox', saleId: 'sale_k2', amountMinor: 2 });
      const otherPartner = aSaleRecord({ partnerCode: 'zeta', saleId: 'sale_k3', amountMinor: 3 });
      for (const r of [live, sandbox, otherPartner]) expect(await store.create(r), r.saleId).to.equal(true);
      expect(await store.get('live', 'acme', live.externalOrderId)).to.deep.equal(live);
      expect(await store.get('sandbox', 'acme', live.externalOrderId)).to.deep.equal(sandbox);
      expect(await store.get('live', 'zeta', live.externalOrderId)).to.deep.equal(otherPartner);
      expect(await store.get('live', 'acme', `${live.externalOrderId} `)).to.equal(undefined);
    },
  },
  {
    title: 'admits exactly one of 50 concurrent creates of the same order',
    run: async (store) => {
      const attempts = Array.from({ length: 50 }, (_, i) => aSaleRecord({ saleId: `sale_race${String(i).padStart(4, '0')}`, amountMinor: 1000 + i }));
      const results = await Promise.all(attempts.map((r) => store.create(r)));
      expect(results.filter(Boolean)).to.have.length(1);
      const winner = attempts[results.indexOf(true)]!;
      expect(await store.get('live', 'acme', winner.externalOrderId)).to.deep.equal(winner);
      expect(idsOf((await store.list({ ledger: 'live', partnerCode: 'acme', limit: 100 })).sales)).to.deep.equal([winner.saleId]);
    },
  },
  {
    title: 'replaces when the stored version is the expected one and the new version is one more, entries and status together',
    run: async (store) => {
      const v1 = aSaleRecord();
      await store.create(v1);
      const v2: SaleRecord = {
        ...v1,
        status: 'cancelled',
        cancelledAt: T0 + DAY,
        commissionMinor: 0,
        entries: [...v1.entries, aLedgerEntry({ seq: 1, kind: 'reversal', deltaMinor: -4200, cause: 'req_cancel' })],
        updatedAt: T0 + DAY,
        version: 2,
      };
      expect(await store.replace(v2, 1)).to.equal(true);
      expect(await store.get('live', 'acme', v1.externalOrderId)).to.deep.equal(v2);
    },
  },
  {
    title: 'refuses a replace that expects a stale version, leaving the record unchanged',
    run: async (store) => {
      const v1 = aSaleRecord();
      await store.create(v1);
      const v2 = { ...v1, status: 'validated' as const, version: 2 };
      await store.replace(v2, 1);
      expect(await store.replace({ ...v1, status: 'cancelled', version: 2 }, 1)).to.equal(false);
      expect(await store.get('live', 'acme', v1.externalOrderId)).to.deep.equal(v2);
    },
  },
  {
    title: 'refuses a replace whose record version is not expected + 1',
    run: async (store) => {
      const v1 = aSaleRecord();
      await store.create(v1);
      for (const version of [0, 1, 3, 42]) {
        expect(await store.replace({ ...v1, status: 'validated', version }, 1), `version ${version}`).to.equal(false);
      }
      expect(await store.get('live', 'acme', v1.externalOrderId)).to.deep.equal(v1);
    },
  },
  {
    title: 'reads a filter given as undefined as no filter (the statement passes the ones its query leaves out so)',
    run: async (store) => {
      for (const sale of [saleNo(1, 0), saleNo(2, 1, { status: 'validated' }), saleNo(3, 2, { status: 'cancelled' })]) await store.create(sale);
      const unfiltered = await store.list({ ledger: 'live', partnerCode: 'acme', limit: 2 });
      expect(idsOf(unfiltered.sales)).to.deep.equal(['sale_0001', 'sale_0002']);
      expect(await store.list({ ledger: 'live', partnerCode: 'acme', limit: 2, status: undefined, bookedFrom: undefined, bookedTo: undefined, after: undefined })).to.deep.equal(unfiltered);
    },
  },
  {
    title: 'never creates a record through replace',
    run: async (store) => {
      expect(await store.replace(aSaleRecord({ version: 2 }), 1)).to.equal(false);
      expect(await store.get('live', 'acme', aSaleRecord().externalOrderId)).to.equal(undefined);
      expect((await store.list({ ledger: 'live', partnerCode: 'acme', limit: 10 })).sales).to.deep.equal([]);
    },
  },
  {
    title: 'refuses a replace that would give the sale another saleId',
    run: async (store) => {
      const v1 = aSaleRecord();
      await store.create(v1);
      expect(await store.replace({ ...v1, saleId: 'sale_other0001', version: 2 }, 1)).to.equal(false);
      expect(await store.get('live', 'acme', v1.externalOrderId)).to.deep.equal(v1);
    },
  },
  {
    title: 'lets exactly one of 50 concurrent replaces from the same version win',
    run: async (store) => {
      const v1 = aSaleRecord();
      await store.create(v1);
      const contenders = Array.from({ length: 50 }, (_, i) => ({ ...v1, amountMinor: 5000 + i, version: 2 }));
      const results = await Promise.all(contenders.map((r) => store.replace(r, 1)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get('live', 'acme', v1.externalOrderId)).to.deep.equal(contenders[results.indexOf(true)]);
    },
  },
  {
    title: 'keeps its own copy: changing the object given to create or replace, or one returned by get, list or pendingBookedBefore, does not reach the store',
    run: async (store) => {
      const record = aSaleRecord();
      const given = structuredClone(record);
      await store.create(given);
      tamperWith(given);
      tamperWith(await store.get('live', 'acme', record.externalOrderId));
      tamperWith((await store.list({ ledger: 'live', partnerCode: 'acme', limit: 10 })).sales);
      tamperWith(await store.pendingBookedBefore('live', record.bookedAt + 1, 10));
      expect(await store.get('live', 'acme', record.externalOrderId)).to.deep.equal(record);
      const v2 = { ...record, entries: [...record.entries, aLedgerEntry({ seq: 1, kind: 'validation', deltaMinor: 0 })], status: 'validated' as const, version: 2 };
      const givenToReplace = structuredClone(v2);
      await store.replace(givenToReplace, 1);
      tamperWith(givenToReplace);
      expect(await store.get('live', 'acme', record.externalOrderId)).to.deep.equal(v2);
    },
  },
  {
    title: 'lists one partner’s sales in one ledger only, oldest booking first, the saleId breaking ties',
    run: async (store) => {
      const mine = [saleNo(3, 1), saleNo(1, 2), saleNo(2, 1), saleNo(5, 0), saleNo(4, 1)];
      const notMine = [saleNo(6, 1, { ledger: 'sandbox' }), saleNo(7, 1, { partnerCode: 'zeta' }), saleNo(8, 1, { partnerCode: 'acme2' })];
      for (const r of [...mine, ...notMine]) await store.create(r);
      const { sales } = await store.list({ ledger: 'live', partnerCode: 'acme', limit: 100 });
      expect(idsOf(sales)).to.deep.equal(['sale_0005', 'sale_0002', 'sale_0003', 'sale_0004', 'sale_0001']);
      expect(sales).to.deep.equal([...mine].sort(bySaleOrder));
      expect(idsOf((await store.list({ ledger: 'sandbox', partnerCode: 'acme', limit: 100 })).sales)).to.deep.equal(['sale_0006']);
    },
  },
  {
    title: 'filters by status, and by booking time from inclusive to exclusive',
    run: async (store) => {
      const sales = [
        saleNo(1, 0, { status: 'pending' }),
        saleNo(2, 1, { status: 'validated' }),
        saleNo(3, 1, { status: 'pending' }),
        saleNo(4, 2, { status: 'cancelled' }),
        saleNo(5, 3, { status: 'pending' }),
      ];
      for (const r of sales) await store.create(r);
      const ids = async (filter: { status?: SaleRecord['status']; bookedFrom?: number; bookedTo?: number }) =>
        idsOf((await store.list({ ledger: 'live', partnerCode: 'acme', limit: 100, ...filter })).sales);
      expect(await ids({ status: 'pending' })).to.deep.equal(['sale_0001', 'sale_0003', 'sale_0005']);
      expect(await ids({ status: 'cancelled' })).to.deep.equal(['sale_0004']);
      expect(await ids({ bookedFrom: T0 + DAY })).to.deep.equal(['sale_0002', 'sale_0003', 'sale_0004', 'sale_0005']);
      expect(await ids({ bookedTo: T0 + 2 * DAY })).to.deep.equal(['sale_0001', 'sale_0002', 'sale_0003']);
      expect(await ids({ bookedFrom: T0 + DAY, bookedTo: T0 + 2 * DAY })).to.deep.equal(['sale_0002', 'sale_0003']);
      expect(await ids({ bookedFrom: T0 + DAY, bookedTo: T0 + DAY })).to.deep.equal([]);
      expect(await ids({ status: 'pending', bookedFrom: T0 + 1, bookedTo: T0 + 3 * DAY + 1 })).to.deep.equal(['sale_0003', 'sale_0005']);
    },
  },
  {
    title: 'lists a sale with its status as last replaced',
    run: async (store) => {
      const v1 = saleNo(1, 0);
      await store.create(v1);
      await store.replace({ ...v1, status: 'validated', validatedAt: T0 + DAY, version: 2 }, 1);
      expect(await store.list({ ledger: 'live', partnerCode: 'acme', status: 'pending', limit: 10 })).to.deep.equal({ sales: [] });
      expect((await store.list({ ledger: 'live', partnerCode: 'acme', status: 'validated', limit: 10 })).sales).to.deep.equal([
        { ...v1, status: 'validated', validatedAt: T0 + DAY, version: 2 },
      ]);
    },
  },
  {
    title: 'pages through every sale exactly once, in order, with full pages and no cursor after the last one',
    run: async (store) => {
      // 11 sales, several on the same instant, so pages end in the middle of a tie.
      const sales = Array.from({ length: 11 }, (_, i) => saleNo(11 - i, Math.floor(i / 3)));
      for (const r of sales) await store.create(r);
      for (const limit of [1, 2, 3, 4, 10, 11, 12]) {
        const listing = await listAll(store, { ledger: 'live', partnerCode: 'acme', limit });
        expect(listing.sales, `limit ${limit}`).to.deep.equal([...sales].sort(bySaleOrder));
        expect(listing.pageSizes, `limit ${limit}`).to.have.length(Math.ceil(11 / limit));
      }
      const filtered = await listAll(store, { ledger: 'live', partnerCode: 'acme', bookedFrom: T0 + DAY, bookedTo: T0 + 3 * DAY, limit: 2 });
      expect(filtered.sales).to.deep.equal(expectedListing(sales, { ledger: 'live', partnerCode: 'acme', bookedFrom: T0 + DAY, bookedTo: T0 + 3 * DAY }));
    },
  },
  {
    title: 'keeps paging stable while sales are added: each earlier sale exactly once, and a new one only if it sorts after the page already read',
    run: async (store) => {
      const sales = Array.from({ length: 9 }, (_, i) => saleNo(10 + i, Math.floor(i / 3))); // days 0, 1, 2; three a day
      for (const r of sales) await store.create(r);
      // After the first page (sale_0010..0013: day 0 and the first of day 1), one new sale sorts
      // before what was read, one ties its last booking time with a lower id, one ties it with a
      // higher id, and one sorts last.
      const added = [saleNo(1, 0), saleNo(2, 1), saleNo(99, 1), saleNo(50, 5)];
      const listing = await listAll(store, { ledger: 'live', partnerCode: 'acme', limit: 4 }, async (page) => {
        if (page === 0) for (const r of added) await store.create(r);
      });
      const firstPage = [...sales].sort(bySaleOrder).slice(0, 4);
      const lastRead = firstPage[3]!;
      const rest = [...sales, ...added].sort(bySaleOrder).filter((s) => bySaleOrder(s, lastRead) > 0);
      expect(idsOf(firstPage)).to.deep.equal(['sale_0010', 'sale_0011', 'sale_0012', 'sale_0013']);
      expect(idsOf(listing.sales)).to.deep.equal(idsOf([...firstPage, ...rest]));
      expect(idsOf(rest)).to.include.members(['sale_0099', 'sale_0050']).and.not.include.members(['sale_0001', 'sale_0002']);
    },
  },
  {
    title: 'finds the pending sales of a ledger booked before a time, every partner, oldest first, at most the limit',
    run: async (store) => {
      const sales = [
        saleNo(1, 3),
        saleNo(2, 0, { partnerCode: 'zeta' }),
        saleNo(3, 0),
        saleNo(4, 1, { status: 'validated' }),
        saleNo(5, 1, { status: 'cancelled' }),
        saleNo(6, 0, { ledger: 'sandbox' }),
        saleNo(7, 2),
        saleNo(8, 4),
      ];
      for (const r of sales) await store.create(r);
      const before = T0 + 4 * DAY;
      expect(idsOf(await store.pendingBookedBefore('live', before, 10))).to.deep.equal(['sale_0002', 'sale_0003', 'sale_0007', 'sale_0001']);
      expect(idsOf(await store.pendingBookedBefore('live', before, 2))).to.deep.equal(['sale_0002', 'sale_0003']);
      expect(idsOf(await store.pendingBookedBefore('live', T0 + 3 * DAY + 1, 10))).to.deep.equal(['sale_0002', 'sale_0003', 'sale_0007', 'sale_0001']);
      expect(idsOf(await store.pendingBookedBefore('live', T0 + 3 * DAY, 10))).to.deep.equal(['sale_0002', 'sale_0003', 'sale_0007']);
      expect(idsOf(await store.pendingBookedBefore('sandbox', before, 10))).to.deep.equal(['sale_0006']);
      expect(await store.pendingBookedBefore('live', before, 10)).to.deep.equal(sales.filter((s) => ['sale_0002', 'sale_0003', 'sale_0007', 'sale_0001'].includes(s.saleId)).sort(bySaleOrder));
    },
  },
  {
    title: 'lets a validation sweep finish: a sale validated by replace is no longer pending',
    run: async (store) => {
      for (const r of Array.from({ length: 7 }, (_, i) => saleNo(i + 1, i))) await store.create(r);
      const before = T0 + 30 * DAY;
      let rounds = 0;
      for (let batch = await store.pendingBookedBefore('live', before, 3); batch.length > 0; batch = await store.pendingBookedBefore('live', before, 3)) {
        expect(++rounds, 'the sweep does not end').to.be.at.most(3);
        for (const sale of batch) {
          const validated = { ...sale, status: 'validated' as const, validatedAt: before, version: sale.version + 1 };
          expect(await store.replace(validated, sale.version)).to.equal(true);
        }
      }
      expect(rounds).to.equal(3);
      expect((await listAll(store, { ledger: 'live', partnerCode: 'acme', status: 'validated', limit: 5 })).sales).to.have.length(7);
    },
  },
  {
    title: 'property: a replace succeeds exactly when the compare-and-set model says so',
    run: async (_store, make) => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.record({ expected: fc.nat(6), bump: fc.integer({ min: -1, max: 2 }) }), { maxLength: 15 }), async (attempts: CasAttempt[]) => {
          const fresh = await make();
          const v1 = aSaleRecord();
          await fresh.create(v1);
          const distinguish = (sale: SaleRecord, attempt: number) => ({ ...sale, updatedAt: T0 + attempt });
          const get = () => fresh.get(v1.ledger, v1.partnerCode, v1.externalOrderId);
          await casScenario(attempts, v1, (record, expected) => fresh.replace(record, expected), get, distinguish);
        }),
        { numRuns: 60 },
      );
    },
  },
  {
    title: 'property: any sequence of creates, replaces, reads, listings and sweeps answers as a plain map of sales does',
    run: async (_store, make) => {
      await fc.assert(
        fc.asyncProperty(saleCommands, async (commands) => checkSaleModel(await make(), commands)),
        { numRuns: 100 },
      );
    },
  },
];

export function saleStoreContract(name: string, make: StoreFactory<SaleStore>): void {
  runContract(`SaleStore contract: ${name}`, saleStoreCases, make);
}
