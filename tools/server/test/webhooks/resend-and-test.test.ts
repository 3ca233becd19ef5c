import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { deliveryView } from '@parasol/core';
import { LoopbackReceiver } from './loopback-receiver.js';
import { acmeKey, SECOND, webhookFixture } from './webhook-fixture.js';

describe('webhooks: the delivery log, resend, test events, and an endpoint disabled after its schedule', () => {
  const receivers: LoopbackReceiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.stop()));
  });
  const receiver = async () => {
    const r = await new LoopbackReceiver().start();
    receivers.push(r);
    return r;
  };

  it('sends a test event now, signed, to an endpoint of the partner and mode only', async () => {
    const { parasol, addEndpoint } = await webhookFixture();
    const hooks = await receiver();
    const { record, secrets } = await addEndpoint(hooks.url, 'sandbox', ['sale.booked']);
    const requests = parasol.webhooks!.requests;
    expect(await requests.test('globex', 'sandbox', record.endpointId)).to.deep.equal({ ok: false, notFound: 'endpoint' });
    expect(await requests.test('acme', 'live', record.endpointId)).to.deep.equal({ ok: false, notFound: 'endpoint' });
    const sent = await requests.test('acme', 'sandbox', record.endpointId);
    expect(sent.ok).to.equal(true);
    await parasol.webhooks!.round();
    const [r] = hooks.received;
    const event = new Webhook(secrets[0]!).verify(r!.body, r!.headers as Record<string, string>) as { id: string; type: string; data: { endpointId: string } };
    expect(event.type, 'sent whatever types the endpoint listens to').to.equal('webhook.test');
    expect(event.data.endpointId).to.equal(record.endpointId);
  });

  it('resends a delivered event under the same webhook-id, and lists each attempt in the log, newest first', async () => {
    const { parasol, addEndpoint } = await webhookFixture();
    const key = await acmeKey(parasol);
    const hooks = await receiver();
    const { record } = await addEndpoint(hooks.url);
    await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
    await parasol.webhooks!.round();
    const requests = parasol.webhooks!.requests;
    const [original] = (await requests.list({ partnerCode: 'acme', mode: 'sandbox', limit: 10 })).deliveries;
    expect(await requests.resend('acme', 'live', original!.deliveryId)).to.deep.equal({ ok: false, notFound: 'delivery' });
    expect(await requests.resend('globex', 'sandbox', original!.deliveryId)).to.deep.equal({ ok: false, notFound: 'delivery' });
    const resent = await requests.resend('acme', 'sandbox', original!.deliveryId);
    expect(resent.ok).to.equal(true);
    await parasol.webhooks!.round();
    expect(hooks.received.map((r) => r.headers['webhook-id'])).to.deep.equal([original!.eventId, original!.eventId]);
    const log = (await requests.list({ partnerCode: 'acme', mode: 'sandbox', endpointId: record.endpointId, limit: 10 })).deliveries.map(deliveryView);
    expect(log).to.have.length(2);
    const view = log.find((d) => d.id === original!.deliveryId)!;
    expect(view).to.include({ status: 'succeeded', nextAttemptAt: null, failureReason: null, type: 'sale.booked' });
    expect(view.attempts).to.have.length(1);
    expect(view.attempts[0]).to.include({ httpStatus: 200, error: null });
    expect(JSON.stringify(log), 'no signature or secret in the log').not.to.match(/v1,|whsec_/);
  });

  it('disables an endpoint whose delivery failed for the whole schedule, says so on both, then a successful test enables it again', async () => {
    const { parasol, addEndpoint, endpoints, clock } = await webhookFixture();
    const key = await acmeKey(parasol);
    const hooks = await receiver();
    const { record } = await addEndpoint(hooks.url);
    hooks.status = 500;
    await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
    for (let i = 0; i < 6; i++) {
      await parasol.webhooks!.round();
      clock.advance(4 * SECOND);
    }
    const disabled = (await endpoints.get(record.endpointId))!;
    expect(disabled.status).to.equal('disabled');
    expect(disabled.disabledReason).to.match(/failed 4 attempts from 2026-03-10T12:00:00.000Z to /);
    const requests = parasol.webhooks!.requests;
    const [failed] = (await requests.list({ partnerCode: 'acme', mode: 'sandbox', status: 'failed', limit: 10 })).deliveries;
    expect(failed!.attempts.map((a) => a.httpStatus)).to.deep.equal([500, 500, 500, 500]);
    expect(failed!.failureReason).to.match(/4 attempts failed since .*: the endpoint is disabled/);
    // While disabled, new events are not delivered to it.
    await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-2', amount: 100, status: 'pending' });
    await parasol.webhooks!.round();
    expect(hooks.received).to.have.length(4);
    hooks.status = 200;
    expect((await requests.test('acme', 'sandbox', record.endpointId)).ok).to.equal(true);
    await parasol.webhooks!.round();
    expect((await endpoints.get(record.endpointId))!.status).to.equal('enabled');
    await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-3', amount: 100, status: 'pending' });
    await parasol.webhooks!.round();
    expect(hooks.events().map((e) => e.type)).to.deep.equal(['webhook.test', 'sale.booked']);
  });
});
