import { expect } from 'chai';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { WebhookRequest } from '@parasol/core';
import { HttpWebhookSender, RESPONSE_BODY_CAP } from '../src/index.js';

const SECRET = `whsec_${Buffer.from('a test secret of enough bytes!!').toString('base64')}`;

/** A receiver on 127.0.0.1 whose answer each test sets. */
class Receiver {
  server: Server | undefined;
  seen: { headers: IncomingHttpHeaders; body: string }[] = [];
  answer: (res: import('node:http').ServerResponse) => void = (res) => res.writeHead(204).end();
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.seen.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        this.answer(res);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }
  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const request = (url: string, changes: Partial<WebhookRequest> = {}): WebhookRequest => ({
  url,
  mode: 'sandbox',
  messageId: 'evt_test',
  timestamp: Date.now(),
  body: '{"id":"evt_test","type":"webhook.test"}',
  secrets: [SECRET],
  ...changes,
});

describe('HttpWebhookSender: signed POSTs, what counts as success, the SSRF guard', () => {
  const receiver = new Receiver();
  let url: string;
  beforeEach(async () => {
    receiver.seen = [];
    receiver.answer = (res) => res.writeHead(204).end();
    url = await receiver.start();
  });
  afterEach(() => receiver.stop());

  it('posts the body as is with Standard Webhooks headers that the official library verifies', async () => {
    const sent = await new HttpWebhookSender({ allowSandboxLoopback: true }).send(request(url));
    expect(sent).to.include({ ok: true, httpStatus: 204 });
    const [seen] = receiver.seen;
    expect(seen!.body).to.equal('{"id":"evt_test","type":"webhook.test"}');
    expect(seen!.headers['content-type']).to.equal('application/json');
    expect(seen!.headers['webhook-id']).to.equal('evt_test');
    expect(new Webhook(SECRET).verify(seen!.body, seen!.headers as Record<string, string>)).to.deep.equal({ id: 'evt_test', type: 'webhook.test' });
  });

  it('counts a redirect, a 4xx and a 5xx as failures, and does not follow the redirect', async () => {
    const sender = new HttpWebhookSender({ allowSandboxLoopback: true });
    receiver.answer = (res) => res.writeHead(302, { location: `${url}/elsewhere` }).end();
    expect(await sender.send(request(url))).to.include({ ok: false, httpStatus: 302, error: 'redirect' });
    expect(receiver.seen, 'one request: the redirect not followed').to.have.length(1);
    receiver.answer = (res) => res.writeHead(410).end();
    expect(await sender.send(request(url))).to.include({ ok: false, httpStatus: 410, error: 'http 410' });
    receiver.answer = (res) => res.writeHead(500).end();
    expect(await sender.send(request(url))).to.include({ ok: false, httpStatus: 500 });
  });

  it('fails an answer that does not come within the timeout', async () => {
    receiver.answer = () => {}; // never answers
    const sent = await new HttpWebhookSender({ allowSandboxLoopback: true, timeoutMs: 200 }).send(request(url));
    expect(sent).to.include({ ok: false, error: 'timeout' });
  });

  it('reads at most the cap of a large answer and still succeeds on its 2xx', async () => {
    receiver.answer = (res) => {
      res.writeHead(200);
      res.write(Buffer.alloc(RESPONSE_BODY_CAP * 4, 'x'));
      // never ends: the sender must not wait for the rest
    };
    expect(await new HttpWebhookSender({ allowSandboxLoopback: true, timeoutMs: 2000 }).send(request(url))).to.include({ ok: true, httpStatus: 200 });
  });

  it('refuses live http, live loopback over https, and sandbox loopback unless the operator allows it: nothing is sent', async () => {
    const strict = new HttpWebhookSender({ allowSandboxLoopback: false });
    expect(await strict.send(request(url, { mode: 'live' }))).to.deep.include({ ok: false, error: 'ssrf refused: live endpoints must use https' });
    const liveLoopback = await new HttpWebhookSender({ allowSandboxLoopback: true }).send(request(url.replace('http:', 'https:'), { mode: 'live' }));
    expect(liveLoopback.ok).to.equal(false);
    expect(liveLoopback.error).to.match(/^ssrf refused: 127\.0\.0\.1/);
    const sandbox = await strict.send(request(url));
    expect(sandbox.error).to.match(/^ssrf refused: 127\.0\.0\.1.*private IP address/);
    const named = await strict.send(request(url.replace('127.0.0.1', 'localhost')));
    expect(named.error, 'a name resolving to loopback is checked after resolution').to.match(/^ssrf refused: (127\.0\.0\.1|::1)/);
    for (const other of ['http://10.1.2.3/', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:1/', 'http://0.0.0.0/']) {
      expect((await strict.send(request(other))).error, other).to.match(/^ssrf refused/);
    }
    expect(await strict.send(request('ftp://example.com/'))).to.deep.include({ ok: false, error: 'ssrf refused: ftp: is not http(s)' });
    expect(receiver.seen).to.have.length(0);
  });

  it('keeps the connection open between deliveries to one receiver', async () => {
    let connections = 0;
    receiver.server!.on('connection', () => connections++);
    const sender = new HttpWebhookSender({ allowSandboxLoopback: true });
    for (let i = 0; i < 3; i++) expect(await sender.send(request(url, { messageId: `evt_${i}` }))).to.include({ ok: true });
    expect(receiver.seen).to.have.length(3);
    expect(connections).to.equal(1);
  });

  it('sends once more on a new connection when the receiver drops a kept one as it is reused', async () => {
    // Every connection's second request is cut unanswered: what a receiver closing an idle connection does.
    const served = new WeakMap<object, number>();
    let connections = 0;
    receiver.server!.on('connection', () => connections++);
    receiver.server!.prependListener('request', (req) => {
      const n = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, n);
      if (n === 2) req.socket.destroy();
    });
    const sender = new HttpWebhookSender({ allowSandboxLoopback: true });
    expect(await sender.send(request(url, { messageId: 'evt_1' }))).to.include({ ok: true });
    expect(await sender.send(request(url, { messageId: 'evt_2' }))).to.include({ ok: true, httpStatus: 204 });
    // The cut request may or may not have been read first (the receiver deduplicates on webhook-id).
    expect(receiver.seen[receiver.seen.length - 1]!.headers['webhook-id']).to.equal('evt_2');
    expect(connections, 'the second send went out again on a new connection').to.equal(2);
  });

  it('signs once per live secret, space-separated, during a rotation', async () => {
    const other = `whsec_${Buffer.from('the other secret of enough bytes').toString('base64')}`;
    await new HttpWebhookSender({ allowSandboxLoopback: true }).send(request(url, { secrets: [other, SECRET] }));
    const [seen] = receiver.seen;
    expect(String(seen!.headers['webhook-signature']).split(' ')).to.have.length(2);
    for (const secret of [other, SECRET]) new Webhook(secret).verify(seen!.body, seen!.headers as Record<string, string>);
  });
});
