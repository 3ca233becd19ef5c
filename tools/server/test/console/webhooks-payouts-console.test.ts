import { expect } from 'chai';
import { ParasolHttpClient } from '@parasol/client';
import { ConsoleBrowser, signedUpPartner } from './console-http.js';
import { startConsoleWorld, type ConsoleWorld } from './console-harness.js';

/**
 * The console's webhooks and payouts over HTTP: the API's rules through the console, secrets
 * shown once, the delivery log, payout runs and marks by an operator with their audit lines, the
 * remittance CSV, and a member of BETA reaching nothing of ACME's, ids guessed included.
 */
describe('partner console: webhooks, payouts and the operators’ payout runs', function () {
  this.timeout(60_000);
  let world: ConsoleWorld;
  let desk: ConsoleBrowser;
  before(async () => {
    world = await startConsoleWorld();
    await world.anOperator('payouts-ops@parasol.example', 'operator password 2026');
    desk = new ConsoleBrowser(world.url);
    await desk.get('/console/sign-in');
    await desk.post('/console/sign-in', { email: 'payouts-ops@parasol.example', password: 'operator password 2026' });
  });
  after(async () => {
    await world?.close();
  });

  const ALL = { 'event.*': '1' };

  it('manages sandbox endpoints through the API’s rules: secret once, rotation overlap, test event, resend, delete, audited', async () => {
    const { browser, code } = await signedUpPartner(world, 'hooks@example.com', 'Hooked');
    const page = await browser.get(`/console/p/${code}/webhooks`);
    expect(page.status).to.equal(200);
    expect(page.text).to.contain('No endpoint in this mode yet.').and.contain('Add a sandbox endpoint');

    const refused = await browser.post(`/console/p/${code}/webhooks`, { mode: 'sandbox', url: 'https://user:pw@hooks.example.com/in', ...ALL });
    expect(refused.status, 'the API’s URL rule').to.equal(422);
    expect(refused.text).to.contain('The endpoint was not added');
    expect((await browser.post(`/console/p/${code}/webhooks`, { mode: 'sandbox', url: 'https://hooks.example.com/in' })).status, 'no event chosen').to.equal(422);

    const created = await browser.post(`/console/p/${code}/webhooks`, { mode: 'sandbox', url: 'https://hooks.example.com/in', 'event.sale.booked': '1', 'event.payout.paid': '1', description: 'our receiver' });
    expect(created.status).to.equal(201);
    const endpointId = /id="webhook-id">(we_[^<]+)</.exec(created.text)![1]!;
    const secret = /id="webhook-secret">(whsec_[^<]+)</.exec(created.text)![1]!;
    const listed = await browser.get(`/console/p/${code}/webhooks?mode=sandbox`);
    expect(listed.text).to.contain(endpointId).and.contain('sale.booked, payout.paid').and.contain('our receiver').and.not.contain(secret);

    const rotated = await browser.post(`/console/p/${code}/webhooks/${endpointId}/rotate`, { mode: 'sandbox' });
    expect(rotated.status).to.equal(200);
    const newSecret = /id="webhook-secret">(whsec_[^<]+)</.exec(rotated.text)![1]!;
    expect(newSecret).to.not.equal(secret);
    expect(rotated.text).to.contain('The previous secret keeps signing beside this one until');

    const tested = await browser.post(`/console/p/${code}/webhooks/${endpointId}/test`, { mode: 'sandbox' });
    expect(tested.text).to.contain('A test event is on its way');
    const log = await browser.get(`/console/p/${code}/webhooks?mode=sandbox&endpoint=${endpointId}`);
    expect(log.text).to.contain('webhook.test').and.contain('not sent yet');
    const deliveryId = /\/webhooks\/deliveries\/(whd_[^/]+)\/resend/.exec(log.text)![1]!;
    expect((await browser.post(`/console/p/${code}/webhooks/deliveries/${deliveryId}/resend`, { mode: 'sandbox' })).text).to.contain(`Delivery ${deliveryId} is sent again`);
    expect((await world.parasol.webhooks!.requests.list({ partnerCode: code, mode: 'sandbox', limit: 10 })).deliveries).to.have.length(2);
    expect((await browser.get(`/console/p/${code}/webhooks?mode=sandbox&status=nonsense`)).status, 'the API’s query rules').to.equal(200);

    expect((await browser.post(`/console/p/${code}/webhooks/${endpointId}/delete`, { mode: 'live' })).status, 'not an endpoint of the live mode').to.equal(404);
    expect((await browser.post(`/console/p/${code}/webhooks/${endpointId}/delete`, { mode: 'sandbox' })).status).to.equal(200);
    expect((await browser.post(`/console/p/${code}/webhooks/${endpointId}/delete`, { mode: 'sandbox' })).status, 'gone').to.equal(404);

    const audit = await world.parasol.console.stores.audit.listByPartner(code, 50);
    expect(audit.map((a) => a.action)).to.include.members(['webhook.created', 'webhook.rotated', 'webhook.deleted']);
    expect(JSON.stringify(audit)).to.not.contain('whsec_');
  });

  it('lets a member of BETA reach none of ACME’s endpoints, deliveries or payouts, by guessing ids either', async () => {
    const acme = await signedUpPartner(world, 'owner@acme.example', 'Acme Hooks');
    const beta = await signedUpPartner(world, 'owner@beta.example', 'Beta Hooks');
    const made = await acme.browser.post(`/console/p/${acme.code}/webhooks`, { mode: 'sandbox', url: 'https://acme.example.com/hooks', ...ALL });
    const acmeEndpoint = /id="webhook-id">(we_[^<]+)</.exec(made.text)![1]!;
    const tested = await acme.browser.post(`/console/p/${acme.code}/webhooks/${acmeEndpoint}/test`, { mode: 'sandbox' });
    expect(tested.status).to.equal(200);
    const acmeDelivery = /\/webhooks\/deliveries\/(whd_[^/]+)\/resend/.exec(tested.text)![1]!;

    expect((await beta.browser.get(`/console/p/${acme.code}/webhooks?mode=sandbox`)).status, 'another account’s page').to.equal(404);
    expect((await beta.browser.get(`/console/p/${acme.code}/payouts`)).status).to.equal(404);
    await beta.browser.get(`/console/p/${beta.code}/webhooks`);
    for (const action of ['rotate', 'test', 'delete']) {
      expect((await beta.browser.post(`/console/p/${beta.code}/webhooks/${acmeEndpoint}/${action}`, { mode: 'sandbox' })).status, action).to.equal(404);
    }
    expect((await beta.browser.post(`/console/p/${beta.code}/webhooks/deliveries/${acmeDelivery}/resend`, { mode: 'sandbox' })).status).to.equal(404);
    expect((await beta.browser.get(`/console/p/${beta.code}/webhooks?mode=sandbox&endpoint=${acmeEndpoint}`)).text, 'the log filtered by ACME’s endpoint').to.contain('No delivery yet.');
    expect((await beta.browser.post(`/console/p/${beta.code}/webhooks`, { _csrf: 'forged', mode: 'sandbox', url: 'https://beta.example.com/h', ...ALL }, { csrf: 'forged' })).status, 'CSRF').to.equal(403);
    expect((await world.parasol.webhooks!.requests.list({ partnerCode: acme.code, mode: 'sandbox', limit: 10 })).deliveries, 'nothing resent').to.have.length(1);
  });

  it('runs payouts (dry, then for real), marks one paid with the bank reference, audited; the partner reads it and downloads the remittance', async () => {
    const seller = await signedUpPartner(world, 'paid@example.com', 'Paid Partner');
    const client = new ParasolHttpClient({ baseUrl: world.url, keyId: seller.keyId, secret: seller.secret });
    await client.conversion({ ref: `${seller.code}-default`, externalOrderId: 'ORD-1', amount: 1000, status: 'validated' });
    await client.conversion({ ref: `${seller.code}-default`, externalOrderId: '=HYPERLINK("x"),1', amount: 500, status: 'validated' });

    expect((await seller.browser.get(`/console/p/${seller.code}/payouts?mode=sandbox`)).text).to.contain('No payout yet.');
    expect((await seller.browser.get('/console/ops/payouts')).status, 'not for partners').to.equal(404);

    await desk.get('/console/ops/payouts?ledger=sandbox');
    const dry = await desk.post('/console/ops/payouts/run', { ledger: 'sandbox', partner: seller.code, key: 'console-test-run', dryRun: '1' });
    expect(dry.status).to.equal(200);
    expect(dry.text).to.contain('The dry run: 1 group(s), nothing written').and.contain('would_create');
    expect((await world.parasol.admin.payouts!.list({ ledger: 'sandbox', partnerCode: seller.code, limit: 10 })).payouts).to.have.length(0);
    expect((await desk.post('/console/ops/payouts/run', { ledger: 'sandbox', currency: 'euro' })).status).to.equal(422);

    const run = await desk.post('/console/ops/payouts/run', { ledger: 'sandbox', partner: seller.code, key: 'console-test-run' });
    expect(run.text).to.contain('The run: 1 group(s)').and.contain('created');
    const [payout] = (await world.parasol.admin.payouts!.list({ ledger: 'sandbox', partnerCode: seller.code, limit: 10 })).payouts;
    expect(payout).to.include({ status: 'pending', amountMinor: 15000 });
    const again = await desk.post('/console/ops/payouts/run', { ledger: 'sandbox', partner: seller.code, key: 'console-test-run' });
    expect(again.text, 'the same run key').to.contain('existing');

    const id = payout!.payoutId;
    expect((await desk.post(`/console/ops/payouts/${id}/paid`, { ledger: 'sandbox', [`reference-${id}`]: '' })).status).to.equal(422);
    const paid = await desk.post(`/console/ops/payouts/${id}/paid`, { ledger: 'sandbox', [`reference-${id}`]: 'BANK-REF-42' });
    expect(paid.text).to.contain(`Payout ${id} marked paid.`);
    expect((await desk.post(`/console/ops/payouts/${id}/failed`, { ledger: 'sandbox', [`reason-${id}`]: 'the bank bounced it' })).status, 'paid already').to.equal(409);
    const audit = await world.parasol.console.stores.audit.listByPartner(seller.code, 50);
    expect(audit.filter((a) => a.action.startsWith('payout.')).map((a) => [a.action, a.subject])).to.deep.include.members([
      ['payout.run', id],
      ['payout.paid', id],
    ]);

    const list = await seller.browser.get(`/console/p/${seller.code}/payouts?mode=sandbox`);
    expect(list.text).to.contain(id).and.contain('BANK-REF-42').and.contain('150 EUR');
    const one = await seller.browser.get(`/console/p/${seller.code}/payouts/${id}?mode=sandbox`);
    expect(one.text).to.contain('ORD-1').and.contain('Download the remittance (CSV)');
    const csv = await seller.browser.get(`/console/p/${seller.code}/payouts/${id}/remittance.csv?mode=sandbox`);
    expect(csv.type).to.equal('text/csv; charset=utf-8');
    const rows = csv.text.trim().split('\n');
    expect(rows[0]).to.equal('kind,saleId,externalOrderId,currency,amount,amountMinor');
    expect(rows.at(-1)).to.match(new RegExp(`^total,${id},BANK-REF-42,EUR,150,15000$`));
    expect(rows.some((r) => r.includes('"=HYPERLINK(""x""),1"')), 'quoted by csv-stringify').to.equal(true);

    const other = await signedUpPartner(world, 'nosy@example.com', 'Nosy');
    expect((await other.browser.get(`/console/p/${other.code}/payouts/${id}?mode=sandbox`)).status, 'another partner’s payout id').to.equal(404);
    expect((await other.browser.get(`/console/p/${other.code}/payouts/${id}/remittance.csv?mode=sandbox`)).status).to.equal(404);
  });

  it('lists, for one partner, the postback sales that name no subscription', async () => {
    const seller = await signedUpPartner(world, 'review@example.com', 'Reviewed');
    const client = new ParasolHttpClient({ baseUrl: world.url, keyId: seller.keyId, secret: seller.secret });
    await client.conversion({ ref: `${seller.code}-default`, externalOrderId: 'NO-SUB-1', amount: 100, status: 'pending' });
    const page = await desk.get(`/console/ops/review?partner=${seller.code}&ledger=sandbox`);
    expect(page.text).to.contain('NO-SUB-1');
    expect((await desk.get('/console/ops/review?partner=nobodyhere&ledger=sandbox')).text).to.contain('nobodyhere');
    expect((await seller.browser.get('/console/ops/review')).status).to.equal(404);
  });

  it('finds a sale by its order id alone, among every partner’s, in the ledger asked', async () => {
    const one = await signedUpPartner(world, 'first@shared.example', 'Shared One');
    const two = await signedUpPartner(world, 'second@shared.example', 'Shared Two');
    for (const p of [one, two]) {
      await new ParasolHttpClient({ baseUrl: world.url, keyId: p.keyId, secret: p.secret }).conversion({ ref: `${p.code}-default`, externalOrderId: 'SHARED-1', amount: 100, status: 'pending' });
    }
    const found = await desk.get('/console/ops/sales?ref=&order=SHARED-1&ledger=sandbox');
    expect(found.status).to.equal(200);
    expect(found.text).to.contain(`${one.code}-default`).and.contain(`${two.code}-default`);
    expect((await desk.get('/console/ops/sales?order=SHARED-1&ledger=live')).text, 'not in the live ledger').to.contain('No sale matches.');
    expect((await desk.get('/console/ops/sales?order=NEVER-BOOKED&ledger=sandbox')).text).to.contain('No sale matches.');
  });
});
