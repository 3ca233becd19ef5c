import { expect } from 'chai';
import { silentLogger, type PaymentAmount, type Result, type SubscriptionRecord } from '@parasol/core';
import {
  AdvanceSubscription,
  CancelSubscription,
  CarryOutCheckoutEffects,
  RecordCheckoutEvent,
  RecordPaymentOutcome,
  RetryPayment,
  StartCheckout,
  SyncSubscriptionStage,
  type QuoteResponse,
  type RepriceSubscription,
} from '@parasol/core/internal';
import { aSubscriptionRecord, FakeFunnelSaleBook, FakePolicyIssuer } from '@parasol/port-contracts';
import { NOON, TestClock } from '../api/fakes.js';
import { FakeSubscriptionStore } from '../subscriptions/fake-subscription-store.js';
import { FakeCheckoutStore, FakePaymentProvider } from './checkout-fakes.js';

const ID = 'sub_contract0000000000000001';
const OFFER = 9001;
const DAY = 86_400_000;
const PREMIUM: PaymentAmount = { amountMinor: 4_990, currency: 'EUR' };

/** The re-rate answering the chosen offer at `premium` (the funnel's price in minor units). */
const repricedAt = (premium: { current: PaymentAmount }) =>
  ({
    async run(): Promise<Result<QuoteResponse>> {
      const price = { amountInCents: premium.current.amountMinor, currency: premium.current.currency };
      return { ok: true, value: { offers: [{ id: OFFER, price }], meta: {} } as unknown as QuoteResponse };
    },
  }) as unknown as RepriceSubscription;

async function aLiveCheckout(overrides: Partial<SubscriptionRecord> = {}) {
  const subscriptions = new FakeSubscriptionStore();
  await subscriptions.create(aSubscriptionRecord({ subscriptionId: ID, mode: 'live', stage: 'presubscribed', offerId: OFFER, createdAt: NOON - 1000, updatedAt: NOON - 1000, expiresAt: NOON + DAY, ...overrides }));
  const clock = new TestClock(NOON);
  const store = new FakeCheckoutStore();
  const payments = new FakePaymentProvider();
  const issuer = new FakePolicyIssuer();
  const sales = new FakeFunnelSaleBook();
  const premium = { current: PREMIUM };
  let n = 0;
  const random = { bytes: (length: number) => new Uint8Array(length).fill(++n) };
  const sync = new SyncSubscriptionStage(subscriptions, new AdvanceSubscription(subscriptions, clock), clock);
  const record = new RecordCheckoutEvent(store, sync, clock);
  const pages = { successUrl: 'https://parasol.example/funnel/s/{SUBSCRIPTION_ID}/paid?payment={PAYMENT_ID}', cancelUrl: 'https://parasol.example/funnel/s/{SUBSCRIPTION_ID}/unpaid' };
  const runner = new CarryOutCheckoutEffects(store, subscriptions, payments, issuer, sales, pages, sync, clock, silentLogger);
  const flows = {
    start: new StartCheckout(subscriptions, store, repricedAt(premium), runner, random, clock),
    outcome: new RecordPaymentOutcome(store, payments, record, runner),
    retry: new RetryPayment(record, runner),
    cancel: new CancelSubscription(record, runner, clock),
    runner,
  };
  const stage = async () => (await subscriptions.get(ID))?.stage;
  return { subscriptions, clock, store, payments, issuer, sales, premium, flows, stage };
}

/** Starts the checkout and answers its payment page's id. */
async function started(world: Awaited<ReturnType<typeof aLiveCheckout>>): Promise<string> {
  const start = await world.flows.start.run(ID, PREMIUM);
  if (!start.ok) throw new Error(`not started: ${JSON.stringify(start.refusal)}`);
  return start.value.pages.at(-1)!.paymentId;
}

