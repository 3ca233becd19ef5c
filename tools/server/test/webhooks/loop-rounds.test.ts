import { expect } from 'chai';
import type { DueSkip, WebhookDeliveryRecord, WebhookRound } from '@parasol/core';
import { MemoryWebhookDeliveryStore } from '@parasol/adapter-memory';
import { serveWebhooks, type ComposedWebhooks } from '../../src/index.js';
import { HeldReceiver, until } from './held-receiver.js';
import { LoopbackReceiver } from './loopback-receiver.js';
import { acmeKey, webhookFixture } from './webhook-fixture.js';

const QUIET = { info() {}, warn() {}, error() {} };
/** A cadence no test waits for: whatever is delivered, a wake or the round before it made go. */
const HOUR = 3_600_000;

/** The memory delivery log, counting the `due` queries (one per round that looks for deliveries). */
class CountingDeliveryStore extends MemoryWebhookDeliveryStore {
  dueQueries = 0;

  override due(now: number, limit: number, skip?: DueSkip): Promise<readonly WebhookDeliveryRecord[]> {
    this.dueQueries++;
    return super.due(now, limit, skip);
  }
}

/** The composition's webhooks with the rounds the loop runs counted, and a promise for the end of any one of them. */
function countingRounds(webhooks: ComposedWebhooks) {
  let started = 0;
  let ended = 0;
  const waiting: { readonly n: number; readonly resolve: () => void }[] = [];
  const counted = (round: () => Promise<WebhookRound>) => async () => {
    started++;
    try {
      return await round();
    } finally {
      ended++;
      for (const w of waiting.filter((w) => w.n <= ended)) w.resolve();
    }
  };
  return {
    webhooks: { ...webhooks, startRound: counted(() => webhooks.startRound()), startPrompt: counted(() => webhooks.startPrompt()) },
    started: () => started,
    /** Resolves once `n` rounds have ended. */
    ended: (n: number) => new Promise<void>((resolve) => (ended >= n ? resolve() : waiting.push({ n, resolve }))),
  };
}

/** Lets every callback already queued run (a wake's round starts in a setImmediate). */
const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

type SaleEvent = { readonly type: string; readonly data: { readonly sale: { readonly externalOrderId: string } } };
const typesOf = (events: readonly SaleEvent[], orderId: string) => events.filter((e) => e.data.sale.externalOrderId === orderId).map((e) => e.type);

