import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { ledgerModule, webhookEndpointsModule, type Credentials } from '@parasol/core';
import { MemoryCheckoutStore, MemoryIdempotencyStore, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore, MemorySubscriptionStore, MemoryWebhookDeliveryStore, MemoryWebhookEndpointStore } from '@parasol/adapter-memory';
import { HttpWebhookSender } from '@parasol/webhook-http';
import { createEmbeddedParasol } from '../../src/index.js';
import { LoopbackReceiver } from './loopback-receiver.js';
import { NOON, TestClock } from './webhook-fixture.js';

type Body = Record<string, unknown>;
const body = (answer: { body: unknown }) => answer.body as Body;

/**
 * The three delivery routes (GET /api/v1/webhooks/deliveries, POST …/deliveries/{id}/resend, POST
 * …/endpoints/{id}/test) through the signed pipeline, beside the endpoint API that creates the
 * endpoint and its secret: what a partner's integration does, end to end on a loopback receiver.
 */
describe('webhooks: the delivery routes, signed calls by any key of the partner', () => {
  const receivers: LoopbackReceiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.stop()));
  });

  const aWorld = async () => {
    const clock = new TestClock(NOON);
    const parasol = createEmbeddedParasol({
      clock,
      stores: {
        keys: new MemoryKeyStore(),
        partners: new MemoryPartnerStore(),
        counters: new MemoryCounterStore(),
        subscriptions: new MemorySubscriptionStore(),
        idempotency: new MemoryIdempotencyStore(),
        sales: new MemorySaleStore(),
        checkouts: new MemoryCheckoutStore(),
        webhookEndpoints: new MemoryWebhookEndpointStore(),
      },
      modules: [ledgerModule(), webhookEndpointsModule({ settings: { allowLoopback: true, maxEndpoints: 16 } })],
      webhooks: { deliveries: new MemoryWebhookDeliveryStore(), sender: new HttpWebhookSender({ allowSandboxLoopback: true }), settings: { schedule: [1000] } },
    });
    for (const code of ['acme', 'globex']) {
      const registered = await parasol.admin.partners.register({ code, baseRateBps: 1000, links: [{ code: 'main', archived: false, default: true }] });
      if (!registered.ok) throw new Error(registered.failure.detail);
    }
    const keyOf = async (partnerCode: string, mode: 'sandbox' | 'live' = 'sandbox'): Promise<Credentials> => {
      const issued = await parasol.admin.keys.create({ mode, scopes: ['quotes'], partnerCode, burstPerMinute: 1_000_000 });
      if (!issued.ok) throw new Error(issued.failure.detail);
      return issued.value;
    };
    const receiver = await new LoopbackReceiver().start();
    receivers.push(receiver);
    return { parasol, clock, receiver, acme: parasol.client(await keyOf('acme')), globex: parasol.client(await keyOf('globex')), acmeLive: parasol.client(await keyOf('acme', 'live')) };
  };

  it('a test event and a resend sent again with one Idempotency-Key are sent once, the first answer given again', async () => {
    const { parasol, receiver, acme } = await aWorld();
    const created = body(await acme.createWebhookEndpoint({ url: receiver.url, events: ['*'] }));
    const id = String(created['id']);
    const first = await acme.testWebhookEndpoint({ id }, { idempotencyKey: 'test-once' });
    const again = await acme.testWebhookEndpoint({ id }, { idempotencyKey: 'test-once' });
    expect([first.status, again.status, again.idempotentReplayed]).to.deep.equal([201, 201, true]);
    expect(body(again)).to.deep.equal(body(first));
    await parasol.webhooks!.round();
    expect(receiver.received).to.have.length(1);
    const delivery = String(body(first)['id']);
    const resent = await acme.resendWebhookDelivery({ id: delivery }, { idempotencyKey: 'resend-once' });
    const resentAgain = await acme.resendWebhookDelivery({ id: delivery }, { idempotencyKey: 'resend-once' });
    expect([resent.status, resentAgain.idempotentReplayed]).to.deep.equal([201, true]);
    await parasol.webhooks!.round();
    expect(receiver.received).to.have.length(2);
    const other = await acme.testWebhookEndpoint({ id }, { idempotencyKey: 'resend-once' });
    expect([other.status, body(other)['error']]).to.deep.equal([409, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('a test event now, verified with the secret the endpoint API answered; then the log, a resend under the same id', async () => {
    const { parasol, receiver, acme } = await aWorld();
    const created = body(await acme.createWebhookEndpoint({ url: receiver.url, events: ['sale.booked'] }));
    const id = String(created['id']);
    const tested = await acme.testWebhookEndpoint({ id });
    expect(tested.status).to.equal(201);
    expect(body(tested)).to.include({ mode: 'sandbox', endpointId: id, type: 'webhook.test', status: 'pending', nextAttemptAt: '2026-03-10T12:00:00.000Z' });
    await parasol.webhooks!.round();
    const [r] = receiver.received;
    const event = new Webhook(String(created['secret'])).verify(r!.body, r!.headers as Record<string, string>) as Body;
    expect(event).to.include({ type: 'webhook.test', mode: 'sandbox', partner: 'acme' });

    await acme.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
    await parasol.webhooks!.round();
    const log = await acme.webhookDeliveries({ endpoint: id });
    expect(log.status).to.equal(200);
    const deliveries = body(log)['deliveries'] as Body[];
    expect(deliveries.map((d) => d['type'])).to.have.members(['sale.booked', 'webhook.test']);
    const booked = deliveries.find((d) => d['type'] === 'sale.booked')!;
    expect(booked).to.include({ status: 'succeeded', nextAttemptAt: null, failureReason: null });
    expect((booked['attempts'] as Body[])[0]).to.include({ httpStatus: 200, error: null });
    expect(body(await acme.webhookDeliveries({ type: 'sale.booked', status: 'succeeded', limit: '1' }))['next']).to.equal(null);

    const resent = await acme.resendWebhookDelivery({ id: String(booked['id']) });
    expect(resent.status).to.equal(201);
    expect(body(resent)).to.include({ eventId: booked['eventId'], status: 'pending' });
    await parasol.webhooks!.round();
    const ids = receiver.received.map((x) => x.headers['webhook-id']);
    expect(ids.filter((x) => x === booked['eventId'])).to.have.length(2);
  });

  it("answers another partner's or mode's delivery and endpoint as unknown ones (404), and refuses a bad filter or cursor (400)", async () => {
    const { parasol, receiver, acme, globex, acmeLive } = await aWorld();
    const id = String(body(await acme.createWebhookEndpoint({ url: receiver.url, events: ['*'] }))['id']);
    const delivery = String(body(await acme.testWebhookEndpoint({ id }))['id']);
    await parasol.webhooks!.round();
    for (const client of [globex, acmeLive]) {
      expect(body(await client.testWebhookEndpoint({ id }))).to.include({ error: 'WEBHOOK_ENDPOINT_NOT_FOUND' });
      expect(body(await client.resendWebhookDelivery({ id: delivery }))).to.include({ error: 'WEBHOOK_DELIVERY_NOT_FOUND' });
      expect(body(await client.webhookDeliveries())['deliveries']).to.deep.equal([]);
    }
    expect((await acme.resendWebhookDelivery({ id: 'whd_unknown' })).status).to.equal(404);
    // Sent as a raw query string: the typed method would not let a wrong status through.
    for (const query of ['status=done', 'limit=0', 'limit=101', 'cursor=nope', 'endpoint=x', 'colour=red']) {
      const refused = await acme.call('GET', `/api/v1/webhooks/deliveries?${query}`);
      expect(refused.status, query).to.equal(400);
      expect(body(refused)['error']).to.equal('BAD_REQUEST');
    }
  });
});
