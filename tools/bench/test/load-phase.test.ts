import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runLoadPhase } from '../src/load-phase.js';

/**
 * A round of the bench is a number of requests, and its rate (requests over the seconds it took)
 * sizes the next round. autocannon reports a run's end only on a sample tick: with its default
 * tick of a second, a round answered in a fraction of a second read as lasting a whole one, and
 * the load could never rise above the warm-up's rate. Against a server that answers at once.
 */
describe('bench: a load phase of a number of requests', () => {
  let server: Server;
  let url: string;
  before(async () => {
    server = createServer((_request, response) => response.end('{"ok":true}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('ends when its last request is answered and reports the time it took, not a whole second', async () => {
    const phase = await runLoadPhase({ url, connections: 10, amount: 200, request: { method: 'GET', path: '/', headers: {}, body: '' } });
    expect(phase.requests).to.equal(200);
    // 200 trivial answers take tens of milliseconds; a phase that waited for a one-second tick reports at least 1 s.
    expect(phase.seconds).to.be.below(0.9);
    expect(phase.requestsPerSecond).to.equal(Math.round(200 / phase.seconds));
  });
});
