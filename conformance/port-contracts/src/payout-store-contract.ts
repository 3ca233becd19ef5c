import { expect } from 'chai';
import type { PayoutRecord, PayoutStore, SaleRecord, SaleStore, SettlementQueue } from '@parasol/core';
import { aSaleRecord } from './record-factories.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

/** A payout as a run creates it (assembling), with overrides. */
export const aPayoutRecord = (overrides: Partial<PayoutRecord> = {}): PayoutRecord => ({
  ledger: 'live',
  payoutId: 'po_contract000000000000001',
  runKey: 'run-2026-03-10',
  partnerCode: 'acme',
  currency: 'EUR',
  status: 'assembling',
  planned: { lines: [{ saleId: 'sale_1', externalOrderId: 'order-1', commissionMinor: 6000 }], clawbacks: [{ saleId: 'sale_0', externalOrderId: 'order-0', amountMinor: -1000 }] },
  lines: [],
  clawbacks: [],
  amountMinor: 0,
  minimumMinor: 5000,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  history: [{ seq: 0, status: 'assembling', at: 1_700_000_000_000, cause: 'payout-run:run-2026-03-10' }],
  version: 1,
  ...overrides,
});

/** The same payout decided: pending with its lines, its step recorded with its event. */
const decided = (p: PayoutRecord): PayoutRecord => ({
  ...p,
  status: 'pending',
  lines: p.planned.lines,
  clawbacks: p.planned.clawbacks,
  amountMinor: 5000,
  history: [...p.history, { seq: p.history.length, status: 'pending', at: p.createdAt + 1, cause: 'run', event: 'payout.created' }],
  version: p.version + 1,
});

/**
 * What every PayoutStore adapter must do (core/src/ports/payout-store.ts). `make` returns an
 * empty store each time.
 */
