import { expect } from 'chai';
import fc from 'fast-check';
import type { PartnerStore, PayoutRecord, PayoutStore, SaleRecord, SaleStore, SettlementQueue } from '@parasol/core';
import {
  ACCOUNTS,
  BookFunnelSale,
  DAY_MS,
  PayoutEngine,
  SweepValidations,
  accountsOf,
  accountsOfFields,
  applyReport,
  noAccounts,
  settledAt,
  type Accounts,
} from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryPartnerStore } from '@parasol/adapter-memory';
import { aPartnerRecord } from '@parasol/port-contracts';
import { aFunnelSubscription, NOON } from './funnel-sale-properties.js';

/**
 * The payout model (issue 28's "done when"): random sequences of sales booked by postback and by
 * the funnel, validations, cancellations before and after payout, holding periods and minimums,
 * payout runs (two at once, and runs crashing at any write), marks paid and failed; after each
 * step the ledger's invariants hold, and at the end a clean run leaves every validated commission
 * payable or paid out. Run on the memory stores here and on MongoDB (adapters/mongo/test).
 */
export interface PayoutStores {
  readonly sales: SaleStore & SettlementQueue;
  readonly payouts: PayoutStore;
}

const PARTNERS = ['acme', 'bolt'] as const;
const CURRENCIES = ['EUR', 'JPY'] as const;
const AUTO_DAYS = 14;

export type Op =
  | { kind: 'postback'; partner: number; currency: number; amount: number; validated: boolean }
  | { kind: 'funnel'; partner: number; currency: number; amount: number }
  | { kind: 'validate'; sale: number }
  | { kind: 'cancel'; sale: number; afterPayout: boolean }
  | { kind: 'advance'; days: number }
  | { kind: 'terms'; partner: number; holdingDays: number; minimum: number }
  | { kind: 'run'; key: number; partner: number | null; currency: number | null }
  | { kind: 'race'; keyA: number; keyB: number }
  | { kind: 'crash'; key: number; afterWrites: number }
  | { kind: 'paid'; payout: number }
  | { kind: 'failed'; payout: number };

export const anOp: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('postback' as const), partner: fc.nat(1), currency: fc.nat(1), amount: fc.integer({ min: 1, max: 1_000_000 }), validated: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('funnel' as const), partner: fc.nat(1), currency: fc.nat(1), amount: fc.integer({ min: 1, max: 200_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('validate' as const), sale: fc.nat(40) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), sale: fc.nat(40), afterPayout: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 0, max: 16 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('terms' as const), partner: fc.nat(1), holdingDays: fc.integer({ min: 0, max: 5 }), minimum: fc.constantFrom(0, 1, 10, 50, 200) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('run' as const), key: fc.nat(5), partner: fc.option(fc.nat(1)), currency: fc.option(fc.nat(1)) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('race' as const), keyA: fc.nat(5), keyB: fc.nat(5) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('crash' as const), key: fc.nat(5), afterWrites: fc.nat(8) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('paid' as const), payout: fc.nat(10) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('failed' as const), payout: fc.nat(10) }) },
);

/**
 * Sequences (found by search, then shrunk) that reach what the coverage check below asks of the
 * sequences: a paid payout, a failed one, an abandoned one, a resumed one (a run crashed after its
 * first write, then two runs racing, one of which takes the crashed payout up). They run first, as
 * fast-check examples, so that check holds on every seed: random sequences alone missed a failed
 * or a resumed payout in a few seeds in a hundred over 200 runs.
 */
const COVERAGE_EXAMPLES: Op[][] = [
  [{ kind: 'postback', partner: 1, currency: 0, amount: 582_492, validated: true }, { kind: 'crash', key: 5, afterWrites: 7 }, { kind: 'paid', payout: 4 }],
  [{ kind: 'postback', partner: 1, currency: 0, amount: 95_730, validated: true }, { kind: 'race', keyA: 2, keyB: 1 }, { kind: 'failed', payout: 5 }],
  [{ kind: 'postback', partner: 1, currency: 0, amount: 219_585, validated: true }, { kind: 'race', keyA: 5, keyB: 2 }],
  [{ kind: 'postback', partner: 1, currency: 0, amount: 95_730, validated: true }, { kind: 'crash', key: 0, afterWrites: 1 }, { kind: 'race', keyA: 2, keyB: 1 }],
];

