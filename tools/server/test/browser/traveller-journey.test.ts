import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LINK, PARTNER, REF, launchChromium, screenshot, startHostSite, startParasol, widgetTag, type Parasols } from './browser-harness.js';
import { aTripBody } from '@parasol/core/test-support';

/** A trip a month ahead, so its dates never fall in the past whenever the suite runs. */
const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const START = day(30);
const END = day(43);

/**
 * What a newcomer clicks through, in headless Chromium: a partner's page embeds the widget, a
 * traveller quotes, picks an offer, fills the presubscribe form and pays in the sandbox; a
 * partner's /links url leads to the same pages, and once paid, /links on that session rolls over.
 * Screenshots go to test-artifacts/screenshots (the README shows copies from docs/screenshots).
 */
describe('traveller journey in a real browser (widget, funnel, sandbox payment)', function () {
  this.timeout(90_000);
  let browser: Browser;
  let context: BrowserContext;
  let parasols: Parasols;

  before(async () => {
    parasols = await startParasol();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await parasols?.server.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 900, height: 800 }, locale: 'en-GB' });
  });
  afterEach(async () => {
    await context.close();
  });

  const stored = async (subscriptionId: string) => {
    const subscription = await parasols.parasol.admin.subscriptions?.get(subscriptionId);
    if (subscription === undefined) throw new Error(`no subscription ${subscriptionId}`);
    return subscription;
  };
  const subscriptionIdOf = (page: Page): string => /\/funnel\/s\/([^/?]+)/.exec(page.url())?.[1] ?? '';

  /** The presubscribe form, used as a keyboard user would: the fields found by their labels, the box ticked with Space, sent with Enter. */
  const presubscribe = async (page: Page) => {
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // Sent empty: an announced summary, each field marked invalid and described by its error.
    await expect(await page.getByRole('alert').innerText()).to.contain('Enter your full name');
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).to.equal('true');
    expect(await page.getByLabel('Email address').getAttribute('aria-describedby')).to.contain('email-error');
    await page.getByLabel('Full name').fill('Alex Sample');
    await page.getByLabel('Email address').fill('alex@example.com');
    await page.getByLabel('Email address').press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByLabel(/I have read the terms/).isChecked()).to.equal(true);
    await page.getByLabel('Full name').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  };

  const pay = async (page: Page, shot?: string) => {
    expect(await page.getByRole('note').filter({ hasText: 'Test payment' }).count()).to.equal(1);
    if (shot) await screenshot(page, shot);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { level: 1, name: /covered/ }).waitFor();
  };

  it('quotes in the widget on a partner page, and pays the chosen offer in the funnel, credited to the ref on the server', async () => {
    const host = await startHostSite(
      `<!doctype html><html lang="en"><head><title>Sunny Trips</title></head><body><h1>Sunny Trips</h1><p>Book your trip, then cover it:</p>${widgetTag(parasols.server.url, {
        ref: REF,
        intent: 'forTourism',
        residence: 'FR',
        lang: 'en',
      })}</body></html>`,
    );
    try {
      const page = await context.newPage();
      await page.goto(host.url);
      const frame = page.frameLocator('iframe[title="Travel insurance quote"]');
      await frame.getByLabel('Destination').selectOption('ES');
      expect(await frame.getByLabel('Country of residence').inputValue()).to.equal('FR');
      await frame.getByLabel('First day of cover').fill(START);
      await frame.getByLabel('Last day of cover').fill(END);
      await frame.getByLabel("Travellers' ages").fill('34, 36');
      await screenshot(page, 'widget-form');
      await frame.getByRole('button', { name: 'See prices' }).click();
      await frame.getByRole('heading', { name: 'Offers for your trip' }).waitFor();
      // Sandbox prices never show without the sandbox-data notice.
      expect(await frame.getByRole('note').first().innerText()).to.match(/Sandbox data/);
      // The frame grew to its content (postMessage from the frame, checked by widget.js).
      await page.waitForFunction(() => (document.querySelector('iframe')?.getBoundingClientRect().height ?? 0) > 600);
      await screenshot(page, 'widget-offers');

      const [funnel] = await Promise.all([context.waitForEvent('page'), frame.getByRole('button', { name: /^Choose / }).first().click()]);
      await funnel.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
      const subscriptionId = subscriptionIdOf(funnel);
      const minted = await stored(subscriptionId);
      // A partner that is not approved with a live key gets a sandbox widget: credited to nobody, but its partner and link are known.
      expect(minted).to.include({ stage: 'quoting', mode: 'sandbox', ref: null, partnerCode: PARTNER, linkCode: LINK, keyId: `widget:${PARTNER}-${LINK}` });
      expect(funnel.url()).to.not.contain(PARTNER);
      await screenshot(funnel, 'presubscribe');

      await presubscribe(funnel);
      expect((await stored(subscriptionId)).stage).to.equal('presubscribed');
      await pay(funnel, 'payment');
      expect((await stored(subscriptionId)).stage).to.equal('subscribed');
      await screenshot(funnel, 'confirmation');
    } finally {
      await host.close();
    }
  });

  it("leads a partner's /links url to the same pages, and once paid, /links on that session gives a new 201", async () => {
    const client = parasols.parasol.client(parasols.key);
    const trip = aTripBody({ startDate: START, endDate: END, arrivalCountries: ['IT'], travellers: [{ age: 41 }] });
    const quote = await client.quote({ trip, language: 'fr' });
    expect(quote.status).to.equal(200);
    const { sessionId } = quote.body as { sessionId: string };
    const first = await client.link({ sessionId, trip, language: 'fr' });
    expect(first.status).to.equal(201);
    const { url, subscriptionId } = first.body as { url: string; subscriptionId: string };

    const page = await context.newPage();
    await page.goto(url);
    // Without offerId the link opens the offer list, in French.
    await page.getByRole('heading', { level: 1, name: 'Choisissez votre couverture' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).to.equal('fr');
    await screenshot(page, 'offers');
    await page.getByRole('link', { name: /^Choisir cette offre/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Vos coordonnées' }).waitFor();
    await page.getByLabel('Nom complet').fill('Camille Exemple');
    await page.getByLabel('Adresse e-mail').fill('camille@example.com');
    await page.getByLabel(/J'ai lu/).check();
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await page.getByRole('button', { name: /^Payer / }).click();
    await page.getByRole('heading', { level: 1, name: /Vous êtes couvert/ }).waitFor();
    expect((await stored(subscriptionId)).stage).to.equal('subscribed');

    // The rollover (spec: States and transitions): a new subscription, the paid one untouched.
    const again = await client.link({ sessionId, trip, language: 'fr', offerId: 9001 });
    expect(again.status).to.equal(201);
    const next = again.body as { subscriptionId: string; url: string };
    expect(next.subscriptionId).to.not.equal(subscriptionId);
    expect((await stored(next.subscriptionId)).stage).to.equal('quoting');
    expect((await stored(subscriptionId)).stage).to.equal('subscribed');
    await page.goto(next.url);
    await page.getByRole('heading', { level: 1, name: 'Vos coordonnées' }).waitFor();
  });
});
