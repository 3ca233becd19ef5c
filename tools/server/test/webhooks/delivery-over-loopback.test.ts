import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import type { SubscriptionRecord } from '@parasol/core';
import { DAY_MS } from '@parasol/core/internal';
import { LoopbackReceiver } from './loopback-receiver.js';
import { acmeKey, newSecret, SECOND, webhookFixture } from './webhook-fixture.js';

/**
 * Webhooks end to end on memory stores: a real receiver on 127.0.0.1, the HTTP sender with its
 * guard (sandbox loopback allowed), deliveries verified with the official standardwebhooks library.
 */

const subscription = (id: string, now: number): SubscriptionRecord =>
  ({
    subscriptionId: id,
    sessionId: `qs_${id}`,
    generation: 0,
    keyId: 'pk_sandbox_test',
    mode: 'sandbox',
    partnerCode: 'acme',
    ref: 'acme-main',
    linkCode: 'main',
    trip: { destination: 'FR', travellers: [{ age: 30 }] },
    tripFingerprint: 'f',
    language: 'en',
    offerId: null,
    stage: 'quoting',
    createdAt: now,
    updatedAt: now,
    expiresAt: now + DAY_MS,
    version: 1,
  }) as unknown as SubscriptionRecord;

describe('webhooks over a loopback receiver (memory stores)', () => {
  const receivers: LoopbackReceiver[] = [];
  const receiver = async () => {
    const r = await new LoopbackReceiver().start();
    receivers.push(r);
    return r;
  };
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.stop()));
  });

  it('delivers every sale and subscription event type, each verified by standardwebhooks with the endpoint secret', async () => {
    const { parasol, addEndpoint, stores, clock } = await webhookFixture();
    const key = await acmeKey(parasol);
    const hooks = await receiver();
    const { secrets } = await addEndpoint(hooks.url);
    const client = parasol.client(key);
    const post = async (externalOrderId: string, amount: number, status: string) => {
      const answer = await client.conversion({ ref: 'acme-main', externalOrderId, amount, status });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    };
    await post('o-1', 100, 'pending'); // sale.booked
    await post('o-1', 120, 'pending'); // sale.updated
    await post('o-2', 50, 'pending'); // sale.booked
    await post('o-2', 50, 'cancelled'); // sale.cancelled
    await stores.subscriptions.create(subscription('sub_w1', clock.now()));
    for (const stage of ['presubscribed', 'paid', 'subscribed'] as const) expect((await parasol.admin.subscriptions!.advance('sub_w1', stage)).ok).to.equal(true);
    await parasol.webhooks!.round();
    clock.advance(14 * DAY_MS); // o-1 validates by itself: no request
    await parasol.webhooks!.round();
    await parasol.webhooks!.round();

    const verifier = new Webhook(secrets[0]!);
    for (const r of hooks.received) verifier.verify(r.body, r.headers as Record<string, string>);
    const types = hooks.events().map((e) => e.type);
    expect([...types].sort()).to.deep.equal(
      ['sale.booked', 'sale.booked', 'sale.cancelled', 'sale.updated', 'sale.validated', 'subscription.paid', 'subscription.presubscribed', 'subscription.subscribed'].sort(),
    );
    const validated = hooks.events().find((e) => e.type === 'sale.validated')!;
    expect(validated.createdAt, 'dated when the 14 days ended, not when it was sent').to.equal(new Date(Date.UTC(2026, 2, 24, 12, 0, 0)).toISOString());
    expect((validated.data as { entry: { cause: string } }).entry.cause).to.equal('auto-validation');
    const envelope = JSON.parse(hooks.received[0]!.body);
    expect(Object.keys(envelope)).to.deep.equal(['id', 'type', 'createdAt', 'mode', 'partner', 'apiVersion', 'data']);
    expect(envelope).to.include({ mode: 'sandbox', partner: 'acme' });
    expect(envelope.id).to.match(/^evt_/);
    expect(hooks.received[0]!.headers['webhook-id']).to.equal(envelope.id);
    const sub = hooks.events().find((e) => e.type === 'subscription.subscribed')!;
    expect(JSON.stringify(sub.data), 'no trip, no traveller').not.to.match(/travellers|destination|"age"/);
  });

  it('delivers one object in order, after a receiver down for a while, each event once with the same id', async () => {
    const { parasol, addEndpoint, clock } = await webhookFixture();
    const key = await acmeKey(parasol);
    const hooks = await receiver();
    await addEndpoint(hooks.url);
    const client = parasol.client(key);
    hooks.status = 503;
    for (const amount of [100, 110, 120, 130]) await client.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount, status: 'pending' });
    await client.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 130, status: 'validated' });
    for (let i = 0; i < 3; i++) {
      await parasol.webhooks!.round();
      clock.advance(SECOND);
    }
    expect(hooks.events()).to.have.length(0);
    expect(hooks.received.length, 'only the first event tried: the others wait behind it').to.be.greaterThan(0);
    expect(new Set(hooks.received.map((r) => JSON.parse(r.body).type))).to.deep.equal(new Set(['sale.booked']));
    hooks.status = 200;
    for (let i = 0; i < 12; i++) {
      clock.advance(4 * SECOND);
      await parasol.webhooks!.round();
    }
    const delivered = hooks.events();
    expect(delivered.map((e) => e.type)).to.deep.equal(['sale.booked', 'sale.updated', 'sale.updated', 'sale.updated', 'sale.validated']);
    expect(new Set(delivered.map((e) => e.id)).size).to.equal(5);
    const seqs = delivered.map((e) => (e.data as { entry: { seq: number } }).entry.seq);
    expect(seqs).to.deep.equal([0, 1, 2, 3, 4]);
  });

  it('signs with both secrets during a rotation: either one verifies', async () => {
    const { parasol, addEndpoint } = await webhookFixture();
    const key = await acmeKey(parasol);
    const hooks = await receiver();
    const secrets = [newSecret(), newSecret()];
    await addEndpoint(hooks.url, 'sandbox', ['sale.booked'], secrets);
    await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
    await parasol.webhooks!.round();
    const [r] = hooks.received;
    expect(r!.headers['webhook-signature']).to.match(/^v1,\S+ v1,\S+$/);
    for (const secret of secrets) new Webhook(secret).verify(r!.body, r!.headers as Record<string, string>);
    expect(() => new Webhook(newSecret()).verify(r!.body, r!.headers as Record<string, string>)).to.throw();
  });

  it('delivers only the types an endpoint listens to, and sandbox events never to a live endpoint', async () => {
    const { parasol, addEndpoint } = await webhookFixture();
    const key = await acmeKey(parasol);
    const onlyCancelled = await receiver();
    const live = await receiver();
    await addEndpoint(onlyCancelled.url, 'sandbox', ['sale.cancelled']);
    await addEndpoint(live.url.replace('http:', 'https:'), 'live', ['*']);
    await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
    await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'cancelled' });
    await parasol.webhooks!.round();
    await parasol.webhooks!.round();
    expect(onlyCancelled.events().map((e) => e.type)).to.deep.equal(['sale.cancelled']);
    expect(live.received).to.have.length(0);
  });
});
