import { expect } from 'chai';
import type { Credentials } from '@parasol/core';
import { connectMongoStores, type MongoStores } from '@parasol/adapter-mongo';
import { freshDatabaseName, TEST_CLIENT_OPTIONS } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { createEmbeddedParasol } from '../../src/index.js';

/**
 * The endpoint API as `parasol serve --mongo-url` composes it (the stores connectMongoStores
 * returns, the default modules): two instances on one database see the same endpoints, and a
 * secret sealed by one is rotated by the other.
 */
describe('webhook endpoints API on MongoDB, two instances', function () {
  this.timeout(30_000);
  const mongo = useMongoHarness();
  const opened: MongoStores[] = [];
  after(async () => {
    for (const stores of opened) await stores.close();
  });

  const anInstance = async (url: string, masterKey: Uint8Array) => {
    const stores = await connectMongoStores(url, { clientOptions: TEST_CLIENT_OPTIONS });
    opened.push(stores);
    const { keys, partners, counters, subscriptions, sales, checkouts, webhookEndpoints, idempotency } = stores;
    return createEmbeddedParasol({ masterKey, stores: { keys, partners, counters, subscriptions, sales, checkouts, webhookEndpoints, idempotency } });
  };

  it('creates on one, lists, rotates and deletes on the other', async () => {
    const url = mongo.database.uri(freshDatabaseName());
    const masterKey = new Uint8Array(32).fill(7);
    const first = await anInstance(url, masterKey);
    const second = await anInstance(url, masterKey);
    await first.admin.partners.register({ code: 'acme', baseRateBps: 1000, links: [{ code: 'main', archived: false, default: true }] });
    const key = await first.admin.keys.create({ mode: 'live', scopes: ['quotes'], partnerCode: 'acme' });
    if (!key.ok) throw new Error(key.failure.detail);
    const one = first.client(key.value as Credentials);
    const other = second.client(key.value as Credentials);

    const created = await one.createWebhookEndpoint({ url: 'https://hooks.acme.example/mongo', events: ['sale.booked'] });
    expect(created.status).to.equal(201);
    const { id, secret } = created.body as { id: string; secret: string };
    const listed = await other.webhookEndpoints();
    expect((listed.body as { endpoints: { id: string; mode: string }[] }).endpoints.map((e) => [e.id, e.mode])).to.deep.equal([[id, 'live']]);
    const rotated = await other.rotateWebhookSecret({ id });
    expect(rotated.status).to.equal(200);
    expect((rotated.body as { secret: string }).secret).to.not.equal(secret);
    const stored = await opened[0]!.webhookEndpoints.get(id);
    expect(stored?.secrets).to.have.length(2);
    expect(JSON.stringify(stored)).to.not.include(secret.slice(6));
    expect((await one.deleteWebhookEndpoint({ id })).status).to.equal(200);
    expect((await other.deleteWebhookEndpoint({ id })).status).to.equal(404);
  });
});
