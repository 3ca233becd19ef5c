import { expect } from 'chai';
import { connect, type Socket } from 'node:net';
import { maxHeaderSize } from 'node:http';
import { signRequest, type Logger, type Parasol } from '@parasol/core';
import { startRestServer, type RestServerOptions, type RunningServer } from '../src/index.js';
import { startHarness, type RestHarness } from './rest-harness.js';

type Line = { level: 'info' | 'warn' | 'error'; message: string; fields: Record<string, unknown> };

const recordingLogger = (): { logger: Logger; lines: Line[] } => {
  const lines: Line[] = [];
  const keep = (level: Line['level']) => (message: string, fields: Record<string, unknown> = {}) => lines.push({ level, message, fields });
  return { logger: { info: keep('info'), warn: keep('warn'), error: keep('error') }, lines };
};

/** A raw TCP client: what it receives, and when the server has closed the connection. */
const rawClient = (port: number) => {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {}); // a reset is what some tests cause; what was received is what they check
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, connected, closed, received: () => received };
};

/** Status, headers (lower-cased names) and parsed JSON body of one raw HTTP/1.1 answer. */
const parseAnswer = (raw: string) => {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), statusLine, headers, body: JSON.parse(body) as { error: string; detail: string } };
};

/** Polls a condition, a bounded number of times. */
const eventually = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 500; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
};

describe('REST server: errors node:http answers itself carry JSON bodies', () => {
  let h: RestHarness;
  const servers: RunningServer[] = [];
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await h.close();
  });
  const aServer = async (options: Omit<RestServerOptions, 'parasol'> = {}, parasol: Parasol = h.parasol) => {
    const server = await startRestServer({ parasol, ...options });
    servers.push(server);
    return server;
  };

  it('answers a request that is not HTTP with 400 BAD_REQUEST in JSON and closes the connection', async () => {
    const { logger, lines } = recordingLogger();
    const client = rawClient((await aServer({ logger })).port);
    client.socket.write('HELLO THERE\r\n\r\n');
    await client.closed;
    const answer = parseAnswer(client.received());
    expect(answer.status).to.equal(400);
    expect(answer.headers).to.include({ 'content-type': 'application/json', connection: 'close', 'cache-control': 'no-store' });
    expect(answer.body.error).to.equal('BAD_REQUEST');
    expect(answer.body.detail).to.be.a('string');
    expect(lines).to.have.length(1);
    expect(lines[0]).to.deep.include({ level: 'info', message: 'client error' });
    expect(lines[0]?.fields).to.include({ answered: 400 });
  });

  it('answers headers above the size limit with 431 HEADERS_TOO_LARGE in JSON', async () => {
    const client = rawClient((await aServer()).port);
    client.socket.write(`GET /api/v1/travel/meta HTTP/1.1\r\nhost: x\r\nx-filler: ${'a'.repeat(maxHeaderSize + 1)}\r\n\r\n`);
    await client.closed;
    const answer = parseAnswer(client.received());
    expect(answer.status).to.equal(431);
    expect(answer.body.error).to.equal('HEADERS_TOO_LARGE');
    expect(answer.body.detail).to.include(String(maxHeaderSize));
  });

  it('answers a client trickling its headers with 408 REQUEST_TIMEOUT in JSON once headersTimeoutMs has passed', async () => {
    // Each line arrives in time on its own; the deadline is for the headers as a whole (slowloris).
    const client = rawClient((await aServer({ headersTimeoutMs: 200, requestTimeoutMs: 5000 })).port);
    await client.connected;
    client.socket.write('GET /api/v1/travel/meta HTTP/1.1\r\nhost: x\r\n');
    let closed = false;
    void client.closed.then(() => (closed = true));
    for (let line = 0; line < 200 && !closed; line += 1) {
      client.socket.write(`x-slow-${line}: 1\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.closed;
    const answer = parseAnswer(client.received());
    expect(answer.status).to.equal(408);
    expect(answer.headers).to.include({ 'content-type': 'application/json', connection: 'close' });
    expect(answer.body.error).to.equal('REQUEST_TIMEOUT');
  });

  it('answers a body that does not arrive within requestTimeoutMs with 408 REQUEST_TIMEOUT in JSON, and logs no error', async () => {
    const { logger, lines } = recordingLogger();
    const client = rawClient((await aServer({ logger, headersTimeoutMs: 100, requestTimeoutMs: 200 })).port);
    client.socket.write('POST /api/v1/travel/quotes HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"trip":');
    await client.closed;
    const answer = parseAnswer(client.received());
    expect(answer.status).to.equal(408);
    expect(answer.body.error).to.equal('REQUEST_TIMEOUT');
    // The app, whose body read then fails, still answers into the closed socket; give it a moment
    // to do so (not a measure of speed: only so that a line it wrongly logged would be seen).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.filter((line) => line.level !== 'info')).to.deep.equal([]);
  });

  it('logs a connection the client resets during a request as one info line, and writes nothing to the console', async () => {
    const { logger, lines } = recordingLogger();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let entered = false;
    let handled!: () => void;
    const answered = new Promise<void>((resolve) => (handled = resolve));
    const slow: Parasol = {
      ...h.parasol,
      handle: async (call) => {
        entered = true;
        await gate;
        try {
          return await h.parasol.handle(call);
        } finally {
          handled();
        }
      },
    };
    const printed: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => printed.push(args);
    try {
      const client = rawClient((await aServer({ logger }, slow)).port);
      const timestamp = String(Math.floor(h.clock.now() / 1000));
      const signature = signRequest(h.secret, { timestamp, method: 'GET', pathname: '/api/v1/travel/meta', rawBody: Buffer.alloc(0) });
      client.socket.write(
        `GET /api/v1/travel/meta HTTP/1.1\r\nhost: x\r\nx-svc-key-id: ${h.keyId}\r\nx-svc-timestamp: ${timestamp}\r\nx-svc-signature: ${signature}\r\n\r\n`,
      );
      await eventually(() => entered, 'the request reaching the core');
      client.socket.resetAndDestroy();
      await eventually(() => lines.length > 0, 'the broken connection logged');
      open();
      // The answer then meets the closed socket (Koa writes it a turn later): no second line, nothing printed.
      await answered;
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines).to.have.length(1);
      expect(lines[0]).to.deep.include({ level: 'info', message: 'client connection broken' });
      expect(lines[0]?.fields).to.include({ cause: 'ECONNRESET', duringRequest: true });
      expect(printed).to.deep.equal([]);
    } finally {
      console.error = consoleError;
      open();
    }
  });
});