describe('webhooks: the serving loop runs another round only when something may wait (serveWebhooks, loopback receivers)', () => {
  it('delivers an isolated event with at most two rounds, two `due` queries (it took three before a round had to fill a batch to go again)', async () => {
    const deliveries = new CountingDeliveryStore();
    const { parasol, addEndpoint } = await webhookFixture({ deliveries });
    const key = await acmeKey(parasol);
    const hooks = await new LoopbackReceiver().start();
    const counting = countingRounds(parasol.webhooks!);
    const loop = serveWebhooks(counting.webhooks, { everyMs: HOUR, logger: QUIET });
    try {
      await addEndpoint(hooks.url);
      const arrived = new Promise<void>((resolve) => (hooks.onReceive = () => resolve()));
      await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
      await arrived;
      // The attempt is recorded and its place freed; a round its settling asked for has started by the turns after.
      await parasol.webhooks!.settled();
      await turns();
    } finally {
      await loop.stop();
      await hooks.stop();
    }
    expect(hooks.events().map((e) => e.type)).to.deep.equal(['sale.booked']);
    expect(counting.started(), 'rounds').to.be.at.most(2);
    expect(deliveries.dueQueries, '`due` queries').to.be.at.most(2);
  });

  it("sends an object's second event as soon as its first is answered, when both wait at the first round (the second found waiting behind the first)", async () => {
    const { parasol, addEndpoint } = await webhookFixture();
    const key = await acmeKey(parasol);
    const hooks = await new LoopbackReceiver().start();
    try {
      await addEndpoint(hooks.url);
      const client = parasol.client(key);
      // Recorded before the loop runs: its first round relays both, and finds the second waiting behind the first.
      await client.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
      await client.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'validated' });
      const loop = serveWebhooks(parasol.webhooks!, { everyMs: HOUR, logger: QUIET });
      try {
        loop.wake(); // as a write of this instance does
        await until(() => hooks.events().length === 2, (check) => (hooks.onReceive = check));
      } finally {
        await loop.stop();
      }
      expect(typesOf(hooks.events() as unknown as SaleEvent[], 'o-1')).to.deep.equal(['sale.booked', 'sale.validated']);
    } finally {
      await hooks.stop();
    }
  });

  it("sends an object's second event as soon as its first is answered, when the second is recorded while the first is being sent", async () => {
    const { parasol, addEndpoint, deliveries } = await webhookFixture();
    const key = await acmeKey(parasol);
    const held = await new HeldReceiver().start();
    const counting = countingRounds(parasol.webhooks!);
    const loop = serveWebhooks(counting.webhooks, { everyMs: HOUR, logger: QUIET });
    try {
      const { record: endpoint } = await addEndpoint(held.url);
      const client = parasol.client(key);
      await client.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
      await until(() => held.arrived.length === 1, (check) => (held.onArrive = check));

      // The second event's round relays it while the first is held: the dispatcher does not even see it (its object is being sent).
      const roundsSoFar = counting.started();
      await client.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'validated' });
      await counting.ended(roundsSoFar + 1);
      const page = await deliveries.list({ partnerCode: 'acme', mode: 'sandbox', endpointId: endpoint.endpointId, limit: 10 });
      const byType = Object.fromEntries(page.deliveries.map((d) => [d.type, { status: d.status, attempts: d.attempts.length, claimed: d.leaseUntil !== undefined }]));
      expect(byType).to.deep.equal({
        'sale.booked': { status: 'pending', attempts: 0, claimed: true },
        'sale.validated': { status: 'pending', attempts: 0, claimed: false },
      });
      expect(held.arrived.length, 'the second waits for the first').to.equal(1);

      held.release();
      await until(() => held.arrived.length === 2, (check) => (held.onArrive = check));
      expect(held.arrived.map((r) => (JSON.parse(r.body) as SaleEvent).type)).to.deep.equal(['sale.booked', 'sale.validated']);
    } finally {
      // Answered first: `stop` waits for the sends under way.
      held.release();
      await loop.stop();
      await held.stop();
    }
  });

  it('drains a backlog of several batches, the places fewer than a batch, in order per object, with no round of the cadence', async () => {
    const { parasol, addEndpoint } = await webhookFixture({ settings: { batch: 3, maxInFlightPerEndpoint: 2 } });
    const key = await acmeKey(parasol);
    const hooks = await new LoopbackReceiver().start();
    try {
      await addEndpoint(hooks.url);
      const client = parasol.client(key);
      const orders = Array.from({ length: 8 }, (_, i) => `o-${i + 1}`);
      // Recorded before the loop runs: 8 sales with events waiting, 12 events, 3 documents and 3 deliveries a batch.
      for (const [i, externalOrderId] of orders.entries()) {
        await client.conversion({ ref: 'acme-main', externalOrderId, amount: 100, status: 'pending' });
        if (i % 2 === 0) await client.conversion({ ref: 'acme-main', externalOrderId, amount: 100, status: 'validated' });
      }
      const loop = serveWebhooks(parasol.webhooks!, { everyMs: HOUR, logger: QUIET });
      try {
        loop.wake();
        await until(() => hooks.events().length === 12, (check) => (hooks.onReceive = check));
      } finally {
        await loop.stop();
      }
      const received = hooks.events() as unknown as SaleEvent[];
      for (const [i, orderId] of orders.entries()) expect(typesOf(received, orderId), orderId).to.deep.equal(i % 2 === 0 ? ['sale.booked', 'sale.validated'] : ['sale.booked']);
    } finally {
      await hooks.stop();
    }
  });
  for (const [what, settings, endpoints] of [
    ['to more endpoints than a batch holds (the log gave a whole batch: the loop goes again)', { batch: 3 }, 4],
    ['to two endpoints with one place (the second was refused a place: the first send wakes the loop when it settles)', { batch: 3, maxInFlight: 1 }, 2],
  ] as const) {
    it(`sends one event ${what}, with no round of the cadence`, async () => {
      const { parasol, addEndpoint } = await webhookFixture({ settings });
      const key = await acmeKey(parasol);
      const hooks = await new LoopbackReceiver().start();
      const loop = serveWebhooks(parasol.webhooks!, { everyMs: HOUR, logger: QUIET });
      try {
        for (let i = 0; i < endpoints; i++) await addEndpoint(hooks.url);
        await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
        await until(() => hooks.events().length === endpoints, (check) => (hooks.onReceive = check));
        expect(new Set(hooks.events().map((e) => e.id)).size, 'one event').to.equal(1);
      } finally {
        await loop.stop();
        await hooks.stop();
      }
    });
  }
  it('relays more documents than a batch, the first batch for nobody, with no round of the cadence (the relay read a whole batch: the loop goes again)', async () => {
    const { parasol, addEndpoint } = await webhookFixture({ settings: { batch: 3 } });
    const key = await acmeKey(parasol);
    const hooks = await new LoopbackReceiver().start();
    try {
      await addEndpoint(hooks.url, 'sandbox', ['sale.validated']);
      const client = parasol.client(key);
      // Recorded before the loop runs: three sales whose sale.booked nobody listens to, then one validated.
      for (const externalOrderId of ['o-1', 'o-2', 'o-3']) await client.conversion({ ref: 'acme-main', externalOrderId, amount: 100, status: 'pending' });
      await client.conversion({ ref: 'acme-main', externalOrderId: 'o-4', amount: 100, status: 'validated' });
      const loop = serveWebhooks(parasol.webhooks!, { everyMs: HOUR, logger: QUIET });
      try {
        loop.wake();
        await until(() => hooks.events().length === 1, (check) => (hooks.onReceive = check));
      } finally {
        await loop.stop();
      }
      expect((hooks.events() as unknown as SaleEvent[]).map((e) => [e.type, e.data.sale.externalOrderId])).to.deep.equal([['sale.validated', 'o-4']]);
    } finally {
      await hooks.stop();
    }
  });

  it("sends another object's event recorded while the only place is taken as soon as the first is answered", async () => {
    const { parasol, addEndpoint } = await webhookFixture({ settings: { maxInFlight: 1 } });
    const key = await acmeKey(parasol);
    const held = await new HeldReceiver().start();
    const counting = countingRounds(parasol.webhooks!);
    const loop = serveWebhooks(counting.webhooks, { everyMs: HOUR, logger: QUIET });
    try {
      await addEndpoint(held.url);
      const client = parasol.client(key);
      await client.conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
      await until(() => held.arrived.length === 1, (check) => (held.onArrive = check));
      // Its round finds no place free, and does not even ask the log.
      const roundsSoFar = counting.started();
      await client.conversion({ ref: 'acme-main', externalOrderId: 'o-2', amount: 100, status: 'pending' });
      await counting.ended(roundsSoFar + 1);
      expect(held.arrived.length).to.equal(1);

      held.release();
      await until(() => held.arrived.length === 2, (check) => (held.onArrive = check));
      expect(held.arrived.map((r) => (JSON.parse(r.body) as SaleEvent).data.sale.externalOrderId)).to.deep.equal(['o-1', 'o-2']);
    } finally {
      held.release();
      await loop.stop();
      await held.stop();
    }
  });
});
