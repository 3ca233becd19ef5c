import { expect } from 'chai';
import { connect } from 'node:net';
import type Koa from 'koa';
import { startRestServer, type RunningServer } from '../src/index.js';
import { startHarness, type RestHarness } from './rest-harness.js';

/** What a client streaming a huge body sends at most: far above every limit, yet a bounded test. */
const STREAM_BYTES = 32 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const CHUNK_FRAME = Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]);

/**
 * How a client sends a body: `as-curl` reads the answer while it sends and never ends the body
 * (no last chunk), so the connection can only close because the server closed it; `as-python`
 * (what Python's http.client and requests do) sends the whole body before it reads anything;
 * `deaf` is as-curl but keeps its side open when the server ends its own, and goes on sending a
 * chunk every 10 ms (at most for 20 s) until the server cuts the connection.
 */
type Client = 'as-curl' | 'as-python' | 'deaf';

/**
 * Sends a request's headers, then streams a chunked body of STREAM_BYTES as fast as the server
 * takes it. Resolves with what the client received once the socket closed.
 */
const streamHugeBody = (port: number, client: Client, method: string, path: string, contentType: string): Promise<string> =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: client === 'deaf' });
    let received = '';
    let sent = 0;
    let stopped = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    if (client === 'as-python') socket.pause();
    // A server that closes while the client still sends may reset the connection: the client
    // then stops, and what it had received is what counts.
    socket.on('error', () => (stopped = true));
    socket.once('close', () => {
      stopped = true;
      resolve(received);
    });
    const pump = () => {
      while (!stopped && sent < STREAM_BYTES) {
        sent += CHUNK.length;
        if (!socket.write(CHUNK_FRAME)) return void socket.once('drain', pump);
      }
      if (stopped || client === 'as-curl') return;
      if (client === 'deaf') {
        let more = 2000;
        const tick = setInterval(() => {
          if (stopped || (more -= 1) < 0) clearInterval(tick);
          else socket.write(CHUNK_FRAME);
        }, 10);
        return;
      }
      socket.write('0\r\n\r\n');
      socket.resume();
    };
    socket.write(`${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${contentType}\r\ntransfer-encoding: chunked\r\n\r\n`);
    pump();
  });

/** A page that answers without reading the body, as the widget does when the body is not its form. */
const pageIgnoringTheBody: Koa.Middleware = async (ctx, next) => {
  if (ctx.path !== '/widget/quote') return next();
  ctx.status = 404;
  ctx.type = 'text/html';
  ctx.body = '<p>unknown ref</p>';
};

const statusLine = (received: string) => received.slice(0, received.indexOf('\r\n'));
const headersOf = (received: string) => received.slice(0, received.indexOf('\r\n\r\n')).toLowerCase();

describe('REST server: a huge body the answer leaves unread', () => {
  let h: RestHarness;
  let server: RunningServer;
  before(async () => {
    h = await startHarness();
    // The whole request may take a minute: a close within this test's timeout is the server's doing.
    server = await startRestServer({ parasol: h.parasol, pages: pageIgnoringTheBody, requestTimeoutMs: 60_000 });
  });
  after(async () => {
    await server.close();
    await h.close();
  });

  it('answers 413 in JSON to the postback, with connection: close, then closes the connection', async () => {
    const received = await streamHugeBody(server.port, 'as-python', 'POST', '/api/postback/conversion', 'application/json');
    expect(statusLine(received)).to.equal('HTTP/1.1 413 Payload Too Large');
    expect(headersOf(received)).to.include('connection: close');
    expect(received).to.include('"error":"PAYLOAD_TOO_LARGE"');
  });

  it('answers an unknown path in JSON, with connection: close, then closes the connection', async () => {
    const received = await streamHugeBody(server.port, 'as-python', 'POST', '/no/such/path', 'application/json');
    expect(statusLine(received)).to.match(/^HTTP\/1\.1 (404|413) /);
    expect(headersOf(received)).to.include('connection: close');
    expect(received).to.match(/"error":"(NOT_FOUND|PAYLOAD_TOO_LARGE)"/);
  });

  it('closes the connection after a page answered without reading the body, instead of reading on', async () => {
    const received = await streamHugeBody(server.port, 'as-curl', 'POST', '/widget/quote', 'application/json');
    expect(statusLine(received)).to.equal('HTTP/1.1 404 Not Found');
    expect(headersOf(received)).to.include('connection: close');
  });

  it('cuts a client that keeps its side open once the linger is over', async () => {
    const received = await streamHugeBody(server.port, 'deaf', 'POST', '/widget/quote', 'application/json');
    expect(statusLine(received)).to.equal('HTTP/1.1 404 Not Found');
  });
});
