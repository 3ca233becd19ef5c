import { expect } from 'chai';
import { serveWebhooks } from '../../src/index.js';
import { HeldReceiver, until } from './held-receiver.js';
import { LoopbackReceiver } from './loopback-receiver.js';
import { acmeKey, webhookFixture } from './webhook-fixture.js';

const QUIET = { info() {}, warn() {}, error() {} };
/** A cadence no test waits for: the wakes (an event recorded, a send settled) drive every round. */
const HOUR = 3_600_000;

type SaleEvent = { readonly type: string; readonly data: { readonly sale: { readonly externalOrderId: string } } };

describe('webhooks: a slow endpoint delays only its own deliveries (serving loop, two loopback receivers)', () => {
  it("delivers every event to the endpoint that answers at once while the other's first request is still held, then the held one's, in order per object", async () => {
    const { parasol, addEndpoint } = await webhookFixture();
    const key = await acmeKey(parasol);
    const slow = await new HeldReceiver().start();
    const fast = await new LoopbackReceiver().start();
    const loop = serveWebhooks(parasol.webhooks!, { everyMs: HOUR, logger: QUIET });
    try {
      await addEndpoint(slow.url);
      await addEndpoint(fast.url);
      const client = parasol.client(key);
      const orders = [
        ['o-1', 100, 'pending'],
        ['o-1', 120, 'pending'],
        ['o-2', 50, 'pending'],
        ['o-1', 120, 'cancelled'],
        ['o-2', 60, 'pending'],
      ] as const;
      for (const [externalOrderId, amount, status] of orders) {
        const answer = await client.conversion({ ref: 'acme-main', externalOrderId, amount, status });
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      }

      await until(() => fast.events().length === orders.length, (check) => (fast.onReceive = check));
      expect(slow.arrived.length, 'the slow endpoint got its first request of each object').to.equal(2);
      expect(slow.heldOpen(), 'both still held, the sender still waiting on them').to.equal(2);
      expect(slow.arrived.some((r) => r.abandoned), 'no request of the slow endpoint was given up').to.equal(false);

      slow.release();
      await until(() => slow.arrived.length === orders.length, (check) => (slow.onArrive = check));
      for (const received of [fast.events() as unknown as SaleEvent[], slow.arrived.map((r) => JSON.parse(r.body) as SaleEvent)]) {
        const byObject = (id: string) => received.filter((e) => e.data.sale.externalOrderId === id).map((e) => e.type);
        expect(byObject('o-1')).to.deep.equal(['sale.booked', 'sale.updated', 'sale.cancelled']);
        expect(byObject('o-2')).to.deep.equal(['sale.booked', 'sale.updated']);
      }
    } finally {
      await loop.stop();
      await Promise.all([slow.stop(), fast.stop()]);
    }
  });
});
