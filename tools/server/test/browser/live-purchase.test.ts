import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { COMMISSION_BPS, startLiveLoop, type LiveLoop } from '../checkout/live-loop-harness.js';
import { launchChromium, screenshot } from './browser-harness.js';

/**
 * A live purchase in headless Chromium, the whole loop with no fakes (docs/checkout.md): the
 * funnel's payment step, payments-sim's hosted card page (a declined card, then an accepted one),
 * the redirect back and the confirmation with the policy number insurer-sim issued; then the
 * money captured at payments-sim, the policy at insurer-sim and one pending sale in the partner's
 * live ledger, read through the signed statement API. Screenshots go to
 * test-artifacts/screenshots (the README shows copies from docs/screenshots: live-payment.png,
 * live-card-page.png, live-confirmation.png).
 */
describe('live purchase in Chromium against payments-sim and insurer-sim', function () {
  this.timeout(60_000);
  let browser: Browser;
  let loop: LiveLoop;

  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await loop?.close();
  });

  it('pays on the provider’s page after a decline: captured, issued at the insurer, subscribed, one pending sale in the statement', async () => {
    loop = await startLiveLoop({}, { browser: true });
    const { path, subscriptionId } = await loop.aPresubscribedLink();
    const charged = Number((await loop.payForm(path)).amount);
    const context = await browser.newContext({ viewport: { width: 900, height: 800 }, locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await page.goto(`${loop.url}${path}?lang=en`);
      await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
      expect(await page.getByRole('note').filter({ hasText: 'secure page' }).count()).to.equal(1);
      expect(await page.getByText('Test payment').count(), 'a live page never says the payment is a test').to.equal(0);
      await screenshot(page, 'live-payment');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByRole('link', { name: 'Go to the secure payment page' }).click();

      // payments-sim's hosted page: first a declined card, shown on the page, then one that pays.
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByRole('alert').waitFor();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await screenshot(page, 'live-card-page');
      await page.getByRole('button', { name: /^Pay / }).click();

      await page.getByRole('heading', { level: 1, name: /covered/ }).waitFor();
      const alba = loop.insurers.simulators.alba;
      const policy = alba.policyOf(subscriptionId);
      expect(policy, 'the policy is issued at insurer-sim').to.deep.include({ cancelled: false });
      expect(await page.locator('#policy-number').innerText()).to.equal(policy!.policyNumber);
      expect(await page.getByRole('link', { name: 'Policy document 1' }).getAttribute('href')).to.equal(`${new URL(alba.issueUrl).origin}/documents/${policy!.policyNumber}/certificate.pdf`);
      expect(await page.getByRole('button', { name: 'Cancel my cover and refund me' }).count()).to.equal(1);
      await screenshot(page, 'live-confirmation');
    } finally {
      await context.close();
    }

    await loop.payments.webhooksSettled();
    // The money: one session paid, its PaymentIntent captured the premium the page showed, nothing refunded.
    const account = loop.payments.account;
    expect(account.sessionCount()).to.equal(1);
    const session = loop.payments.deliveries.find((d) => d.type === 'checkout.session.completed');
    expect(session?.status).to.equal(200);
    const paid = loop.payments.events.filter((e) => e.type === 'payment_intent.succeeded').map((e) => (e.data.object as unknown as { amount_received: number }).amount_received);
    expect(paid).to.deep.equal([charged]);
    expect(account.refundCount()).to.equal(0);
    // The insurer: one policy, at the offer's insurer only.
    expect(Object.values(loop.insurers.simulators).map((s) => s.issuedCount()).reduce((a, b) => a + b)).to.equal(1);
    expect((await loop.parasol.admin.subscriptions?.get(subscriptionId))?.stage).to.equal('subscribed');
    // The ledger, as the partner reads it: one pending funnel sale at the charged premium and the frozen rate, the same totals in the balances.
    const statement = await loop.statement();
    expect(statement.sales.map((s) => [s.externalOrderId, s.origin, s.status, s.amountMinor, s.currency, s.commissionBps])).to.deep.equal([[subscriptionId, 'funnel', 'pending', charged, 'EUR', COMMISSION_BPS]]);
    const commission = statement.sales[0]!.commissionMinor;
    expect(commission).to.be.greaterThan(0);
    expect(statement.balances.map((b) => [b.currency, b.owedMinor, b.pendingMinor, b.validatedMinor])).to.deep.equal([['EUR', commission, commission, 0]]);
  });
});
