import { expect } from 'chai';
import { startPinnedChild } from '../src/pinned-child.js';
import { driveSteadily } from '../src/steady-driver.js';
import { registerEndpoint, signedPostbacks } from '../src/webhook-delivery.js';

/** The webhooks scenario's children as the runner starts them, on a handful of postbacks. */
describe('bench: the webhooks scenario\'s server and receiver', function () {
  this.timeout(300_000);

  it('a postback driven at the server reaches the receiver as its sale.booked, numbered as driven; the loop pauses and resumes when asked', async () => {
    const receiver = await startPinnedChild<{ url: string }>('./webhook-receiver.ts', [], { cpu: 1, readyWithinMs: 120_000 });
    const server = await startPinnedChild<{ url: string }>('./webhook-server.ts', [], { cpu: 0, readyWithinMs: 120_000 });
    try {
      await registerEndpoint(server.ready.url, receiver.ready.url);
      expect(await server.ask('pause')).to.equal(true);
      const { first, requests } = signedPostbacks(5);
      const phase = await driveSteadily(server.ready.url, requests, 100, first);
      expect(phase.statuses).to.deep.equal({ 200: 5 });
      expect(phase.changes.map((c) => c.n)).to.deep.equal([0, 1, 2, 3, 4].map((i) => first + i));
      expect(await server.ask('resume')).to.equal(true);
      // Waits for them (the test's own timeout bounds it): what arrives, not when, is checked.
      let arrivals: [number, number, number][] = [];
      while (arrivals.length < 5) {
        arrivals = await receiver.ask<[number, number, number][]>('arrivals');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(arrivals.map(([n]) => n).sort((a, b) => a - b)).to.deep.equal([0, 1, 2, 3, 4].map((i) => first + i));
      for (const [, createdAt, receivedAt] of arrivals) expect(receivedAt).to.be.at.least(createdAt);
      expect(await receiver.ask('duplicates')).to.deep.equal({ duplicates: 0, unreadable: 0 });
    } finally {
      await server.stop();
      await receiver.stop();
    }
    expect(server.stderr()).to.deep.equal([]);
  });
});
