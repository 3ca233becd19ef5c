import { expect } from 'chai';
import fc from 'fast-check';
import type { Ledger, SaleQuery, SaleRecord, SaleStatus, SaleStore } from '@parasol/core';
import { aLedgerEntry, aSaleRecord } from './record-factories.js';
import { bySaleOrder, listAll } from './sale-order.js';

/**
 * The SaleStore port as a plain map from natural key to record, written for reading rather than
 * speed (every question is a scan and a sort), so that a random sequence of calls on an adapter
 * can be checked answer by answer against it. Few partners, orders and booking times, so that
 * creates collide, bookings tie on time (the saleId decides), and filters cut through the ties.
 */
const HOUR = 3_600_000;
const T0 = 1_767_225_600_000; // 2026-01-01
const LEDGERS: readonly Ledger[] = ['sandbox', 'live'];
const PARTNERS = ['acme', 'zeta'] as const;
/** Order ids and the sale ids they get, deliberately not in the same order. */
const ORDERS = { 'o-1': 'c', 'o-2': 'a', 'o-3': 'd', 'o-4': 'b' } as const;
type OrderId = keyof typeof ORDERS;
const STATUSES: readonly SaleStatus[] = ['pending', 'validated', 'cancelled'];

interface NaturalKey {
  readonly ledger: Ledger;
  readonly partnerCode: string;
  readonly externalOrderId: OrderId;
}

export type SaleCommand =
  | ({ readonly kind: 'create'; readonly hour: number; readonly status: SaleStatus } & NaturalKey)
  | ({ readonly kind: 'replace'; readonly expected: number; readonly bump: number; readonly status: SaleStatus } & NaturalKey)
  | ({ readonly kind: 'get' } & NaturalKey)
  | { readonly kind: 'list'; readonly query: Omit<SaleQuery, 'after'> }
  | { readonly kind: 'pending'; readonly ledger: Ledger; readonly beforeHour: number; readonly limit: number };

const ledger = fc.constantFrom(...LEDGERS);
const naturalKey = { ledger, partnerCode: fc.constantFrom(...PARTNERS), externalOrderId: fc.constantFrom(...(Object.keys(ORDERS) as OrderId[])) };
const status = fc.constantFrom(...STATUSES);
const hour = fc.nat(3);

const listQuery = fc.record(
  {
    ledger,
    partnerCode: fc.constantFrom(...PARTNERS),
    status,
    bookedFrom: hour.map((h) => T0 + h * HOUR),
    bookedTo: hour.map((h) => T0 + h * HOUR),
    limit: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: ['ledger', 'partnerCode', 'limit'] },
);

// Creates weigh most: listings and sweeps only say something about a store with sales in it.
export const saleCommand: fc.Arbitrary<SaleCommand> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), ...naturalKey, hour: fc.nat(2), status }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace' as const), ...naturalKey, expected: fc.nat(4), bump: fc.integer({ min: -1, max: 2 }), status }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('get' as const), ...naturalKey }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('list' as const), query: listQuery }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pending' as const), ledger, beforeHour: hour, limit: fc.integer({ min: 1, max: 4 }) }) },
);

/** Long enough for several sales per partner before the questions that tell stores apart. */
export const saleCommands = fc.array(saleCommand, { minLength: 20, maxLength: 60 });

const keyOf = (k: NaturalKey | SaleRecord) => JSON.stringify([k.ledger, k.partnerCode, k.externalOrderId]);

const matches = (sale: SaleRecord, q: Omit<SaleQuery, 'after' | 'limit'>) =>
  sale.ledger === q.ledger &&
  sale.partnerCode === q.partnerCode &&
  (q.status === undefined || sale.status === q.status) &&
  (q.bookedFrom === undefined || sale.bookedAt >= q.bookedFrom) &&
  (q.bookedTo === undefined || sale.bookedAt < q.bookedTo);

/** What a full listing of `query` must hold: every matching sale once, in sale order. */
export const expectedListing = (sales: Iterable<SaleRecord>, query: Omit<SaleQuery, 'after' | 'limit'>): SaleRecord[] =>
  [...sales].filter((s) => matches(s, query)).sort(bySaleOrder);

/** What pendingBookedBefore must answer: the oldest `limit` pending sales of the ledger booked before the time. */
export const expectedPending = (sales: Iterable<SaleRecord>, ledgerOf: Ledger, bookedBefore: number, limit: number): SaleRecord[] =>
  [...sales].filter((s) => s.ledger === ledgerOf && s.status === 'pending' && s.bookedAt < bookedBefore).sort(bySaleOrder).slice(0, limit);

/** Plays `commands` on `store` (empty) and on the model; every answer, and the final state, must agree. */
export async function checkSaleModel(store: SaleStore, commands: readonly SaleCommand[]): Promise<void> {
  const model = new Map<string, SaleRecord>();
  for (const [step, c] of commands.entries()) {
    const at = `step ${step} (${c.kind})`;
    switch (c.kind) {
      case 'create': {
        const bookedAt = T0 + c.hour * HOUR;
        const record = aSaleRecord({
          ledger: c.ledger,
          partnerCode: c.partnerCode,
          externalOrderId: c.externalOrderId,
          saleId: `sale_${c.ledger}_${c.partnerCode}_${ORDERS[c.externalOrderId]}`,
          status: c.status,
          bookedAt,
          updatedAt: bookedAt,
          entries: [aLedgerEntry({ at: bookedAt, cause: `req_${step}` })],
        });
        const free = !model.has(keyOf(c));
        expect(await store.create(record), at).to.equal(free);
        if (free) model.set(keyOf(c), record);
        break;
      }
      case 'replace': {
        const stored = model.get(keyOf(c));
        const base = stored ?? aSaleRecord({ ledger: c.ledger, partnerCode: c.partnerCode, externalOrderId: c.externalOrderId });
        const candidate: SaleRecord = {
          ...base,
          status: c.status,
          updatedAt: base.updatedAt + step,
          entries: [...base.entries, aLedgerEntry({ seq: base.entries.length, kind: 'amount_change', deltaMinor: step, cause: `req_${step}` })],
          version: c.expected + c.bump,
        };
        const wins = stored !== undefined && stored.version === c.expected && c.bump === 1;
        expect(await store.replace(candidate, c.expected), at).to.equal(wins);
        if (wins) model.set(keyOf(c), candidate);
        break;
      }
      case 'get':
        expect(await store.get(c.ledger, c.partnerCode, c.externalOrderId), at).to.deep.equal(model.get(keyOf(c)));
        break;
      case 'list':
        expect((await listAll(store, c.query)).sales, `${at} ${JSON.stringify(c.query)}`).to.deep.equal(expectedListing(model.values(), c.query));
        break;
      case 'pending': {
        const before = T0 + c.beforeHour * HOUR;
        expect(await store.pendingBookedBefore(c.ledger, before, c.limit), at).to.deep.equal(expectedPending(model.values(), c.ledger, before, c.limit));
        break;
      }
    }
  }
  for (const l of LEDGERS) {
    for (const partnerCode of PARTNERS) {
      const everything = { ledger: l, partnerCode };
      expect((await listAll(store, { ...everything, limit: 2 })).sales, `finally ${l} ${partnerCode}`).to.deep.equal(expectedListing(model.values(), everything));
    }
  }
}
