import { expect } from 'chai';
import { createParasol, ledgerModule, StorageUnavailableError, type Credentials, type Logger, type SaleRecord } from '@parasol/core';
import { BookFunnelSale, DAY_MS } from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore } from '@parasol/adapter-memory';
import { aSandboxSubscriptionRecord } from '@parasol/port-contracts';
import { ACME, aBook, aFunnelSubscription, funnelSaleProperties, NOON } from './funnel-sale-properties.js';
import { defaultPricingSources } from '../../src/compose/default-modules.js';

funnelSaleProperties('memory sale store', async () => new MemorySaleStore(), 100);

describe('BookFunnelSale (memory stores)', () => {
  const premium = { amountMinor: 10_500, currency: 'EUR' };

  it('freezes the partner\'s rates of the booking: a later rate change never reaches the sale', async () => {
    const sales = new MemorySaleStore();
    const { book, partners } = await aBook(sales);
    const subscription = aFunnelSubscription();
    await book.book(subscription, premium, 'req_1');
    await partners.replace({ ...ACME, commissionBps: 3000, version: ACME.version + 1 }, ACME.version);
    await book.book(subscription, premium, 'req_2');
    expect(await sales.get('live', 'acme', subscription.subscriptionId)).to.deep.include({ frozenCommissionBps: 1500, frozenUpliftBps: 500 });
  });

  it('books a sandbox subscription into the sandbox ledger, never the live one; one without a partner books nothing', async () => {
    const sales = new MemorySaleStore();
    const { book } = await aBook(sales);
    const sandbox = aSandboxSubscriptionRecord({ subscriptionId: 'sub_sandbox_partner_1', partnerCode: 'acme', linkCode: 'main' });
    await book.book(sandbox, premium, 'req_1');
    expect(await sales.get('sandbox', 'acme', sandbox.subscriptionId)).to.deep.include({ ledger: 'sandbox', origin: 'funnel' });
    expect(await sales.get('live', 'acme', sandbox.subscriptionId)).to.equal(undefined);
    const nobody = aSandboxSubscriptionRecord({ subscriptionId: 'sub_sandbox_nobody_1' });
    await book.book(nobody, premium, 'req_2');
    await book.reverse(nobody, 'req_3');
    expect((await sales.pendingBookedBefore('sandbox', NOON + 1, 10)).map((s) => s.externalOrderId)).to.deep.equal([sandbox.subscriptionId]);
  });

  it('takes the funnel margin out of a premium charged in another currency than the offer\'s insurer prices in (commission is bps of the insurer premium)', async () => {
    const live = defaultPricingSources().live;
    const catalogue = await live.catalogue.current();
    const offerIn = (currency: string) => {
      const insurer = catalogue.insurers.find((i) => i.currency === currency);
      const offer = insurer && catalogue.offers.find((o) => o.insurerId === insurer.id);
      if (offer === undefined) throw new Error(`set-up: no offer of an insurer pricing in ${currency}`);
      return offer.id;
    };
    const sales = new MemorySaleStore();
    const partners = new MemoryPartnerStore();
    await partners.create(ACME);
    const book = new BookFunnelSale(sales, partners, new ManualClock(NOON), new CryptoRandom(), undefined, undefined, undefined, live);
    const usd = { amountMinor: 2641, currency: 'USD' };
    const converted = aFunnelSubscription({ offerId: offerIn('EUR') });
    const plain = aFunnelSubscription({ offerId: offerIn('USD') });
    await book.book(converted, usd, 'req_1');
    await book.book(plain, usd, 'req_2');
    // ACME: 1000 bp base of the insurer premium plus the 500 bp uplift its price carries (docs/money.md).
    // Converted: price 2641 / 1.02 = 2589, premium 2641 / (1.02 × 1.05) = 2466, uplift 123, base 247: 370.
    // Unconverted: premium 2641 / 1.05 = 2515, uplift 126, base 252 (251.5 half away): 378.
    expect(await sales.get('live', 'acme', converted.subscriptionId)).to.deep.include({ frozenMarginBps: 200, commissionMinor: 370, subscriptionId: converted.subscriptionId });
    const unconverted = await sales.get('live', 'acme', plain.subscriptionId);
    expect(unconverted).to.deep.include({ commissionMinor: 378 });
    expect(unconverted?.frozenMarginBps).to.equal(undefined);
  });

  it('reads the margin from the catalogue of the subscription\'s mode: a sandbox sale from the sandbox one', async () => {
    const pricing = defaultPricingSources().live;
    const catalogue = await pricing.catalogue.current();
    const eurInsurer = catalogue.insurers.find((i) => i.currency === 'EUR');
    const eurOffer = catalogue.offers.find((o) => o.insurerId === eurInsurer?.id);
    if (eurOffer === undefined) throw new Error('set-up: no offer of an insurer pricing in EUR');
    const sales = new MemorySaleStore();
    const partners = new MemoryPartnerStore();
    await partners.create(ACME);
    // Only a sandbox pricing source: a sandbox sale must not look for the live one.
    const book = new BookFunnelSale(sales, partners, new ManualClock(NOON), new CryptoRandom(), undefined, undefined, pricing, undefined);
    const sandbox = aSandboxSubscriptionRecord({ subscriptionId: 'sub_sandbox_margin_1', partnerCode: 'acme', linkCode: 'main', offerId: eurOffer.id });
    await book.book(sandbox, { amountMinor: 2641, currency: 'USD' }, 'req_1');
    expect(await sales.get('sandbox', 'acme', sandbox.subscriptionId)).to.deep.include({ frozenMarginBps: 200, commissionMinor: 370 });
  });

  it('reverses nothing when nothing was booked, and a cancelled sale stays as it is', async () => {
    const sales = new MemorySaleStore();
    const { book } = await aBook(sales);
    const subscription = aFunnelSubscription();
    await book.reverse(subscription, 'req_0');
    expect(await sales.get('live', 'acme', subscription.subscriptionId)).to.equal(undefined);
    await book.book(subscription, premium, 'req_1');
    await book.reverse(subscription, 'req_2');
    const cancelled = await sales.get('live', 'acme', subscription.subscriptionId);
    await book.reverse(subscription, 'req_3');
    await book.book(subscription, premium, 'req_4');
    expect(await sales.get('live', 'acme', subscription.subscriptionId)).to.deep.equal(cancelled);
  });
});