/**
 * Sequences that once broke an invariant, shrunk: each runs first, on every seed.
 * - A sale planned twice (one payout paid its commission twice): run key_4's second run, whose
 *   payout exists, writes the payable entry of sale_000001 (validated by the sweep) while run
 *   key_5 reads the queue between its read of the due sales and its read of the payable ones.
 */
const FOUND_EXAMPLES: Op[][] = [
  [
    { kind: 'postback', partner: 0, currency: 0, amount: 583_751, validated: false },
    { kind: 'advance', days: 10 },
    { kind: 'postback', partner: 0, currency: 0, amount: 960_374, validated: true },
    { kind: 'race', keyA: 4, keyB: 0 },
    { kind: 'advance', days: 10 },
    { kind: 'race', keyA: 4, keyB: 5 },
  ],
];

class Crash extends Error {}

/** One world: stores, clock, the engine (and crashing engines), the sales booked so far. */
export class World {
  readonly clock = new ManualClock(NOON);
  readonly partners: PartnerStore = new MemoryPartnerStore();
  readonly sweep: SweepValidations;
  readonly engine: PayoutEngine;
  readonly booked: { partnerCode: string; externalOrderId: string; origin: 'postback' | 'funnel'; subscription?: ReturnType<typeof aFunnelSubscription> }[] = [];
  /** Every payout that failed, with the lines it held: they must be payable again (or cancelled). */
  readonly failed = new Set<string>();
  private serial = 0;
  private runSerial = 0;

  constructor(readonly stores: PayoutStores) {
    const settings = { autoValidationDays: AUTO_DAYS, maxPageSize: 100 };
    this.sweep = new SweepValidations(stores.sales, this.clock, settings);
    this.engine = this.engineWith();
  }

  engineWith(probe?: (what: string) => void): PayoutEngine {
    return new PayoutEngine(this.stores.sales, this.stores.sales, this.stores.payouts, this.partners, this.sweep, this.clock, probe);
  }

  async setUp(): Promise<void> {
    for (const code of PARTNERS) await this.partners.create(aPartnerRecord({ code, baseRateBps: 1000, commissionBps: 1000, links: [{ code: 'main', archived: false, default: true }] }));
  }

