import { expect } from 'chai';
import fc from 'fast-check';
import { createParasol, ledgerModule, type Answer, type ConversionReport, type Credentials, type SaleRecord, type SaleStatus } from '@parasol/core';
import { applyReport, parseConversionReport, type FrozenRates } from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore } from '@parasol/adapter-memory';

/**
 * Concurrent conversion postbacks for one order (record-conversion.ts: create-if-absent, then
 * compare-and-set with retries): the ledger must end where SOME serial order of the same reports
 * ends, every answer being that order's answer to its report, and the entries always add up to
 * the commission. The serial orders are computed with the pure applyReport.
 *
 * Composed like createEmbeddedParasol (memory stores, the ledger module) but holding the
 * MemorySaleStore, so that the stored sale and its entries can be read directly.
 */

const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
const PARTNER = 'acme';
/** acme's grid: 1500 bp on a 1000 bp base, so a 500 bp uplift inside prices. */
const RATES: FrozenRates = { commissionBps: 1500, upliftBps: 500 };

async function aLedger() {
  const clock = new ManualClock(NOON);
  const random = new CryptoRandom();
  const sales = new MemorySaleStore();
  const parasol = createParasol({
    stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore(), sales },
    clock,
    random,
    masterKey: random.bytes(32),
    modules: [ledgerModule()],
  });
  const registered = await parasol.admin.partners.register({ code: PARTNER, baseRateBps: 1000, commissionBps: RATES.commissionBps, links: [{ code: 'main', archived: false, default: true }] });
  if (!registered.ok) throw new Error('set-up: partner');
  // A burst no batch here reaches: the point is the ledger, not the rate limiter.
  const key = await parasol.admin.keys.create({ mode: 'live', scopes: ['quotes'], partnerCode: PARTNER, burstPerMinute: 1_000_000 });
  if (!key.ok) throw new Error('set-up: key');
  const client = parasol.client(key.value as Credentials);
  return { parasol, clock, sales, client, stored: (orderId: string) => sales.get('live', PARTNER, orderId) };
}

interface Report {
  readonly status: SaleStatus;
  readonly amount: number;
}
const bodyOf = (orderId: string, report: Report) => ({ ref: `${PARTNER}-main`, externalOrderId: orderId, amount: report.amount, status: report.status, contractVersion: '3.2' });

/** What a postback answered, in a form the serial computation can also give. */
const resultOf = (answer: Answer): string =>
  answer.status === 200 ? `200 ${(answer.body as { outcome: string }).outcome}` : `${answer.status} ${(answer.body as { error: string }).error}`;

/** The parts of a sale that must not depend on timing: not its id, request ids or version. */
const essence = (sale: SaleRecord | undefined) =>
  sale && {
    status: sale.status,
    amountMinor: sale.amountMinor,
    commissionMinor: sale.commissionMinor,
    frozen: [sale.frozenCommissionBps, sale.frozenUpliftBps],
    entries: sale.entries.map((e) => `${e.kind} ${e.deltaMinor}`),
  };

const permutations = <T>(items: readonly T[]): T[][] =>
  items.length <= 1 ? [[...items]] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));

/** Every serial order of the reports from `initial`: the final sale and each report's answer (by index). */
function serialOutcomes(initial: SaleRecord | undefined, orderId: string, reports: readonly Report[], now: number) {
  return permutations(reports.map((_, i) => i)).map((order) => {
    let sale = initial;
    const results: string[] = new Array(reports.length);
    for (const index of order) {
      const parsed = parseConversionReport(bodyOf(orderId, reports[index]!));
      if (!parsed.ok) throw new Error(`test report refused: ${parsed.failure.code}`);
      const change = applyReport(sale, parsed.value as ConversionReport, { ledger: 'live', now, cause: `serial_${index}`, saleId: 'sale_serial', rates: RATES });
      if (change.ok) {
        results[index] = `200 ${change.value.outcome}`;
        sale = change.value.sale;
      } else {
        results[index] = `${change.failure.code === 'SALE_STATUS_CONFLICT' || change.failure.code === 'SALE_LOCKED' || change.failure.code === 'SALE_IMMUTABLE_FIELD' ? 409 : 'unexpected'} ${change.failure.code}`;
      }
    }
    return { order, results, final: essence(sale) };
  });
}

const sumOf = (sale: SaleRecord) => sale.entries.reduce((sum, e) => sum + e.deltaMinor, 0);

/** Sends the reports at once and checks the outcome against every serial order. */
async function expectSomeSerialOrder(ledger: Awaited<ReturnType<typeof aLedger>>, orderId: string, reports: readonly Report[]) {
  const initial = await ledger.stored(orderId);
  const answers = await Promise.all(reports.map((report) => ledger.client.conversion(bodyOf(orderId, report))));
  const results = answers.map(resultOf);
  const final = await ledger.stored(orderId);
  const serial = serialOutcomes(initial, orderId, reports, ledger.clock.now());
  const match = serial.find((s) => JSON.stringify(s.results) === JSON.stringify(results) && JSON.stringify(s.final) === JSON.stringify(essence(final)));
  expect(match, `answers ${JSON.stringify(results)} and sale ${JSON.stringify(essence(final))} match no serial order of ${JSON.stringify(reports)}: ${JSON.stringify(serial)}`).to.not.equal(undefined);
  expect(sumOf(final!), 'commission = sum of the entries').to.equal(final!.commissionMinor);
  return { results, final: final!, serial };
}

