import { expect } from 'chai';
import { sandboxPolicyNumber } from '@parasol/adapter-sandbox';
import { signedStatement } from '../checkout/live-loop-harness.js';
import { NOON, TRIP, hiddenField, http, postForm, startWebServer, type WebServer } from './web-harness.js';

/**
 * The sandbox's whole loop over HTTP, on parasol serve's embedded composition: link → funnel →
 * free payment → confirmation with the sandbox policy number → the sale (origin funnel, pending)
 * in the sandbox statement, booked once however often the payment form is posted (docs/checkout.md).
 */
describe('the sandbox loop over loopback (free payment, sandbox policy, sandbox ledger)', function () {
  this.timeout(20_000);
  let web: WebServer;
  afterEach(async () => {
    await web.close();
  });

  const details = { name: 'Alex Sample', email: 'alex@example.com', terms: 'yes', offer: '9001', lang: 'en' };

  it('charges nothing, says so on every page, issues a sandbox policy and books one pending funnel sale in the sandbox ledger, however often paid', async () => {
    web = await startWebServer();
    const key = await web.aKey({ mode: 'sandbox' });
    const client = web.parasol.client(key);
    const sessionId = ((await client.quote({ trip: TRIP })).body as { sessionId: string }).sessionId;
    const { subscriptionId } = (await client.link({ sessionId, trip: TRIP, offerId: 9001 })).body as { subscriptionId: string };
    const path = `/funnel/s/${subscriptionId}`;

    const form = await http(`${web.url}${path}?lang=en&offer=9001`);
    expect(form.text).to.contain('class="sandbox"');
    await postForm(`${web.url}${path}/presubscribe`, { ...details, token: hiddenField(form.text, 'token') });
    const payment = await http(`${web.url}${path}?lang=en`);
    expect(payment.text).to.contain('class="sandbox"').and.contain('nothing is charged');
    const price = /Pay €(\d+)\.(\d\d)/.exec(payment.text);
    expect(price, 'the payment page shows the premium').to.not.equal(null);
    const shownMinor = Number(price![1]) * 100 + Number(price![2]);

    // A double submit: both posts answer the confirmation, one policy, one sale.
    const token = hiddenField(payment.text, 'token');
    const [first, second] = await Promise.all([postForm(`${web.url}${path}/pay`, { lang: 'en', token }), postForm(`${web.url}${path}/pay`, { lang: 'en', token })]);
    expect([first.status, second.status]).to.deep.equal([303, 303]);
    expect((await postForm(`${web.url}${path}/pay`, { lang: 'en', token })).status, 'a reload of the posted form').to.equal(303);

    const policyNumber = sandboxPolicyNumber(subscriptionId);
    expect(await web.parasol.admin.subscriptions?.get(subscriptionId)).to.deep.include({ stage: 'subscribed' });
    expect((await web.parasol.admin.subscriptions?.get(subscriptionId))?.policy?.policyNumber).to.equal(policyNumber);
    const done = await http(`${web.url}${path}?lang=en`);
    expect(done.text).to.contain('class="sandbox"').and.contain('Nothing was charged').and.contain(`<strong id="policy-number">${policyNumber}</strong>`);

    const statement = await signedStatement(web.url, key, NOON);
    expect(statement.sales.map((s) => [s.externalOrderId, s.origin, s.status, s.amountMinor, s.currency])).to.deep.equal([[subscriptionId, 'funnel', 'pending', shownMinor, 'EUR']]);
    // The live ledger saw nothing.
    expect((await web.parasol.admin.ledger!.statement('acme', 'live', { limit: 10 })).sales).to.deep.equal([]);
  });
});
