import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { eventIdOf, pendingSaleEvents, SubscriptionStoreWithEvents, type SaleRecord, type SubscriptionRecord } from '@parasol/core';
import { SyncSubscriptionStage, type Checkout } from '@parasol/core/internal';
import { MemorySaleStore, MemorySubscriptionStore } from '@parasol/adapter-memory';
import { LoopbackReceiver } from './loopback-receiver.js';
import { acmeKey, webhookFixture } from './webhook-fixture.js';

/** A sale store whose next `failures` compare-and-sets that take the relay's marker away are lost (the relay crashed before them). */
class RelayCrashingSales extends MemorySaleStore {
  failures = 0;
  override async replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    const current = await this.get(record.ledger, record.partnerCode, record.externalOrderId);
    if (this.failures > 0 && current?.outboxAt !== undefined && record.outboxAt === undefined) {
      this.failures--;
      return false;
    }
    return super.replace(record, expectedVersion);
  }
}

describe('webhooks: the outbox and the relay', () => {
  const receivers: LoopbackReceiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.stop()));
  });
  const receiver = async () => {
    const r = await new LoopbackReceiver().start();
    receivers.push(r);
    return r;
  };

  it("records a change's events with it: a sale's entries are its events, marked for the relay in the same write, under ids derived from the sale and the entry", async () => {
    const { parasol, stores } = await webhookFixture();
    const key = await acmeKey(parasol);
    await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'validated' });
    const sale = (await stores.sales.get('sandbox', 'acme', 'o-1'))!;
    expect(sale.outboxAt, 'the marker the relay finds it by').to.equal(sale.bookedAt);
    expect(sale.eventsThrough, 'no entry relayed yet').to.equal(undefined);
    expect(pendingSaleEvents(sale, 14).map((e) => [e.type, e.seq, e.eventId])).to.deep.equal([
      ['sale.booked', 0, eventIdOf('sandbox', sale.saleId, 0)],
      ['sale.validated', 1, eventIdOf('sandbox', sale.saleId, 1)],
    ]);
    await parasol.webhooks!.round();
    const relayed = (await stores.sales.get('sandbox', 'acme', 'o-1'))!;
    expect(relayed.outboxAt).to.equal(undefined);
    expect(relayed.eventsThrough).to.equal(2);
    expect(pendingSaleEvents(relayed, 14)).to.deep.equal([]);
  });

  it('a process that stops after the change and before any delivery loses nothing: the next one delivers from the stored outbox', async () => {
    const first = await webhookFixture();
    const key = await acmeKey(first.parasol);
    await first.parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
    // A new process on the same storage (and master key), the first never having run a round.
    const hooks = await receiver();
    const second = await webhookFixture({ stores: first.stores, endpoints: first.endpoints, deliveries: first.deliveries, clock: first.clock });
    const { secrets } = await second.addEndpoint(hooks.url);
    await second.parasol.webhooks!.round();
    expect(hooks.events().map((e) => e.type)).to.deep.equal(['sale.booked']);
    new Webhook(secrets[0]!).verify(hooks.received[0]!.body, hooks.received[0]!.headers as Record<string, string>);
    expect((await first.stores.sales.get('sandbox', 'acme', 'o-1'))!.outboxAt, 'unmarked once copied').to.equal(undefined);
  });

  it('a relay that crashed after copying and before taking the events out copies them again to the same deliveries: each is sent once', async () => {
    const sales = new RelayCrashingSales();
    const base = await webhookFixture();
    const { parasol, addEndpoint, deliveries } = await webhookFixture({ stores: { ...base.stores, sales } });
    const key = await acmeKey(parasol);
    const hooks = await receiver();
    const { record } = await addEndpoint(hooks.url);
    await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
    sales.failures = 8; // every round's compare-and-set lost: the relay gives the document up for this round
    await parasol.webhooks!.round();
    expect((await sales.get('sandbox', 'acme', 'o-1'))!.outboxAt, 'still marked').not.to.equal(undefined);
    await parasol.webhooks!.round();
    expect((await sales.get('sandbox', 'acme', 'o-1'))!.outboxAt).to.equal(undefined);
    await parasol.webhooks!.round();
    const log = await deliveries.list({ partnerCode: 'acme', mode: 'sandbox', endpointId: record.endpointId, limit: 10 });
    expect(log.deliveries).to.have.length(1);
    expect(hooks.events().map((e) => e.type)).to.deep.equal(['sale.booked']);
  });

  it('a purchase abandoned or refunded records subscription.cancelled on the subscription, once', async () => {
    const raw = new MemorySubscriptionStore();
    const base = await webhookFixture();
    const { parasol, addEndpoint, clock } = await webhookFixture({ stores: { ...base.stores, subscriptions: raw } });
    const hooks = await receiver();
    await addEndpoint(hooks.url, 'sandbox', ['subscription.cancelled']);
    const now = clock.now();
    await raw.create({ subscriptionId: 'sub_c', sessionId: 'qs_c', generation: 0, keyId: 'k', mode: 'sandbox', partnerCode: 'acme', ref: 'acme-main', linkCode: 'main', stage: 'presubscribed', createdAt: now, updatedAt: now, expiresAt: now + 1, version: 1 } as unknown as SubscriptionRecord);
    const subscriptions = new SubscriptionStoreWithEvents(raw);
    const sync = new SyncSubscriptionStage(subscriptions, {} as never, clock);
    const abandoned = { subscriptionId: 'sub_c', state: { kind: 'abandoned' }, capturedPaymentId: null } as unknown as Checkout;
    await sync.run(abandoned);
    await sync.run(abandoned);
    await parasol.webhooks!.round();
    const events = hooks.events();
    expect(events.map((e) => e.type)).to.deep.equal(['subscription.cancelled']);
    expect((events[0]!.data as { subscription: { cancelled: boolean } }).subscription.cancelled).to.equal(true);
  });
});
