import { expect } from 'chai';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { ParasolHttpClient } from '@parasol/client';
import { createEmbeddedParasol, defaultModules } from '../../src/index.js';
import { listenForWebhooks, type ListenReady } from '../../src/commands/webhooks.js';
import { runCli } from '../../src/commands/run-cli.js';
import type { CommandIo } from '../../src/commands/grpc-request.js';

/** A CommandIo keeping what was written. */
const anIo = (env: NodeJS.ProcessEnv = {}) => {
  const io = { out: '', err: '' };
  const commandIo: CommandIo = {
    out: { write: (chunk: string) => ((io.out += chunk), true) } as unknown as NodeJS.WritableStream,
    err: { write: (chunk: string) => ((io.err += chunk), true) } as unknown as NodeJS.WritableStream,
    env,
  };
  return { io, commandIo };
};

/** A loopback receiver (the partner's local app) keeping every request, answering `status`. */
const aReceiver = async (status = 200) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
};

/** A Parasol REST server on loopback whose sandbox endpoints may be on loopback (or not), and a sandbox key of a partner. */
const aParasol = async (allowLoopback: boolean) => {
  const parasol = createEmbeddedParasol({ modules: defaultModules({ webhooks: { allowLoopback, maxEndpoints: 16 } }) });
  await parasol.admin.partners.register({ code: 'demo', baseRateBps: 1000, links: [{ code: 'web1', archived: false, default: true }] });
  const key = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes'], partnerCode: 'demo' });
  if (!key.ok) throw new Error('key');
  const server: RunningServer = await startRestServer({ parasol });
  const api = new ParasolHttpClient({ baseUrl: server.url, ...key.value });
  return { server, key: key.value, api };
};

/** What the dispatcher sends: the envelope, signed with the endpoint's secret(s). */
const aDelivery = (secret: string, type = 'sale.booked', id = 'evt_cli_1') => {
  const body = JSON.stringify({ id, type, createdAt: '2026-11-27T12:00:00.000Z', mode: 'sandbox', partner: 'demo', apiVersion: '1.0.0', data: { sale: { saleId: 'sale_1' } } });
  const at = new Date();
  return { body, headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, at, body) } };
};

describe('parasol webhooks listen: a sandbox endpoint on this machine, forwarding verified deliveries', function () {
  this.timeout(20_000);
  const closing: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it('registers its endpoint, forwards each verified delivery unchanged, prints one line per event, refuses a forged one, and deletes its endpoint on exit', async () => {
    const { server, key, api } = await aParasol(true);
    closing.push(() => server.close());
    const receiver = await aReceiver(204);
    closing.push(receiver.close);
    const { io, commandIo } = anIo();
    const stop = new AbortController();
    let ready: ListenReady | undefined;
    const exit = listenForWebhooks(['--forward-to', receiver.url, '--key-id', key.keyId, '--secret', key.secret, '--url', server.url, '--events', 'sale.booked,sale.validated'], commandIo, stop.signal, (r) => (ready = r));
    while (ready === undefined) await new Promise((r) => setTimeout(r, 10));

    const listed = await api.webhookEndpoints();
    expect(listed.ok && listed.body.endpoints.map((e) => ({ id: e.id, url: e.url, events: e.events }))).to.deep.equal([{ id: ready.endpointId, url: ready.receiveUrl, events: ['sale.booked', 'sale.validated'] }]);
    const secret = /Signing secret: (whsec_\S+)/.exec(io.out)?.[1];
    expect(secret).to.match(/^whsec_/);

    const delivery = aDelivery(secret!);
    const sent = await fetch(ready.receiveUrl, { method: 'POST', headers: delivery.headers, body: delivery.body });
    expect(sent.status, 'the sender is told the receiver took it').to.equal(200);
    expect(receiver.received).to.have.length(1);
    expect(receiver.received[0]!.body).to.equal(delivery.body);
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) expect(receiver.received[0]!.headers[name]).to.equal(delivery.headers[name]);
    expect(io.out).to.include(`2026-11-27T12:00:00.000Z  sale.booked  evt_cli_1  → 204 POST ${receiver.url}`);

    const forged = aDelivery(`whsec_${Buffer.from('not-the-endpoint-secret-32-bytes').toString('base64')}`);
    expect((await fetch(ready.receiveUrl, { method: 'POST', headers: forged.headers, body: forged.body })).status).to.equal(400);
    expect(receiver.received, 'a forged delivery is not forwarded').to.have.length(1);
    expect(io.out).to.include('refused  No matching signature found (not forwarded)');

    stop.abort();
    expect(await exit).to.equal(0);
    expect(io.out).to.include(`Stopped: endpoint ${ready.endpointId} deleted`);
    const after = await api.webhookEndpoints();
    expect(after.ok && after.body.endpoints).to.deep.equal([]);
  });

  it('answers the sender 502 when the forward fails, so the delivery is retried', async () => {
    const { server, key } = await aParasol(true);
    closing.push(() => server.close());
    const receiver = await aReceiver(500);
    closing.push(receiver.close);
    const { io, commandIo } = anIo();
    const stop = new AbortController();
    let ready: ListenReady | undefined;
    const exit = listenForWebhooks(['--forward-to', receiver.url, '--key-id', key.keyId, '--secret', key.secret, '--url', server.url], commandIo, stop.signal, (r) => (ready = r));
    while (ready === undefined) await new Promise((r) => setTimeout(r, 10));
    const secret = /Signing secret: (whsec_\S+)/.exec(io.out)![1]!;
    const delivery = aDelivery(secret, 'webhook.test', 'evt_cli_2');
    expect((await fetch(ready.receiveUrl, { method: 'POST', headers: delivery.headers, body: delivery.body })).status).to.equal(502);
    expect(io.out).to.include('webhook.test  evt_cli_2  → 500 POST');
    stop.abort();
    expect(await exit).to.equal(0);
  });

  it('says what to do when the server keeps sandbox endpoints off loopback, and leaves nothing behind', async () => {
    const { server, key, api } = await aParasol(false);
    closing.push(() => server.close());
    const { io, commandIo } = anIo();
    const code = await listenForWebhooks(['--forward-to', 'http://127.0.0.1:9/hooks', '--key-id', key.keyId, '--secret', key.secret, '--url', server.url], commandIo, new AbortController().signal);
    expect(code).to.equal(1);
    expect(io.err).to.include('BAD_WEBHOOK_URL').and.include('PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1');
    const listed = await api.webhookEndpoints();
    expect(listed.ok && listed.body.endpoints).to.deep.equal([]);
  });

  it('refuses a live key and a missing --forward-to as usage errors (exit 2)', async () => {
    const { io, commandIo } = anIo();
    expect(await runCli(['webhooks', 'listen', '--key-id', 'ak_live_x', '--secret', 'sk_live_x', '--forward-to', 'http://127.0.0.1:9/'], commandIo)).to.equal(2);
    expect(io.err).to.include('use a sandbox key');
    const second = anIo();
    expect(await runCli(['webhooks', 'listen', '--key-id', 'ak_test_x', '--secret', 'sk_test_x'], second.commandIo)).to.equal(2);
    expect(second.io.err).to.include('--forward-to URL is required');
  });
});