export const payoutStoreCases: readonly ContractCase<PayoutStore>[] = [
  {
    title: 'creates an absent payout and returns it whole; knows nothing of another id or ledger',
    run: async (store) => {
      const payout = aPayoutRecord();
      expect(await store.create(payout)).to.equal(true);
      expect(await store.get('live', payout.payoutId)).to.deep.equal(payout);
      expect(await store.get('sandbox', payout.payoutId)).to.equal(undefined);
      expect(await store.get('live', 'po_other')).to.equal(undefined);
    },
  },
  {
    title: 'admits exactly one of many concurrent creates of one payout id (one run key, one payout)',
    run: async (store) => {
      const attempts = Array.from({ length: 12 }, (_, i) => aPayoutRecord({ createdAt: 1_700_000_000_000 + i }));
      const results = await Promise.all(attempts.map((r) => store.create(r)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get('live', attempts[0]!.payoutId)).to.deep.equal(attempts[results.indexOf(true)]);
    },
  },
  {
    title: 'replaces by compare-and-set on version: one of two concurrent decisions wins, a stale or skipping version is refused',
    run: async (store) => {
      const payout = aPayoutRecord();
      await store.create(payout);
      const pending = decided(payout);
      const abandoned = { ...payout, status: 'abandoned' as const, version: 2 };
      const results = await Promise.all([store.replace(pending, 1), store.replace(abandoned, 1)]);
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get('live', payout.payoutId)).to.deep.equal(results[0] ? pending : abandoned);
      expect(await store.replace({ ...pending, version: 4 }, 2)).to.equal(false);
      expect(await store.replace({ ...pending, version: 2 }, 1)).to.equal(false);
    },
  },
  {
    title: 'never replaces what a payout is for (partner, currency, run key, creation), nor creates by replacing',
    run: async (store) => {
      const payout = aPayoutRecord();
      await store.create(payout);
      expect(await store.replace({ ...decided(payout), partnerCode: 'bolt' }, 1)).to.equal(false);
      expect(await store.replace({ ...decided(payout), currency: 'USD' }, 1)).to.equal(false);
      expect(await store.replace({ ...decided(payout), runKey: 'other' }, 1)).to.equal(false);
      expect(await store.replace(decided(aPayoutRecord({ payoutId: 'po_absent' })), 1)).to.equal(false);
      expect(await store.get('live', 'po_absent')).to.equal(undefined);
      expect(await store.get('live', payout.payoutId)).to.deep.equal(payout);
    },
  },
  {
    title: 'lists by keyset (createdAt, then payoutId): partners see pending, paid and failed only, each once across pages',
    run: async (store) => {
      const at = 1_700_000_000_000;
      const made = [
        decided(aPayoutRecord({ payoutId: 'po_b', createdAt: at })),
        decided(aPayoutRecord({ payoutId: 'po_a', createdAt: at })),
        { ...decided(aPayoutRecord({ payoutId: 'po_c', createdAt: at + 5 })), status: 'paid' as const },
        aPayoutRecord({ payoutId: 'po_d', createdAt: at + 1 }),
        { ...aPayoutRecord({ payoutId: 'po_e', createdAt: at + 2 }), status: 'abandoned' as const },
        decided(aPayoutRecord({ payoutId: 'po_f', createdAt: at + 3, partnerCode: 'bolt' })),
        decided(aPayoutRecord({ payoutId: 'po_g', createdAt: at + 4, ledger: 'sandbox' })),
      ];
      for (const p of made) await store.create(p);
      const ids: string[] = [];
      let after: string | undefined;
      do {
        const page = await store.list({ ledger: 'live', partnerCode: 'acme', limit: 2, ...(after === undefined ? {} : { after }) });
        expect(page.payouts.length).to.be.within(1, 2);
        ids.push(...page.payouts.map((p) => p.payoutId));
        after = page.next;
      } while (after !== undefined);
      expect(ids).to.deep.equal(['po_a', 'po_b', 'po_c']);
      expect((await store.list({ ledger: 'live', limit: 10 })).payouts.map((p) => p.payoutId)).to.deep.equal(['po_a', 'po_b', 'po_f', 'po_c']);
      expect((await store.list({ ledger: 'live', statuses: ['assembling', 'abandoned'], limit: 10 })).payouts.map((p) => p.payoutId)).to.deep.equal(['po_d', 'po_e']);
      expect((await store.list({ ledger: 'live', partnerCode: 'acme', limit: 3 })).next).to.equal(undefined);
    },
  },
  {
    title: 'finds the payouts still assembling of one partner and currency (what a crashed run left)',
    run: async (store) => {
      await store.create(aPayoutRecord({ payoutId: 'po_1' }));
      await store.create(decided(aPayoutRecord({ payoutId: 'po_2' })));
      await store.create(aPayoutRecord({ payoutId: 'po_3', currency: 'JPY' }));
      await store.create(aPayoutRecord({ payoutId: 'po_4', partnerCode: 'bolt' }));
      await store.create(aPayoutRecord({ payoutId: 'po_5', ledger: 'sandbox' }));
      expect((await store.assembling('live', 'acme', 'EUR')).map((p) => p.payoutId)).to.deep.equal(['po_1']);
    },
  },
];

export function payoutStoreContract(name: string, make: StoreFactory<PayoutStore>): void {
  runContract(`PayoutStore contract: ${name}`, payoutStoreCases, make);
}

type Queue = SaleStore & SettlementQueue;

const settled = (sale: SaleRecord, settlement: SaleRecord['settlement']): SaleRecord => ({ ...sale, status: 'validated', validatedAt: sale.bookedAt + 10, ...(settlement === undefined ? {} : { settlement }) });
const amounts = { payableMinor: 0, inPayoutMinor: 0, paidMinor: 0, owedBackMinor: 0 };

/**
 * What a sale store that keeps the payout queue (core/src/ports/settlement-queue.ts) must do, on
 * the same documents as its SaleStore side.
 */
