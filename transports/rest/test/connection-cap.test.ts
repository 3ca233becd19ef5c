import { expect } from 'chai';
import { connect } from 'node:net';
import type { Logger } from '@parasol/core';
import { startRestServer } from '../src/index.js';
import { startHarness, type RestHarness } from './rest-harness.js';

/** A raw connection: what it received, and what it had received when the server closed it. */
const aConnection = (port: number) => {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {}); // a refused connection may end in a reset
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { socket, closed, received: () => received };
};

/** Polls a condition, a bounded number of times. */
const eventually = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 500; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
};

describe('REST server: connection cap', () => {
  let h: RestHarness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('closes connections past maxConnections at once, keeps the ones within, and warns once', async () => {
    const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger: Logger = { info: () => {}, error: () => {}, warn: (message, fields) => warnings.push({ message, fields }) };
    const server = await startRestServer({ parasol: h.parasol, logger, maxConnections: 1 });
    const within = aConnection(server.port);
    try {
      // An answer on the first connection proves the server counts it before the next ones come.
      within.socket.write('GET /api/v1/travel/meta HTTP/1.1\r\nhost: x\r\n\r\n');
      await eventually(() => within.received().startsWith('HTTP/1.1 401'), 'an answer on the first connection');
      const beyond = [aConnection(server.port), aConnection(server.port)];
      expect(await Promise.all(beyond.map((connection) => connection.closed))).to.deep.equal(['', '']);
      expect(within.socket.destroyed).to.equal(false);
      expect(warnings).to.deep.equal([{ message: 'connection cap reached: connections refused', fields: { maxConnections: 1, refused: 1 } }]);
    } finally {
      within.socket.destroy();
      await server.close();
    }
  });
});
