import { expect } from 'chai';
import { Agent, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { signRequest, type Parasol } from '@parasol/core';
import { startRestServer, type RunningServer } from '../src/index.js';
import { startHarness, type RestHarness } from './rest-harness.js';

const META = '/api/v1/travel/meta';

/**
 * The harness's Parasol, but each call waits at a gate the test opens: a request stays in flight
 * exactly as long as the test needs, with no timing involved.
 */
const gatedParasol = (parasol: Parasol) => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => (entered = resolve));
  const gated: Parasol = {
    ...parasol,
    handle: async (call) => {
      entered();
      await gate;
      return parasol.handle(call);
    },
  };
  return { parasol: gated, inFlight, open };
};

/** A signed GET of meta over node:http, with the agent given (keep-alive or not). */
const getMeta = (h: RestHarness, server: RunningServer, agent: Agent): Promise<{ response: IncomingMessage; body: string }> =>
  new Promise((resolve, reject) => {
    const timestamp = String(Math.floor(h.clock.now() / 1000));
    const signature = signRequest(h.secret, { timestamp, method: 'GET', pathname: META, rawBody: Buffer.alloc(0) });
    const outgoing = request(`${server.url}${META}`, {
      agent,
      headers: { 'x-svc-key-id': h.keyId, 'x-svc-timestamp': timestamp, 'x-svc-signature': signature },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ response, body }));
      response.on('error', reject);
    });
    outgoing.end();
  });

/** Resolves with the error code a new TCP connection to the port meets, or 'connected'. */
const tryConnect = (port: number): Promise<string> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/**
 * A raw keep-alive connection: `answers(n)` resolves once n answers have come (each a status line),
 * `closed` once the server closed it, with the answers received, each from its status line on.
 */
const aRawConnection = (port: number) => {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const answersOf = () => received.split(/(?=HTTP\/1\.1 )/).filter((part) => part !== '');
  const waiting: { count: number; resolve: () => void }[] = [];
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    for (const wait of waiting.splice(0)) if (answersOf().length >= wait.count) wait.resolve();
    else waiting.push(wait);
  });
  socket.on('error', () => {}); // a reset shows as a missing answer
  const closed = new Promise<string[]>((resolve) => socket.once('close', () => resolve(answersOf())));
  const answers = (count: number) => new Promise<void>((resolve) => (answersOf().length >= count ? resolve() : waiting.push({ count, resolve })));
  return { socket, answers, closed };
};

describe('REST server: graceful close', () => {
  let h: RestHarness;
  const agents: Agent[] = [];
  const servers: RunningServer[] = [];
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    for (const agent of agents.splice(0)) agent.destroy();
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await h.close();
  });
  const anAgent = (keepAlive: boolean) => {
    const agent = new Agent({ keepAlive });
    agents.push(agent);
    return agent;
  };

  it('lets a request in flight finish with its answer while refusing new connections', async () => {
    const slow = gatedParasol(h.parasol);
    const server = await startRestServer({ parasol: slow.parasol });
    servers.push(server);
    const answer = getMeta(h, server, anAgent(true));
    await slow.inFlight;

    const closed = server.close();
    expect(await tryConnect(server.port)).to.equal('ECONNREFUSED');
    slow.open();

    const { response, body } = await answer;
    expect(response.statusCode).to.equal(200);
    expect(JSON.parse(body)).to.have.nested.property('key.keyId', h.keyId);
    // The client is told not to reuse the connection, which then closes and lets close resolve.
    expect(response.headers.connection).to.equal('close');
    await closed;
  });

  it('closes idle kept-alive connections at once instead of waiting out the keep-alive timeout', async () => {
    // A keep-alive timeout longer than the test's own: close resolving proves the idle connection was closed.
    const server = await startRestServer({ parasol: h.parasol, keepAliveTimeoutMs: 600_000 });
    servers.push(server);
    const agent = anAgent(true);
    expect((await getMeta(h, server, agent)).response.statusCode).to.equal(200);
    expect(Object.values(agent.freeSockets).flat()).to.have.length(1);
    await server.close();
  });

  it('answers a request sent on an idle kept-alive connection while others finish, then closes that connection', async () => {
    const slow = gatedParasol(h.parasol);
    const server = await startRestServer({ parasol: slow.parasol });
    servers.push(server);
    const underWay = getMeta(h, server, anAgent(false));
    await slow.inFlight;
    const idle = aRawConnection(server.port);
    idle.socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
    await idle.answers(1);

    const closed = server.close();
    // A client (Python's http.client, a pool that checks nothing) sends on the connection it kept.
    idle.socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
    const [, second] = await idle.closed;
    expect(second?.split('\r\n')[0]).to.equal('HTTP/1.1 200 OK');
    expect(second?.toLowerCase()).to.include('connection: close');

    slow.open();
    expect((await underWay).response.headers.connection).to.equal('close');
    await closed;
  });

  it('cuts the requests still under way once the grace has run out, and says so in one warn line', async () => {
    const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger = { info: () => {}, error: () => {}, warn: (message: string, fields?: Record<string, unknown>) => warnings.push({ message, fields }) };
    const stuck = gatedParasol(h.parasol);
    const server = await startRestServer({ parasol: stuck.parasol, logger, shutdownGraceMs: 50 });
    servers.push(server);
    const answer = getMeta(h, server, anAgent(false)).then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    await stuck.inFlight;
    await server.close();
    expect(await answer).to.equal('ECONNRESET');
    expect(warnings).to.deep.equal([{ message: 'shutdown grace ran out: cutting the requests still under way', fields: { requests: 1, graceMs: 50 } }]);
    stuck.open();
  });

  it('returns the same promise when close is called twice', async () => {
    const server = await startRestServer({ parasol: h.parasol });
    const first = server.close();
    expect(server.close()).to.equal(first);
    await first;
  });
});
