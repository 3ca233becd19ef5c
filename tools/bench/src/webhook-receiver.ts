/**
 * Child process of the webhooks scenario: a partner's webhook receiver on 127.0.0.1, answering
 * every delivery 204 at once and noting, for each event the first time it arrives, the number of
 * the change that caused it (the order id the driver gave the postback ends with it), the event's
 * `createdAt` and its arrival (Date.now(): the same clock the server dates its changes with).
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/webhook-receiver.ts
 * Announces `{ url }`; answers `arrivals` ([n, createdAt, receivedAt] per event, first arrivals
 * only, in the order they came), `count` (how many of those) and `duplicates` (arrivals of an event already seen: at least once
 * allows them). Run on the load generator's core: the receiver is not what the server core measures.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announceReady, answerQuestions, exitCleanlyOnSignal } from './ready-line.js';

interface Envelope {
  readonly id: string;
  readonly createdAt: string;
  readonly data?: { readonly sale?: { readonly externalOrderId?: string } };
}

const seen = new Set<string>();
const arrivals: [number, number, number][] = [];
let duplicates = 0;
let unreadable = 0;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const receivedAt = Date.now();
    res.writeHead(204).end();
    try {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope;
      if (seen.has(event.id)) {
        duplicates++;
        return;
      }
      seen.add(event.id);
      const order = event.data?.sale?.externalOrderId ?? '';
      arrivals.push([Number(order.slice(order.lastIndexOf('-') + 1)), Date.parse(event.createdAt), receivedAt]);
    } catch {
      unreadable++;
    }
  });
});
// As a partner's server would: connections kept open between deliveries.
server.keepAliveTimeout = 65_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
exitCleanlyOnSignal(async () => {
  server.closeAllConnections();
  server.close();
});
answerQuestions({ arrivals: () => arrivals, count: () => arrivals.length, duplicates: () => ({ duplicates, unreadable }) });
announceReady({ url: `http://127.0.0.1:${port}/webhooks` });
