import { expect } from 'chai';
import fc from 'fast-check';
import { ledgerModule, type Answer, type Credentials, type Ledger, type Parasol, type SaleStatus } from '@parasol/core';
import { DAY_MS, commissionOf, conversionMarginOf, fromMinor, schemaIdOf, validateAgainst, type FrozenRates } from '@parasol/core/internal';
import { ManualClock } from '@parasol/adapter-memory';
import { createEmbeddedParasol } from '../../src/index.js';
import { defaultPricingSources } from '../../src/compose/default-modules.js';

/**
 * A model test of the conversion postback and the statement through the embedded facade
 * (spec: POST /api/postback/conversion, Sale status, Partner commission; the Ledger records of
 * docs/decisions/), on a manual clock: random sequences of postbacks (new order ids, replays,
 * every status, amount repairs, contracts 3.1 and 3.2, declared commissions), jumps of the clock
 * past the 14-day validation, partner rate changes and a link archived, on a sandbox and a live
 * key of one partner. Every answer is checked against a plain model of the rules, and after every
 * step both ledgers' statements are read page by page and checked against the model too.
 */

/** 2026-03-10T12:00:00Z. */
const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
const PARTNER = 'acme';
const BASE_RATE_BPS = 1000;
const AUTO_VALIDATION_MS = 14 * DAY_MS;
const LEDGERS: readonly Ledger[] = ['sandbox', 'live'];
const STATUSES: readonly SaleStatus[] = ['pending', 'validated', 'cancelled'];
/** Two decimals, none and three: amounts must come back exactly in each. */
const CURRENCIES = ['EUR', 'JPY', 'KWD'] as const;
const AMOUNTS_MINOR = [0, 1, 999, 10_500, 12_345, 250_000] as const;
const DECLARED_COMMISSIONS = [0, 100, 1_500, 100_000] as const;
const DECLARED_FEES = [0, 300, 100_000] as const;
/** Links a ref may name: acme's own (one archived from the start, one archived by a command), an unknown one, another partner's. */
const LINK_CHOICES = ['main', 'promo', 'oldcamp', 'nolink1', 'globex'] as const;
type LinkChoice = (typeof LINK_CHOICES)[number];
const refOf = (link: LinkChoice) => (link === 'globex' ? 'globex-main' : `${PARTNER}-${link}`);

interface Amounts {
  readonly amount: number;
  readonly commission?: number;
  readonly fee?: number;
  readonly contract: '3.1' | '3.2';
}
type PostCommand = {
  readonly kind: 'post';
  readonly ledger: Ledger;
  /** A new order id, or one sent before (in either ledger). */
  readonly order: { readonly fresh: true } | { readonly replay: number };
  readonly status: SaleStatus;
  /** identical: the sale's own amounts again; otherwise these. */
  readonly identical: boolean;
  readonly amounts: Amounts;
  readonly currency: (typeof CURRENCIES)[number];
  readonly link: LinkChoice;
  /** Replays keep the booked currency and ref unless told to change one. */
  readonly mutate: 'none' | 'currency' | 'ref';
  /** Contract 3.1 written out, or left out (its default). */
  readonly spellOut31: boolean;
};
type Command =
  | PostCommand
  | { readonly kind: 'tick'; readonly ms: number }
  | { readonly kind: 'rate'; readonly commissionBps: number }
  | { readonly kind: 'archivePromo' };

const someAmounts: fc.Arbitrary<Amounts> = fc.record({
  amount: fc.nat(AMOUNTS_MINOR.length - 1).map((i) => AMOUNTS_MINOR[i]!),
  commission: fc.option(fc.constantFrom(...DECLARED_COMMISSIONS), { nil: undefined, freq: 3 }),
  fee: fc.option(fc.constantFrom(...DECLARED_FEES), { nil: undefined, freq: 2 }),
  contract: fc.constantFrom('3.1' as const, '3.2' as const),
});

