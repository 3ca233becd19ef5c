import { expect } from 'chai';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFormBody, startPaymentsSimulator, type PaymentsSimulator } from '@parasol/sims';

const KEY = 'sk_test_sim_tests';
const SESSION_FORM =
  'mode=payment&client_reference_id=co_1&success_url=http%3A%2F%2F127.0.0.1%3A9%2Fdone%3Fpayment%3D%7BCHECKOUT_SESSION_ID%7D&cancel_url=http%3A%2F%2F127.0.0.1%3A9%2Fback' +
  '&line_items[0][quantity]=1&line_items[0][price_data][currency]=eur&line_items[0][price_data][unit_amount]=4560&line_items[0][price_data][product_data][name]=Travel%20insurance' +
  '&metadata[checkout_id]=co_1&payment_intent_data[metadata][checkout_id]=co_1';

/** A call as the SDK makes it: form-encoded, Bearer key, an Idempotency-Key on POSTs when given. */
const call = async (sim: PaymentsSimulator, method: 'GET' | 'POST', path: string, body?: string, idempotencyKey?: string) => {
  const answer = await fetch(`${sim.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/x-www-form-urlencoded', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    ...(body === undefined ? {} : { body }),
  });
  return { status: answer.status, headers: answer.headers, json: (await answer.json()) as Record<string, any> };
};

const postCard = async (payUrl: string, cardnumber: string) => {
  const answer = await fetch(payUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `cardnumber=${encodeURIComponent(cardnumber)}&exp=12%2F34&cvc=123`, redirect: 'manual' });
  return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() };
};

describe('payments-sim: the hosted card page (HTTP, no browser)', () => {
  let sim: PaymentsSimulator;
  beforeEach(async () => {
    sim = await startPaymentsSimulator({ apiKey: KEY });
  });
  afterEach(async () => sim.close());

  it('serves a form that posts the card number to itself, with the amount and a way back', async () => {
    const { json: session } = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'k1');
    const page = await fetch(session.url);
    const html = await page.text();
    expect(page.status).to.equal(200);
    expect(html).to.include(`<form method="post" action="/pay/${session.id}">`).and.include('name="cardnumber"').and.include('Pay 45.60 EUR').and.include('href="http://127.0.0.1:9/back"');
  });

  it('4242 4242 4242 4242 pays: 303 back to the success URL with the session id, the session complete and paid', async () => {
    const { json: session } = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'k1');
    expect(await postCard(session.url, '4242 4242 4242 4242')).to.include({ status: 303, location: `http://127.0.0.1:9/done?payment=${session.id}` });
    const { json: after } = await call(sim, 'GET', `/v1/checkout/sessions/${session.id}?expand[0]=payment_intent`);
    expect(after).to.include({ status: 'complete', payment_status: 'paid', url: null });
    expect(after.payment_intent).to.include({ object: 'payment_intent', status: 'succeeded', amount: 4560, currency: 'eur' });
    expect(after.payment_intent.metadata).to.deep.equal({ checkout_id: 'co_1' });
    expect(await (await fetch(session.url)).text()).to.include('This payment is complete');
  });

  it('4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has insufficient funds: the page says so, the session stays open', async () => {
    const { json: session } = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'k1');
    const declined = await postCard(session.url, '4000 0000 0000 0002');
    expect(declined.status).to.equal(402);
    expect(declined.html).to.include('Your card was declined.');
    const poor = await postCard(session.url, '4000000000009995');
    expect(poor.html).to.include('Your card has insufficient funds.');
    const { json: after } = await call(sim, 'GET', `/v1/checkout/sessions/${session.id}?expand[0]=payment_intent`);
    expect(after).to.include({ status: 'open', payment_status: 'unpaid' });
    expect(after.payment_intent.last_payment_error).to.include({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' });
    const wrong = await postCard(session.url, '1234 5678 9012 3456');
    expect(wrong.status).to.equal(400);
    expect(wrong.html).to.include('Your card number is incorrect.');
  });

  it('answers 404 for a page it never served', async () => {
    expect((await fetch(`${sim.url}/pay/cs_test_nope`)).status).to.equal(404);
  });
});