  async apply(op: Op): Promise<void> {
    const sales = this.stores.sales;
    switch (op.kind) {
      case 'postback': {
        const partnerCode = PARTNERS[op.partner]!;
        const externalOrderId = `ord_${++this.serial}`;
        const change = applyReport(
          undefined,
          { ref: `${partnerCode}-main`, partnerCode, linkCode: 'main', externalOrderId, amountMinor: op.amount, currency: CURRENCIES[op.currency]!, status: op.validated ? 'validated' : 'pending', contractVersion: '3.1' },
          { ledger: 'live', now: this.clock.now(), cause: 'req', saleId: `sale_${String(this.serial).padStart(6, '0')}`, rates: { commissionBps: 1000, upliftBps: 0 } },
        );
        if (!change.ok) throw new Error('set-up: a first booking is never refused');
        await sales.create(change.value.sale);
        this.booked.push({ partnerCode, externalOrderId, origin: 'postback' });
        return;
      }
      case 'funnel': {
        const partnerCode = PARTNERS[op.partner]!;
        const subscription = aFunnelSubscription({ partnerCode, mode: 'live' });
        const book = new BookFunnelSale(sales, this.partners, this.clock, new CryptoRandom(), { autoValidationDays: AUTO_DAYS, maxPageSize: 100 });
        await book.book(subscription, { amountMinor: op.amount, currency: CURRENCIES[op.currency]! }, 'req');
        this.booked.push({ partnerCode, externalOrderId: subscription.subscriptionId, origin: 'funnel', subscription });
        return;
      }
      case 'validate':
      case 'cancel': {
        // A cancellation after payout picks among the sales a payout holds or paid (a clawback).
        const candidates =
          op.kind === 'cancel' && op.afterPayout
            ? (await this.allSales()).filter((s) => s.settlement?.stage === 'paid' || s.settlement?.stage === 'claimed').map((s) => this.booked.find((b) => b.externalOrderId === s.externalOrderId)!)
            : this.booked;
        const target = candidates[op.sale % Math.max(1, candidates.length)];
        if (target === undefined) return;
        if (target.origin === 'funnel') {
          // The funnel's sales validate with time; the traveller's cancellation reverses them.
          if (op.kind === 'cancel') await new BookFunnelSale(sales, this.partners, this.clock, new CryptoRandom(), { autoValidationDays: AUTO_DAYS, maxPageSize: 100 }).reverse(target.subscription!, 'req');
          return;
        }
        const stored = await sales.get('live', target.partnerCode, target.externalOrderId);
        if (stored === undefined) return;
        const settled = settledAt(stored, this.clock.now(), AUTO_DAYS);
        const change = applyReport(
          settled,
          { ref: `${target.partnerCode}-main`, partnerCode: target.partnerCode, linkCode: 'main', externalOrderId: target.externalOrderId, amountMinor: stored.amountMinor, currency: stored.currency, status: op.kind === 'cancel' ? 'cancelled' : 'validated', contractVersion: '3.1' },
          { ledger: 'live', now: this.clock.now(), cause: 'req', saleId: stored.saleId, rates: { commissionBps: 1000, upliftBps: 0 } },
        );
        if (change.ok && change.value.outcome === 'updated') await sales.replace(change.value.sale, stored.version);
        return;
      }
      case 'advance':
        this.clock.advance(op.days * DAY_MS);
        return;
      case 'terms': {
        const partner = (await this.partners.get(PARTNERS[op.partner]!))!;
        await this.partners.replace({ ...partner, payoutTerms: { holdingDays: op.holdingDays, minimum: op.minimum }, version: partner.version + 1 }, partner.version);
        return;
      }
      case 'run':
        await this.engine.run({
          ledger: 'live',
          runKey: `key_${op.key}`,
          ...(op.partner === null ? {} : { partnerCode: PARTNERS[op.partner]! }),
          ...(op.currency === null ? {} : { currency: CURRENCIES[op.currency]! }),
        });
        return;
      case 'race':
        // Two operators (or instances) at once: with one key they meet on one payout; with two they share the sales.
        await Promise.all([this.engine.run({ ledger: 'live', runKey: `key_${op.keyA}` }), this.engineWith().run({ ledger: 'live', runKey: `key_${op.keyB}` })]);
        return;
      case 'crash': {
        let writes = 0;
        const dying = this.engineWith(() => {
          if (writes++ === op.afterWrites) throw new Crash(`run died after ${op.afterWrites} writes`);
        });
        try {
          await dying.run({ ledger: 'live', runKey: `key_${op.key}_${++this.runSerial}` });
        } catch (e) {
          if (!(e instanceof Crash)) throw e;
        }
        return;
      }
      case 'paid':
      case 'failed': {
        const payouts = await this.payoutsOf(['pending', 'paid', 'failed']);
        const payout = payouts[op.payout % Math.max(1, payouts.length)];
        if (payout === undefined) return;
        if (op.kind === 'paid') await this.engine.markPaid('live', payout.payoutId, payout.reference ?? `bank_${payout.payoutId}`, 'ops');
        else if ((await this.engine.markFailed('live', payout.payoutId, 'bank refused', 'ops')) !== 'conflict') this.failed.add(payout.payoutId);
        return;
      }
    }
  }

  async payoutsOf(statuses: PayoutRecord['status'][]): Promise<PayoutRecord[]> {
    const found: PayoutRecord[] = [];
    let after: string | undefined;
    do {
      const page = await this.stores.payouts.list({ ledger: 'live', statuses, limit: 50, ...(after === undefined ? {} : { after }) });
      found.push(...page.payouts);
      after = page.next;
    } while (after !== undefined);
    return found;
  }

  async allSales(): Promise<SaleRecord[]> {
    const found: SaleRecord[] = [];
    for (const partnerCode of PARTNERS) {
      let after: string | undefined;
      do {
        const page = await this.stores.sales.list({ ledger: 'live', partnerCode, limit: 100, ...(after === undefined ? {} : { after }) });
        found.push(...page.sales);
        after = page.next;
      } while (after !== undefined);
    }
    return found;
  }