describe('Ledger under concurrent postbacks (memory sale store, ledger module)', () => {
  it('100 identical postbacks at once: one sale, one booking entry, 1 created and 99 unchanged, all naming the same sale', async () => {
    const ledger = await aLedger();
    const answers = await Promise.all(Array.from({ length: 100 }, () => ledger.client.conversion(bodyOf('order-100', { status: 'pending', amount: 105 }))));
    const results = answers.map(resultOf);
    expect(results.filter((r) => r === '200 created')).to.have.length(1);
    expect(results.filter((r) => r === '200 unchanged')).to.have.length(99);
    const saleIds = new Set(answers.map((a) => (a.body as { sale: { saleId: string } }).sale.saleId));
    expect(saleIds.size).to.equal(1);
    // Only the creating call added an entry.
    expect(answers.flatMap((a) => (a.body as { entries: unknown[] }).entries)).to.have.length(1);
    const sale = (await ledger.stored('order-100'))!;
    expect(sale.entries.map((e) => ({ kind: e.kind, deltaMinor: e.deltaMinor }))).to.deep.equal([{ kind: 'booking', deltaMinor: 1500 }]);
    expect(sale).to.include({ commissionMinor: 1500, version: 1, saleId: [...saleIds][0] });
    const statement = (await ledger.client.statement()).body as { sales: { externalOrderId: string }[]; balances: { owedMinor: number }[] };
    expect(statement.sales.map((s) => s.externalOrderId)).to.deep.equal(['order-100']);
    expect(statement.balances.map((b) => b.owedMinor)).to.deep.equal([1500]);
  });

  it('50 different orders at once: 50 sales, each booked once, the balance their sum', async () => {
    const ledger = await aLedger();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => ledger.client.conversion(bodyOf(`order-${i}`, { status: 'pending', amount: 100 + i }))));
    expect(answers.map(resultOf)).to.deep.equal(Array.from({ length: 50 }, () => '200 created'));
    const statement = (await ledger.client.statement({ limit: '100' })).body as { sales: { externalOrderId: string; commissionMinor: number }[]; balances: { owedMinor: number }[] };
    expect(new Set(statement.sales.map((s) => s.externalOrderId)).size).to.equal(50);
    expect(statement.balances[0]!.owedMinor).to.equal(statement.sales.reduce((sum, s) => sum + s.commissionMinor, 0));
  });

  it('validated and cancelled at once on a pending sale: the result of one of the two serial orders', async () => {
    const ledger = await aLedger();
    await ledger.client.conversion(bodyOf('order-vc', { status: 'pending', amount: 105 }));
    const { final, results } = await expectSomeSerialOrder(ledger, 'order-vc', [{ status: 'validated', amount: 105 }, { status: 'cancelled', amount: 105 }]);
    // Either order ends cancelled, owing nothing: validated → cancelled is allowed, cancelled is final.
    expect(final).to.include({ status: 'cancelled', commissionMinor: 0 });
    expect(results[1]).to.equal('200 updated');
  });

  it('two different amounts at once while pending: one of them wins whole, its commission from the frozen grid', async () => {
    const ledger = await aLedger();
    await ledger.client.conversion(bodyOf('order-aa', { status: 'pending', amount: 105 }));
    const { final, results } = await expectSomeSerialOrder(ledger, 'order-aa', [{ status: 'pending', amount: 210 }, { status: 'pending', amount: 52.5 }]);
    expect([21_000, 5_250]).to.include(final.amountMinor);
    expect(final.commissionMinor).to.equal(final.amountMinor === 21_000 ? 3_000 : 750);
    expect(results).to.deep.equal(['200 updated', '200 updated']);
  });

  it('any few reports at once, from no sale, a pending, a validated or a cancelled one: some serial order (property)', async () => {
    const aReport = fc.record({ status: fc.constantFrom<SaleStatus>('pending', 'validated', 'cancelled'), amount: fc.constantFrom(52.5, 105, 210) });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.option(aReport, { nil: undefined }), fc.array(aReport, { minLength: 2, maxLength: 4 }), async (first, reports) => {
        const ledger = await aLedger();
        const orderId = `order-${runs++}`;
        if (first !== undefined) await ledger.client.conversion(bodyOf(orderId, first));
        await expectSomeSerialOrder(ledger, orderId, reports);
      }),
      { numRuns: 60 },
    );
  });

  it('heavy contention on one order: 30 different amounts at once all land, one repair each, ending as some serial order would', async () => {
    // Each compare-and-set round admits one writer; a loser retries with jittered backoff
    // (ledger/order-contention.ts), so every racing postback is recorded.
    const ledger = await aLedger();
    await ledger.client.conversion(bodyOf('order-hot', { status: 'pending', amount: 1 }));
    const amounts = Array.from({ length: 30 }, (_, i) => 100 + i);
    const answers = await Promise.all(amounts.map((amount) => ledger.client.conversion(bodyOf('order-hot', { status: 'pending', amount }))));
    for (const answer of answers) expect(resultOf(answer)).to.equal('200 updated');
    const sale = (await ledger.stored('order-hot'))!;
    // The last writer's amount stands; each call added exactly one repair.
    expect(amounts.map((a) => a * 100)).to.include(sale.amountMinor);
    expect(sale.entries.filter((e) => e.kind === 'amount_change')).to.have.length(amounts.length);
    expect(sumOf(sale)).to.equal(sale.commissionMinor);
  });

});
