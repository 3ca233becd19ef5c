import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { signRequest } from '@parasol/core';
import { freshDatabaseName } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { aKeyFile, startServe, type ServeProcess } from '../commands/serve-process.js';

/** A signed call as a partner's server makes it, with its own (real) clock. */
async function send(base: string, key: { keyId: string; secret: string }, method: 'GET' | 'POST', path: string, body?: unknown) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const pathname = new URL(path, base).pathname;
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      'x-svc-key-id': key.keyId,
      'x-svc-timestamp': timestamp,
      'x-svc-signature': signRequest(key.secret, { timestamp, method, pathname, rawBody: Buffer.from(raw) }),
      ...(raw ? { 'content-type': 'application/json' } : {}),
    },
    ...(raw ? { body: raw } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** `parasol serve` restarted on one MongoDB database, as a container restarts. */
describe('parasol serve restarted on one MongoDB database', function () {
  this.timeout(90_000);
  const mongo = useMongoHarness();
  const running: ServeProcess[] = [];
  let env: NodeJS.ProcessEnv;

  const serve = async (keyFile: string, more: NodeJS.ProcessEnv = {}) => {
    const child = await startServe([], { ...env, ...more }, keyFile);
    running.push(child);
    return { child, url: await child.serving };
  };
  const stop = async (child: ServeProcess) => {
    child.child.kill('SIGTERM');
    expect(await child.exited).to.equal(0);
  };

  beforeEach(() => {
    env = { PARASOL_MONGO_URL: mongo.database.uri(freshDatabaseName()), PARASOL_MASTER_KEY: randomBytes(32).toString('base64') };
  });
  afterEach(async () => {
    for (const child of running.splice(0)) if (child.child.exitCode === null && child.child.signalCode === null) child.child.kill('SIGKILL');
  });

  it('makes the sandbox key once per store: a restart without the key file (a container without its volume) adds no key and prints no secret', async () => {
    const first = await serve(await aKeyFile());
    const printed = /PARASOL_KEY_ID=(\S+)\n\s+PARASOL_SECRET=(\S+)/.exec(first.child.stdout());
    expect(printed, first.child.stdout()).to.not.equal(null);
    await stop(first.child);

    const second = await serve(await aKeyFile());
    expect(second.child.stdout()).to.contain(`PARASOL_KEY_ID=${printed![1]}`).and.not.contain('PARASOL_SECRET').and.not.contain(printed![2]);
    await stop(second.child);
    const database = new URL(env.PARASOL_MONGO_URL!).pathname.slice(1);
    expect(await mongo.client.db(database).collection('keys').countDocuments({ partnerCode: 'demo' })).to.equal(1);
  });

  it('names the saved key and its file on a restart that finds the key file, and the key still works', async () => {
    const keyFile = await aKeyFile();
    const first = await serve(keyFile);
    await stop(first.child);
    const second = await serve(keyFile);
    const saved = JSON.parse(await readFile(keyFile, 'utf8')) as { keyId: string; secret: string };
    expect(second.child.stdout()).to.contain(`PARASOL_KEY_ID=${saved.keyId}`).and.contain(keyFile).and.not.contain(saved.secret);
    expect((await send(second.url, saved, 'GET', '/api/v1/travel/meta')).status).to.equal(200);
  });

  it('PARASOL_CLOCK_OFFSET=P15D: a pending postback booked before the restart has validated by itself (14 days), seen through the API', async () => {
    const keyFile = await aKeyFile();
    const before = await serve(keyFile);
    const key = JSON.parse(await readFile(keyFile, 'utf8')) as { keyId: string; secret: string };
    const postback = { ref: 'demo-web1', externalOrderId: 'CLOCK-1', amount: 105, currency: 'EUR', status: 'pending' };
    expect((await send(before.url, key, 'POST', '/api/postback/conversion', postback)).body).to.include({ outcome: 'created' });
    await stop(before.child);

    const moved = await serve(keyFile, { PARASOL_CLOCK_OFFSET: 'P15D' });
    // Warned at every start: on the banner and as one log line.
    expect(moved.child.stdout()).to.match(/WARNING: The clock is moved \+15 days \(PARASOL_CLOCK_OFFSET=P15D\)/);
    expect(moved.child.stderr().split('\n').filter((line) => line.includes('"clock moved"'))).to.have.length(1);
    // The partner signs with its real clock: still accepted by the moved server.
    const statement = await send(moved.url, key, 'GET', '/api/v1/ledger/statement');
    expect(statement.status).to.equal(200);
    const sales = statement.body.sales as { externalOrderId: string; status: string }[];
    expect(sales.map((s) => [s.externalOrderId, s.status])).to.deep.equal([['CLOCK-1', 'validated']]);
  });
});