describe('parasol webhooks verify: one delivery against a secret', () => {
  const secret = `whsec_${Buffer.from('a-cli-secret-of-thirty-two-bytes').toString('base64')}`;

  it('prints valid with the event, from headers given one by one or as a JSON file', async () => {
    const delivery = aDelivery(secret);
    const dir = await mkdtemp(join(tmpdir(), 'parasol-verify-'));
    await writeFile(join(dir, 'body.json'), delivery.body);
    await writeFile(join(dir, 'headers.json'), JSON.stringify(delivery.headers));
    const one = anIo();
    const headers = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].flatMap((name) => ['--header', `${name}: ${delivery.headers[name as 'webhook-id']}`]);
    expect(await runCli(['webhooks', 'verify', '--secret', secret, '--payload', `@${join(dir, 'body.json')}`, ...headers], one.commandIo)).to.equal(0);
    expect(one.io.out).to.equal('valid: sale.booked evt_cli_1 (partner demo, sandbox, created 2026-11-27T12:00:00.000Z)\n');
    const file = anIo({ PARASOL_WEBHOOK_SECRET: secret });
    expect(await runCli(['webhooks', 'verify', '--payload', delivery.body, '--headers', `@${join(dir, 'headers.json')}`], file.commandIo)).to.equal(0);
  });

  it('prints invalid with the reason, exit 1: a changed body, another secret, no signature', async () => {
    const delivery = aDelivery(secret);
    const cases: [string[], string][] = [
      [['--payload', delivery.body.replace('sale_1', 'sale_2'), '--headers', JSON.stringify(delivery.headers)], 'invalid: No matching signature found\n'],
      [['--payload', delivery.body, '--headers', JSON.stringify({ ...delivery.headers, 'webhook-signature': 'v1,AAAA' })], 'invalid: No matching signature found\n'],
      [['--payload', delivery.body, '--header', `webhook-id: ${delivery.headers['webhook-id']}`], 'invalid: Missing required headers\n'],
    ];
    for (const [args, said] of cases) {
      const { io, commandIo } = anIo();
      expect(await runCli(['webhooks', 'verify', '--secret', secret, ...args], commandIo), said).to.equal(1);
      expect(io.out).to.equal(said);
    }
  });
});
