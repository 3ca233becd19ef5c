import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signRequest } from '@parasol/core';
import { startPaymentsSimulator, type PaymentsSimulator } from '@parasol/sims';
import { freshDatabaseName } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { startServe, type ServeProcess } from '../commands/serve-process.js';
import { CARDS, payLinkOf, pathOf, SECRET_KEY, typeCard, WEBHOOK_SECRET } from '../checkout/live-checkout-harness.js';
import { startSampleInsurers, type SampleInsurers } from '../checkout/insurer-sims.js';
import { startWebhookRelay, type WebhookRelay } from '../checkout/webhook-relay.js';
import { COMMISSION_BPS, LIVE_OFFER, signedStatement } from '../checkout/live-loop-harness.js';
import { hiddenField, http, postForm } from '../web/web-harness.js';

const LIVE_KEY = { keyId: 'ak_live_twoInstancesPay001', secret: 'sk_live_two-instances-checkout-secret' };
const bootstrap = {
  partners: [{ code: 'acme', status: 'approved', baseRateBps: 1000, commissionBps: COMMISSION_BPS, links: [{ code: 'main', default: true }] }],
  keys: [{ ...LIVE_KEY, mode: 'live', scopes: ['quotes', 'quotes.link'], partner: 'acme', quota: { reads: 10_000, writes: 10_000, burstPerMinute: 100_000 } }],
};

/** A trip a month from now: these servers run on the real clock. */
const aFutureTrip = () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { intent: 'forTourism', startDate: day(30), endDate: day(43), countryResidence: 'FR', arrivalCountries: ['ES'], travellers: [{ age: 34 }] };
};

async function signedPost(base: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const answer = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-svc-key-id': LIVE_KEY.keyId, 'x-svc-timestamp': timestamp, 'x-svc-signature': signRequest(LIVE_KEY.secret, { timestamp, method: 'POST', pathname: path, rawBody: Buffer.from(raw) }) },
    body: raw,
  });
  if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

/**
 * Live checkout on two `parasol serve` processes sharing one MongoDB database (the test server in
 * this process, over TCP), with payments-sim and insurer-sim and no fakes: whichever instance hears
 * of the payment, and however many times, the purchase books one sale and issues one policy.
 */
