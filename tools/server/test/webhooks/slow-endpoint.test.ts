import { expect } from 'chai';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveWebhooks } from '../../src/index.js';
import { LoopbackReceiver } from './loopback-receiver.js';
import { acmeKey, webhookFixture } from './webhook-fixture.js';

const QUIET = { info() {}, warn() {}, error() {} };
/** A cadence no test waits for: the wakes (an event recorded, a send settled) drive every round. */
const HOUR = 3_600_000;

/**
 * A partner's receiver on 127.0.0.1 that answers nothing until the test releases it: a slow
 * endpoint. It records each request as it arrives and whether the sender gave up on it meanwhile.
 */
class HeldReceiver {
  readonly arrived: { body: string; abandoned: boolean }[] = [];
  private readonly held: ServerResponse[] = [];
  private released = false;
  private server: Server | undefined;
  onArrive: (() => void) | undefined;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const request = { body: Buffer.concat(chunks).toString('utf8'), abandoned: false };
        this.arrived.push(request);
        res.on('close', () => (request.abandoned ||= !res.writableEnded));
        if (this.released) res.end('ok');
        else this.held.push(res);
        this.onArrive?.();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hooks`;
  }

  /** Answers 200 to every request held, and to every one from now on. */
  release(): void {
    this.released = true;
    for (const res of this.held.splice(0)) res.end('ok');
  }

  /** How many requests wait for their answer, the sender still waiting on each. */
  heldOpen(): number {
    return this.held.filter((res) => !res.writableEnded && !res.destroyed).length;
  }

  async stop(): Promise<void> {
    this.release();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections()));
  }
}

/** Resolves once `done()` holds, checked whenever `watch` tells of a request. */
const until = (done: () => boolean, watch: (check: () => void) => void): Promise<void> =>
  new Promise((resolve) => {
    const check = () => {
      if (done()) resolve();
    };
    watch(check);
    check();
  });

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
