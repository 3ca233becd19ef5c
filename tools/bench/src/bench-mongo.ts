/**
 * Child process of the benchmark: the in-process MongoDB-wire test server (CongoDB, from
 * @push.rocks/smartmongo, as adapters/mongo/test/harness/test-database.ts starts it) on a free
 * loopback port, counting the wire messages it receives, each one round trip of the driver.
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/bench-mongo.ts
 * Announces `{ uri }` (a database of its own per start); answers `messages`: the count so far.
 * Run on the load generator's core, like the insurer simulators: the database is not what the
 * server core measures.
 */
import type { AddressInfo, Server, Socket } from 'node:net';
import { announceReady, answerQuestions, exitCleanlyOnSignal } from './ready-line.js';
import { WireMessageCounter } from './wire-message-counter.js';

interface CongoServerLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly server: Server | null;
}

const { CongoServer } = (await import('@push.rocks/smartmongo/dist_ts/congodb/index.js' as string)) as {
  CongoServer: new (options: { host: string; port: number }) => CongoServerLike;
};
const congo = new CongoServer({ host: '127.0.0.1', port: 0 });
await congo.start();
const listener = congo.server;
if (listener === null) throw new Error('CongoDB did not listen');

// A second 'data' listener beside CongoDB's own: it sees the same bytes, and counts messages.
const counters: WireMessageCounter[] = [];
listener.on('connection', (socket: Socket) => {
  const counter = new WireMessageCounter();
  counters.push(counter);
  socket.on('data', (chunk: Buffer) => counter.push(chunk));
});

const { port } = listener.address() as AddressInfo;
exitCleanlyOnSignal(() => congo.stop());
answerQuestions({ messages: () => counters.reduce((sum, counter) => sum + counter.count, 0) });
announceReady({ uri: `mongodb://127.0.0.1:${port}/parasol_bench_${process.pid}?directConnection=true&serverMonitoringMode=poll` });
