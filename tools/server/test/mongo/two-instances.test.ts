import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signRequest } from '@parasol/core';
import { MongoSaleStore } from '@parasol/adapter-mongo';
import { freshDatabaseName } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { startServe, type ServeProcess } from '../commands/serve-process.js';
import { aPostback } from './mongo-facade.js';
import { aTripBody } from '@parasol/core/test-support';

const DAY = 86_400_000;
const READS_PER_DAY = 25;
/** The quota key: its reads bucket is what the two instances must count together exactly. */
const QUOTA_KEY = { keyId: 'ak_test_twoInstancesQuota01', secret: 'sk_test_two-instances-quota-secret' };
/** The key for links and postbacks, with quotas the test never reaches. */
const WORK_KEY = { keyId: 'ak_test_twoInstancesWork001', secret: 'sk_test_two-instances-work-secret' };

const bootstrap = {
  partners: [{ code: 'acme', status: 'approved', baseRateBps: 1000, links: [{ code: 'main', default: true }] }],
  keys: [
    { ...QUOTA_KEY, mode: 'sandbox', scopes: ['quotes'], partner: 'acme', quota: { reads: READS_PER_DAY, writes: 10, burstPerMinute: 100_000 } },
    { ...WORK_KEY, mode: 'sandbox', scopes: ['quotes', 'quotes.link'], partner: 'acme', quota: { reads: 10_000, writes: 10_000, burstPerMinute: 100_000 } },
  ],
};

interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Headers;
}

