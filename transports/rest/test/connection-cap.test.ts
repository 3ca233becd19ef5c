import { expect } from 'chai';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { signRequest, type Logger } from '@parasol/core';
import { startRestServer, type RunningServer } from '../src/index.js';
import { capConnections, type ConnectionLimits } from '../src/connection-cap.js';
import { startHarness, type RestHarness } from './rest-harness.js';

/**
 * A raw connection from `from` (any address of 127.0.0.0/8 is this machine): what it received, and
 * whether the server closed it.
 */
const aConnection = (port: number, from = '127.0.0.1') => {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  let received = '';
  let isClosed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {}); // a refused connection may end in a reset
  const closed = new Promise<string>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve(received);
    }),
  );
  return { socket, closed, received: () => received, isClosed: () => isClosed };
};

type Connection = ReturnType<typeof aConnection>;

/** Polls a condition, a bounded number of times. */
const eventually = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 500; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
};

/** Opens a connection that gets one keyless page and then stays open, idle (kept alive). */
const anIdleConnection = async (port: number, from?: string): Promise<Connection> => {
  const connection = aConnection(port, from);
  connection.socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
  await eventually(() => connection.received().startsWith('HTTP/1.1 200'), 'the page on a new connection');
  return connection;
};

const warningsLogger = () => {
  const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = { info: () => {}, error: () => {}, warn: (message, fields) => warnings.push({ message, fields }) };
  return { warnings, logger };
};

describe('REST server: connection cap', () => {
  let h: RestHarness;
  let server: RunningServer | undefined;
  const connections: Connection[] = [];
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    for (const connection of connections.splice(0)) connection.socket.destroy();
    await server?.close();
    server = undefined;
    await h.close();
  });

  it('serves a signed call while one client holds every connection idle, by closing the connection idle the longest', async () => {
    const { warnings, logger } = warningsLogger();
    server = await startRestServer({ parasol: h.parasol, logger, maxConnections: 64 });
    for (let i = 0; i < 64; i += 1) connections.push(await anIdleConnection(server.port));

    const timestamp = String(Math.floor(h.clock.now() / 1000));
    const signature = signRequest(h.secret, { timestamp, method: 'GET', pathname: '/api/v1/travel/meta', rawBody: Buffer.alloc(0) });
    const answer = await fetch(`${server.url}/api/v1/travel/meta`, {
      headers: { 'x-svc-key-id': h.keyId, 'x-svc-timestamp': timestamp, 'x-svc-signature': signature },
    });
    expect(answer.status).to.equal(200);
    await connections[0]?.closed;
    expect(connections.filter((connection) => connection.isClosed())).to.have.length(1);

    for (const connection of connections) connection.socket.destroy();
    await server.close();
    expect(warnings).to.deep.equal([
      {
        message: 'connection cap reached',
        fields: { maxConnections: 64, maxConnectionsPerAddress: 256, windowMs: 60_000, refusedAtCap: 0, refusedPerAddress: 0, closedIdle: 1 },
      },
    ]);
  });

  it("keeps one address to maxConnectionsPerAddress by closing that address's connection idle the longest", async () => {
    server = await startRestServer({ parasol: h.parasol, maxConnections: 64, maxConnectionsPerAddress: 8 });
    // Idle the longest of all, but from another address: not the one to close.
    const other = await anIdleConnection(server.port, '127.0.0.1');
    connections.push(other);
    const flood: Connection[] = [];
    for (let i = 0; i < 12; i += 1) flood.push(await anIdleConnection(server.port, '127.0.0.2'));
    connections.push(...flood);

    await Promise.all(flood.slice(0, 4).map((connection) => connection.closed));
    expect(flood.map((connection) => connection.isClosed())).to.deep.equal([...Array(4).fill(true), ...Array(8).fill(false)]);
    expect(other.isClosed()).to.equal(false);
  });
});

describe('connection cap: refusals', () => {
  let server: Server;
  const held: ServerResponse[] = [];
  const connections: Connection[] = [];
  /** A server whose every request stays under way until the test answers it. */
  const aServerHoldingRequests = async (logger: Logger, limits: ConnectionLimits, windowMs?: number) => {
    server = createServer((_request, response) => void held.push(response));
    capConnections(server, limits, logger, windowMs);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  /** Fills the cap with connections whose requests are under way. */
  const fillWithBusyConnections = async (port: number) => {
    for (let i = 0; i < 2; i += 1) {
      const connection = aConnection(port);
      connections.push(connection);
      connection.socket.write('GET / HTTP/1.1\r\nhost: x\r\n\r\n');
      await eventually(() => held.length === i + 1, 'a request under way');
    }
  };
  afterEach(async () => {
    for (const connection of connections.splice(0)) connection.socket.destroy();
    held.splice(0);
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses a new connection when every one has a request under way, and counts the refusals of a window in one warn line', async () => {
    const { warnings, logger } = warningsLogger();
    const port = await aServerHoldingRequests(logger, { maxConnections: 2, maxConnectionsPerAddress: 10 });
    await fillWithBusyConnections(port);

    const refused = Array.from({ length: 5 }, () => aConnection(port));
    expect(await Promise.all(refused.map((connection) => connection.closed))).to.deep.equal(Array(5).fill(''));
    expect(connections.map((connection) => connection.isClosed())).to.deep.equal([false, false]);
    expect(warnings).to.deep.equal([]);

    // The window (a minute) has not ended: closing the server reports it.
    for (const response of held) response.end('done');
    for (const connection of connections) connection.socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    server = createServer(); // closed already: afterEach closes this one instead
    expect(warnings).to.deep.equal([
      {
        message: 'connection cap reached',
        fields: { maxConnections: 2, maxConnectionsPerAddress: 10, windowMs: 60_000, refusedAtCap: 5, refusedPerAddress: 0, closedIdle: 0 },
      },
    ]);
  });

  it('reports each window of refusals in its own line, once it ends', async () => {
    const { warnings, logger } = warningsLogger();
    const port = await aServerHoldingRequests(logger, { maxConnections: 10, maxConnectionsPerAddress: 2 }, 20);
    await fillWithBusyConnections(port);

    await aConnection(port).closed;
    await eventually(() => warnings.length === 1, 'the first window reported');
    await aConnection(port).closed;
    await eventually(() => warnings.length === 2, 'the second window reported');
    expect(warnings.map((warning) => warning.fields?.refusedPerAddress)).to.deep.equal([1, 1]);
  });
});