  /** The invariants that hold after every step, crashes included. */
  async checkAlways(): Promise<void> {
    const sales = await this.allSales();
    const payouts = await this.payoutsOf(['pending', 'paid', 'failed', 'assembling', 'abandoned']);
    const saleById = new Map(sales.map((s) => [s.saleId, s]));
    const totals = new Map<string, Accounts>();
    for (const sale of sales) {
      const accounts = accountsOf(sale);
      // Every balance is a sum of entries, and the stored fields a store sums say the same.
      expect(accountsOfFields(sale), `accounts of ${sale.saleId}`).to.deep.equal(accounts);
      const sum = ACCOUNTS.reduce((t, a) => t + accounts[a], 0);
      expect(sum, `accounts of ${sale.saleId} sum to its entries`).to.equal(sale.entries.reduce((t, e) => t + e.deltaMinor, 0));
      expect(sum).to.equal(sale.commissionMinor);
      // Paid at most once: never more than its commission went out, never below nothing.
      let owed = 0;
      let mostOwed = 0;
      for (const e of sale.entries) mostOwed = Math.max(mostOwed, (owed += e.deltaMinor));
      expect(accounts.paid, `paid on ${sale.saleId}`).to.be.within(0, mostOwed);
      const key = `${sale.partnerCode}/${sale.currency}`;
      const t = totals.get(key) ?? noAccounts();
      for (const a of ACCOUNTS) t[a] += accounts[a];
      totals.set(key, t);
    }
    // The store's balances are the sums of the entries, per currency.
    for (const partnerCode of PARTNERS) {
      for (const b of await this.stores.sales.settlementBalances('live', partnerCode)) {
        const t = totals.get(`${partnerCode}/${b.currency}`) ?? noAccounts();
        expect(b, `${partnerCode} ${b.currency}`).to.deep.equal({
          currency: b.currency,
          pendingMinor: t.pending,
          validatedMinor: t.validated,
          payableMinor: t.payable,
          inPayoutMinor: t.in_payout,
          paidMinor: t.paid,
          owedBackMinor: t.owed_back,
        });
      }
    }
    const holders = new Map<string, string[]>();
    for (const payout of payouts) {
      if (payout.status === 'assembling' || payout.status === 'abandoned') continue;
      // No payout below its minimum, nor of nothing; no payout mixes currencies.
      expect(payout.amountMinor, payout.payoutId).to.be.at.least(payout.minimumMinor).and.above(0);
      expect(payout.amountMinor).to.equal(payout.lines.reduce((t, l) => t + l.commissionMinor, 0) + payout.clawbacks.reduce((t, c) => t + c.amountMinor, 0));
      for (const line of [...payout.lines, ...payout.clawbacks]) {
        const sale = saleById.get(line.saleId)!;
        expect(sale.currency).to.equal(payout.currency);
        expect(sale.partnerCode).to.equal(payout.partnerCode);
      }
      // No commission paid twice: a sale is a line of at most one payout that is not failed.
      if (payout.status !== 'failed') for (const line of payout.lines) holders.set(line.saleId, [...(holders.get(line.saleId) ?? []), payout.payoutId]);
    }
    for (const [saleId, held] of holders) expect(held, `payouts paying ${saleId}`).to.have.length(1);
    // A failed payout's lines are payable again (or were cancelled, or went into a later payout).
    for (const payoutId of this.failed) {
      const payout = payouts.find((p) => p.payoutId === payoutId)!;
      for (const line of payout.lines) expect(saleById.get(line.saleId)!.settlement?.payoutId === payoutId && saleById.get(line.saleId)!.settlement?.stage === 'claimed', `${line.saleId} still held by failed ${payoutId}`).to.equal(false);
    }
  }

