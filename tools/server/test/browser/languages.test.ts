import { expect } from 'chai';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import type { Language } from '@parasol/core/internal';
import { CATALOGUES } from '@parasol/web';
import { aTripBody } from '@parasol/core/test-support';
import { REF, launchChromium, startHostSite, startParasol, widgetTag, type Parasols } from './browser-harness.js';
import { englishIn, languagesOfSeed } from './english-left.js';

/** A trip a month ahead, so its dates never fall in the past whenever the suite runs. */
const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const START = day(30);
const END = day(43);

/**
 * The widget and the funnel in five of the funnel languages besides English, drawn at random on
 * every run (PARASOL_LANGUAGES_SEED replays a run: the seed is printed), clicked through in
 * Chromium: every page is marked with its language and shows no English (english-left.ts says
 * what counts) outside names and documents. The catalogue tests cover all 26 without a browser.
 */
describe('the traveller pages in five random languages, in a real browser', function () {
  this.timeout(180_000);
  const seed = Number(process.env.PARASOL_LANGUAGES_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const languages = languagesOfSeed(seed, 5);
  let browser: Browser;
  let context: BrowserContext;
  let parasols: Parasols;

  before(async () => {
    // Printed so that a failure can be replayed: PARASOL_LANGUAGES_SEED=<seed> npm test.
    console.log(`      languages seed ${seed}: ${languages.join(', ')} (PARASOL_LANGUAGES_SEED=${seed} replays them)`);
    parasols = await startParasol();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await parasols?.server.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 900, height: 800 } });
  });
  afterEach(async () => {
    await context.close();
  });

  /** The page's text has no English, and the page says which language it is in. */
  const expectOnlyLanguage = async (where: Page | FrameLocator, language: Language, step: string) => {
    const text = await where.locator('body').innerText();
    expect(englishIn(text, language), `${language}, ${step}: English on the page`).to.deep.equal([]);
    expect(await where.locator('html').getAttribute('lang'), `${language}, ${step}`).to.equal(language);
  };

  for (const [index, language] of languages.entries()) {
    const say = CATALOGUES[language];

    it(`language ${index + 1} of 5 (drawn from the seed): the widget on a partner page, form and offers`, async () => {
      const host = await startHostSite(
        `<!doctype html><html><head><title>Host</title></head><body>${widgetTag(parasols.server.url, { ref: REF, intent: 'forTourism', residence: 'FR', lang: language })}</body></html>`,
      );
      try {
        const page = await context.newPage();
        await page.goto(host.url);
        const frame = page.frameLocator(`iframe[title="${say['widget.title']}"]`);
        await frame.getByRole('heading', { level: 1, name: say['widget.title'] }).waitFor();
        await expectOnlyLanguage(frame, language, 'widget form');
        await frame.getByLabel(say['widget.destination']).selectOption('ES');
        await frame.getByLabel(say['widget.start']).fill(START);
        await frame.getByLabel(say['widget.end']).fill(END);
        await frame.getByLabel(say['widget.ages']).fill('34, 36');
        await frame.getByRole('button', { name: say['widget.submit'] }).click();
        await frame.getByRole('heading', { level: 1, name: say['widget.results'] }).waitFor();
        await expectOnlyLanguage(frame, language, 'widget offers');
      } finally {
        await host.close();
      }
    });

    it(`language ${index + 1} of 5 (drawn from the seed): the funnel from a /links url to the confirmation`, async () => {
      const client = parasols.parasol.client(parasols.key);
      const trip = aTripBody({ startDate: START, endDate: END, arrivalCountries: ['IT'], travellers: [{ age: 41 }] });
      const quote = await client.quote({ trip, language });
      expect(quote.status).to.equal(200);
      expect((quote.body as { meta: { servedLanguage: string } }).meta.servedLanguage).to.equal(language);
      const link = await client.link({ sessionId: (quote.body as { sessionId: string }).sessionId, trip, language });
      const page = await context.newPage();
      await page.goto((link.body as { url: string }).url);
      await page.getByRole('heading', { level: 1, name: say['offers.title'] }).waitFor();
      await expectOnlyLanguage(page, language, 'offers');
      await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(say['offer.choose'])}`) }).first().click();
      await page.getByRole('heading', { level: 1, name: say['details.title'] }).waitFor();
      // Sent empty: the error summary, in the language too.
      await page.getByRole('button', { name: say['details.submit'] }).click();
      await page.getByRole('alert').waitFor();
      await expectOnlyLanguage(page, language, 'details with errors');
      await page.getByLabel(say['details.name']).fill('Alex Sample');
      await page.getByLabel(say['details.email']).fill('alex@example.com');
      await page.locator('#terms').check();
      await page.getByRole('button', { name: say['details.submit'] }).click();
      await page.getByRole('heading', { level: 1, name: say['payment.title'] }).waitFor();
      await expectOnlyLanguage(page, language, 'payment');
      await page.locator('form button[type=submit]').click();
      await page.getByRole('heading', { level: 1, name: say['done.title'] }).waitFor();
      await expectOnlyLanguage(page, language, 'confirmation');
    });
  }
});

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
