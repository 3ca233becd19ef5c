import { expect } from 'chai';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ParasolHttpClient } from '@parasol/client';
import { launchChromium, screenshot } from '../browser/browser-harness.js';
import { Inbox, startConsoleWorld, type ConsoleWorld } from './console-harness.js';
import { expectAccessible } from './axe-check.js';

const TRIP = { intent: 'forTourism' as const, startDate: '2027-07-01', endDate: '2027-07-14', countryResidence: 'FR', arrivalCountries: ['ES'], travellers: [{ age: 34 }] };

/**
 * Issue 29's partner journey in Chromium, as far as this console goes: sign up → verify through
 * a real SMTP exchange → the sandbox key shown once → 10 quotes and 1 link through the API with
 * that key → apply → an operator approves in /console/ops → two-factor → the live key. axe-core
 * checks each page on the way; screenshots go to test-artifacts/screenshots (docs/console.md
 * shows copies).
 */
describe('partner console journey in a real browser (sign-up to live key)', function () {
  this.timeout(120_000);
  let browser: Browser;
  let world: ConsoleWorld;
  let partner: BrowserContext;
  let ops: BrowserContext;

  before(async () => {
    world = await startConsoleWorld();
    browser = await launchChromium();
    partner = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-GB' });
    ops = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-GB' });
  });
  after(async () => {
    await partner?.close();
    await ops?.close();
    await browser?.close();
    await world?.close();
  });

  it('walks from sign-up to a live key, every page accessible', async () => {
    const page = await partner.newPage();
    await page.goto(`${world.url}/console/sign-up`);
    await expectAccessible(page, 'sign-up');
    await screenshot(page, 'console-sign-up');
    await page.getByLabel('Email address').fill('dev@sunnytrips.example');
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByLabel('Company or site name').fill('Sunny Trips');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await expectAccessible(page, 'check your email');

    const mail = await world.inbox.mailTo('dev@sunnytrips.example', /Confirm your email/);
    await page.goto(Inbox.linkIn(mail, '/console/verify?token='));
    await expectAccessible(page, 'verify');
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your sandbox key' }).waitFor();
    await expectAccessible(page, 'welcome with the sandbox key');
    await screenshot(page, 'console-welcome');
    const keyId = await page.locator('#key-id').innerText();
    const secret = await page.locator('#key-secret').innerText();
    expect(keyId).to.match(/^ak_test_/);
    expect(await page.locator('#snippet-client').innerText()).to.contain(`keyId: '${keyId}'`);
    expect(await page.locator('#snippet-cli').innerText()).to.contain(`PARASOL_KEY_ID=${keyId}`);

    // The partner's developer calls the API with the key just shown: 10 price calls, 1 link.
    const client = new ParasolHttpClient({ baseUrl: world.url, keyId, secret });
    let sessionId = '';
    for (let i = 0; i < 10; i++) {
      const quote = await client.quote({ trip: TRIP });
      expect(quote.status, `quote ${i + 1}`).to.equal(200);
      sessionId = (quote.body as { sessionId: string }).sessionId;
    }
    const link = await client.link({ sessionId, trip: TRIP, offerId: 9001 });
    expect(link.status).to.be.oneOf([200, 201]);

    await page.getByRole('link', { name: 'Go to my keys' }).click();
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    expect(await page.locator('tbody').innerText()).to.contain(keyId).and.contain('10 of 200 reads, 1 of 50 writes');
    await expectAccessible(page, 'keys');
    await screenshot(page, 'console-keys');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Live access' }).click();
    await page.getByRole('heading', { level: 1, name: 'Live access' }).waitFor();
    expect(await page.locator('.progress').innerText()).to.contain('Sandbox price calls: 10 of 10').and.contain('Sandbox links minted: 1 of 1');
    await page.getByLabel('Expected policies sold per month').fill('300');
    await page.getByLabel('Markets you sell in').fill('FR, BE');
    await page.getByLabel('Registered insurance intermediary').check();
    await expectAccessible(page, 'live access, application form');
    await page.getByRole('button', { name: 'Send my application' }).click();
    await page.getByText(/an operator reviews it shortly/).waitFor();
    await screenshot(page, 'console-live-pending');

    // An operator approves it in /console/ops.
    await world.anOperator('ops@parasol.example', 'operator password 2026');
    const desk = await ops.newPage();
    await desk.goto(`${world.url}/console/sign-in`);
    await desk.getByLabel('Email address').fill('ops@parasol.example');
    await desk.getByLabel('Password').fill('operator password 2026');
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    await expectAccessible(desk, 'operations');
    await screenshot(desk, 'console-ops-applications');
    await desk.getByLabel('Commission (basis points)').fill('1500');
    await desk.getByRole('button', { name: 'Approve sunnytrips' }).click();
    await desk.getByText('The application of sunnytrips is approved.').waitFor();
    expect((await world.parasol.admin.partners.get('sunnytrips'))?.status).to.equal('approved');

    // Two-factor first, then the live key.
    await page.reload();
    expect(await page.getByText(/Approved .*commission 15 %/).count()).to.equal(1);
    expect(await page.getByRole('button', { name: 'Create my live key' }).count(), 'not before two-factor').to.equal(0);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expectAccessible(page, 'two-factor set-up');
    const totpSecret = await page.locator('#totp-secret').innerText();
    await page.getByLabel('Six-digit code from your authenticator app').fill(await generate({ secret: totpSecret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Two-step sign-in is on.').waitFor();
    await expectAccessible(page, 'security');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Live access' }).click();
    await page.getByRole('button', { name: 'Create my live key' }).click();
    await page.getByRole('heading', { name: 'Your live key' }).first().waitFor();
    const liveKeyId = await page.locator('#key-id').innerText();
    expect(liveKeyId).to.match(/^ak_live_/);
    await expectAccessible(page, 'live key shown once');
    await screenshot(page, 'console-live-key');
    const live = (await world.parasol.admin.keys.list('sunnytrips')).find((k) => k.keyId === liveKeyId);
    expect(live?.quota).to.deep.equal({ reads: 1000, writes: 200 });

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    const audit = await page.locator('table').innerText();
    for (const line of ['created key', 'applied for live access', 'approved application', 'turned on two-step sign-in']) expect(audit).to.contain(line);
    expect(audit).to.contain(liveKeyId).and.contain('ops@parasol.example');
    await expectAccessible(page, 'audit log');
  });
});