describe('live checkout on two parasol serve instances on one MongoDB database', function () {
  this.timeout(60_000);
  const mongo = useMongoHarness();
  const instances: ServeProcess[] = [];
  let urls: string[];
  let insurers: SampleInsurers;
  let payments: PaymentsSimulator;
  let relay: WebhookRelay;
  const purchases: { subscriptionId: string; charged: number }[] = [];

  before(async () => {
    insurers = await startSampleInsurers();
    relay = await startWebhookRelay();
    payments = await startPaymentsSimulator({ apiKey: SECRET_KEY, webhookUrl: relay.url, webhookSecret: WEBHOOK_SECRET });
    const dir = await mkdtemp(join(tmpdir(), 'parasol-two-instances-checkout-'));
    await writeFile(join(dir, 'bootstrap.json'), JSON.stringify(bootstrap));
    const env = {
      PARASOL_MONGO_URL: mongo.database.uri(freshDatabaseName()),
      PARASOL_MASTER_KEY: randomBytes(32).toString('base64'),
      PARASOL_BOOTSTRAP: join(dir, 'bootstrap.json'),
      PARASOL_CATALOGUE: await insurers.catalogueFile(),
      PARASOL_PUBLIC_URL: 'http://parasol.test',
      PARASOL_STRIPE_SECRET_KEY: SECRET_KEY,
      PARASOL_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PARASOL_STRIPE_API_BASE: payments.url,
    };
    // One after the other: the first loads the bootstrap file (docs/deployment.md).
    instances.push(await startServe([], env));
    const first = await instances[0]!.serving;
    instances.push(await startServe([], { ...env, PARASOL_BOOTSTRAP: '' }));
    urls = [first, await instances[1]!.serving];
  });
  after(async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
    await payments?.close();
    await relay?.close();
    await insurers?.close();
  });

  /** A presubscribed live link on the first instance, paid with 4242 on payments-sim: the provider's return URL and the premium charged. */
  const aPaidPurchase = async () => {
    const trip = aFutureTrip();
    const quote = await signedPost(urls[0]!, '/api/v1/travel/quotes', { trip });
    const link = await signedPost(urls[0]!, '/api/v1/travel/links', { sessionId: quote.sessionId, trip, offerId: LIVE_OFFER });
    const subscriptionId = String(link.subscriptionId);
    const path = `/funnel/s/${subscriptionId}`;
    const form = await http(`${urls[0]}${path}?lang=en&offer=${LIVE_OFFER}`);
    const sent = await postForm(`${urls[0]}${path}/presubscribe`, { name: 'Alex Sample', email: 'alex@example.com', terms: 'yes', offer: String(LIVE_OFFER), lang: 'en', token: hiddenField(form.text, 'token') });
    expect(sent.status, sent.text.slice(0, 300)).to.equal(303);
    const payment = await http(`${urls[0]}${path}?lang=en`);
    const fields = { lang: 'en', token: hiddenField(payment.text, 'token'), amount: hiddenField(payment.text, 'amount'), currency: hiddenField(payment.text, 'currency') };
    // The double click lands on both instances.
    const clicks = await Promise.all(urls.map((url) => postForm(`${url}${path}/pay`, fields)));
    expect(clicks.map((c) => c.status)).to.deep.equal([303, 303]);
    const paid = await typeCard(payLinkOf((await http(`${urls[0]}${String(clicks[0]!.headers.location)}`)).text), CARDS.succeeds);
    expect(paid.status).to.equal(303);
    const purchase = { subscriptionId, charged: Number(fields.amount), returnPath: pathOf(paid.location!) };
    purchases.push(purchase);
    return purchase;
  };

  const expectOneSaleOnePolicyEach = async () => {
    await payments.webhooksSettled();
    expect(payments.deliveries.every((d) => d.status === 200), JSON.stringify(payments.deliveries.map((d) => d.status))).to.equal(true);
    expect(payments.account.refundCount()).to.equal(0);
    expect(payments.account.sessionCount(), 'one payment page per purchase, whichever instance was clicked').to.equal(purchases.length);
    expect(insurers.simulators.alba.issuedCount()).to.equal(purchases.length);
    for (const { subscriptionId } of purchases) expect(insurers.simulators.alba.policyOf(subscriptionId)).to.deep.include({ cancelled: false });
    for (const url of urls) {
      const statement = await signedStatement(url, LIVE_KEY, Date.now());
      expect(statement.sales.map((s) => [s.externalOrderId, s.origin, s.status, s.amountMinor, s.currency, s.commissionBps])).to.have.deep.members(purchases.map((p) => [p.subscriptionId, 'funnel', 'pending', p.charged, 'EUR', COMMISSION_BPS]));
      const commission = statement.sales.reduce((sum, s) => sum + s.commissionMinor, 0);
      expect(statement.balances.map((b) => [b.currency, b.owedMinor, b.pendingMinor, b.validatedMinor])).to.deep.equal([['EUR', commission, commission, 0]]);
    }
  };

  it('both instances receive the webhook, delivered twice: one sale, one policy', async () => {
    relay.targets = [...urls];
    payments.setWebhookFault('duplicated');
    await aPaidPurchase();
    await expectOneSaleOnePolicyEach();
  });

  it('one instance gets the traveller’s return while the other gets the webhook: one sale, one policy', async () => {
    relay.targets = [urls[1]!];
    payments.setWebhookFault('late');
    const { returnPath } = await aPaidPurchase();
    const [back] = await Promise.all([http(`${urls[0]}${returnPath}`), payments.releaseWebhooks()]);
    expect(back.status).to.equal(303);
    await expectOneSaleOnePolicyEach();
  });
});
