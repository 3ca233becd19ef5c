import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedAnswer = { status: number; body: unknown } | 'hang';

/** A loopback rate feed whose next answers the test decides; counts the reads it receives. */
export const startRateFeed = async (answer: () => FeedAnswer) => {
  let reads = 0;
  const hanging: ServerResponse[] = [];
  const server = createServer((_request, response) => {
    reads += 1;
    const next = answer();
    if (next === 'hang') {
      hanging.push(response);
      return;
    }
    response.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`,
    reads: () => reads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A clock the test moves by hand. */
export const aManualClock = (start = Date.UTC(2026, 10, 20)) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};
