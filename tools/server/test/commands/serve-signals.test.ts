import { expect } from 'chai';
import { connect } from 'node:net';
import { eventually, logLines, startServe, tryConnect, type ServeProcess } from './serve-process.js';

/** A raw connection to the server at `url`: everything it received, and whether the server closed it. */
const aConnection = (url: string) => {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {}); // a reset shows as a missing answer
  socket.on('close', () => (closed = true));
  return { socket, received: () => received, closed: () => closed };
};
const answersIn = (received: string) => received.split(/(?=HTTP\/1\.1 )/).filter((part) => part !== '');

/** Lines without their time, once each time is checked to be ISO 8601 UTC (a line without one keeps `time` and fails the comparison). */
const timed = (lines: Record<string, unknown>[]) =>
  lines.map(({ time, ...rest }) => (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(String(time)) ? rest : { time, ...rest }));

describe('parasol serve: SIGTERM and SIGINT', function () {
  this.timeout(40_000);
  let serve: ServeProcess | undefined;
  afterEach(async () => {
    // A server a failed test left running.
    if (serve && serve.child.exitCode === null && serve.child.signalCode === null) {
      serve.child.kill('SIGKILL');
      await serve.exited;
    }
  });

  it('closes the server and exits 0 on SIGTERM, saying so in one JSON line with the grace it allows', async () => {
    serve = await startServe([], { PARASOL_SHUTDOWN_GRACE_MS: '2500' });
    const url = await serve.serving;
    expect(await tryConnect(url)).to.equal('answered');
    serve.child.kill('SIGTERM');
    expect(await serve.exited).to.equal(0);
    expect(await tryConnect(url)).to.equal('ECONNREFUSED');
    const lines = logLines(serve.stderr());
    // Every line carries its time (ISO 8601, UTC): the rest is exactly what was logged.
    expect(timed(lines)).to.deep.equal([{ level: 'info', message: 'shutting down', signal: 'SIGTERM', graceMs: 2500 }]);
  });

  it('answers a request sent after SIGTERM on a kept-alive idle connection while another request finishes', async () => {
    serve = await startServe();
    const url = await serve.serving;
    // A request under way: its body has not all arrived.
    const underWay = aConnection(url);
    underWay.socket.write('POST /api/v1/travel/quotes HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{');
    const idle = aConnection(url);
    idle.socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
    await eventually(() => answersIn(idle.received()).length === 1, 'the first answer on the kept-alive connection');

    serve.child.kill('SIGTERM');
    await eventually(() => serve?.stderr().includes('shutting down') === true, 'the shutdown begun');
    idle.socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
    await eventually(() => idle.closed(), 'the kept-alive connection closed');
    const second = answersIn(idle.received())[1] ?? '';
    expect(second.split('\r\n')[0]).to.equal('HTTP/1.1 200 OK');
    expect(second.toLowerCase()).to.include('connection: close');

    underWay.socket.write('}');
    expect(await serve.exited).to.equal(0);
    expect(underWay.received().split('\r\n')[0]).to.equal('HTTP/1.1 401 Unauthorized');
  });

  it('does the same on SIGINT, once, when it comes twice as Ctrl-C under npm start sends it', async () => {
    serve = await startServe();
    const url = await serve.serving;
    serve.child.kill('SIGINT');
    serve.child.kill('SIGINT');
    expect(await serve.exited).to.equal(0);
    expect(await tryConnect(url)).to.equal('ECONNREFUSED');
    expect(timed(logLines(serve.stderr()))).to.deep.equal([{ level: 'info', message: 'shutting down', signal: 'SIGINT', graceMs: 10_000 }]);
  });

  it('refuses to start on a limit that is not a whole number, naming the variable', async () => {
    serve = await startServe([], { PARASOL_MAX_CONNECTIONS: 'many' });
    expect(await serve.exited).to.equal(1);
    expect(serve.stderr()).to.include('PARASOL_MAX_CONNECTIONS');
  });
});