const aPost: fc.Arbitrary<Command> = fc.record({
  kind: fc.constant('post' as const),
  ledger: fc.constantFrom(...LEDGERS),
  order: fc.oneof({ weight: 2, arbitrary: fc.constant({ fresh: true as const }) }, { weight: 3, arbitrary: fc.nat(50).map((replay) => ({ replay })) }),
  // Mostly pending, so that sales live long enough to be repaired, validated and cancelled later.
  status: fc.oneof({ weight: 3, arbitrary: fc.constant('pending' as const) }, { weight: 2, arbitrary: fc.constantFrom('validated' as const, 'cancelled' as const) }),
  identical: fc.boolean(),
  amounts: someAmounts,
  currency: fc.constantFrom(...CURRENCIES),
  // Mostly acme's active links, so that most posts reach the status table.
  link: fc.oneof(
    { weight: 6, arbitrary: fc.constant('main' as const) },
    { weight: 2, arbitrary: fc.constant('promo' as const) },
    { weight: 1, arbitrary: fc.constantFrom('oldcamp' as const, 'nolink1' as const, 'globex' as const) },
  ),
  mutate: fc.oneof({ weight: 10, arbitrary: fc.constant('none' as const) }, { weight: 1, arbitrary: fc.constantFrom('currency' as const, 'ref' as const) }),
  spellOut31: fc.boolean(),
});