describe('The funnel\'s sales in the ledger (createParasol, ledger module)', () => {
  async function aLedger() {
    const clock = new ManualClock(NOON);
    const random = new CryptoRandom();
    const sales = new MemorySaleStore();
    const partners = new MemoryPartnerStore();
    const parasol = createParasol({ stores: { keys: new MemoryKeyStore(), partners, counters: new MemoryCounterStore(), sales }, clock, random, masterKey: random.bytes(32), modules: [ledgerModule()] });
    const registered = await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, commissionBps: 1500, links: [{ code: 'main', archived: false, default: true }] });
    if (!registered.ok) throw new Error('set-up: partner');
    const key = await parasol.admin.keys.create({ mode: 'live', scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 1_000_000 });
    if (!key.ok) throw new Error('set-up: key');
    return { parasol, clock, sales, client: parasol.client(key.value as Credentials), book: new BookFunnelSale(sales, partners, clock, random) };
  }

  it('a postback naming a subscription the funnel booked is 409 SALE_BOOKED_BY_FUNNEL, and the sale is left as it was', async () => {
    const ledger = await aLedger();
    const subscription = aFunnelSubscription();
    await ledger.book.book(subscription, { amountMinor: 10_500, currency: 'EUR' }, 'req_1');
    const before = await ledger.sales.get('live', 'acme', subscription.subscriptionId);
    for (const status of ['pending', 'validated', 'cancelled']) {
      const answer = await ledger.client.conversion({ ref: 'acme-main', externalOrderId: subscription.subscriptionId, amount: 105, status, contractVersion: '3.2' });
      expect(answer.status).to.equal(409);
      expect(answer.body).to.deep.include({ error: 'SALE_BOOKED_BY_FUNNEL' });
    }
    expect(await ledger.sales.get('live', 'acme', subscription.subscriptionId)).to.deep.equal(before);
  });

  it('a subscription the partner reported first stays one sale: the funnel books nothing more, and its reversal cancels that sale', async () => {
    const ledger = await aLedger();
    const subscription = aFunnelSubscription();
    const reported = await ledger.client.conversion({ ref: 'acme-main', externalOrderId: subscription.subscriptionId, amount: 105, status: 'pending', contractVersion: '3.2' });
    expect(reported.status).to.equal(200);
    await ledger.book.book(subscription, { amountMinor: 10_500, currency: 'EUR' }, 'req_1');
    const sale = await ledger.sales.get('live', 'acme', subscription.subscriptionId);
    expect(sale).to.deep.include({ status: 'pending', amountMinor: 10_500 });
    expect(sale!.origin).to.equal(undefined);
    expect(sale!.entries).to.have.length(1);
    await ledger.book.reverse(subscription, 'req_2');
    expect(await ledger.sales.get('live', 'acme', subscription.subscriptionId)).to.deep.include({ status: 'cancelled', commissionMinor: 0 });
  });

  it('the statement shows each sale\'s origin, and a funnel sale validates by itself after 14 days as a postback\'s does', async () => {
    const ledger = await aLedger();
    const subscription = aFunnelSubscription();
    await ledger.book.book(subscription, { amountMinor: 10_500, currency: 'EUR' }, 'req_1');
    await ledger.client.conversion({ ref: 'acme-main', externalOrderId: 'order-1', amount: 105, status: 'pending', contractVersion: '3.2' });
    type Statement = { sales: { externalOrderId: string; origin: string; status: string; amountMinor: number; commissionMinor: number }[]; balances: { owedMinor: number }[] };
    const statement = (await ledger.client.statement()).body as Statement;
    const byOrder = Object.fromEntries(statement.sales.map((s) => [s.externalOrderId, s]));
    expect(byOrder[subscription.subscriptionId]).to.deep.include({ origin: 'funnel', status: 'pending', amountMinor: 10_500 });
    expect(byOrder['order-1']).to.deep.include({ origin: 'postback', status: 'pending' });
    // Same premium, same rates: the two ways of booking owe the same commission.
    expect(byOrder[subscription.subscriptionId]!.commissionMinor).to.equal(byOrder['order-1']!.commissionMinor);
    ledger.clock.set(NOON + 14 * DAY_MS);
    const later = (await ledger.client.statement()).body as Statement;
    expect(later.sales.map((s) => s.status)).to.deep.equal(['validated', 'validated']);
  });
});

