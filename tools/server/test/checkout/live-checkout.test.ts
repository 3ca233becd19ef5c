import { expect } from 'chai';
import { Writable } from 'node:stream';
import { startGrpcServer } from '@parasol/grpc';
import { runSubscriptionsCommand } from '../../src/commands/subscriptions.js';
import { http, postForm, hiddenField } from '../web/web-harness.js';
import { CARDS, payLinkOf, pathOf, startLiveCheckout, typeCard, type LiveCheckoutWorld } from './live-checkout-harness.js';

/**
 * Live checkout over HTTP (docs/checkout.md): the funnel's pages and the webhook route of a
 * Parasol server, the real Stripe adapter, payments-sim on 127.0.0.1 playing Stripe (its hosted
 * card page, its signed webhooks and their faults), fakes of the insurer and the ledger.
 */
describe('live checkout over HTTP against payments-sim', function () {
  this.timeout(30_000);
  let world: LiveCheckoutWorld;
  afterEach(async () => {
    await world?.close();
  });

  const stageOf = async (subscriptionId: string) => (await world.parasol.admin.subscriptions?.get(subscriptionId))?.stage;
  const checkoutOf = async (subscriptionId: string) => world.parasol.traveller.checkout!.store.bySubscription(subscriptionId);

  it('card accepted: payment page, the provider’s page, back to a confirmation with the policy number and documents', async () => {
    world = await startLiveCheckout();
    const { path, subscriptionId } = await world.aPresubscribedLink();
    const payment = await world.page(`${path}?lang=en`);
    expect(payment.status).to.equal(200);
    expect(payment.text).to.contain('Pay €').and.contain('secure page').and.not.contain('Test payment');
    const onward = await world.pressPay(path);
    expect(onward.text).to.contain('Go to the secure payment page');
    const paid = await typeCard(payLinkOf(onward.text), CARDS.succeeds);
    expect(paid.status).to.equal(303);
    const back = await http(`${world.url}${pathOf(paid.location!)}`);
    expect(back.status).to.equal(303);
    const done = await world.page(String(back.headers.location));
    expect(done.text).to.contain('You&#39;re covered').and.contain('POL-1001').and.contain('https://insurer.example/policies/1001.pdf');
    expect(done.text).to.contain('Cancel my cover');
    await world.simulator.webhooksSettled();
    expect(await stageOf(subscriptionId)).to.equal('subscribed');
    expect(world.sales.sales.get(subscriptionId)?.status).to.equal('pending');
    expect(world.issuer.issueCalls).to.have.length(1);
    const stored = await checkoutOf(subscriptionId);
    expect(stored?.checkout.charge).to.deep.equal({ amountMinor: Number(hiddenField(payment.text, 'amount')), currency: 'EUR' });
    expect(world.simulator.deliveries.every((d) => d.status === 200)).to.equal(true);
  });

  it('declined, then accepted: the decline is shown with a retry, which opens a new payment page that pays', async () => {
    world = await startLiveCheckout();
    const { path, subscriptionId } = await world.aPresubscribedLink();
    const firstPage = payLinkOf((await world.pressPay(path)).text);
    const declined = await typeCard(firstPage, CARDS.declined);
    expect(declined.status).to.equal(402);
    // The traveller leaves the provider's page by its Back link: our return route reads the decline.
    const back = /href="([^"]+)" id="back"/.exec(declined.html)?.[1]?.replaceAll('&amp;', '&');
    const returned = await http(`${world.url}${pathOf(back!)}`);
    const declinedPage = await world.page(String(returned.headers.location));
    expect(declinedPage.text).to.contain('Your payment was declined').and.contain('generic_decline').and.contain('Nothing has been charged');
    const retried = await postForm(`${world.url}${path}/retry`, { lang: 'en', token: hiddenField(declinedPage.text, 'token'), attempt: hiddenField(declinedPage.text, 'attempt') });
    expect(retried.status).to.equal(303);
    const secondPage = payLinkOf((await world.page(String(retried.headers.location))).text);
    expect(secondPage).to.not.equal(firstPage);
    const paid = await typeCard(secondPage, CARDS.succeeds);
    await http(`${world.url}${pathOf(paid.location!)}`);
    await world.simulator.webhooksSettled();
    expect(await stageOf(subscriptionId)).to.equal('subscribed');
    expect((await checkoutOf(subscriptionId))?.checkout.attempt).to.equal(2);
    expect(world.simulator.account.refundCount()).to.equal(0);
  });

  it('webhook duplicated: both deliveries answered 200, the policy issued and the sale booked once', async () => {
    world = await startLiveCheckout({ webhook: 'duplicated' });
    const { path, subscriptionId } = await world.aPresubscribedLink();
    await typeCard(payLinkOf((await world.pressPay(path)).text), CARDS.succeeds);
    // The traveller never comes back (a closed tab): the webhook alone completes the purchase.
    await world.simulator.webhooksSettled();
    const completed = world.simulator.deliveries.filter((d) => d.type === 'checkout.session.completed');
    expect(completed.map((d) => d.status)).to.deep.equal([200, 200]);
    expect(completed[0]!.eventId).to.equal(completed[1]!.eventId);
    expect((await checkoutOf(subscriptionId))?.checkout.state.kind).to.equal('issued');
    expect(world.issuer.issueCalls).to.have.length(1);
    expect(world.sales.calls).to.deep.equal([`book ${subscriptionId}`]);
  });

  it('webhook late: while the provider cannot confirm the return, the page waits (refreshing itself), then confirms once the webhook arrives', async () => {
    world = await startLiveCheckout({ webhook: 'late' });
    const { path, subscriptionId } = await world.aPresubscribedLink();
    const paid = await typeCard(payLinkOf((await world.pressPay(path)).text), CARDS.succeeds);
    world.simulator.faults.failNext(1); // the return's retrieval meets a 500
    const back = await http(`${world.url}${pathOf(paid.location!)}`);
    const waiting = await world.page(String(back.headers.location));
    expect(waiting.text).to.contain('waiting for the confirmation of your payment').and.contain('http-equiv="refresh"');
    expect(await stageOf(subscriptionId)).to.equal('presubscribed');
    await world.simulator.releaseWebhooks();
    await world.simulator.webhooksSettled();
    const done = await world.page(String(back.headers.location));
    expect(done.text).to.contain('POL-1001').and.not.contain('http-equiv="refresh"');
    expect(await stageOf(subscriptionId)).to.equal('subscribed');
  });

  it('the return and the webhook racing: one issuance, one booking, no refund', async () => {
    world = await startLiveCheckout();
    const { path, subscriptionId } = await world.aPresubscribedLink();
    const paid = await typeCard(payLinkOf((await world.pressPay(path)).text), CARDS.succeeds);
    await Promise.all([http(`${world.url}${pathOf(paid.location!)}`), http(`${world.url}${pathOf(paid.location!)}`), world.simulator.webhooksSettled()]);
    await world.simulator.webhooksSettled();
    const stored = await checkoutOf(subscriptionId);
    expect(stored?.checkout.state.kind).to.equal('issued');
    expect(stored?.checkout.effects.filter((e) => e.type === 'book_sale')).to.have.length(1);
    expect(world.issuer.issueCalls).to.have.length(1);
    expect(world.simulator.account.refundCount()).to.equal(0);
  });

  it('the insurer refuses: the premium is refunded at the provider and the page says why', async () => {
    world = await startLiveCheckout();
    world.issuer.otherwise = 'refused';
    const { path, subscriptionId } = await world.aPresubscribedLink();
    const paid = await typeCard(payLinkOf((await world.pressPay(path)).text), CARDS.succeeds);
    const back = await http(`${world.url}${pathOf(paid.location!)}`);
    await world.simulator.webhooksSettled();
    const page = await world.page(String(back.headers.location));
    expect(page.text).to.contain('Your payment was refunded').and.contain('insurer could not issue');
    expect(world.simulator.account.refundCount()).to.equal(1);
    expect((await checkoutOf(subscriptionId))?.checkout.state).to.deep.equal({ kind: 'refunded', reason: 'issuance_refused' });
    expect(world.sales.sales.size).to.equal(0);
  });

  it('the traveller cancels within the cooling-off window: policy cancelled, sale reversed, premium refunded', async () => {
    world = await startLiveCheckout();
    const { path, subscriptionId } = await world.aPresubscribedLink();
    const paid = await typeCard(payLinkOf((await world.pressPay(path)).text), CARDS.succeeds);
    const back = await http(`${world.url}${pathOf(paid.location!)}`);
    const done = await world.page(String(back.headers.location));
    const cancelled = await postForm(`${world.url}${path}/cancel`, { lang: 'en', token: hiddenField(done.text, 'token') });
    expect(cancelled.status).to.equal(303);
    expect((await world.page(String(cancelled.headers.location))).text).to.contain('Your cover is cancelled');
    expect(world.issuer.cancelled).to.deep.equal(['POL-1001']);
    expect(world.sales.sales.get(subscriptionId)?.status).to.equal('cancelled');
    expect(world.simulator.account.refundCount()).to.equal(1);
  });

  it('an operator cancels with `parasol subscriptions cancel` (Funnel.CancelSubscription): refunded; a second cancel changes nothing', async () => {
    world = await startLiveCheckout();
    const { path, subscriptionId } = await world.aPresubscribedLink();
    const paid = await typeCard(payLinkOf((await world.pressPay(path)).text), CARDS.succeeds);
    await http(`${world.url}${pathOf(paid.location!)}`);
    const token = 'operator-token-0123456789abcdef0123';
    const grpc = await startGrpcServer({ parasol: world.parasol, adminToken: token, checkout: world.parasol.traveller.checkout! });
    try {
      const cli = async (argv: string[]) => {
        let out = '';
        let err = '';
        const sink = (write: (t: string) => void) => new Writable({ write: (chunk: Buffer, _e, done) => (write(chunk.toString()), done()) });
        const code = await runSubscriptionsCommand(argv, { out: sink((t) => (out += t)), err: sink((t) => (err += t)), env: { PARASOL_GRPC_URL: grpc.address, PARASOL_ADMIN_TOKEN: token } });
        return { code, out, err };
      };
      const first = await cli(['cancel', subscriptionId]);
      expect(first.code, first.err).to.equal(0);
      expect(JSON.parse(first.out)).to.deep.include({ subscriptionId, state: 'refunded', refundReason: 'cancelled' });
      expect((await cli(['cancel', subscriptionId])).code).to.equal(0);
      expect(world.simulator.account.refundCount()).to.equal(1);
      expect(world.issuer.cancelled).to.deep.equal(['POL-1001']);
      const none = await cli(['cancel', 'sub_nothing']);
      expect([none.code, none.err.split(':')[0]]).to.deep.equal([1, 'CHECKOUT_NOT_FOUND']);
    } finally {
      await grpc.close();
    }
  });

  it('the webhook route: 400 on a forged or missing signature, acting on nothing', async () => {
    world = await startLiveCheckout();
    const body = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } });
    for (const signature of [undefined, 't=1,v1=00']) {
      const answer = await http(`${world.url}/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body });
      expect(answer.status).to.equal(400);
      expect(answer.headers['access-control-allow-origin']).to.equal(undefined);
    }
  });

  it('a premium that moved since the page was shown charges nothing and shows the new one', async () => {
    world = await startLiveCheckout();
    const { path, subscriptionId } = await world.aPresubscribedLink();
    const payment = await world.page(`${path}?lang=en`);
    const posted = await postForm(`${world.url}${path}/pay`, { lang: 'en', token: hiddenField(payment.text, 'token'), amount: String(Number(hiddenField(payment.text, 'amount')) - 100), currency: 'EUR' });
    expect(posted.status).to.equal(409);
    expect(posted.text).to.contain('The premium for your trip has changed');
    expect(world.simulator.account.sessionCount()).to.equal(0);
    expect(await checkoutOf(subscriptionId)).to.equal(undefined);
  });
});