const aCommand: fc.Arbitrary<Command> = fc.oneof(
  { weight: 12, arbitrary: aPost },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      // Hours, or a jump that crosses the 14-day boundary of some sales (or lands right on it).
      ms: fc.oneof(fc.integer({ min: 1, max: 6 * 3_600_000 }), fc.constantFrom(AUTO_VALIDATION_MS, AUTO_VALIDATION_MS - 1), fc.integer({ min: 7 * DAY_MS, max: 15 * DAY_MS })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rate' as const), commissionBps: fc.constantFrom(BASE_RATE_BPS, 1500, 2250, 5000) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'archivePromo' as const }) },
);

/** What the model knows of one sale. */
interface SaleModel {
  readonly orderId: string;
  readonly link: LinkChoice;
  readonly currency: string;
  readonly rates: FrozenRates;
  readonly bookedAt: number;
  status: SaleStatus;
  amountMinor: number;
  commission?: number;
  fee?: number;
  commissionMinor: number;
  validatedAt?: number;
  cancelledAt?: number;
  /** The amount when the sale became validated: from then on it never changes. */
  lockedAmountMinor?: number;
  /** Sum of the entries the postbacks answered (auto-validation entries move nothing). */
  entriesSum: number;
}

interface SaleView {
  readonly externalOrderId: string;
  readonly ref: string;
  readonly status: SaleStatus;
  readonly currency: string;
  readonly amount: number;
  readonly amountMinor: number;
  readonly commission: number;
  readonly commissionMinor: number;
  readonly commissionBps: number;
  readonly upliftBps: number;
  readonly marginBps: number;
  readonly subscriptionId: string | null;
  readonly bookedAt: string;
  readonly validatedAt: string | null;
  readonly cancelledAt: string | null;
}
interface PostbackBody {
  readonly mode: Ledger;
  readonly outcome: 'created' | 'updated' | 'unchanged';
  readonly sale: SaleView;
  readonly entries: readonly { readonly kind: string; readonly deltaMinor: number }[];
}
interface StatementBody {
  readonly mode: Ledger;
  readonly partner: string;
  readonly sales: readonly SaleView[];
  readonly next: string | null;
  readonly balances: readonly { currency: string; owedMinor: number; validatedMinor: number; pendingMinor: number }[];
}

const errorOf = (answer: Answer) => (answer.body as { error?: string }).error;
const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
const gridOf = (sale: Pick<SaleModel, 'amountMinor' | 'rates'>) => commissionOf(sale.amountMinor, sale.rates).owedMinor;
const owedOf = (sale: Pick<SaleModel, 'amountMinor' | 'rates' | 'commission' | 'fee'>) =>
  commissionOf(sale.amountMinor, sale.rates, {
    ...(sale.commission === undefined ? {} : { commissionMinor: sale.commission }),
    ...(sale.fee === undefined ? {} : { partnerFeeMinor: sale.fee }),
  }).owedMinor;

/** A fresh embedded Parasol on a manual clock: acme (links main, promo, oldcamp archived) with a sandbox and a live key; globex. */
async function aLedgerFacade() {
  const clock = new ManualClock(NOON);
  // The ledger module alone: the default modules cost ~40 ms a run to compose and add nothing the ledger reads.
  const parasol: Parasol = createEmbeddedParasol({ clock, modules: [ledgerModule()] });
  const must = <T>(result: { ok: true; value: T } | { ok: false; failure: { detail?: string } }): T => {
    if (!result.ok) throw new Error(`test set-up refused: ${result.failure.detail}`);
    return result.value;
  };
  must(
    await parasol.admin.partners.register({
      code: PARTNER,
      baseRateBps: BASE_RATE_BPS,
      commissionBps: 1500,
      links: [
        { code: 'main', archived: false, default: true },
        { code: 'promo', archived: false, default: false },
        { code: 'oldcamp', archived: true, default: false },
      ],
    }),
  );
  must(await parasol.admin.partners.register({ code: 'globex', baseRateBps: 1000, links: [{ code: 'main', archived: false, default: true }] }));
  // The postback has no scope; a burst no sequence reaches.
  const keyOf = async (mode: Ledger): Promise<Credentials> => must(await parasol.admin.keys.create({ mode, scopes: ['quotes'], partnerCode: PARTNER, burstPerMinute: 1_000_000 }));
  const keys: Record<Ledger, Credentials> = { sandbox: await keyOf('sandbox'), live: await keyOf('live') };
  const ledger = parasol.admin.ledger;
  if (ledger === undefined) throw new Error('the embedded composition has no sale store');
  // The funnel margin a new sale's amount carries in each ledger (docs/money.md, "Commission on a
  // converted sale"): from the catalogue each mode prices with, as the facade reads it.
  const pricing = defaultPricingSources();
  const catalogues = { sandbox: await pricing.sandbox.catalogue.current(), live: await pricing.live.catalogue.current() };
  const marginOf = (mode: Ledger, currency: string): number => conversionMarginOf(currency, catalogues[mode]);
  return { parasol, clock, keys, ledger, must, marginOf };
}

/** Plays one sequence against a fresh facade and the model; tallies what it reached. */
async function play(commands: readonly Command[], pageSize: number, tally: Map<string, number> = new Map()): Promise<Map<string, number>> {
  const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);
  const { parasol, clock, keys, ledger, must, marginOf } = await aLedgerFacade();
  const clients = { sandbox: parasol.client(keys.sandbox), live: parasol.client(keys.live) };
  const sales: Record<Ledger, Map<string, SaleModel>> = { sandbox: new Map(), live: new Map() };
  const archived = new Set<LinkChoice>(['oldcamp']);
  let rates: FrozenRates = { commissionBps: 1500, upliftBps: 500 };
  const orderIds: string[] = [];

  /** The 14-day validation, as every read applies it. */
  const settle = (sale: SaleModel) => {
    if (sale.status === 'pending' && clock.now() >= sale.bookedAt + AUTO_VALIDATION_MS) {
      sale.status = 'validated';
      sale.validatedAt = sale.bookedAt + AUTO_VALIDATION_MS;
      sale.lockedAmountMinor = sale.amountMinor;
    }
  };

  for (const [step, command] of commands.entries()) {
    const at = `step ${step}: ${JSON.stringify(command)}`;
    switch (command.kind) {
      case 'tick': {
        clock.advance(command.ms);
        // The sweep writes exactly the sales whose period ended; a second sweep finds none (idempotent).
        for (const name of LEDGERS) {
          const due = [...sales[name].values()].filter((s) => s.status === 'pending' && clock.now() >= s.bookedAt + AUTO_VALIDATION_MS).length;
          expect(await ledger.sweep(name), `${at}: ${name} sweep`).to.equal(due);
          expect(await ledger.sweep(name), `${at}: ${name} sweep again`).to.equal(0);
          if (due > 0) count('auto-validated');
          for (const sale of sales[name].values()) settle(sale);
        }
        break;
      }
      case 'rate':
        must(await parasol.admin.partners.setCommission(PARTNER, command.commissionBps));
        rates = { commissionBps: command.commissionBps, upliftBps: command.commissionBps - BASE_RATE_BPS };
        break;
      case 'archivePromo':
        must(await parasol.admin.partners.archiveLink(PARTNER, 'promo'));
        archived.add('promo');
        break;
      case 'post':
        await post(command, at);
        break;
    }
    await checkStatements(at);
  }
  return tally;

  async function post(command: PostCommand, at: string) {
    const orderId = 'fresh' in command.order || orderIds.length === 0 ? `order-${orderIds.length}` : orderIds[command.order.replay % orderIds.length]!;
    if (!orderIds.includes(orderId)) orderIds.push(orderId);
    const existing = sales[command.ledger].get(orderId);
    if (existing) settle(existing);

    // What is sent: a replay keeps the booked currency and ref unless the command changes one.
    const currency = existing && command.mutate !== 'currency' ? existing.currency : existing ? CURRENCIES.find((c) => c !== existing.currency)! : command.currency;
    const link = existing && command.mutate !== 'ref' ? existing.link : existing ? (existing.link === 'main' ? 'promo' : 'main') : command.link;
    const amounts: Amounts =
      existing && command.identical
        ? { amount: existing.amountMinor, ...(existing.commission === undefined ? {} : { commission: existing.commission }), ...(existing.fee === undefined ? {} : { fee: existing.fee }), contract: existing.fee === undefined ? command.amounts.contract : '3.2' }
        : command.amounts;
    // Under 3.1 partnerFeeAmount is no field: sent anyway, it must be ignored; and a 3.1 replay says
    // nothing of the fee, so the bound stored with the sale stands
    // (docs/decisions/0058-ledger-status-moves.md).
    const fee = amounts.contract === '3.2' ? amounts.fee : existing?.fee;
    const body = {
      ref: refOf(link),
      externalOrderId: orderId,
      amount: fromMinor(amounts.amount, currency),
      currency,
      status: command.status,
      ...(amounts.commission === undefined ? {} : { commission: fromMinor(amounts.commission, currency) }),
      ...(amounts.fee === undefined ? {} : { partnerFeeAmount: fromMinor(amounts.fee, currency) }),
      ...(amounts.contract === '3.1' && !command.spellOut31 ? {} : { contractVersion: amounts.contract }),
    };
    const answer = await clients[command.ledger].conversion(body);
    const got = { status: answer.status, error: errorOf(answer) };
    const refuse = (status: number, error: string) => {
      expect(got, at).to.deep.equal({ status, error });
      count(error);
    };

    // Authorisation: the ref's partner, then its link (an archived one takes no new sale).
    if (link === 'globex') return refuse(403, 'REF_PARTNER_MISMATCH');
    if (link === 'nolink1' || (archived.has(link) && existing === undefined)) return refuse(404, 'REF_NOT_FOUND');

    // The status table (sale-transition.ts), judged after the settlement above: its refusals first.
    const differs = existing !== undefined && (amounts.amount !== existing.amountMinor || amounts.commission !== existing.commission || fee !== existing.fee);
    if (existing !== undefined) {
      if (currency !== existing.currency || link !== existing.link) return refuse(409, 'SALE_IMMUTABLE_FIELD');
      if (existing.status === 'cancelled' && command.status !== 'cancelled') return refuse(409, 'SALE_STATUS_CONFLICT');
      if (existing.status === 'validated' && command.status === 'pending') return refuse(409, 'SALE_STATUS_CONFLICT');
      if (existing.status === 'validated' && command.status === 'validated' && differs) return refuse(409, 'SALE_LOCKED');
    }

    expect(answer.status, `${at}: ${JSON.stringify(answer.body)}`).to.equal(200);
    expect(validateAgainst(schemaIdOf('postback-response'), answer.body), at).to.deep.equal({ valid: true });
    const reply = answer.body as PostbackBody;
    expect(reply.mode, at).to.equal(command.ledger);

    if (existing === undefined) {
      const sale: SaleModel = {
        orderId, link, currency, rates: marginOf(command.ledger, currency) === 0 ? rates : { ...rates, marginBps: marginOf(command.ledger, currency) }, bookedAt: clock.now(), status: command.status, amountMinor: amounts.amount,
        ...(amounts.commission === undefined ? {} : { commission: amounts.commission }),
        ...(fee === undefined ? {} : { fee }),
        commissionMinor: 0, entriesSum: 0,
      };
      sale.commissionMinor = command.status === 'cancelled' ? 0 : owedOf(sale);
      if (command.status === 'validated') Object.assign(sale, { validatedAt: clock.now(), lockedAmountMinor: amounts.amount });
      if (command.status === 'cancelled') sale.cancelledAt = clock.now();
      sales[command.ledger].set(orderId, sale);
      expect(reply.outcome, at).to.equal('created');
      // Exact minor units: the amount comes back as sent, to the last digit of its currency.
      expect({ amount: reply.sale.amount, amountMinor: reply.sale.amountMinor }, at).to.deep.equal({ amount: body.amount, amountMinor: amounts.amount });
      count(`created ${command.status}`);
      return checkPostback(reply, sale, 0, at);
    }

    const before = existing.commissionMinor;
    let outcome: 'updated' | 'unchanged' = 'unchanged';
    if (existing.status !== 'cancelled' && command.status === 'cancelled') {
      // Amounts sent with a cancellation are not read: it reverses whatever is owed.
      outcome = 'updated';
      existing.status = 'cancelled';
      existing.cancelledAt = clock.now();
      existing.commissionMinor = 0;
    } else if (existing.status === 'pending') {
      if (differs) {
        outcome = 'updated';
        existing.amountMinor = amounts.amount;
        if (amounts.commission === undefined) delete existing.commission;
        else existing.commission = amounts.commission;
        if (fee === undefined) delete existing.fee;
        else existing.fee = fee;
        existing.commissionMinor = owedOf(existing);
      }
      if (command.status === 'validated') {
        outcome = 'updated';
        existing.status = 'validated';
        existing.validatedAt = clock.now();
        existing.lockedAmountMinor = existing.amountMinor;
      }
    }
    expect(reply.outcome, at).to.equal(outcome);
    count(`${outcome} ${command.status}`);
    if (differs && existing.amountMinor === amounts.amount) expect(reply.sale.amount, `${at}: a repaired amount comes back exactly`).to.equal(body.amount);
    checkPostback(reply, existing, before, at);
  }

  function checkPostback(reply: PostbackBody, sale: SaleModel, before: number, at: string) {
    const added = reply.entries.reduce((sum, e) => sum + e.deltaMinor, 0);
    expect(added, `${at}: the entries added move the commission from ${before} to ${sale.commissionMinor}`).to.equal(sale.commissionMinor - before);
    sale.entriesSum += added;
    expectSale(reply.sale, sale, at);
  }

  function expectSale(view: SaleView, sale: SaleModel, at: string) {
    expect(
      { ref: view.ref, status: view.status, currency: view.currency, amountMinor: view.amountMinor, commissionMinor: view.commissionMinor, commissionBps: view.commissionBps, upliftBps: view.upliftBps, marginBps: view.marginBps, subscriptionId: view.subscriptionId },
      `${at}: ${sale.orderId}`,
    ).to.deep.equal({
      ref: refOf(sale.link),
      status: sale.status,
      currency: sale.currency,
      amountMinor: sale.amountMinor,
      commissionMinor: sale.commissionMinor,
      // The rates of the moment of booking, whatever the partner's rate became since.
      commissionBps: sale.rates.commissionBps,
      upliftBps: sale.rates.upliftBps,
      // The model's postbacks name no subscription: the margin is the one judged from the currency.
      marginBps: sale.rates.marginBps ?? 0,
      subscriptionId: null,
    });
    expect({ amount: view.amount, commission: view.commission }, at).to.deep.equal({ amount: fromMinor(sale.amountMinor, sale.currency), commission: fromMinor(sale.commissionMinor, sale.currency) });
    expect({ bookedAt: view.bookedAt, validatedAt: view.validatedAt, cancelledAt: view.cancelledAt }, at).to.deep.equal({
      bookedAt: iso(sale.bookedAt),
      validatedAt: iso(sale.validatedAt),
      cancelledAt: iso(sale.cancelledAt),
    });
    if (sale.status === 'cancelled') expect(view.commissionMinor, `${at}: a cancelled sale owes nothing`).to.equal(0);
    if (sale.lockedAmountMinor !== undefined) expect(view.amountMinor, `${at}: no amount change after validation`).to.equal(sale.lockedAmountMinor);
    expect(view.commissionMinor, `${at}: never above the grid of the frozen rates`).to.be.at.most(gridOf(sale));
    expect(sale.entriesSum, `${at}: ${sale.orderId}: the entries answered add up to the commission`).to.equal(sale.commissionMinor);
  }

  /** Both ledgers' statements, page by page: every sale once, as the model says, and the balances. */
  async function checkStatements(at: string) {
    for (const name of LEDGERS) {
      for (const sale of sales[name].values()) settle(sale);
      const listed: SaleView[] = [];
      let balances: StatementBody['balances'] | undefined;
      let cursor: string | null = null;
      for (let page = 0; page < 100; page++) {
        const answer = await clients[name].statement({ limit: String(pageSize), ...(cursor === null ? {} : { cursor }) });
        expect(answer.status, `${at}: ${name} statement ${JSON.stringify(answer.body)}`).to.equal(200);
        const body = answer.body as StatementBody;
        expect({ mode: body.mode, partner: body.partner }, at).to.deep.equal({ mode: name, partner: PARTNER });
        if (page === 0) expect(validateAgainst(schemaIdOf('statement-response'), body), at).to.deep.equal({ valid: true });
        expect(body.sales.length, `${at}: a page with a cursor is full`).to.be.at.most(pageSize);
        listed.push(...body.sales);
        balances ??= body.balances;
        expect(body.balances, `${at}: the balances do not depend on the page`).to.deep.equal(balances);
        cursor = body.next;
        if (cursor === null) break;
      }
      const model = sales[name];
      // One sale per order id per ledger, and only this ledger's: sandbox and live never mix.
      expect(listed.map((s) => s.externalOrderId).sort(), `${at}: ${name} sales`).to.deep.equal([...model.keys()].sort());
      // Oldest booking first; sales booked in one millisecond (the clock is manual) in the order they were booked.
      const bookingOrder = [...model.values()].sort((a, b) => a.bookedAt - b.bookedAt).map((s) => s.orderId);
      expect(listed.map((s) => s.externalOrderId), `${at}: ${name} statement order`).to.deep.equal(bookingOrder);
      for (const view of listed) expectSale(view, model.get(view.externalOrderId)!, `${at} (${name} statement)`);
      const expected = new Map<string, { owedMinor: number; validatedMinor: number; pendingMinor: number }>();
      for (const sale of model.values()) {
        const total = expected.get(sale.currency) ?? { owedMinor: 0, validatedMinor: 0, pendingMinor: 0 };
        total.owedMinor += sale.entriesSum;
        if (sale.status === 'validated') total.validatedMinor += sale.entriesSum;
        if (sale.status === 'pending') total.pendingMinor += sale.entriesSum;
        expected.set(sale.currency, total);
      }
      expect(balances, `${at}: ${name} balances = sum of the entries per currency`).to.deep.equal(
        [...expected].sort(([a], [b]) => a.localeCompare(b)).map(([currency, t]) => ({
          currency,
          ...t,
          owed: fromMinor(t.owedMinor, currency),
          validated: fromMinor(t.validatedMinor, currency),
          pending: fromMinor(t.pendingMinor, currency),
          // No payout run in this model: every validated commission is not yet payable.
          notYetPayable: fromMinor(t.validatedMinor, currency),
          notYetPayableMinor: t.validatedMinor,
          ...{ payable: 0, payableMinor: 0, inPayout: 0, inPayoutMinor: 0, paid: 0, paidMinor: 0, owedBack: 0, owedBackMinor: 0 },
        })),
      );
      const sumOfSales = (currency: string) => listed.filter((s) => s.currency === currency).reduce((sum, s) => sum + s.commissionMinor, 0);
      for (const balance of balances ?? []) expect(balance.owedMinor, `${at}: balance = sum of the sales' commissions`).to.equal(sumOfSales(balance.currency));
    }
  }
}

