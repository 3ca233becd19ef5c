import { expect } from 'chai';
import { createParasol, ledgerModule, payoutsModule, type Credentials } from '@parasol/core';
import { signRequest } from '@parasol/core/signature';
import { DAY_MS, PayoutEngine, SweepValidations } from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemoryPayoutStore, MemorySaleStore } from '@parasol/adapter-memory';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { NOON } from './funnel-sale-properties.js';

/**
 * docs/money.md's worked example, sale to payout to clawback, read by the partner in process and
 * over REST (the remittance as CSV).
 */
describe('Payouts: the partner reads them (in process and REST)', () => {
  let rest: RunningServer | undefined;
  after(async () => rest?.close());

  async function aLedger() {
    const clock = new ManualClock(NOON);
    const random = new CryptoRandom();
    const sales = new MemorySaleStore();
    const payouts = new MemoryPayoutStore();
    const partners = new MemoryPartnerStore();
    const parasol = createParasol({
      stores: { keys: new MemoryKeyStore(), partners, counters: new MemoryCounterStore(), sales, settlements: sales, payouts },
      clock,
      random,
      masterKey: random.bytes(32),
      modules: [ledgerModule(), payoutsModule()],
    });
    const registered = await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, commissionBps: 1000, links: [{ code: 'main', archived: false, default: true }] });
    if (!registered.ok) throw new Error('set-up: partner');
    const key = await parasol.admin.keys.create({ mode: 'live', scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 1_000_000 });
    const other = await parasol.admin.partners.register({ code: 'bolt', baseRateBps: 1000, commissionBps: 1000, links: [{ code: 'main', archived: false, default: true }] });
    const boltKey = await parasol.admin.keys.create({ mode: 'live', scopes: ['quotes'], partnerCode: 'bolt', burstPerMinute: 1_000_000 });
    if (!key.ok || !other.ok || !boltKey.ok) throw new Error('set-up: key');
    const engine = new PayoutEngine(sales, sales, payouts, partners, new SweepValidations(sales, clock), clock);
    return { parasol, clock, engine, credentials: key.value as Credentials, client: parasol.client(key.value as Credentials), bolt: parasol.client(boltKey.value as Credentials) };
  }

  it('sale to payout to clawback: the statement\'s balances, the payout list, its lines, the CSV remittance, and another partner\'s 404', async () => {
    const { client, bolt, engine, clock, parasol, credentials } = await aLedger();
    // Three sales of 400.00 EUR at 1000 bp: 40.00 EUR commission each.
    for (const order of ['A-1', 'A-2']) await client.conversion({ ref: 'acme-main', externalOrderId: order, amount: 400, status: 'validated', contractVersion: '3.1' });
    const first = await engine.run({ ledger: 'live', runKey: '2026-03-10' });
    expect(first.map((r) => [r.outcome, r.amountMinor])).to.deep.equal([['created', 8000]]);
    const payoutId = first[0]!.payoutId;
    expect(await engine.markPaid('live', payoutId, 'BANK-REF-1', 'ops')).to.deep.include({ status: 'paid', reference: 'BANK-REF-1' });

    // A-2 is cancelled after it was paid: 40.00 is owed back.
    await client.conversion({ ref: 'acme-main', externalOrderId: 'A-2', amount: 400, status: 'cancelled', contractVersion: '3.1' });
    type Balance = Record<string, number | string>;
    const balances = ((await client.statement()).body as { balances: Balance[] }).balances;
    expect(balances[0]).to.deep.include({ currency: 'EUR', owedMinor: 4000, paidMinor: 8000, owedBackMinor: -4000, payableMinor: 0, inPayoutMinor: 0, notYetPayableMinor: 0, paid: 80, owedBack: -40 });

    // The next run: 20.00 (below the 50.00 minimum once the 40.00 clawback is netted) waits.
    await client.conversion({ ref: 'acme-main', externalOrderId: 'A-3', amount: 600, status: 'validated', contractVersion: '3.1' });
    clock.advance(DAY_MS);
    expect((await engine.run({ ledger: 'live', runKey: '2026-03-11' })).map((r) => [r.outcome, r.amountMinor])).to.deep.equal([['below_minimum', 2000]]);
    await client.conversion({ ref: 'acme-main', externalOrderId: 'A-4', amount: 500, status: 'validated', contractVersion: '3.1' });
    const second = await engine.run({ ledger: 'live', runKey: '2026-03-12' });
    expect(second.map((r) => [r.outcome, r.amountMinor])).to.deep.equal([['created', 7000]]);

    const list = await client.payouts({ limit: '1' });
    expect(list.status).to.equal(200);
    const page = list.body as { payouts: { payoutId: string; status: string; amountMinor: number }[]; next: string | null };
    expect(page.payouts.map((p) => [p.payoutId, p.status, p.amountMinor])).to.deep.equal([[payoutId, 'paid', 8000]]);
    const rest2 = await client.payouts({ cursor: page.next! });
    expect((rest2.body as typeof page).payouts.map((p) => [p.status, p.amountMinor])).to.deep.equal([['pending', 7000]]);
    expect((rest2.body as typeof page).next).to.equal(null);

    const read = await client.payout({ payoutId: second[0]!.payoutId });
    expect(read.status).to.equal(200);
    type Remittance = { lines: { saleId: string; externalOrderId: string }[]; clawbacks: { saleId: string }[] };
    const withoutIds = (rows: { saleId: string }[]) => rows.map(({ saleId: _id, ...rest }) => rest);
    expect(withoutIds((read.body as Remittance).lines)).to.have.deep.members([
      { externalOrderId: 'A-3', commission: 60, commissionMinor: 6000 },
      { externalOrderId: 'A-4', commission: 50, commissionMinor: 5000 },
    ]);
    expect((read.body as { clawbacks: unknown[] }).clawbacks).to.deep.equal([{ saleId: (read.body as { clawbacks: { saleId: string }[] }).clawbacks[0]!.saleId, externalOrderId: 'A-2', amount: -40, amountMinor: -4000 }]);

    // Another partner's payout is unknown to bolt; a malformed id is a 400.
    expect((await bolt.payout({ payoutId: payoutId })).body).to.deep.include({ error: 'PAYOUT_NOT_FOUND' });
    expect((await client.payout({ payoutId: 'nope' })).status).to.equal(400);
    expect((await client.payouts({ limit: '0' })).status).to.equal(400);

    // Over REST: the same remittance as CSV.
    rest = await startRestServer({ parasol });
    const pathname = `/api/v1/ledger/payouts/${second[0]!.payoutId}`;
    const timestamp = String(Math.floor(clock.now() / 1000));
    const response = await fetch(`${rest.url}${pathname}?format=csv`, {
      headers: { 'x-svc-key-id': credentials.keyId, 'x-svc-timestamp': timestamp, 'x-svc-signature': signRequest(credentials.secret, { timestamp, method: 'GET', pathname, rawBody: Buffer.alloc(0) }) },
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    const csv = (await response.text()).trim().split('\n');
    expect(csv[0]).to.equal('kind,saleId,externalOrderId,currency,amount,amountMinor');
    expect(csv.slice(1).map((row) => row.split(',').filter((_, i) => i !== 1).join(','))).to.have.members(['line,A-3,EUR,60,6000', 'line,A-4,EUR,50,5000', 'clawback,A-2,EUR,-40,-4000', 'total,,EUR,70,7000']);
  });
});