/** A call signed as a partner's server signs it, over HTTP. */
async function send(base: string, key: { keyId: string; secret: string }, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      'x-svc-key-id': key.keyId,
      'x-svc-timestamp': timestamp,
      'x-svc-signature': signRequest(key.secret, { timestamp, method, pathname: path, rawBody: Buffer.from(raw) }),
      ...(raw ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(raw ? { body: raw } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const codeOf = (reply: Reply) => (reply.status < 300 ? String(reply.status) : `${reply.status} ${String(reply.body.error)}`);
const tally = (replies: readonly Reply[]) => replies.reduce<Record<string, number>>((t, r) => ({ ...t, [codeOf(r)]: (t[codeOf(r)] ?? 0) + 1 }), {});

/**
 * Two `parasol serve` processes on one database, as a deployment runs several instances behind a
 * load balancer: the test database runs in this process and both children reach it over TCP
 * through --mongo-url. Every request of a burst goes to one instance or the other, alternately.
 */
describe('two parasol serve instances on one MongoDB database', function () {
  // Three start-ups of a child that compiles the sources on the fly.
  this.timeout(60_000);
  const mongo = useMongoHarness();
  const instances: ServeProcess[] = [];
  let env: NodeJS.ProcessEnv;
  let urls: string[];
  let database: string;

  const serve = async () => {
    const child = await startServe([], env);
    instances.push(child);
    return child.serving;
  };

  before(async () => {
    database = freshDatabaseName();
    const dir = await mkdtemp(join(tmpdir(), 'parasol-two-instances-'));
    const bootstrapFile = join(dir, 'bootstrap.json');
    await writeFile(bootstrapFile, JSON.stringify(bootstrap));
    env = {
      PARASOL_MONGO_URL: mongo.database.uri(database),
      PARASOL_MASTER_KEY: randomBytes(32).toString('base64'),
      PARASOL_BOOTSTRAP: bootstrapFile,
    };
    // One after the other: two start-ups loading the same bootstrap file at once race on it
    // (docs/deployment.md: start one instance first, or give the others no bootstrap file).
    urls = [await serve()];
    urls.push(await serve());
  });
  after(async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
  });

  /** The same call sent `times` times at once, alternately to each instance. */
  const burst = (times: number, key: { keyId: string; secret: string }, path: string, body: unknown) =>
    Promise.all(Array.from({ length: times }, (_, i) => send(urls[i % urls.length]!, key, 'POST', path, body)));

  it('prints that it serves from MongoDB, and reports the database ready on /readyz', async () => {
    expect(instances[0]!.stdout()).to.contain(`(MongoDB storage, database ${database})`);
    for (const url of urls) {
      const ready = await fetch(new URL('/readyz', url));
      expect(ready.status).to.equal(200);
      expect(((await ready.json()) as { checks: { storage: { ok: boolean } } }).checks.storage.ok).to.equal(true);
    }
  });

  it(`admits exactly a key's daily quota (${READS_PER_DAY} reads) across both under concurrent load`, async () => {
    // Counting is per UTC day: a burst straddling midnight would count in two days.
    const untilMidnight = DAY - (Date.now() % DAY);
    if (untilMidnight < 30_000) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000));
    // Shared, not per instance: five reads on each instance in turn, each admitted, so the second
    // instance's count starts where the first's ended...
    const quote = () => ({ trip: aTripBody() });
    const sequential: Reply[] = [];
    for (const url of urls) for (let i = 0; i < 5; i += 1) sequential.push(await send(url, QUOTA_KEY, 'POST', '/api/v1/travel/quotes', quote()));
    expect(tally(sequential)).to.deep.equal({ '200': 10 });
    // ...then exact under concurrency: 40 at once, alternately to each, admit only what is left.
    const replies = await burst(40, QUOTA_KEY, '/api/v1/travel/quotes', quote());
    expect(tally(replies)).to.deep.equal({ '200': READS_PER_DAY - 10, '429 QUOTA_EXCEEDED': 40 - (READS_PER_DAY - 10) });
    // One more on each instance: both refuse, each having counted the other's reads.
    for (const url of urls) expect(codeOf(await send(url, QUOTA_KEY, 'POST', '/api/v1/travel/quotes', quote()))).to.equal('429 QUOTA_EXCEEDED');
  });

  it('gives one subscription for identical concurrent /links on one session across both', async () => {
    const quote = await send(urls[0]!, WORK_KEY, 'POST', '/api/v1/travel/quotes', { trip: aTripBody() });
    const { sessionId, offers } = quote.body as { sessionId: string; offers: { id: number }[] };
    const replies = await burst(20, WORK_KEY, '/api/v1/travel/links', { sessionId, trip: aTripBody(), offerId: offers[0]!.id });
    expect(tally(replies)).to.deep.equal({ '201': 1, '200': 19 });
    expect(new Set(replies.map((r) => r.body.subscriptionId)).size).to.equal(1);
  });

  it('answers a link sent with one Idempotency-Key once across both: the rest wait or get that answer again', async () => {
    const quote = await send(urls[0]!, WORK_KEY, 'POST', '/api/v1/travel/quotes', { trip: aTripBody() });
    const { sessionId, offers } = quote.body as { sessionId: string; offers: { id: number }[] };
    const link = { sessionId, trip: aTripBody(), offerId: offers[0]!.id };
    const key = { 'idempotency-key': `two-instances-${randomBytes(8).toString('hex')}` };
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(urls[i % urls.length]!, WORK_KEY, 'POST', '/api/v1/travel/links', link, key)));
    const firsts = replies.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    expect(firsts).to.have.length(1);
    const first = firsts[0]!;
    for (const other of replies.filter((r) => r !== first)) {
      if (other.status === 409) {
        expect(other.body.error).to.equal('IDEMPOTENCY_KEY_IN_USE');
        expect(other.headers.get('retry-after')).to.equal('1');
      } else {
        expect(other.status).to.equal(201);
        expect(other.headers.get('idempotent-replayed')).to.equal('true');
        expect(other.body).to.deep.equal(first.body);
      }
    }
    // Afterwards each instance gives the first answer again, and refuses the key for another body.
    for (const url of urls) {
      const again = await send(url, WORK_KEY, 'POST', '/api/v1/travel/links', link, key);
      expect([again.status, again.headers.get('idempotent-replayed')]).to.deep.equal([201, 'true']);
      expect(again.body).to.deep.equal(first.body);
      expect(codeOf(await send(url, WORK_KEY, 'POST', '/api/v1/travel/links', { ...link, offerId: offers[1]!.id }, key))).to.equal('409 IDEMPOTENCY_KEY_REUSED');
    }
  });

  it('gives one sale for identical concurrent postbacks across both', async () => {
    const replies = await burst(20, WORK_KEY, '/api/postback/conversion', aPostback('two-instances-1'));
    expect(tally(replies)).to.deep.equal({ '200': 20 });
    const outcomes = replies.map((r) => String(r.body.outcome)).sort();
    expect(outcomes).to.deep.equal(['created', ...Array<string>(19).fill('unchanged')]);
    const stored = await new MongoSaleStore(mongo.client.db(database).collection('sales')).get('sandbox', 'acme', 'two-instances-1');
    expect(stored?.entries.map((e) => e.kind)).to.deep.equal(['booking']);
    expect(await mongo.client.db(database).collection('sales').countDocuments({ externalOrderId: 'two-instances-1' })).to.equal(1);
  });

  it('keeps every state through a restart of an instance, the other serving meanwhile: the spent quota, the subscription, the sale', async () => {
    const quote = await send(urls[1]!, WORK_KEY, 'POST', '/api/v1/travel/quotes', { trip: aTripBody() });
    const { sessionId, offers } = quote.body as { sessionId: string; offers: { id: number }[] };
    const link = { sessionId, trip: aTripBody(), offerId: offers[0]!.id };
    const minted = await send(urls[1]!, WORK_KEY, 'POST', '/api/v1/travel/links', link);
    expect(minted.status).to.equal(201);
    expect((await send(urls[0]!, WORK_KEY, 'POST', '/api/postback/conversion', aPostback('survives-restart'))).body.outcome).to.equal('created');

    // Stop the first instance; the second keeps serving meanwhile.
    instances[0]!.child.kill('SIGTERM');
    expect(await instances[0]!.exited).to.equal(0);
    expect((await send(urls[1]!, WORK_KEY, 'POST', '/api/v1/travel/links', link)).body).to.deep.include({ subscriptionId: minted.body.subscriptionId, replayed: true });
    const restarted = await serve();

    // The restarted instance (a new process, a new port) sees what both wrote before.
    const replayed = await send(restarted, WORK_KEY, 'POST', '/api/v1/travel/links', link);
    expect(codeOf(replayed)).to.equal('200');
    expect(replayed.body.subscriptionId).to.equal(minted.body.subscriptionId);
    expect((await send(restarted, WORK_KEY, 'POST', '/api/postback/conversion', aPostback('survives-restart'))).body.outcome).to.equal('unchanged');
    expect(codeOf(await send(restarted, QUOTA_KEY, 'POST', '/api/v1/travel/quotes', { trip: aTripBody() }))).to.equal('429 QUOTA_EXCEEDED');
  });
});