/** A live post on acme's main link, in euros: what the example sequence varies is said per step. */
const livePost = (order: PostCommand['order'], status: SaleStatus, amount: number, over: Partial<PostCommand> = {}): PostCommand => ({
  kind: 'post', ledger: 'live', order, status, identical: false, amounts: { amount, contract: '3.1' }, currency: 'EUR', link: 'main', mutate: 'none', spellOut31: false, ...over,
});

/** One sequence that reaches every outcome the model test checks for, whatever the random runs draw. */
const EVERY_OUTCOME: readonly Command[] = [
  livePost({ fresh: true }, 'pending', 10_500), // order-0: created pending
  livePost({ replay: 0 }, 'pending', 10_500, { identical: true }), // unchanged pending
  livePost({ replay: 0 }, 'validated', 12_345), // updated validated
  livePost({ replay: 0 }, 'validated', 999), // SALE_LOCKED: validated, other amounts
  livePost({ replay: 0 }, 'pending', 12_345), // SALE_STATUS_CONFLICT: validated, then pending
  livePost({ fresh: true }, 'pending', 250_000), // order-1: created pending
  livePost({ replay: 1 }, 'cancelled', 250_000, { identical: true }), // updated cancelled
  livePost({ fresh: true }, 'pending', 1, { link: 'nolink1' }), // REF_NOT_FOUND
  livePost({ fresh: true }, 'pending', 1, { link: 'globex' }), // REF_PARTNER_MISMATCH
  livePost({ fresh: true }, 'pending', 999), // a pending sale for the sweep
  { kind: 'tick', ms: AUTO_VALIDATION_MS }, // auto-validated
];