describe('BookFunnelSale: the records it writes and what it tells the logs', () => {
  type Line = { level: 'info' | 'warn' | 'error'; message: string; fields?: Record<string, unknown> };
  const HOUR = 3_600_000;

  /** Forgets every sale when asked for one: each booking then races a booking that already won. */
  class ForgetfulSales extends MemorySaleStore {
    override async get(): Promise<SaleRecord | undefined> {
      return undefined;
    }
  }

  /** Every compare-and-set is lost to another writer. */
  class AlwaysRacedSales extends MemorySaleStore {
    replaces = 0;
    override async replace(): Promise<boolean> {
      this.replaces++;
      return false;
    }
  }

  const aWatchedBook = async (sales: MemorySaleStore = new MemorySaleStore()) => {
    const partners = new MemoryPartnerStore();
    await partners.create(ACME);
    const clock = new ManualClock(NOON);
    const lines: Line[] = [];
    const at = (level: Line['level']) => (message: string, fields?: Record<string, unknown>) => void lines.push({ level, message, ...(fields === undefined ? {} : { fields }) });
    const logger: Logger = { info: at('info'), warn: at('warn'), error: at('error') };
    return { sales, clock, lines, book: new BookFunnelSale(sales, partners, clock, new CryptoRandom(), undefined, logger) };
  };
  const premium = { amountMinor: 10_500, currency: 'EUR' };

  it('books exactly this record: pending, origin funnel, a booking entry owing the commission, version 1, contract 3.2, no margin key without a margin', async () => {
    const { sales, lines, book } = await aWatchedBook();
    const subscription = aFunnelSubscription();
    await book.book(subscription, premium, 'req_1');
    const sale = (await sales.get('live', 'acme', subscription.subscriptionId))!;
    expect(sale.saleId).to.match(/^sale_[A-Za-z0-9_-]{16}$/);
    expect(sale).to.deep.equal({
      ledger: 'live',
      partnerCode: 'acme',
      externalOrderId: subscription.subscriptionId,
      saleId: sale.saleId,
      linkCode: 'main',
      origin: 'funnel',
      status: 'pending',
      amountMinor: 10_500,
      currency: 'EUR',
      frozenCommissionBps: 1500,
      frozenUpliftBps: 500,
      subscriptionId: subscription.subscriptionId,
      commissionMinor: 1_500,
      contractVersion: '3.2',
      bookedAt: NOON,
      updatedAt: NOON,
      entries: [{ seq: 0, kind: 'booking', deltaMinor: 1_500, currency: 'EUR', at: NOON, cause: 'req_1' }],
      version: 1,
    });
    expect(lines).to.deep.equal([{ level: 'info', message: 'funnel sale booked', fields: { subscriptionId: subscription.subscriptionId, partnerCode: 'acme', ledger: 'live', requestId: 'req_1' } }]);
  });

  it('a booking that loses the create-if-absent race writes nothing more and logs nothing: the winner booked it', async () => {
    const { sales, lines, book } = await aWatchedBook(new ForgetfulSales());
    const subscription = aFunnelSubscription();
    await book.book(subscription, premium, 'req_1');
    await book.book(subscription, { amountMinor: 99_000, currency: 'EUR' }, 'req_2');
    expect((await sales.list({ ledger: 'live', partnerCode: 'acme', limit: 10 })).sales.map((s) => s.amountMinor)).to.deep.equal([10_500]);
    expect(lines.map((l) => l.fields?.['requestId'])).to.deep.equal(['req_1']);
  });

  it('a subscription that credits no partner, or no tracked link, books nothing, told at info', async () => {
    const { sales, lines, book } = await aWatchedBook();
    const { partnerCode: _p, ...noPartner } = aFunnelSubscription();
    const noLink = aFunnelSubscription({ linkCode: null });
    for (const subscription of [noPartner, noLink]) {
      await book.book(subscription, premium, 'req_1');
      await book.reverse(subscription, 'req_2');
    }
    expect((await sales.list({ ledger: 'live', partnerCode: 'acme', limit: 10 })).sales).to.deep.equal([]);
    expect(lines).to.deep.equal(
      [noPartner, noLink].map(({ subscriptionId }) => ({ level: 'info', message: 'funnel sale not booked: the subscription credits no partner', fields: { subscriptionId, requestId: 'req_1' } })),
    );
  });

  it('a subscription of a partner the store does not know books nothing and is an error (partners are never deleted)', async () => {
    const { sales, lines, book } = await aWatchedBook();
    const subscription = aFunnelSubscription({ partnerCode: 'ghost' });
    await book.book(subscription, premium, 'req_1');
    expect(await sales.get('live', 'ghost', subscription.subscriptionId)).to.equal(undefined);
    expect(lines).to.deep.equal([{ level: 'error', message: 'funnel sale not booked: unknown partner', fields: { subscriptionId: subscription.subscriptionId, partnerCode: 'ghost', requestId: 'req_1' } }]);
  });

  it('reverses by compare-and-set: a reversal entry of what was owed, cancelled and changed then, one version up, logged', async () => {
    const { sales, clock, lines, book } = await aWatchedBook();
    const subscription = aFunnelSubscription();
    await book.book(subscription, premium, 'req_1');
    const booked = (await sales.get('live', 'acme', subscription.subscriptionId))!;
    clock.advance(HOUR);
    await book.reverse(subscription, 'req_2');
    expect(await sales.get('live', 'acme', subscription.subscriptionId)).to.deep.equal({
      ...booked,
      status: 'cancelled',
      cancelledAt: NOON + HOUR,
      updatedAt: NOON + HOUR,
      commissionMinor: 0,
      entries: [...booked.entries, { seq: 1, kind: 'reversal', deltaMinor: -1_500, currency: 'EUR', at: NOON + HOUR, cause: 'req_2' }],
      version: 2,
    });
    expect(lines.at(-1)).to.deep.equal({ level: 'info', message: 'funnel sale reversed', fields: { subscriptionId: subscription.subscriptionId, partnerCode: 'acme', ledger: 'live', requestId: 'req_2' } });
  });

  it('reversing a sale past its validation period records the validation at the period\'s end first, then the reversal', async () => {
    const { sales, clock, book } = await aWatchedBook();
    const subscription = aFunnelSubscription();
    await book.book(subscription, premium, 'req_1');
    clock.set(NOON + 20 * DAY_MS);
    await book.reverse(subscription, 'req_2');
    const sale = (await sales.get('live', 'acme', subscription.subscriptionId))!;
    expect(sale).to.deep.include({ status: 'cancelled', validatedAt: NOON + 14 * DAY_MS, cancelledAt: NOON + 20 * DAY_MS, commissionMinor: 0 });
    expect(sale.entries.map((e) => [e.seq, e.kind, e.deltaMinor, e.at])).to.deep.equal([
      [0, 'booking', 1_500, NOON],
      [1, 'validation', 0, NOON + 14 * DAY_MS],
      [2, 'reversal', -1_500, NOON + 20 * DAY_MS],
    ]);
  });

  it('a reversal that loses 17 compare-and-set rounds in a row gives up: StorageUnavailableError, nothing written', async () => {
    const sales = new AlwaysRacedSales();
    const { book } = await aWatchedBook(sales);
    const subscription = aFunnelSubscription();
    await book.book(subscription, premium, 'req_1');
    const booked = await sales.get('live', 'acme', subscription.subscriptionId);
    const thrown = await book.reverse(subscription, 'req_2').then(() => undefined, (e: unknown) => e);
    expect(thrown).to.be.instanceOf(StorageUnavailableError);
    expect((thrown as Error).message).to.equal(`funnel sale of ${subscription.subscriptionId}: changed by 17 concurrent writers in a row`);
    expect(sales.replaces).to.equal(17);
    expect(await sales.get('live', 'acme', subscription.subscriptionId)).to.deep.equal(booked);
  });
});
