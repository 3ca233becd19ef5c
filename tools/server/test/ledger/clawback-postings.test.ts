import { expect } from 'chai';
import { createParasol, ledgerModule, payoutsModule, type Credentials, type SaleRecord } from '@parasol/core';
import { accountsOf, accountsOfFields, DAY_MS, PayoutEngine, SweepValidations } from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemoryPayoutStore, MemorySaleStore } from '@parasol/adapter-memory';
import { aBook, aFunnelSubscription, NOON } from './funnel-sale-properties.js';

/**
 * A sale cancelled after its commission was paid out is a clawback (docs/money.md, Payouts): its
 * reversal entry posts the commission to `owed_back` (what was paid stays paid),
 * and its settlement fields say the same. Both ways a sale is cancelled are held to it: a
 * partner's postback (the sale transition) and a refund in Parasol's funnel (the funnel booking).
 * The entries' sums and the fields a store sums must agree, or a statement and a payout run
 * would read two different ledgers.
 */
describe('A clawback: a sale cancelled after it was paid out', () => {
  const payoutsOver = (sales: MemorySaleStore, partners: MemoryPartnerStore, clock: ManualClock) =>
    new PayoutEngine(sales, sales, new MemoryPayoutStore(), partners, new SweepValidations(sales, clock), clock);

  const expectClawedBack = (sale: SaleRecord, commissionMinor: number) => {
    expect(sale.status).to.equal('cancelled');
    const reversal = sale.entries.at(-1)!;
    expect(reversal).to.deep.include({ kind: 'reversal', deltaMinor: -commissionMinor });
    // Paid stays what was paid; what comes back is owed by the partner, netted from its next payout.
    expect(reversal.postings).to.deep.equal([{ account: 'owed_back', deltaMinor: -commissionMinor }]);
    expect(accountsOf(sale)).to.deep.equal(accountsOfFields(sale));
    expect(accountsOfFields(sale)).to.deep.include({ pending: 0, validated: 0, payable: 0, in_payout: 0, paid: commissionMinor, owed_back: -commissionMinor });
  };

  it('by a postback: the reversal posts the paid commission to owed_back, entries and fields agree', async () => {
    const clock = new ManualClock(NOON);
    const random = new CryptoRandom();
    const sales = new MemorySaleStore();
    const partners = new MemoryPartnerStore();
    const parasol = createParasol({
      stores: { keys: new MemoryKeyStore(), partners, counters: new MemoryCounterStore(), sales, settlements: sales, payouts: new MemoryPayoutStore() },
      clock,
      random,
      masterKey: random.bytes(32),
      modules: [ledgerModule(), payoutsModule()],
    });
    await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, commissionBps: 1000, links: [{ code: 'main', archived: false, default: true }] });
    const key = await parasol.admin.keys.create({ mode: 'live', scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 1_000_000 });
    if (!key.ok) throw new Error('set-up: key');
    const client = parasol.client(key.value as Credentials);
    await client.conversion({ ref: 'acme-main', externalOrderId: 'A-1', amount: 900, status: 'validated', contractVersion: '3.1' });

    const engine = payoutsOver(sales, partners, clock);
    const [run] = await engine.run({ ledger: 'live', runKey: '2026-03-10' });
    await engine.markPaid('live', run!.payoutId, 'BANK-REF-1', 'ops');
    await client.conversion({ ref: 'acme-main', externalOrderId: 'A-1', amount: 900, status: 'cancelled', contractVersion: '3.1' });

    const sale = (await sales.list({ ledger: 'live', partnerCode: 'acme', limit: 10 })).sales[0]!;
    expectClawedBack(sale, 9_000);
  });

  it('by a refund in the funnel: the same postings and the same fields', async () => {
    const sales = new MemorySaleStore();
    const partners = new MemoryPartnerStore();
    const { book, clock } = await aBook(sales, partners);
    const subscription = aFunnelSubscription();
    await book.book(subscription, { amountMinor: 500_000, currency: 'EUR' }, 'req_1');
    const commissionMinor = (await sales.get('live', 'acme', subscription.subscriptionId))!.commissionMinor;
    expect(commissionMinor).to.be.above(5_000); // above the 50.00 payout minimum

    clock.advance(15 * DAY_MS); // validated by the sweep the run starts with
    const engine = payoutsOver(sales, partners, clock);
    const [run] = await engine.run({ ledger: 'live', runKey: '2026-03-25' });
    expect(run).to.deep.include({ outcome: 'created', amountMinor: commissionMinor });
    await engine.markPaid('live', run!.payoutId, 'BANK-REF-2', 'ops');
    clock.advance(DAY_MS);
    await book.reverse(subscription, 'req_2');

    expectClawedBack((await sales.get('live', 'acme', subscription.subscriptionId))!, commissionMinor);
  });
});
