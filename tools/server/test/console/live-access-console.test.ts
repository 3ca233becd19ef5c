import { expect } from 'chai';
import { generate } from 'otplib';
import { ParasolHttpClient } from '@parasol/client';
import { ConsoleBrowser, signedUpPartner } from './console-http.js';
import { startConsoleWorld, type ConsoleWorld } from './console-harness.js';

const APPLY = { volume: '120', markets: 'fr, be be', distribution: 'applying' };

/** Live access through the console over HTTP: the application's rules, a refusal the partner reads, the live key's conditions. */
describe('partner console: live access and the operators’ decisions', function () {
  this.timeout(60_000);
  let world: ConsoleWorld;
  let desk: ConsoleBrowser;
  before(async () => {
    world = await startConsoleWorld();
    await world.anOperator('ops@parasol.example', 'operator password 2026');
    desk = new ConsoleBrowser(world.url);
    await desk.get('/console/sign-in');
    expect((await desk.post('/console/sign-in', { email: 'ops@parasol.example', password: 'operator password 2026' })).location).to.equal('/console/ops');
    await desk.get('/console/ops');
  });
  after(async () => {
    await world?.close();
  });

  const pendingId = async (code: string) => (await world.parasol.console.stores.applications.listByPartner(code)).find((a) => a.status === 'pending')!.applicationId;

  it('checks the application, takes one at a time, and shows a refusal’s reason; the partner may then apply again', async () => {
    const { browser } = await signedUpPartner(world, 'apply@example.com', 'Applicant');
    await browser.get('/console/p/applicant/live');
    const bad = await browser.post('/console/p/applicant/live/apply', { volume: '0', markets: 'France', distribution: 'whatever' });
    expect(bad.status).to.equal(422);
    expect(bad.text).to.contain('Enter a whole number of policies').and.contain('two-letter country codes').and.contain('Choose your distribution status');
    expect((await browser.post('/console/p/applicant/live/apply', APPLY)).status).to.equal(201);
    const stored = await world.parasol.console.stores.applications.listByPartner('applicant');
    expect(stored.map((a) => [a.expectedMonthlyVolume, a.markets, a.distributionStatus, a.status])).to.deep.equal([[120, ['FR', 'BE'], 'applying', 'pending']]);
    expect((await browser.post('/console/p/applicant/live/apply', APPLY)).status, 'one pending at a time').to.equal(409);

    const id = await pendingId('applicant');
    await desk.get('/console/ops');
    expect((await desk.post(`/console/ops/applications/${id}/refuse`, { [`reason-${id}`]: 'no' })).status, 'a reason of a few words').to.equal(422);
    const refused = await desk.post(`/console/ops/applications/${id}/refuse`, { [`reason-${id}`]: 'Send your ORIAS registration number first.' });
    expect(refused.text).to.contain('The application of applicant is refused.');
    expect((await desk.post(`/console/ops/applications/${id}/approve`, { [`reads-${id}`]: '500', [`writes-${id}`]: '100', [`commission-${id}`]: '1000' })).status, 'decided already').to.equal(409);
    expect((await world.parasol.admin.partners.get('applicant'))?.status).to.equal('pending');

    const live = await browser.get('/console/p/applicant/live');
    expect(live.text).to.contain('Reason: Send your ORIAS registration number first.').and.contain('Send my application');
    expect((await browser.post('/console/p/applicant/live/apply', APPLY)).status, 'again after a refusal').to.equal(201);
  });

  it('approves only with whole quotas and a commission from the base rate to 50 %, and applies the rate to the account', async () => {
    const { browser } = await signedUpPartner(world, 'approve@example.com', 'Approvable');
    await browser.get('/console/p/approvable/live');
    await browser.post('/console/p/approvable/live/apply', APPLY);
    const id = await pendingId('approvable');
    await desk.get('/console/ops');
    for (const [reads, writes, commission] of [['0', '10', '1500'], ['10', 'x', '1500'], ['10', '10', '999'], ['10', '10', '5001']]) {
      expect((await desk.post(`/console/ops/applications/${id}/approve`, { [`reads-${id}`]: reads!, [`writes-${id}`]: writes!, [`commission-${id}`]: commission! })).status, `${reads} ${writes} ${commission}`).to.equal(422);
    }
    expect((await world.parasol.admin.partners.get('approvable'))?.status).to.equal('pending');
    expect((await desk.post(`/console/ops/applications/${id}/approve`, { [`reads-${id}`]: '5000', [`writes-${id}`]: '700', [`commission-${id}`]: '2500' })).status).to.equal(200);
    expect(await world.parasol.admin.partners.get('approvable')).to.include({ status: 'approved', commissionBps: 2500 });
    expect((await desk.post('/console/ops/applications/app_unknown/approve', {})).status).to.equal(404);
  });

  it('lets an operator find sales by ref, and one sale with its ledger entries by ref and order id; no partner reaches the search', async () => {
    const seller = await signedUpPartner(world, 'found@example.com', 'Findable');
    const client = new ParasolHttpClient({ baseUrl: world.url, keyId: seller.keyId, secret: seller.secret });
    for (const order of ['F-1', 'F-2']) await client.conversion({ ref: 'findable-default', externalOrderId: order, amount: 100, status: 'pending' });
    const many = await desk.get('/console/ops/sales?ref=findable-default&ledger=sandbox');
    expect(many.text).to.contain('F-1').and.contain('F-2');
    const one = await desk.get('/console/ops/sales?ref=findable-default&order=F-2&ledger=sandbox');
    expect(one.text).to.contain('Ledger entries of F-2').and.not.contain('F-1');
    expect((await desk.get('/console/ops/sales?ref=findable-default&order=F-2&ledger=live')).text, 'not in the live ledger').to.contain('No sale matches.');
    expect((await desk.get('/console/ops/sales?ref=nonsense')).status).to.equal(400);
    expect((await seller.browser.get('/console/ops/sales?ref=findable-default&ledger=sandbox')).status).to.equal(404);
  });

  it('creates no live key before the sandbox gate and two-factor, then one with the approved quotas', async () => {
    const { browser, keyId, secret } = await signedUpPartner(world, 'gate@example.com', 'Gated');
    await browser.get('/console/p/gated/live');
    await browser.post('/console/p/gated/live/apply', APPLY);
    const id = await pendingId('gated');
    await desk.get('/console/ops');
    await desk.post(`/console/ops/applications/${id}/approve`, { [`reads-${id}`]: '3000', [`writes-${id}`]: '300', [`commission-${id}`]: '1000' });

    await browser.get('/console/p/gated/live');
    const noTwoFactor = await browser.post('/console/p/gated/live/key', {});
    expect(noTwoFactor.status).to.equal(403);
    expect(noTwoFactor.text).to.contain('Turn on two-step sign-in');
    const setup = await browser.post('/console/security/two-factor/start', {});
    const totpSecret = /id="totp-secret">([A-Z2-7]+)</.exec(setup.text)![1]!;
    const proof = /name="proof" value="([^"]+)"/.exec(setup.text)![1]!;
    await browser.post('/console/security/two-factor/confirm', { secret: totpSecret, proof, code: await generate({ secret: totpSecret }) });

    await browser.get('/console/p/gated/live');
    const noGate = await browser.post('/console/p/gated/live/key', {});
    expect(noGate.status, 'no sandbox calls yet').to.equal(403);
    expect(noGate.text).to.contain('Finish the sandbox steps');
    for (let i = 0; i < 10; i++) await world.parasol.admin.activity.record('gated', 'sandboxPriceCalls');
    await world.parasol.admin.activity.record('gated', 'sandboxLinksMinted');
    const issued = await browser.post('/console/p/gated/live/key', {});
    expect(issued.status).to.equal(201);
    const liveKeyId = /id="key-id">(ak_live_[^<]+)</.exec(issued.text)![1]!;
    expect((await world.parasol.admin.keys.list('gated')).find((k) => k.keyId === liveKeyId)?.quota).to.deep.equal({ reads: 3000, writes: 300 });
    expect(keyId).to.not.equal(liveKeyId);
    expect(secret).to.match(/^sk_test_/);
  });
});
