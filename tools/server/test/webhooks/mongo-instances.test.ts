import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import type { Credentials, WebhookEndpointRecord } from '@parasol/core';
import { SecretBox } from '@parasol/core/internal';
import { freshDatabaseName } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { ROOT } from '../commands/serve-process.js';
import { LoopbackReceiver } from './loopback-receiver.js';
import { mongoWebhookInstance } from './mongo-webhook-instance.js';
import { NOON, newSecret, TestClock } from './webhook-fixture.js';

type Instance = Awaited<ReturnType<typeof mongoWebhookInstance>>;

/** What a receiver accepted (2xx), in arrival order: ids and per-object seqs. */
const accepted = (receiver: LoopbackReceiver) =>
  receiver.received.filter((r) => r.status >= 200 && r.status < 300).map((r) => JSON.parse(r.body) as { id: string; type: string; data: { sale: { saleId: string }; entry: { seq: number } } });

/** Each object's events were accepted in seq order (a repeat of the last one allowed: at least once). */
const inOrderPerObject = (events: ReturnType<typeof accepted>) => {
  const last = new Map<string, number>();
  for (const e of events) {
    const seq = e.data.entry.seq;
    const before = last.get(e.data.sale.saleId) ?? -1;
    expect(seq, `${e.data.sale.saleId}: ${seq} after ${before}`).to.be.at.least(before);
    last.set(e.data.sale.saleId, seq);
  }
};

/**
 * Webhooks on MongoDB with several instances: two in this process on one database (each its own
 * client), and a dispatcher in a child process killed with SIGKILL in the middle of a delivery.
 */
describe('webhooks on MongoDB with several instances', function () {
  this.timeout(60_000);
  const mongo = useMongoHarness();
  const open: Instance[] = [];
  const receivers: LoopbackReceiver[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((i) => i.close()));
    await Promise.all(receivers.splice(0).map((r) => r.stop()));
  });

  const setUp = async (clock: { now(): number; wallNow(): number }, leaseMs: number) => {
    const url = mongo.database.uri(freshDatabaseName());
    const masterKey = randomBytes(32);
    const a = await mongoWebhookInstance(url, { masterKey, clock, instanceId: 'a', leaseMs });
    const b = await mongoWebhookInstance(url, { masterKey, clock, instanceId: 'b', leaseMs });
    open.push(a, b);
    const registered = await a.parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, links: [{ code: 'main', archived: false, default: true }] });
    if (!registered.ok) throw new Error(registered.failure.detail);
    const issued = await a.parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 1_000_000 });
    if (!issued.ok) throw new Error(issued.failure.detail);
    const receiver = await new LoopbackReceiver().start();
    receivers.push(receiver);
    const secret = newSecret();
    const endpoint: WebhookEndpointRecord = {
      endpointId: 'we_mongo',
      partnerCode: 'acme',
      mode: 'sandbox',
      url: receiver.url,
      events: ['*'],
      status: 'enabled',
      secrets: [new SecretBox(masterKey).seal(secret, randomBytes(12), clock.now())],
      createdAt: clock.now(),
      version: 1,
    };
    await a.endpoints.create(endpoint);
    return { url, masterKey, a, b, key: issued.value as Credentials, receiver, secret };
  };

  /** Three orders, each booked, repaired and validated (or cancelled), alternately through each instance. */
  const postbacks = async (instances: Instance[], key: Credentials) => {
    let i = 0;
    for (const order of ['o-1', 'o-2', 'o-3']) {
      for (const [amount, status] of [[100, 'pending'], [110, 'pending'], [110, order === 'o-2' ? 'cancelled' : 'validated']] as const) {
        const answer = await instances[i++ % instances.length]!.parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: order, amount, status });
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      }
    }
  };

  it('two instances deliver everything after the receiver was down, in order per object, each event under one id', async () => {
    const clock = new TestClock(NOON);
    const { a, b, key, receiver, secret } = await setUp(clock, 30_000);
    await postbacks([a, b], key);
    receiver.status = 503;
    for (let i = 0; i < 3; i++) {
      await Promise.all([a.parasol.webhooks!.round(), b.parasol.webhooks!.round()]);
      clock.advance(1000);
    }
    expect(accepted(receiver)).to.have.length(0);
    receiver.status = 200;
    for (let i = 0; i < 15; i++) {
      clock.advance(4000);
      await Promise.all([a.parasol.webhooks!.round(), b.parasol.webhooks!.round()]);
    }
    const events = accepted(receiver);
    const verifier = new Webhook(secret);
    for (const r of receiver.received) verifier.verify(r.body, r.headers as Record<string, string>);
    expect(events.map((e) => e.id).sort(), 'each event accepted exactly once').to.deep.equal([...new Set(events.map((e) => e.id))].sort());
    expect(events).to.have.length(9);
    expect(events.filter((e) => e.type === 'sale.validated')).to.have.length(2);
    expect(events.filter((e) => e.type === 'sale.cancelled')).to.have.length(1);
    inOrderPerObject(events);
    const log = await a.stores.webhookDeliveries.list({ partnerCode: 'acme', mode: 'sandbox', limit: 50 });
    expect(log.deliveries.map((d) => d.status)).to.deep.equal(Array(9).fill('succeeded'));
  });

  it('kill -9 of an instance in the middle of a delivery loses nothing: another takes it over when its lease runs out', async () => {
    const clock = { now: () => Date.now(), wallNow: () => Date.now() };
    const leaseMs = 1500;
    const { url, masterKey, a, key, receiver } = await setUp(clock, leaseMs);
    await postbacks([a], key);
    receiver.hangNext = true;
    const firstArrived = new Promise<void>((resolve) => (receiver.onReceive = () => resolve()));
    const child = spawn(process.execPath, ['--conditions=parasol-source', '--import', join(ROOT, 'tools/server/register.mjs'), join(ROOT, 'tools/server/test/webhooks/dispatcher-child.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WEBHOOK_TEST_MONGO_URL: url, WEBHOOK_TEST_MASTER_KEY: Buffer.from(masterKey).toString('base64'), WEBHOOK_TEST_LEASE_MS: String(leaseMs) },
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<string>((resolve) => child.on('exit', (code, signal) => resolve(String(signal ?? code))));
    await Promise.race([firstArrived, exited.then((end) => Promise.reject(new Error(`the child ended (${end}) before delivering: ${stderr}`)))]);
    child.kill('SIGKILL');
    expect(await exited).to.equal('SIGKILL');
    const hung = JSON.parse(receiver.received[0]!.body) as { id: string };
    expect(receiver.received[0]!.status, 'the child died waiting for the answer').to.equal(0);
    // This process's instance carries on: the child's lease runs out, the delivery is sent again.
    const deadline = Date.now() + 30_000;
    // Distinct ids: what the child sent and was killed before recording comes again (at least once).
    while (new Set(accepted(receiver).map((e) => e.id)).size < 9 && Date.now() < deadline) {
      await a.parasol.webhooks!.round();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const events = accepted(receiver);
    expect(new Set(events.map((e) => e.id)).size, 'every event arrived').to.equal(9);
    expect(events.map((e) => e.id), 'the one the child died sending came again, under its id').to.include(hung.id);
    inOrderPerObject(events);
  });
});