export const settlementQueueCases: readonly ContractCase<Queue>[] = [
  {
    title: 'queues each sale by stage, one partner and currency, ordered by saleId, keyset on the last saleId',
    run: async (store) => {
      const base = (n: number, overrides: Partial<SaleRecord> = {}) => aSaleRecord({ externalOrderId: `order-${n}`, saleId: `sale_${String(n).padStart(3, '0')}`, ...overrides });
      await store.create(settled(base(3), undefined));
      await store.create(settled(base(1), undefined));
      await store.create(base(2)); // pending: in no queue
      await store.create(settled(base(4), { stage: 'payable', ...amounts, payableMinor: 4200 }));
      await store.create(settled(base(5), { stage: 'claimed', payoutId: 'po_x', ...amounts, inPayoutMinor: 4200 }));
      await store.create(settled(base(6), { stage: 'claimed', payoutId: 'po_y', ...amounts, inPayoutMinor: 4200 }));
      await store.create({ ...settled(base(7), { stage: 'owed_back', paidBy: 'po_z', ...amounts, paidMinor: 4200, owedBackMinor: -4200 }), status: 'cancelled', commissionMinor: 0 });
      await store.create(settled(base(8, { currency: 'JPY' }), undefined));
      await store.create(settled(base(9, { partnerCode: 'bolt' }), undefined));
      // Paid in full: no work for a run, so no group of its own.
      await store.create(settled(base(10, { partnerCode: 'dana' }), { stage: 'paid', paidBy: 'po_z', ...amounts, paidMinor: 4200 }));
      const ids = async (query: Partial<Parameters<Queue['queue']>[0]>) =>
        (await store.queue({ ledger: 'live', partnerCode: 'acme', currency: 'EUR', stage: 'unreleased', limit: 10, ...query })).map((s) => s.saleId);
      expect(await ids({})).to.deep.equal(['sale_001', 'sale_003']);
      expect(await ids({ limit: 1 })).to.deep.equal(['sale_001']);
      expect(await ids({ afterSaleId: 'sale_001' })).to.deep.equal(['sale_003']);
      expect(await ids({ validatedBefore: aSaleRecord().bookedAt + 10 })).to.deep.equal([]);
      expect(await ids({ validatedBefore: aSaleRecord().bookedAt + 11 })).to.deep.equal(['sale_001', 'sale_003']);
      expect(await ids({ stage: 'payable' })).to.deep.equal(['sale_004']);
      expect(await ids({ stage: 'claimed' })).to.deep.equal(['sale_005', 'sale_006']);
      expect(await ids({ stage: 'claimed', payoutId: 'po_y' })).to.deep.equal(['sale_006']);
      expect(await ids({ stage: 'owed_back' })).to.deep.equal(['sale_007']);
      expect(await ids({ currency: 'JPY' })).to.deep.equal(['sale_008']);
      expect(await store.groups('live')).to.deep.equal([
        { partnerCode: 'acme', currency: 'EUR' },
        { partnerCode: 'acme', currency: 'JPY' },
        { partnerCode: 'bolt', currency: 'EUR' },
      ]);
      expect(await store.groups('live', 'bolt')).to.deep.equal([{ partnerCode: 'bolt', currency: 'EUR' }]);
      expect(await store.groups('sandbox')).to.deep.equal([]);
    },
  },
  {
    title: 'moves a sale between queues and balances when it is replaced, and sums the accounts per currency',
    run: async (store) => {
      const sale = settled(aSaleRecord({ commissionMinor: 4200 }), undefined);
      await store.create(sale);
      await store.create(aSaleRecord({ externalOrderId: 'order-p', saleId: 'sale_p', commissionMinor: 100 }));
      expect(await store.settlementBalances('live', 'acme')).to.deep.equal([{ currency: 'EUR', pendingMinor: 100, validatedMinor: 4200, payableMinor: 0, inPayoutMinor: 0, paidMinor: 0, owedBackMinor: 0 }]);
      const payable = { ...sale, settlement: { stage: 'payable' as const, ...amounts, payableMinor: 4200 }, version: 2 };
      expect(await store.replace(payable, 1)).to.equal(true);
      expect((await store.queue({ ledger: 'live', partnerCode: 'acme', currency: 'EUR', stage: 'unreleased', limit: 10 })).length).to.equal(0);
      expect((await store.queue({ ledger: 'live', partnerCode: 'acme', currency: 'EUR', stage: 'payable', limit: 10 })).map((s) => s.saleId)).to.deep.equal([sale.saleId]);
      const owed = { ...payable, status: 'cancelled' as const, commissionMinor: 0, settlement: { stage: 'owed_back' as const, ...amounts, paidMinor: 4200, owedBackMinor: -4200 }, version: 3 };
      expect(await store.replace(owed, 2)).to.equal(true);
      expect(await store.settlementBalances('live', 'acme')).to.deep.equal([{ currency: 'EUR', pendingMinor: 100, validatedMinor: 0, payableMinor: 0, inPayoutMinor: 0, paidMinor: 4200, owedBackMinor: -4200 }]);
      expect(await store.settlementBalances('live', 'bolt')).to.deep.equal([]);
    },
  },
];

export function settlementQueueContract(name: string, make: StoreFactory<Queue>): void {
  runContract(`SettlementQueue contract: ${name}`, settlementQueueCases, make);
}
