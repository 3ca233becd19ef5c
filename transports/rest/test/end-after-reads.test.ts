import { expect } from 'chai';
import fc from 'fast-check';
import { createServer, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { endAfterReads } from '../src/end-after-reads.js';

/** A response that records when it was ended, in what order among the others. */
class RecordingResponse {
  writableEnded = false;
  destroyed = false;
  destroyedWith: Error | undefined;
  constructor(
    private readonly log: string[],
    readonly name: string,
  ) {}
  end(): this {
    this.log.push(this.name);
    this.writableEnded = true;
    return this;
  }
  destroy(error: Error): this {
    this.destroyed = true;
    this.destroyedWith = error;
    return this;
  }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const asResponse = (r: RecordingResponse) => r as unknown as ServerResponse;

describe('REST: answers are flushed after the loop turn\'s reads (end-after-reads)', () => {
  it('ends nothing at once, then every answer of the turn in the order decided (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), async (laterTurn) => {
        const log: string[] = [];
        const responses = laterTurn.map((_, i) => new RecordingResponse(log, `r${i}`));
        // Some answers are decided in this turn, the others in a microtask of it: one batch either way.
        responses.forEach((r, i) => {
          const end = () => endAfterReads(asResponse(r), () => r.end());
          if (laterTurn[i]) queueMicrotask(end);
          else end();
        });
        await Promise.resolve();
        expect(log, 'nothing sent while the turn runs').to.deep.equal([]);
        await nextTurn();
        const decided = [...responses.filter((_, i) => !laterTurn[i]), ...responses.filter((_, i) => laterTurn[i])].map((r) => r.name);
        expect(log).to.deep.equal(decided);
      }),
      { numRuns: 60 },
    );
  });

  it('an answer that cannot be written cuts its own connection, and the others of the batch still go out', async () => {
    const log: string[] = [];
    const [first, broken, last] = ['first', 'broken', 'last'].map((name) => new RecordingResponse(log, name)) as [RecordingResponse, RecordingResponse, RecordingResponse];
    endAfterReads(asResponse(first), () => first.end());
    endAfterReads(asResponse(broken), () => {
      throw new TypeError('not writable');
    });
    endAfterReads(asResponse(last), () => last.end());
    await nextTurn();
    expect(log).to.deep.equal(['first', 'last']);
    expect(broken.destroyed).to.equal(true);
    expect(broken.destroyedWith?.message).to.equal('not writable');
  });

  it('skips an answer whose response was ended or destroyed meanwhile', async () => {
    const log: string[] = [];
    const ended = new RecordingResponse(log, 'ended');
    const cut = new RecordingResponse(log, 'cut');
    let calls = 0;
    endAfterReads(asResponse(ended), () => calls++);
    endAfterReads(asResponse(cut), () => calls++);
    ended.writableEnded = true;
    cut.destroyed = true;
    await nextTurn();
    expect(calls).to.equal(0);
  });

  it('over loopback: pipelined requests on one connection and requests on many get their own answers, in order', async () => {
    const server = createServer((request, response) => {
      const body = `answer to ${request.url}`;
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) });
      endAfterReads(response, () => response.end(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // Five requests written at once on one socket: node answers them one after the other.
      const pipelined = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write([1, 2, 3, 4, 5].map((n) => `GET /p${n} HTTP/1.1\r\nHost: x\r\n${n === 5 ? 'Connection: close\r\n' : ''}\r\n`).join(''));
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect([...pipelined.matchAll(/answer to (\/p\d)/g)].map((m) => m[1])).to.deep.equal(['/p1', '/p2', '/p3', '/p4', '/p5']);
      const many = await Promise.all(Array.from({ length: 30 }, (_, i) => fetch(`http://127.0.0.1:${port}/m${i}`).then((r) => r.text())));
      expect(many).to.deep.equal(Array.from({ length: 30 }, (_, i) => `answer to /m${i}`));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