describe("payments-sim: Stripe's API as the SDK sends it", () => {
  let sim: PaymentsSimulator;
  beforeEach(async () => {
    sim = await startPaymentsSimulator({ apiKey: KEY });
  });
  afterEach(async () => sim.close());

  it('answers the same key and parameters with the same object (Idempotent-Replayed), and other parameters with idempotency_error', async () => {
    const first = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'same-key');
    const again = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'same-key');
    expect(again.json).to.deep.equal(first.json);
    expect(again.headers.get('idempotent-replayed')).to.equal('true');
    const other = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM.replace('4560', '4561'), 'same-key');
    expect(other.status).to.equal(400);
    expect(other.json.error.type).to.equal('idempotency_error');
    expect(sim.account.sessionCount()).to.equal(1);
  });

  it("refuses in Stripe's error shape: no key 401, a missing parameter 400, an unknown object 404", async () => {
    const noKey = await fetch(`${sim.url}/v1/checkout/sessions/cs_x`);
    expect(noKey.status).to.equal(401);
    expect(((await noKey.json()) as any).error).to.include({ type: 'invalid_request_error' });
    const missing = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM.replace(/&?success_url=[^&]*/, ''));
    expect(missing).to.deep.include({ status: 400 });
    expect(missing.json.error).to.deep.equal({ type: 'invalid_request_error', code: 'parameter_missing', param: 'success_url', message: 'Missing required param: success_url.' });
    const unknown = await call(sim, 'GET', '/v1/checkout/sessions/cs_test_unknown');
    expect(unknown.status).to.equal(404);
    expect(unknown.json.error).to.include({ type: 'invalid_request_error', code: 'resource_missing' });
  });

  it('refunds a paid session once: a second refund under another key is charge_already_refunded', async () => {
    const { json: session } = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'k1');
    await postCard(session.url, '4242424242424242');
    const { json: paid } = await call(sim, 'GET', `/v1/checkout/sessions/${session.id}`);
    const refund = await call(sim, 'POST', '/v1/refunds', `payment_intent=${paid.payment_intent}`, 'r1');
    expect(refund.json).to.include({ object: 'refund', status: 'succeeded', amount: 4560, payment_intent: paid.payment_intent });
    const twice = await call(sim, 'POST', '/v1/refunds', `payment_intent=${paid.payment_intent}`, 'r2');
    expect(twice.status).to.equal(400);
    expect(twice.json.error.code).to.equal('charge_already_refunded');
  });

  it("answers a forced fault with Stripe's api_error 500, not kept under the key: the retry succeeds", async () => {
    sim.faults.failNext(1);
    const failed = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'k-retry');
    expect(failed.status).to.equal(500);
    expect(failed.json.error.type).to.equal('api_error');
    expect((await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'k-retry')).status).to.equal(200);
  });

  it('reads bracketed form keys into nested objects and arrays', () => {
    expect(readFormBody('a[b][0][c]=1&a[b][1][c]=2&expand[0]=payment_intent&x=%7By%7D')).to.deep.equal({ a: { b: [{ c: '1' }, { c: '2' }] }, expand: ['payment_intent'], x: '{y}' });
  });
});

describe('payments-sim: signed webhooks', () => {
  const SECRET = 'whsec_sim_tests';
  let endpoint: Server;
  let received: { body: string; signature: string }[];
  let sim: PaymentsSimulator;
  beforeEach(async () => {
    received = [];
    endpoint = createServer((incoming, outgoing) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      incoming.on('end', () => {
        received.push({ body, signature: String(incoming.headers['stripe-signature']) });
        outgoing.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    sim = await startPaymentsSimulator({ apiKey: KEY, webhookSecret: SECRET, webhookUrl: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook` });
  });
  afterEach(async () => {
    await sim.close();
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  });

  it("signs each event t=…,v1=HMAC-SHA256(secret, `${t}.${payload}`), Stripe's scheme", async () => {
    const { json: session } = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'k1');
    await postCard(session.url, '4242424242424242');
    await sim.webhooksSettled();
    expect(received.map((r) => JSON.parse(r.body).type)).to.deep.equal(['payment_intent.succeeded', 'checkout.session.completed']);
    for (const { body, signature } of received) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
      expect(v1).to.equal(createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex'));
    }
    expect(JSON.parse(received[1]!.body).data.object).to.include({ id: session.id, payment_status: 'paid', client_reference_id: 'co_1' });
  });

  it('sends each event twice when duplicated, and none when never', async () => {
    sim.setWebhookFault('duplicated');
    const { json: first } = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'k1');
    await postCard(first.url, '4242424242424242');
    await sim.webhooksSettled();
    expect(received.map((r) => JSON.parse(r.body).id)).to.deep.equal(['evt_sim1', 'evt_sim1', 'evt_sim2', 'evt_sim2']);
    sim.setWebhookFault('never');
    const { json: second } = await call(sim, 'POST', '/v1/checkout/sessions', SESSION_FORM, 'k2');
    await postCard(second.url, '4242424242424242');
    await sim.webhooksSettled();
    expect(received).to.have.length(4);
    expect(sim.deliveries.every((d) => d.status === 200)).to.equal(true);
  });
});

describe('parasol payments-sim (the command)', () => {
  it('starts on the port asked and prints the environment that points Parasol at it', async () => {
    const { runPaymentsSimCommand } = await import('@parasol/sims');
    let printed = '';
    const out = { write: (text: string) => ((printed += text), true) } as unknown as NodeJS.WritableStream;
    const sim = await runPaymentsSimCommand(['--port', '0', '--webhook', 'duplicated'], out);
    try {
      expect(printed).to.include(`PARASOL_STRIPE_API_BASE=${sim.url}`).and.include('PARASOL_STRIPE_WEBHOOK_SECRET=whsec_payments_sim').and.include('duplicated');
    } finally {
      await sim.close();
    }
  });

  it('refuses an unknown webhook fault and rates adding up to more than 1, with the usage', async () => {
    const { runPaymentsSimCommand } = await import('@parasol/sims');
    const out = { write: () => true } as unknown as NodeJS.WritableStream;
    for (const argv of [['--webhook', 'sometimes'], ['--error-rate', '0.7', '--timeout-rate', '0.5'], ['--port', 'x']]) {
      let refused: unknown;
      await runPaymentsSimCommand(argv, out).then((sim) => sim.close(), (e: unknown) => (refused = e));
      expect(refused, argv.join(' ')).to.be.instanceOf(Error).with.property('message').that.includes('parasol payments-sim [options]');
    }
  });
});
