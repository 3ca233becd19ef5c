import { expect } from 'chai';
import { http, postForm } from '../web/web-harness.js';
import { CARDS, payLinkOf, pathOf, typeCard } from './live-checkout-harness.js';
import { COMMISSION_BPS, startLiveLoop, type LiveLoop } from './live-loop-harness.js';

/**
 * The whole live loop with no fakes (docs/checkout.md, "What the flow's tests check"): payments-sim,
 * insurer-sim issuing at the live catalogue's issueUrl, the ledger's own booking. Every duplicate
 * path of one purchase books one sale and issues one policy, read where they land: the policy at
 * insurer-sim, the sale in the partner's statement over the signed API.
 */
describe('live loop end to end: duplicate paths book one sale and issue one policy', function () {
  this.timeout(30_000);
  let loop: LiveLoop;
  afterEach(async () => {
    await loop?.close();
  });

  /** One policy at Alba's simulator and none elsewhere; one pending funnel sale at the charged premium; the balances its commission. */
  const expectOneSaleOnePolicy = async (subscriptionId: string, chargedMinor: number) => {
    await loop.payments.webhooksSettled();
    const { alba, northwind, meridian, kestrel } = loop.insurers.simulators;
    expect([alba, northwind, meridian, kestrel].map((s) => s.issuedCount())).to.deep.equal([1, 0, 0, 0]);
    expect(alba.policyOf(subscriptionId)).to.deep.include({ cancelled: false });
    expect(loop.payments.account.refundCount()).to.equal(0);
    const statement = await loop.statement();
    expect(statement.sales.map((s) => [s.externalOrderId, s.origin, s.status, s.amountMinor, s.currency, s.commissionBps])).to.deep.equal([[subscriptionId, 'funnel', 'pending', chargedMinor, 'EUR', COMMISSION_BPS]]);
    const commission = statement.sales[0]!.commissionMinor;
    expect(statement.balances).to.deep.equal([{ ...statement.balances[0], currency: 'EUR', owedMinor: commission, pendingMinor: commission, validatedMinor: 0 }]);
    expect((await loop.parasol.admin.subscriptions?.get(subscriptionId))?.stage).to.equal('subscribed');
  };

  it('a double click on Pay, then the return and a duplicated webhook racing', async () => {
    loop = await startLiveLoop({ webhook: 'duplicated' });
    const { path, subscriptionId } = await loop.aPresubscribedLink();
    const form = await loop.payForm(path);
    const clicks = await Promise.all([postForm(`${loop.url}${path}/pay`, form), postForm(`${loop.url}${path}/pay`, form)]);
    expect(clicks.map((c) => c.status)).to.deep.equal([303, 303]);
    expect(loop.payments.account.sessionCount(), 'two clicks open one payment page').to.equal(1);
    const paid = await typeCard(payLinkOf((await loop.page(String(clicks[0]!.headers.location))).text), CARDS.succeeds);
    // The traveller's browser returns (twice: a reload) while both deliveries of the webhook arrive.
    await Promise.all([http(`${loop.url}${pathOf(paid.location!)}`), http(`${loop.url}${pathOf(paid.location!)}`), loop.payments.webhooksSettled()]);
    const completed = loop.payments.deliveries.filter((d) => d.type === 'checkout.session.completed');
    expect(completed.map((d) => d.status)).to.deep.equal([200, 200]);
    const session = loop.payments.account.session(new URL(paid.location!).searchParams.get('payment')!);
    expect(session).to.deep.include({ payment_status: 'paid', amount_total: Number(form.amount) });
    expect(loop.payments.account.intent(session!.payment_intent!)).to.deep.include({ status: 'succeeded', amount_received: Number(form.amount) });
    await expectOneSaleOnePolicy(subscriptionId, Number(form.amount));
  });

  it('a late webhook after the return confirmed the payment', async () => {
    loop = await startLiveLoop({ webhook: 'late' });
    const { path, subscriptionId } = await loop.aPresubscribedLink();
    const form = await loop.payForm(path);
    const posted = await postForm(`${loop.url}${path}/pay`, form);
    const paid = await typeCard(payLinkOf((await loop.page(String(posted.headers.location))).text), CARDS.succeeds);
    const back = await http(`${loop.url}${pathOf(paid.location!)}`);
    expect((await loop.page(String(back.headers.location))).text).to.contain(loop.insurers.simulators.alba.policyOf(subscriptionId)!.policyNumber);
    await loop.payments.releaseWebhooks();
    await expectOneSaleOnePolicy(subscriptionId, Number(form.amount));
  });
});