describe('Ledger model test (embedded facade, manual clock, sandbox and live keys of one partner)', () => {
  it('every postback answer, sweep and statement follows the model for random sequences', async function () {
    // 50 sequences of up to 30 steps, each followed by two paged statements: several seconds on a busy machine.
    this.timeout(120_000);
    const tally = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(aCommand, { minLength: 1, maxLength: 30, size: 'max' }), fc.constantFrom(3, 10, 100), async (commands, pageSize) => {
        await play(commands, pageSize, tally);
      }),
      // The 50 random sequences, after one written to reach every outcome below: random runs alone
      // once missed SALE_LOCKED (a validated sale posted validated again with other amounts).
      { numRuns: 50, examples: [[EVERY_OUTCOME, 3]] },
    );
    // The random runs reached the outcomes too (a guard that the generators still produce them): a
    // rare one may be missed by a run's 50 sequences, so an outcome counts as reached in the random
    // runs alone once it is reached more often than by the example sequence.
    const byExample = await play(EVERY_OUTCOME, 3);
    for (const reached of ['created pending', 'updated validated', 'updated cancelled', 'unchanged pending', 'SALE_STATUS_CONFLICT', 'SALE_LOCKED', 'REF_NOT_FOUND', 'REF_PARTNER_MISMATCH', 'auto-validated']) {
      expect(byExample.get(reached) ?? 0, `the example sequence reaches ${reached}: ${JSON.stringify(Object.fromEntries(byExample))}`).to.be.greaterThan(0);
    }
    // Every outcome but the rarest (SALE_LOCKED) is reached by random sequences too, in every run so far by dozens.
    for (const reached of ['created pending', 'updated validated', 'updated cancelled', 'unchanged pending', 'SALE_STATUS_CONFLICT', 'REF_NOT_FOUND', 'REF_PARTNER_MISMATCH', 'auto-validated']) {
      expect(tally.get(reached) ?? 0, `random runs reach ${reached}: ${JSON.stringify(Object.fromEntries(tally))}`).to.be.greaterThan(byExample.get(reached) ?? 0);
    }
  });
});
