import { expect } from 'chai';
import { generate } from 'otplib';
import { ParasolHttpClient } from '@parasol/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, screenshot } from '../browser/browser-harness.js';
import { Inbox, startConsoleWorld, type ConsoleWorld } from './console-harness.js';
import { expectAccessible } from './axe-check.js';

/**
 * The console's pages in Chromium beyond the journey: keyboard-only sign-up, every remaining
 * page (signed out, signed in, operators', errors, French) through axe-core.
 */
describe('partner console pages in a real browser (keyboard, axe-core, French)', function () {
  this.timeout(120_000);
  let browser: Browser;
  let world: ConsoleWorld;
  let context: BrowserContext;

  before(async () => {
    world = await startConsoleWorld();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await world?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1000, height: 800 }, locale: 'en-GB' });
  });
  afterEach(async () => {
    await context.close();
  });

  /** Tab until the focused element is the one `name` labels (a keyboard user's way through a form). */
  const tabTo = async (page: Page, check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if (await check()) return;
    }
    throw new Error(`${what} never took the focus`);
  };
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

  it('signs up with the keyboard only: skip link, fields in order, errors announced and linked, Enter to send', async () => {
    const page = await context.newPage();
    await page.goto(`${world.url}/console/sign-up`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Skip to main content');
    await page.keyboard.press('Enter');
    await tabTo(page, async () => (await focusedId(page)) === 'email', 'the email field');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).to.equal('password');
    await page.keyboard.type('short');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).to.equal('company');
    await page.keyboard.type('Keyboard Travels');
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).to.contain('Enter a password of 12 to 128 characters');
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(page, 'sign-up with an error');
    await screenshot(page, 'console-sign-up-error');
    // The summary's link takes the focus to the field.
    await tabTo(page, async () => (await page.evaluate(() => document.activeElement?.getAttribute('href'))) === '#password', 'the error link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).to.equal('#password');
    await page.getByLabel('Password').focus();
    await page.keyboard.type('a passphrase typed by keyboard');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();

    await page.goto(Inbox.linkIn(await world.inbox.mailTo('keys@example.com', /Confirm/), '/console/verify?token='));
    await tabTo(page, async () => (await page.evaluate(() => document.activeElement?.textContent)) === 'Confirm my email', 'the confirm button');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Your sandbox key' }).waitFor();
  });

  it('passes axe-core on every other page: signed out, signed in, two-factor, members, operators, errors, and in French', async () => {
    const page = await context.newPage();
    const visit = async (path: string, what: string) => {
      await page.goto(`${world.url}${path}`);
      await expectAccessible(page, what);
    };
    await visit('/console/sign-in', 'sign-in');
    await screenshot(page, 'console-sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectAccessible(page, 'sign-in refused');
    await visit('/console/password/forgot', 'forgot password');
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expectAccessible(page, 'reset link sent');
    await visit('/console/password/reset?token=nothing', 'reset link expired');
    await visit('/console/verify?token=nothing', 'verification link expired');
    await visit('/console/join?invitation=nothing', 'invitation expired');
    await visit('/console/sign-up?lang=fr', 'sign-up in French');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal('Créer un compte partenaire');
    expect(await page.locator('html').getAttribute('lang')).to.equal('fr');
    await screenshot(page, 'console-sign-up-fr');
    await visit('/console/sign-in', 'sign-in, French kept by its cookie');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal('Se connecter');
    await visit('/console/sign-in?lang=en', 'back in English');

    // A partner with two-factor on: the code page, reset page, members, security.
    await page.goto(`${world.url}/console/sign-up`);
    await page.getByLabel('Email address').fill('pages@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByLabel('Company or site name').fill('Pages');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.goto(Inbox.linkIn(await world.inbox.mailTo('pages@example.com', /Confirm/), '/console/verify?token='));
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your sandbox key' }).waitFor();
    const client = new ParasolHttpClient({ baseUrl: world.url, keyId: await page.locator('#key-id').innerText(), secret: await page.locator('#key-secret').innerText() });
    for (const [order, amount, status] of [['B-1', 120, 'pending'], ['B-2', 90, 'validated']] as const) await client.conversion({ ref: 'pages-default', externalOrderId: order, amount, status });
    await visit('/console/p/pages/members', 'members');
    await page.getByLabel('Email address').fill('colleague@example.com');
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expectAccessible(page, 'members with an invitation');
    await visit('/console/p/pages/live', 'live access with nothing done');
    await visit('/console/p/pages/links', 'tracked links');
    await page.getByLabel('Link code').fill('spring24');
    await page.getByRole('button', { name: 'Create the link' }).click();
    await page.getByText('Tracked link pages-spring24 created.').waitFor();
    await expectAccessible(page, 'tracked links with a new one');
    await screenshot(page, 'console-links');
    await visit('/console/p/pages/audit', 'audit');
    await visit('/console/p/pages/sales', 'sales statement with its chart');
    expect(await page.getByRole('img', { name: /Commission per week/ }).count()).to.equal(1);
    await screenshot(page, 'console-sales');
    await visit('/console/p/pages/sales?status=cancelled', 'sales statement, none selected');
    await visit('/console/p/pages/sales?from=nonsense', 'sales statement, bad filter');
    await visit('/console/p/pages/webhooks', 'webhooks with no endpoint');
    await page.getByLabel('URL', { exact: true }).fill('https://hooks.pages.example/parasol');
    await page.getByRole('button', { name: 'Add the endpoint' }).click();
    await page.getByRole('heading', { name: 'The signing secret, shown this once' }).waitFor();
    await expectAccessible(page, 'webhooks with a new endpoint’s secret');
    await page.getByRole('button', { name: /Send a test event/ }).click();
    await page.getByText(/A test event is on its way/).waitFor();
    await expectAccessible(page, 'webhooks with a delivery in the log');
    await screenshot(page, 'console-webhooks');
    await page.getByLabel('URL', { exact: true }).fill('https://user:password@hooks.pages.example/parasol');
    await page.getByRole('button', { name: /Add the endpoint/ }).click();
    await page.getByRole('alert').waitFor();
    await expectAccessible(page, 'webhooks, an endpoint refused');
    await visit('/console/p/pages/webhooks?mode=live', 'webhooks, live mode');
    await visit('/console/p/pages/payouts', 'payouts, none yet');
    await visit('/console/p/acme/keys', 'not found');
    await visit('/console/security', 'security');
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const secret = await page.locator('#totp-secret').innerText();
    await page.getByLabel('Six-digit code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expectAccessible(page, 'two-factor set-up, wrong code');
    await page.getByLabel('Six-digit code from your authenticator app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Two-step sign-in is on.').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out.').waitFor();
    await page.getByLabel('Email address').fill('pages@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Two-step sign-in' }).waitFor();
    await expectAccessible(page, 'two-factor code');
    await page.getByLabel('Six-digit code from your authenticator app').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();

    await page.goto(`${world.url}/console/password/forgot`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto(`${world.url}/console/password/forgot`);
    await page.getByLabel('Email address').fill('pages@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.goto(Inbox.linkIn(await world.inbox.mailTo('pages@example.com', /Reset/), '/console/password/reset?token='));
    await expectAccessible(page, 'choose a new password');

    // An operator's pages.
    await world.anOperator('desk@parasol.example', 'operator password 2026');
    await page.goto(`${world.url}/console/sign-in`);
    await page.getByLabel('Email address').fill('desk@parasol.example');
    await page.getByLabel('Password').fill('operator password 2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    await expectAccessible(page, 'operations with an empty queue');
    await visit('/console/ops/partners?code=pages', 'a partner for operators');
    await screenshot(page, 'console-ops-partner');
    await visit('/console/ops/partners?code=nobody', 'an unknown partner for operators');
    await visit('/console/ops/sales?ref=pages-default&ledger=sandbox', 'sales search by ref');
    await visit('/console/ops/sales?ref=pages-default&order=B-1&ledger=sandbox', 'one sale with its entries');
    await visit('/console/ops/review?partner=pages&ledger=sandbox', 'postback sales to review');
    await world.parasol.admin.partners.setPayoutTerms('pages', { minimum: 0 });
    await visit('/console/ops/payouts?ledger=sandbox', 'payouts for operators, none yet');
    await page.getByLabel('Ledger').first().selectOption('sandbox');
    await page.getByLabel('Dry run: compute, write nothing').check();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByText(/The dry run: 1 group/).waitFor();
    await expectAccessible(page, 'a dry run’s result');
    await page.getByLabel('Dry run: compute, write nothing').uncheck();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByText(/The run: 1 group/).waitFor();
    await expectAccessible(page, 'a run’s result with a pending payout');
    await screenshot(page, 'console-ops-payouts');
    const payoutId = (await world.parasol.admin.payouts!.list({ ledger: 'sandbox', partnerCode: 'pages', limit: 1 })).payouts[0]!.payoutId;
    await page.getByLabel(`Bank reference of ${payoutId}`).fill('SEPA-2026-0001');
    await page.getByRole('button', { name: `Mark paid ${payoutId}` }).click();
    await page.getByText(`Payout ${payoutId} marked paid.`).waitFor();
    await expectAccessible(page, 'a payout marked paid');
    await visit(`/console/ops/payouts/${payoutId}?ledger=sandbox`, 'one payout for operators');
    await visit('/console/p/pages/keys', 'a partner page for an operator: not found');
  });
});
