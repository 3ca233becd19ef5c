import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { startLiveCheckout, type LiveCheckoutWorld } from '../checkout/live-checkout-harness.js';
import { launchChromium, screenshot } from './browser-harness.js';

/**
 * A live purchase in headless Chromium (docs/checkout.md): the funnel's payment step, payments-sim's
 * hosted card page (a declined card, then an accepted one), the redirect back and the confirmation
 * with the policy number. The real Stripe adapter talks to payments-sim on 127.0.0.1; the insurer
 * and the ledger are fakes. Screenshots go to test-artifacts/screenshots (the README shows copies
 * from docs/screenshots: live-payment.png, live-card-page.png, live-confirmation.png).
 */
describe('live purchase in Chromium against payments-sim', function () {
  this.timeout(60_000);
  let browser: Browser;
  let world: LiveCheckoutWorld;

  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await world?.close();
  });

  it('pays on the provider’s page after a decline, and lands on the confirmation with the policy number and documents', async () => {
    world = await startLiveCheckout({}, { browser: true });
    const { path, subscriptionId } = await world.aPresubscribedLink();
    const context = await browser.newContext({ viewport: { width: 900, height: 800 }, locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await page.goto(`${world.url}${path}?lang=en`);
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
      expect(await page.locator('#policy-number').innerText()).to.equal('POL-1001');
      expect(await page.getByRole('link', { name: 'Policy document 1' }).getAttribute('href')).to.equal('https://insurer.example/policies/1001.pdf');
      expect(await page.getByRole('button', { name: 'Cancel my cover and refund me' }).count()).to.equal(1);
      await screenshot(page, 'live-confirmation');
      await world.simulator.webhooksSettled();
      expect((await world.parasol.admin.subscriptions?.get(subscriptionId))?.stage).to.equal('subscribed');
      expect(world.sales.sales.size).to.equal(1);
    } finally {
      await context.close();
    }
  });
});
