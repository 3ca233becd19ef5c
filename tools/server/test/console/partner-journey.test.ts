import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { ParasolHttpClient } from '@parasol/client';
import { launchChromium, screenshot } from '../browser/browser-harness.js';
import { LIVE_OFFER } from '../checkout/live-loop-harness.js';
import { LoopbackReceiver } from '../webhooks/loopback-receiver.js';
import { Inbox, startConsoleWorld, type ConsoleWorld } from './console-harness.js';
import { ReroutingWebhookSender } from './rerouting-webhook-sender.js';
import { expectAccessible } from './axe-check.js';

/** The partner's live endpoint as registered (https, a public host); the test's sender reroutes it to a loopback receiver. */
const HOOK_URL = 'https://hooks.sunnytrips.example/parasol';
const TRIP = { intent: 'forTourism' as const, startDate: '2027-07-01', endDate: '2027-07-14', countryResidence: 'FR', arrivalCountries: ['ES'], travellers: [{ age: 34 }] };

/**
 * Issue 29's partner journey in Chromium, as far as this console goes: sign up → verify through
 * a real SMTP exchange → the sandbox key shown once → 10 quotes and 1 link through the API with
 * that key → apply → an operator approves in /console/ops → two-factor → the live key → a live
 * webhook endpoint (its secret once) → a live purchase: a link minted with the live key, the
 * traveller pays on payments-sim's page, insurer-sim issues the policy, the funnel books the sale
 * → the sale.booked webhook received and verified with the secret shown → the sale in the
 * console → the clock 15 days on → validated → a payout run and the payout marked paid in
 * /console/ops (payout.created and payout.paid received) → the partner's payout and its
 * remittance CSV downloaded. The live checkout is the live loop's (payments-sim, the sample
 * catalogue's insurers on insurer-sim); webhooks go through the real HTTP sender, rerouted from
 * the public https URL to a loopback receiver by a test-only sender. axe-core
 * checks each page on the way; screenshots go to test-artifacts/screenshots (docs/console.md
 * shows copies).
 */
