import { expect } from 'chai';
import type { SubscriptionRecord } from '@parasol/core';
import { DAY_MS, schemaIdOf, validateAgainst } from '@parasol/core/internal';
import { LoopbackReceiver } from './loopback-receiver.js';
import { acmeKey, webhookFixture } from './webhook-fixture.js';

/** What the dispatcher sends is what the published event schemas (webhook-event and its data by type) describe. */
describe('webhooks: every event sent matches core/src/schemas/webhook-event.schema.json', () => {
  let hooks: LoopbackReceiver;
  afterEach(() => hooks.stop());

  it('sale and subscription events of every type, and a test event', async () => {
    const { parasol, addEndpoint, stores, clock } = await webhookFixture();
    const key = await acmeKey(parasol);
    hooks = await new LoopbackReceiver().start();
    const { record } = await addEndpoint(hooks.url);
    const client = parasol.client(key);
    await client.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
    await client.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 90, status: 'pending' });
    await client.conversion({ ref: 'acme-main', externalOrderId: 'o-2', amount: 50, status: 'cancelled' });
    const now = clock.now();
    await stores.subscriptions.create({ subscriptionId: 'sub_s', sessionId: 'qs_s', generation: 0, keyId: 'k', mode: 'sandbox', partnerCode: 'acme', ref: 'acme-main', linkCode: 'main', trip: {}, tripFingerprint: 'f', language: 'en', offerId: null, stage: 'quoting', createdAt: now, updatedAt: now, expiresAt: now + DAY_MS, version: 1 } as unknown as SubscriptionRecord);
    for (const stage of ['presubscribed', 'paid', 'subscribed'] as const) await parasol.admin.subscriptions!.advance('sub_s', stage);
    await parasol.webhooks!.requests.test('acme', 'sandbox', record.endpointId);
    clock.advance(14 * DAY_MS);
    for (let i = 0; i < 3; i++) await parasol.webhooks!.round();
    const bodies = hooks.received.map((r) => JSON.parse(r.body) as { type: string });
    expect(new Set(bodies.map((b) => b.type))).to.deep.equal(
      new Set(['sale.booked', 'sale.updated', 'sale.cancelled', 'sale.validated', 'subscription.presubscribed', 'subscription.paid', 'subscription.subscribed', 'webhook.test']),
    );
    for (const b of bodies) expect(validateAgainst(schemaIdOf('webhook-event'), b), b.type).to.deep.equal({ valid: true });
  });
});
