import { expect } from 'chai';
import type { MongoClient } from 'mongodb';
import type { PayoutRecord } from '@parasol/core';
import { MongoPartnerStore, MongoPayoutStore, MongoSaleStore, ensureIndexes } from '@parasol/adapter-mongo';
import { ManualClock } from '@parasol/adapter-memory';
import { aPartnerRecord } from '@parasol/port-contracts';
import { PayoutEngine, SweepValidations, accountsOf, applyReport } from '@parasol/core/internal';
import { freshDatabaseName, testClient } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { payoutModel } from '../ledger/payout-model.js';

const NOON = Date.UTC(2026, 2, 10, 12);
const PARTNERS = ['acme', 'bolt', 'cora'];
const SALES_PER_PARTNER = 30;

class Crash extends Error {}

/**
 * Two instances of Parasol on one MongoDB database (two clients, each with its own stores and
 * payout engine, as two processes behind a load balancer or two operators' CLIs), running payout
 * runs at once: the run's single-document compare-and-sets decide every race.
 */
describe('MongoDB: payout runs on two instances at once', function () {
  this.timeout(120_000);
  const mongo = useMongoHarness();
  let second: MongoClient;
  before(async () => {
    second = await testClient(mongo.database);
  });
  after(async () => second?.close());

  async function twoInstances() {
    const name = freshDatabaseName();
    await ensureIndexes(mongo.client.db(name), ['sales', 'payouts', 'partners']);
    const clock = new ManualClock(NOON);
    const instance = (client: MongoClient, probe?: (what: string) => void) => {
      const db = client.db(name);
      const sales = new MongoSaleStore(db.collection('sales'));
      const payouts = new MongoPayoutStore(db.collection('payouts'));
      const partners = new MongoPartnerStore(db.collection('partners'));
      return { sales, payouts, partners, engine: new PayoutEngine(sales, sales, payouts, partners, new SweepValidations(sales, clock), clock, probe) };
    };
    const a = instance(mongo.client);
    const b = instance(second);
    for (const code of PARTNERS) await a.partners.create(aPartnerRecord({ code, links: [{ code: 'main', archived: false, default: true }], payoutTerms: { minimum: 10 } }));
    // 30 validated sales a partner, 100.00 to 129.00 EUR at 1000 bp: 10.00 to 12.90 commission each.
    for (const partnerCode of PARTNERS) {
      for (let i = 0; i < SALES_PER_PARTNER; i++) {
        const change = applyReport(
          undefined,
          { ref: `${partnerCode}-main`, partnerCode, linkCode: 'main', externalOrderId: `o-${i}`, amountMinor: 10_000 + i * 100, currency: 'EUR', status: 'validated', contractVersion: '3.1' },
          { ledger: 'live', now: NOON, cause: 'req', saleId: `sale_${partnerCode}_${String(i).padStart(3, '0')}`, rates: { commissionBps: 1000, upliftBps: 0 } },
        );
        if (!change.ok) throw new Error('set-up');
        await a.sales.create(change.value.sale);
      }
    }
    const owed = SALES_PER_PARTNER * 1000 + (100 * (SALES_PER_PARTNER - 1) * SALES_PER_PARTNER) / 2 / 10;
    return { a, b, clock, instance: (probe?: (what: string) => void) => instance(second, probe), owedPerPartner: owed };
  }

  const everyPayout = async (store: MongoPayoutStore): Promise<PayoutRecord[]> => (await store.list({ ledger: 'live', statuses: ['assembling', 'pending', 'paid', 'failed', 'abandoned'], limit: 100 })).payouts as PayoutRecord[];

  /** Each sale a line of at most one live payout, each payout's lines its partner's, claims and payouts agreeing. */
  async function checkExact(w: Awaited<ReturnType<typeof twoInstances>>) {
    const payouts = await everyPayout(w.a.payouts);
    const held = new Map<string, string>();
    for (const p of payouts.filter((x) => x.status === 'pending' || x.status === 'paid')) {
      expect(p.amountMinor).to.be.at.least(p.minimumMinor);
      for (const line of p.lines) {
        expect(held.has(line.saleId), `${line.saleId} in ${held.get(line.saleId)} and ${p.payoutId}`).to.equal(false);
        held.set(line.saleId, p.payoutId);
        expect(line.saleId.startsWith(`sale_${p.partnerCode}_`)).to.equal(true);
      }
    }
    for (const partnerCode of PARTNERS) {
      for (let i = 0; i < SALES_PER_PARTNER; i++) {
        const sale = (await w.a.sales.get('live', partnerCode, `o-${i}`))!;
        const accounts = accountsOf(sale);
        expect(accounts.in_payout + accounts.payable + accounts.paid).to.equal(sale.commissionMinor);
        // A claim is a line of the pending payout holding it, or of a payout a crash left assembling (planned).
        const assembling = payouts.find((p) => p.status === 'assembling' && p.payoutId === sale.settlement?.payoutId);
        if (sale.settlement?.stage === 'claimed' && assembling !== undefined) expect(assembling.planned.lines.map((l) => l.saleId)).to.include(sale.saleId);
        else if (sale.settlement?.stage === 'claimed') expect(held.get(sale.saleId)).to.equal(sale.settlement.payoutId);
        else expect(held.has(sale.saleId), `${sale.saleId} is listed but ${sale.settlement?.stage}`).to.equal(false);
      }
    }
    return { payouts, held };
  }

  it('the same run on both at once makes one payout per partner, holding every sale once', async () => {
    const w = await twoInstances();
    const [fromA, fromB] = await Promise.all([w.a.engine.run({ ledger: 'live', runKey: 'run-2026-03-10' }), w.b.engine.run({ ledger: 'live', runKey: 'run-2026-03-10' })]);
    const { payouts, held } = await checkExact(w);
    expect(payouts.map((p) => [p.partnerCode, p.status, p.amountMinor]).sort()).to.deep.equal(PARTNERS.map((c) => [c, 'pending', w.owedPerPartner]));
    expect(held.size).to.equal(PARTNERS.length * SALES_PER_PARTNER);
    // Both instances name the same payouts.
    expect(fromA.map((g) => g.payoutId)).to.deep.equal(fromB.map((g) => g.payoutId));
  });

  it('two runs with different keys at once share the sales: none in two payouts, none lost, none below the minimum', async () => {
    const w = await twoInstances();
    await Promise.all([w.a.engine.run({ ledger: 'live', runKey: 'ops-1' }), w.b.engine.run({ ledger: 'live', runKey: 'ops-2' })]);
    const { payouts, held } = await checkExact(w);
    // Whatever split the race made, every sale is held by exactly one pending payout or payable for the next run.
    const payable = (await Promise.all(PARTNERS.map((p) => w.a.sales.queue({ ledger: 'live', partnerCode: p, currency: 'EUR', stage: 'payable', limit: 1000 })))).flat();
    expect(held.size + payable.length).to.equal(PARTNERS.length * SALES_PER_PARTNER);
    expect(payouts.filter((p) => p.status === 'assembling')).to.deep.equal([]);
    // A third run leaves nothing behind.
    await w.a.engine.run({ ledger: 'live', runKey: 'ops-3' });
    const after = await checkExact(w);
    expect(after.held.size).to.equal(PARTNERS.length * SALES_PER_PARTNER);
  });

  for (const crashAfter of [0, 3, 31, 40, 62]) {
    it(`a run dying after ${crashAfter} writes on one instance while the other runs: the next run resumes or rolls it back, nothing paid twice or lost`, async () => {
      const w = await twoInstances();
      let writes = 0;
      const dying = w.instance(() => {
        if (writes++ === crashAfter) throw new Crash('instance died');
      });
      await Promise.all([
        dying.engine.run({ ledger: 'live', runKey: 'run-A' }).catch((e: unknown) => {
          if (!(e instanceof Crash)) throw e;
        }),
        w.a.engine.run({ ledger: 'live', runKey: 'run-B' }),
      ]);
      await checkExact(w);
      await w.b.engine.run({ ledger: 'live', runKey: 'run-C' });
      const { payouts, held } = await checkExact(w);
      expect(payouts.filter((p) => p.status === 'assembling')).to.deep.equal([]);
      expect(held.size).to.equal(PARTNERS.length * SALES_PER_PARTNER);
      const paid = payouts.filter((p) => p.status === 'pending').reduce((t, p) => t + p.amountMinor, 0);
      expect(paid).to.equal(PARTNERS.length * w.owedPerPartner);
    });
  }

  it('marks from both instances at once: the same reference twice is one payment; another reference is refused', async () => {
    const w = await twoInstances();
    const [group] = await w.a.engine.run({ ledger: 'live', runKey: 'k', partnerCode: 'acme' });
    const payoutId = group!.payoutId;
    const same = await Promise.all([w.a.engine.markPaid('live', payoutId, 'BANK-1', 'ops'), w.b.engine.markPaid('live', payoutId, 'BANK-1', 'ops')]);
    expect(same.map((r) => (typeof r === 'string' ? r : r.status))).to.deep.equal(['paid', 'paid']);
    expect(await w.b.engine.markPaid('live', payoutId, 'BANK-2', 'ops')).to.equal('conflict');
    const [other] = await w.a.engine.run({ ledger: 'live', runKey: 'k', partnerCode: 'bolt' });
    const racing = await Promise.all([w.a.engine.markPaid('live', other!.payoutId, 'BANK-3', 'ops'), w.b.engine.markFailed('live', other!.payoutId, 'refused', 'ops')]);
    expect(racing.filter((r) => r === 'conflict')).to.have.length(1);
    const paidSales = await w.a.sales.queue({ ledger: 'live', partnerCode: 'acme', currency: 'EUR', stage: 'paid', limit: 1000 });
    expect(paidSales).to.have.length(SALES_PER_PARTNER);
    expect((await w.a.sales.settlementBalances('live', 'acme'))[0]).to.deep.include({ paidMinor: w.owedPerPartner, inPayoutMinor: 0, payableMinor: 0 });
  });
});

describe('MongoDB: the payout model', function () {
  this.timeout(300_000);
  const mongo = useMongoHarness();
  payoutModel(
    'MongoDB stores',
    async () => {
      const db = await mongo.freshDb(['sales', 'payouts']);
      return { sales: new MongoSaleStore(db.collection('sales')), payouts: new MongoPayoutStore(db.collection('payouts')) };
    },
    12,
  );
});