  /** After a clean run past every holding period: every validated commission is payable or on its way. */
  async checkEventually(): Promise<void> {
    for (const code of PARTNERS) {
      const partner = (await this.partners.get(code))!;
      // Minimum 0: whatever is payable is paid in this run, so nothing waits on a threshold.
      await this.partners.replace({ ...partner, payoutTerms: { ...partner.payoutTerms, minimum: 0 }, version: partner.version + 1 }, partner.version);
    }
    // New business large enough to cover any clawback: the final run must net every one of them.
    for (let partner = 0; partner < PARTNERS.length; partner++) {
      for (let currency = 0; currency < CURRENCIES.length; currency++) await this.apply({ kind: 'postback', partner, currency, amount: 50_000_000, validated: true });
    }
    // Past every automatic validation and holding period.
    this.clock.advance((AUTO_DAYS + 6) * DAY_MS);
    await this.engine.run({ ledger: 'live', runKey: 'final' });
    await this.checkAlways();
    const payouts = await this.payoutsOf(['pending', 'paid', 'failed', 'assembling', 'abandoned']);
    expect(payouts.filter((p) => p.status === 'assembling')).to.deep.equal([]);
    const pending = new Map(payouts.filter((p) => p.status === 'pending').flatMap((p) => [...p.lines, ...p.clawbacks].map((l) => [l.saleId, p.payoutId] as const)));
    for (const sale of await this.allSales()) {
      if (sale.status === 'validated') {
        expect(sale.settlement, `${sale.saleId} validated ${sale.validatedAt} never payable`).to.not.equal(undefined);
        expect(['payable', 'claimed', 'paid']).to.include(sale.settlement!.stage);
      }
      // Every clawback is netted by now.
      expect(sale.settlement?.stage, `${sale.saleId} still owed back`).to.not.equal('owed_back');
      // Every claim is a line of a pending payout: no stray claim survives a clean run.
      if (sale.settlement?.stage === 'claimed' || sale.settlement?.stage === 'clawback_claimed') expect(pending.get(sale.saleId)).to.equal(sale.settlement.payoutId);
    }
    // Money out equals the paid account: per partner and currency, the paid payouts' amounts.
    const paidOut = new Map<string, number>();
    for (const p of payouts.filter((x) => x.status === 'paid')) paidOut.set(`${p.partnerCode}/${p.currency}`, (paidOut.get(`${p.partnerCode}/${p.currency}`) ?? 0) + p.amountMinor);
    for (const code of PARTNERS) {
      for (const b of await this.stores.sales.settlementBalances('live', code)) expect(b.paidMinor, `${code} ${b.currency} paid`).to.equal(paidOut.get(`${code}/${b.currency}`) ?? 0);
    }
  }
}

/** Registers the model under `describe(name)`; `fresh` gives empty stores per run. */
export function payoutModel(name: string, fresh: () => Promise<PayoutStores>, numRuns: number): void {
  describe(`payout model: ${name}`, () => {
    it('property: over random sequences, nothing is paid twice, balances are sums of entries, no payout is below its minimum or mixes currencies, failed lines come back, and everything validated ends payable', async () => {
      const seen = { paid: 0, failed: 0, clawbacksNetted: 0, abandoned: 0, resumedOrRepaired: 0 };
      await fc.assert(
        // size 'medium': fast-check's default size caps arrays near 10 ops whatever maxLength says;
        // up to 60 ops reach the states short sequences rarely do (runs again after time has passed,
        // several payouts of one partner): a plan naming a sale twice showed in about 1 sequence in
        // 300 at this size, against once in about 100 runs of this file (20,000 sequences) before.
        fc.asyncProperty(fc.array(anOp, { minLength: 1, maxLength: 60, size: 'medium' }), async (ops) => {
          const world = new World(await fresh());
          await world.setUp();
          for (const op of ops) {
            await world.apply(op);
            await world.checkAlways();
          }
          await world.checkEventually();
          const payouts = await world.payoutsOf(['pending', 'paid', 'failed', 'abandoned']);
          seen.paid += payouts.filter((p) => p.status === 'paid').length;
          seen.failed += payouts.filter((p) => p.status === 'failed').length;
          seen.abandoned += payouts.filter((p) => p.status === 'abandoned').length;
          seen.clawbacksNetted += payouts.filter((p) => p.clawbacks.length > 0).length;
          seen.resumedOrRepaired += payouts.filter((p) => p.history.some((h) => h.cause.endsWith('resumed'))).length;
        }),
        { numRuns, examples: [...FOUND_EXAMPLES, ...COVERAGE_EXAMPLES].map((ops) => [ops] as [Op[]]) },
      );
      // The sequences reach what the model claims to check, not only empty runs (a clawback netted,
      // rarer, has its example in payout-reads.test.ts).
      // (Checked on the long runs only: a dozen sequences may well reach none of them.)
      if (numRuns >= 100) for (const [what, count] of Object.entries(seen)) if (what !== 'clawbacksNetted') expect(count, `${what} over ${numRuns} runs`).to.be.above(0);
    });
  });
}
