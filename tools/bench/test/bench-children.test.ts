import { expect } from 'chai';
import fc from 'fast-check';
import { MongoClient } from 'mongodb';
import { freshDatabaseName } from '../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../adapters/mongo/test/harness/mongo-harness.js';
import { BENCH_REQUESTS, signedRequest, type BenchRequestName } from '../src/bench-requests.js';
import { startBenchServer } from '../src/bench-servers.js';
import { startPinnedChild } from '../src/pinned-child.js';
import { WireMessageCounter } from '../src/wire-message-counter.js';

const send = async (url: string, name: BenchRequestName, n = 0) => {
  const wire = signedRequest(BENCH_REQUESTS[name], n, Date.now());
  const answer = await fetch(`${url}${wire.path}`, { method: wire.method, headers: wire.headers, ...(wire.method === 'POST' ? { body: wire.body } : {}) });
  await answer.arrayBuffer();
  return answer.status;
};

/** The processes the benchmark starts, as it starts them, and what they report back. */
describe('bench: the child processes of a run', function () {
  // Each child starts node (and tsx) afresh: seconds, tens of them when the two cores are busy.
  this.timeout(300_000);
  const readyWithinMs = 120_000;
  it('a bench server runs as the pinned child the runner starts, answers, and reports its memory', async () => {
    const server = await startPinnedChild<{ url: string }>('./bench-server.ts', ['bare-koa', '--request', 'meta'], { cpu: 0, readyWithinMs });
    try {
      expect(await send(server.ready.url, 'meta')).to.equal(200);
      const memory = await server.ask<{ rssBytes: number; heapUsedBytes: number }>('memory');
      expect(memory.rssBytes).to.be.above(memory.heapUsedBytes);
    } finally {
      await server.stop();
    }
    expect(server.stderr()).to.deep.equal([]);
  });

  it('the access log goes down a pipe drained apart from the server\'s other lines', async () => {
    const run = async (dropStderrLines: string) => {
      const server = await startPinnedChild<{ url: string }>('./bench-server.ts', ['parasol-rest', '--access-log'], { cpu: 0, dropStderrLines, readyWithinMs });
      try {
        for (let i = 0; i < 3; i++) expect(await send(server.ready.url, 'quote')).to.equal(200);
      } finally {
        await server.stop();
      }
      return server.stderr().filter(({ line }) => line.includes('"message":"request"'));
    };
    // The same server and requests: the access lines are written (a filter that keeps them lets them through) and dropped by the bench's filter.
    expect((await run('no line has this')).reduce((sum, { count }) => sum + count, 0)).to.equal(3);
    expect(await run('"message":"request"')).to.deep.equal([]);
  });

  it('counts the MongoDB wire messages, however the stream is cut', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 16, max: 300 }), { maxLength: 30 }), fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1 }), (lengths, cuts) => {
        const stream = Buffer.concat(lengths.map((length) => {
          const message = Buffer.alloc(length, 0xab);
          message.writeInt32LE(length, 0);
          return message;
        }));
        const counter = new WireMessageCounter();
        for (let at = 0, i = 0; at < stream.length; i++) {
          const size = cuts[i % cuts.length] as number;
          counter.push(stream.subarray(at, at + size));
          at += size;
        }
        expect(counter.count).to.equal(lengths.length);
      }),
    );
  });

  it('the MongoDB-wire test server counts each command the driver sends as one message', async () => {
    const mongo = await startPinnedChild<{ uri: string }>('./bench-mongo.ts', [], { cpu: 1, readyWithinMs });
    // No monitoring round during the test: only the commands sent count.
    const client = new MongoClient(mongo.ready.uri, { heartbeatFrequencyMS: 60_000 });
    try {
      await client.connect();
      await client.db().command({ ping: 1 });
      const before = await mongo.ask<number>('messages');
      await client.db().collection('probe').insertOne({ n: 1 });
      await client.db().collection('probe').findOne({ n: 1 });
      await client.db().command({ ping: 1 });
      expect((await mongo.ask<number>('messages')) - before).to.equal(3);
    } finally {
      await client.close();
      await mongo.stop();
    }
  });

  describe('on MongoDB stores', () => {
    const database = useMongoHarness();
    it('the MongoDB bench server answers the quote 200 and mints links 201', async () => {
      const server = await startBenchServer('parasol-rest', { mongoUrl: database.database.uri(freshDatabaseName()) });
      try {
        expect(await send(server.url, 'quote')).to.equal(200);
        for (const n of [0, 1]) expect(await send(server.url, 'link', n)).to.equal(201);
      } finally {
        await server.close();
      }
    });
  });
});