describe('Live checkout, end to end through the ports (fakes)', () => {
  it('opens one checkout at the re-rated premium, creating the payment page at once, with the return URLs filled', async () => {
    const world = await aLiveCheckout();
    const start = await world.flows.start.run(ID, PREMIUM);
    expect(start.ok).to.equal(true);
    if (!start.ok) return;
    expect(start.value.checkout.state.kind).to.equal('payment_pending');
    expect(start.value.checkout.effectsDone).to.equal(1);
    const [payment] = [...world.payments.payments.values()];
    expect(payment!.request.amount).to.deep.equal(PREMIUM);
    expect(payment!.request.successUrl).to.equal(`https://parasol.example/funnel/s/${ID}/paid?payment={PAYMENT_ID}`);
    const again = await world.flows.start.run(ID, PREMIUM);
    expect(again.ok && again.value.checkout.checkoutId).to.equal(start.value.checkout.checkoutId);
    expect(world.payments.payments.size, 'a second click opens no second payment').to.equal(1);
  });

  it('charges nothing when the premium moved since the page showed it, and says the new one', async () => {
    const world = await aLiveCheckout();
    world.premium.current = { amountMinor: 5_120, currency: 'EUR' };
    expect(await world.flows.start.run(ID, PREMIUM)).to.deep.equal({ ok: false, refusal: { reason: 'premium-moved', premium: { amountMinor: 5_120, currency: 'EUR' } } });
    expect(world.payments.payments.size).to.equal(0);
    expect(world.store.rows.size).to.equal(0);
  });

  it('refuses a sandbox subscription (its payment step is free) and one not presubscribed', async () => {
    expect(await (await aLiveCheckout({ mode: 'sandbox' })).flows.start.run(ID, PREMIUM)).to.deep.equal({ ok: false, refusal: { reason: 'sandbox' } });
    expect(await (await aLiveCheckout({ stage: 'quoting' })).flows.start.run(ID, PREMIUM)).to.deep.equal({ ok: false, refusal: { reason: 'stage', stage: 'quoting' } });
  });

  it('on the return from a paid page: issues, books the sale once, and moves the subscription to subscribed', async () => {
    const world = await aLiveCheckout();
    const paymentId = await started(world);
    world.payments.pay(paymentId);
    const back = await world.flows.outcome.fromReturn(paymentId);
    expect(back?.checkout.state.kind).to.equal('issued');
    expect(back?.checkout.effectsDone).to.equal(back?.checkout.effects.length);
    expect(await world.stage()).to.equal('subscribed');
    expect(world.sales.sales.get(ID)).to.deep.equal({ premium: PREMIUM, status: 'pending' });
    expect(world.issuer.issueCalls).to.have.length(1);
  });

  it('a duplicated webhook, and the return after it, move nothing again', async () => {
    const world = await aLiveCheckout();
    const paymentId = await started(world);
    const body = world.payments.pay(paymentId);
    expect(await world.flows.outcome.fromWebhook(body, 'ok')).to.include({ outcome: 'accepted', moved: true });
    expect(await world.flows.outcome.fromWebhook(body, 'ok')).to.include({ outcome: 'accepted', moved: false });
    await world.flows.outcome.fromReturn(paymentId);
    expect(world.issuer.issueCalls).to.have.length(1);
    expect(world.sales.calls).to.deep.equal([`book ${ID}`]);
  });

  it('the return and the webhook racing: one capture, one issuance, one booking', async () => {
    const world = await aLiveCheckout();
    const paymentId = await started(world);
    const body = world.payments.pay(paymentId);
    await Promise.all([world.flows.outcome.fromReturn(paymentId), world.flows.outcome.fromWebhook(body, 'ok'), world.flows.outcome.fromReturn(paymentId)]);
    const stored = await world.store.bySubscription(ID);
    expect(stored?.checkout.state.kind).to.equal('issued');
    expect(world.sales.sales.size).to.equal(1);
    expect(stored?.checkout.effects.filter((e) => e.type === 'book_sale')).to.have.length(1);
    expect(world.payments.refundCalls).to.deep.equal([]);
  });

  it('refuses a webhook without a valid signature, acting on nothing', async () => {
    const world = await aLiveCheckout();
    const paymentId = await started(world);
    expect(await world.flows.outcome.fromWebhook(world.payments.pay(paymentId), 'forged')).to.deep.equal({ outcome: 'refused', refusal: 'bad signature' });
    expect((await world.store.bySubscription(ID))?.checkout.state.kind).to.equal('payment_pending');
  });

  it('a decline shows on the return; a retry opens the next attempt’s page, which then pays', async () => {
    const world = await aLiveCheckout();
    const first = await started(world);
    world.payments.decline(first, 'insufficient_funds');
    const declined = await world.flows.outcome.fromReturn(first);
    expect(declined?.checkout.state).to.deep.equal({ kind: 'declined', paymentId: first, declineCode: 'insufficient_funds' });
    const retried = await world.flows.retry.run(ID, 1);
    const again = await world.flows.retry.run(ID, 1);
    expect(again.ok && again.value.pages).to.have.length(2);
    const second = retried.ok ? retried.value.pages[1]!.paymentId : '';
    expect(second).to.not.equal(first);
    world.payments.pay(second);
    expect((await world.flows.outcome.fromReturn(second))?.checkout.state.kind).to.equal('issued');
  });

  it('the insurer refusing: the payment is refunded once and no sale is booked', async () => {
    const world = await aLiveCheckout();
    world.issuer.otherwise = 'refused';
    const paymentId = await started(world);
    world.payments.pay(paymentId);
    const back = await world.flows.outcome.fromReturn(paymentId);
    expect(back?.checkout.state).to.deep.equal({ kind: 'refunded', reason: 'issuance_refused' });
    expect(world.payments.refundCalls).to.deep.equal([paymentId]);
    expect(world.sales.calls).to.deep.equal([]);
    expect(await world.stage(), 'stages never go back').to.equal('paid');
  });

  it('the insurer silent three times: refunded as a timeout after three attempts', async () => {
    const world = await aLiveCheckout();
    world.issuer.otherwise = 'unavailable';
    const paymentId = await started(world);
    world.payments.pay(paymentId);
    expect((await world.flows.outcome.fromReturn(paymentId))?.checkout.state).to.deep.equal({ kind: 'refunded', reason: 'issuance_timeout' });
    expect(world.issuer.issueCalls.map((c) => c.attempt)).to.deep.equal([1, 2, 3]);
  });

  it('an effect that fails stays pending, and a later run resumes from it (nothing done twice that was stored done)', async () => {
    const world = await aLiveCheckout();
    world.issuer.otherwise = 'refused';
    const paymentId = await started(world);
    world.payments.pay(paymentId);
    world.payments.failNext = 1;
    const stuck = await world.flows.outcome.fromReturn(paymentId);
    expect(stuck?.checkout.state.kind).to.equal('refunding');
    expect(stuck?.checkout.effects[stuck.checkout.effectsDone]?.type).to.equal('refund');
    const resumed = await world.flows.runner.run(stuck!.checkout.checkoutId);
    expect(resumed?.checkout.state.kind).to.equal('refunded');
    expect(world.issuer.issueCalls).to.have.length(1);
  });

  it('cancels within the cooling-off window: policy cancelled, sale reversed, premium refunded; refused after it', async () => {
    const world = await aLiveCheckout();
    const paymentId = await started(world);
    world.payments.pay(paymentId);
    await world.flows.outcome.fromReturn(paymentId);
    world.clock.advance(13 * DAY);
    const cancelled = await world.flows.cancel.run(ID, 'traveller');
    expect(cancelled.ok && cancelled.value.checkout.state).to.deep.equal({ kind: 'refunded', reason: 'cancelled' });
    expect(world.issuer.cancelled).to.deep.equal(['POL-1001']);
    expect(world.sales.sales.get(ID)?.status).to.equal('cancelled');
    expect(world.payments.refundCalls).to.deep.equal([paymentId]);

    const late = await aLiveCheckout();
    const latePayment = await started(late);
    late.payments.pay(latePayment);
    await late.flows.outcome.fromReturn(latePayment);
    late.clock.advance(15 * DAY);
    expect(await late.flows.cancel.run(ID, 'operator')).to.deep.equal({ ok: false, refusal: { reason: 'refused', refusal: 'cooling_off_over' } });
    expect(late.payments.refundCalls).to.deep.equal([]);
  });

  it('a subscription with no checkout cannot be cancelled here', async () => {
    const world = await aLiveCheckout();
    expect(await world.flows.cancel.run(ID, 'operator')).to.deep.equal({ ok: false, refusal: { reason: 'no-checkout' } });
  });
});