describe('partner console journey in a real browser (sign-up to a paid payout)', function () {
  this.timeout(120_000);
  let browser: Browser;
  let world: ConsoleWorld;
  let partner: BrowserContext;
  let ops: BrowserContext;
  let hooks: LoopbackReceiver;

  before(async () => {
    hooks = await new LoopbackReceiver().start();
    world = await startConsoleWorld({ live: true, webhookSender: new ReroutingWebhookSender(HOOK_URL, hooks.url) });
    browser = await launchChromium();
    partner = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-GB' });
    ops = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-GB' });
  });
  after(async () => {
    await partner?.close();
    await ops?.close();
    await browser?.close();
    await world?.close();
    await hooks?.stop();
  });

  it('walks from sign-up to the remittance of a paid payout, every page accessible', async () => {
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
    // The curl command as shown, run by a shell (not blocking: the server answers in this process):
    // it signs with openssl and gets the key's own meta.
    const curl = await page.locator('#snippet-curl').innerText();
    const { stdout } = await promisify(execFile)('bash', ['-c', curl], { timeout: 20_000 });
    expect(stdout).to.contain(keyId);

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
    const liveSecret = await page.locator('#key-secret').innerText();
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

    // A live webhook endpoint, its signing secret shown once.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByLabel('URL', { exact: true }).fill(HOOK_URL);
    await page.getByRole('button', { name: 'Add the endpoint' }).click();
    await page.getByRole('heading', { name: 'The signing secret, shown this once' }).waitFor();
    const hookSecret = await page.locator('#webhook-secret').innerText();
    expect(hookSecret).to.match(/^whsec_/);
    expect(await page.locator('#webhook-id').innerText()).to.match(/^we_/);
    await expectAccessible(page, 'live webhook endpoint created');
    /** Rounds of the serving loop until nothing more arrives, then every delivery verified with the secret shown once. */
    const verifiedEvents = async (): Promise<{ id: string; type: string; mode: string; partner: string; data: Record<string, unknown> }[]> => {
      for (let before = -1; before !== hooks.received.length; ) {
        before = hooks.received.length;
        await world.parasol.webhooks!.round();
      }
      const verifier = new Webhook(hookSecret);
      return hooks.received.map((r) => verifier.verify(r.body, r.headers as Record<string, string>) as never);
    };

    // A live purchase: a link minted with the live key, the traveller's details, payment on payments-sim's page.
    const liveClient = new ParasolHttpClient({ baseUrl: world.url, keyId: liveKeyId, secret: liveSecret });
    const liveQuote = await liveClient.quote({ trip: TRIP });
    expect(liveQuote.status, JSON.stringify(liveQuote.body)).to.equal(200);
    const liveLink = await liveClient.link({ sessionId: (liveQuote.body as { sessionId: string }).sessionId, trip: TRIP, offerId: LIVE_OFFER });
    expect(liveLink.status, JSON.stringify(liveLink.body)).to.be.oneOf([200, 201]);
    const { subscriptionId } = liveLink.body as { subscriptionId: string };
    const traveller = await browser.newContext({ viewport: { width: 900, height: 800 }, locale: 'en-GB' });
    try {
      const funnel = await traveller.newPage();
      await funnel.goto(`${world.url}/funnel/s/${subscriptionId}?lang=en&offer=${LIVE_OFFER}`);
      await funnel.getByLabel('Full name').fill('Alex Sample');
      await funnel.getByLabel('Email address').fill('alex@example.com');
      await funnel.getByLabel(/I have read the terms/).check();
      await funnel.getByRole('button', { name: 'Continue to payment' }).click();
      await funnel.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
      expect(await funnel.getByText('Test payment').count(), 'a live page never says the payment is a test').to.equal(0);
      await funnel.getByRole('button', { name: /^Pay / }).click();
      await funnel.getByRole('link', { name: 'Go to the secure payment page' }).click();
      await funnel.getByLabel('Card number').fill('4242 4242 4242 4242');
      await funnel.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await funnel.getByLabel('CVC').fill('123');
      await funnel.getByRole('button', { name: /^Pay / }).click();
      await funnel.getByRole('heading', { level: 1, name: /covered/ }).waitFor();
      const policy = world.live!.insurers.simulators.alba.policyOf(subscriptionId);
      expect(policy, 'the policy is issued at insurer-sim').to.deep.include({ cancelled: false });
      expect(await funnel.locator('#policy-number').innerText()).to.equal(policy!.policyNumber);
    } finally {
      await traveller.close();
    }
    await world.live!.payments.webhooksSettled();
    expect((await world.parasol.admin.subscriptions?.get(subscriptionId))?.stage).to.equal('subscribed');

    // The sale.booked webhook, received and verified with the secret the console showed once.
    const booking = await verifiedEvents();
    const bookedEvent = booking.find((e) => e.type === 'sale.booked');
    expect(bookedEvent, `received: ${booking.map((e) => e.type).join(', ')}`).to.not.equal(undefined);
    expect(bookedEvent).to.deep.include({ mode: 'live', partner: 'sunnytrips' });
    expect(JSON.stringify(bookedEvent!.data)).to.contain(subscriptionId);

    // The funnel's sale, pending in the console.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sales' }).click();
    expect(await page.locator('table').last().innerText()).to.contain(subscriptionId).and.contain('pending');
    // One sale's commission is below the default payout minimum (50 EUR): the operator lowers it, as `parasol partners payout-terms` does.
    const terms = await world.parasol.admin.partners.setPayoutTerms('sunnytrips', { minimum: 0 });
    expect(terms.ok).to.equal(true);

    // 15 days later the sale has validated on its own; sessions (8 hours) have ended: both sign in again.
    world.clock.advance(15 * 86_400_000);
    const signIn = async (p: Page, email: string, password: string) => {
      await p.goto(`${world.url}/console/sign-in`);
      await p.getByLabel('Email address').fill(email);
      await p.getByLabel('Password').fill(password);
      await p.getByRole('button', { name: 'Sign in' }).click();
    };
    await signIn(desk, 'ops@parasol.example', 'operator password 2026');
    await desk.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    await desk.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payouts' }).click();
    await desk.getByLabel('Partner code (optional: every partner)').fill('sunnytrips');
    await desk.getByRole('button', { name: 'Run', exact: true }).click();
    await desk.getByText(/The run: 1 group/).waitFor();
    const [payout] = (await world.parasol.admin.payouts!.list({ ledger: 'live', partnerCode: 'sunnytrips', limit: 5 })).payouts;
    const payoutId = payout!.payoutId;
    const amount = String(payout!.amountMinor / 100); // EUR: cents
    expect(payout!.amountMinor).to.be.above(0);
    expect(await desk.locator('table').first().innerText()).to.contain(`created\t${amount} EUR`);
    await desk.getByLabel(`Bank reference of ${payoutId}`).fill('SEPA-SUNNY-0001');
    await desk.getByRole('button', { name: `Mark paid ${payoutId}` }).click();
    await desk.getByText(`Payout ${payoutId} marked paid.`).waitFor();
    await expectAccessible(desk, 'a live payout marked paid');
    // Every live event so far, each verified, each once: the booking's, the validation's, then the payout's.
    const delivered = await verifiedEvents();
    const afterPayout = delivered.map((e) => e.type);
    expect(afterPayout).to.include.members(['sale.booked', 'sale.validated', 'payout.created', 'payout.paid']);
    expect(afterPayout.indexOf('payout.created')).to.be.below(afterPayout.indexOf('payout.paid'));
    expect(new Set(delivered.map((e) => e.id)).size).to.equal(delivered.length);
    expect(delivered.every((e) => e.mode === 'live' && e.partner === 'sunnytrips')).to.equal(true);

    await signIn(page, 'dev@sunnytrips.example', 'correct horse battery staple');
    await page.getByRole('heading', { level: 1, name: 'Two-step sign-in' }).waitFor();
    await page.getByLabel('Six-digit code from your authenticator app').fill(await generate({ secret: totpSecret, epoch: Math.floor(world.clock.now() / 1000) }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sales' }).click();
    expect(await page.locator('table').last().innerText()).to.contain(subscriptionId).and.contain('validated');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payouts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
    expect(await page.locator('table').innerText()).to.contain('paid').and.contain('SEPA-SUNNY-0001');
    await expectAccessible(page, 'payouts');
    await screenshot(page, 'console-payouts');
    await page.getByRole('link', { name: payoutId }).click();
    await page.getByRole('heading', { level: 1, name: `Payout ${payoutId}` }).waitFor();
    expect(await page.locator('table').first().innerText()).to.contain(subscriptionId).and.contain(`${amount} EUR`);
    await expectAccessible(page, 'one payout');
    await screenshot(page, 'console-payout');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the remittance (CSV)' }).click()]);
    expect(download.suggestedFilename()).to.equal(`parasol-sunnytrips-${payoutId}-remittance.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.trim().split('\n').map((row) => row.split(',')[0])).to.deep.equal(['kind', 'line', 'total']);
    expect(csv).to.contain(subscriptionId).and.contain(`total,${payoutId},SEPA-SUNNY-0001,EUR,${amount},${payout!.amountMinor}`);
  });
});
