import { expect } from 'chai';
import { createParasol, StorageUnavailableError, webhookEndpointsModule, type Credentials, type Logger, type ParasolClient, type WebhookEndpointStore } from '@parasol/core';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemoryWebhookEndpointStore } from '@parasol/adapter-memory';

const NOON = Date.UTC(2026, 10, 27, 12);
const DAY = 24 * 3600 * 1000;

interface World {
  readonly clock: ManualClock;
  readonly store: WebhookEndpointStore;
  readonly logged: string[];
  /** A key of `partner` (or of none) in `mode`. */
  client(mode: 'sandbox' | 'live', partner?: string): Promise<ParasolClient>;
}

/** The endpoint API on memory stores, two partners, a logger that keeps every line. */
async function aWorld(options: { allowLoopback?: boolean; store?: WebhookEndpointStore } = {}): Promise<World> {
  const clock = new ManualClock(NOON);
  const random = new CryptoRandom();
  const store = options.store ?? new MemoryWebhookEndpointStore();
  const logged: string[] = [];
  const line = (level: string) => (message: string, fields?: object) => void logged.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`);
  const logger: Logger = { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') } as Logger;
  const parasol = createParasol({
    stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore(), webhookEndpoints: store },
    clock,
    random,
    masterKey: random.bytes(32),
    logger,
    modules: [webhookEndpointsModule({ settings: { allowLoopback: options.allowLoopback ?? false, maxEndpoints: 16 } })],
  });
  for (const code of ['acme', 'globex']) await parasol.admin.partners.register({ code, baseRateBps: 1000, links: [{ code: 'default', archived: false, default: true }] });
  return {
    clock,
    store,
    logged,
    client: async (mode, partner) => {
      const key = await parasol.admin.keys.create({ mode, scopes: ['quotes'], ...(partner ? { partnerCode: partner } : {}), burstPerMinute: 10_000 });
      if (!key.ok) throw new Error(`set-up: ${key.failure.detail}`);
      return parasol.client(key.value as Credentials);
    },
  };
}

const body = (answer: { body: unknown }) => answer.body as Record<string, unknown>;

describe('webhook endpoints API: register, list, delete, rotate (memory store, in process)', () => {
  it('registers an endpoint of the key\'s mode and answers its secret once; the listing never shows a secret', async () => {
    const world = await aWorld();
    const acme = await world.client('sandbox', 'acme');
    const created = await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/parasol', events: ['sale.booked', 'sale.booked', 'sale.cancelled'], description: 'orders' });
    expect(created.status).to.equal(201);
    const endpoint = body(created);
    expect(endpoint).to.include({ mode: 'sandbox', url: 'https://hooks.acme.example/parasol', status: 'enabled', description: 'orders', createdAt: new Date(NOON).toISOString(), previousSecretExpiresAt: null });
    expect(endpoint['events'], 'duplicates dropped').to.deep.equal(['sale.booked', 'sale.cancelled']);
    expect(endpoint['id']).to.match(/^we_[A-Za-z0-9]{20}$/);
    expect(endpoint['secret']).to.match(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const listed = await acme.webhookEndpoints();
    expect(listed.status).to.equal(200);
    const { secret: _shownOnce, ...withoutSecret } = endpoint;
    expect(body(listed)).to.deep.equal({ mode: 'sandbox', endpoints: [withoutSecret] });
    expect(JSON.stringify(listed.body)).to.not.include(String(endpoint['secret']).slice(6));
    // At rest the secret is sealed: the store never holds the plain value.
    expect(JSON.stringify(await world.store.get(String(endpoint['id'])))).to.not.include(String(endpoint['secret']).slice(6));
    expect(world.logged.join('\n')).to.not.include(String(endpoint['secret']).slice(6));
  });

  it('keeps modes apart: a live key sees and touches only live endpoints, a sandbox key only sandbox ones', async () => {
    const world = await aWorld();
    const sandbox = await world.client('sandbox', 'acme');
    const live = await world.client('live', 'acme');
    const id = String(body(await sandbox.createWebhookEndpoint({ url: 'https://hooks.acme.example/test', events: ['*'] }))['id']);
    expect(body(await live.webhookEndpoints())).to.deep.equal({ mode: 'live', endpoints: [] });
    expect(body(await live.deleteWebhookEndpoint({ id }))).to.include({ error: 'WEBHOOK_ENDPOINT_NOT_FOUND' });
    expect(body(await live.rotateWebhookSecret({ id }))).to.include({ error: 'WEBHOOK_ENDPOINT_NOT_FOUND' });
    expect((await sandbox.webhookEndpoints()).body).to.have.nested.property('endpoints.length', 1);
  });

  it('answers another partner\'s endpoint exactly as an unknown id: 404, and it is left as it was', async () => {
    const world = await aWorld();
    const acme = await world.client('sandbox', 'acme');
    const globex = await world.client('sandbox', 'globex');
    const id = String(body(await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/p', events: ['*'] }))['id']);
    const before = await world.store.get(id);
    const theirs = await globex.deleteWebhookEndpoint({ id });
    const unknown = await globex.deleteWebhookEndpoint({ id: 'we_doesNotExist000000' });
    expect(theirs.status).to.equal(404);
    expect(body(theirs)['error']).to.equal('WEBHOOK_ENDPOINT_NOT_FOUND');
    expect(body(theirs)['detail']).to.equal(String(body(unknown)['detail']).replace('we_doesNotExist000000', id));
    expect(body(await globex.rotateWebhookSecret({ id }))['error']).to.equal('WEBHOOK_ENDPOINT_NOT_FOUND');
    expect(await world.store.get(id)).to.deep.equal(before);
    expect(body(await globex.webhookEndpoints())['endpoints']).to.deep.equal([]);
  });

  it('deletes an endpoint once: 200, then 404; the listing no longer has it', async () => {
    const world = await aWorld();
    const acme = await world.client('live', 'acme');
    const id = String(body(await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/p', events: ['sale.validated'] }))['id']);
    const deleted = await acme.deleteWebhookEndpoint({ id });
    expect(deleted.status).to.equal(200);
    expect(deleted.body).to.deep.equal({ id, deleted: true });
    expect((await acme.deleteWebhookEndpoint({ id })).status).to.equal(404);
    expect(body(await acme.webhookEndpoints())['endpoints']).to.deep.equal([]);
  });

  it('takes the {id} from the path: a query parameter of the same name cannot redirect the call', async () => {
    const world = await aWorld();
    const acme = await world.client('sandbox', 'acme');
    const kept = String(body(await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/kept', events: ['*'] }))['id']);
    const target = String(body(await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/target', events: ['*'] }))['id']);
    const answer = await acme.call('DELETE', `/api/v1/webhooks/endpoints/${target}?id=${kept}`);
    expect(answer.body).to.deep.equal({ id: target, deleted: true });
    expect((body(await acme.webhookEndpoints())['endpoints'] as { id: string }[]).map((e) => e.id)).to.deep.equal([kept]);
  });

  it('rotates a secret: the new one answered once, the old one kept signing for exactly 24 hours, then dropped at the next rotation', async () => {
    const world = await aWorld();
    const acme = await world.client('sandbox', 'acme');
    const created = body(await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/p', events: ['*'] }));
    const id = String(created['id']);
    world.clock.advance(60_000);
    const rotated = await acme.rotateWebhookSecret({ id });
    expect(rotated.status).to.equal(200);
    expect(body(rotated)['secret']).to.match(/^whsec_/).and.not.equal(created['secret']);
    expect(body(rotated)['previousSecretExpiresAt']).to.equal(new Date(NOON + 60_000 + DAY).toISOString());
    const stored = (await world.store.get(id))!;
    expect(stored.secrets.map((s) => s.retiresAt)).to.deep.equal([undefined, NOON + 60_000 + DAY]);
    expect(stored.version).to.equal(2);
    expect(body(await acme.webhookEndpoints())['endpoints']).to.have.nested.property('[0].previousSecretExpiresAt', new Date(NOON + 60_000 + DAY).toISOString());

    world.clock.advance(DAY + 1);
    expect(body(await acme.webhookEndpoints())['endpoints']).to.have.nested.property('[0].previousSecretExpiresAt', null);
    await acme.rotateWebhookSecret({ id });
    const after = (await world.store.get(id))!;
    expect(after.secrets, 'the retired secret is gone, the previous one retires in 24 h').to.have.length(2);
    expect(after.secrets[1]!.retiresAt).to.equal(world.clock.now() + DAY);
  });

  it('refuses URLs with BAD_WEBHOOK_URL and a detail that says what to fix', async () => {
    const world = await aWorld();
    const live = await world.client('live', 'acme');
    const sandbox = await world.client('sandbox', 'acme');
    const refusals: [ParasolClient, string, RegExp][] = [
      [live, 'http://hooks.acme.example/p', /https for a live endpoint/],
      [live, 'https://127.0.0.1/p', /public host for a live endpoint/],
      [live, 'https://10.1.2.3/p', /loopback or private/],
      [live, 'https://[::1]/p', /loopback or private/],
      [live, 'https://169.254.169.254/latest/meta-data', /loopback or private/],
      [live, 'https://localhost:8443/p', /loopback or private/],
      [sandbox, 'http://127.0.0.1:9000/p', /PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1/],
      [sandbox, 'http://192.168.1.20/p', /PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1/],
      [sandbox, 'ftp://hooks.acme.example/p', /must use https/],
      [sandbox, 'hooks.acme.example/p', /absolute URL/],
      [sandbox, 'https://user:pw@hooks.acme.example/p', /credentials/],
      [sandbox, '', /url must be an absolute URL of at most 2048 characters/],
      [sandbox, `https://hooks.acme.example/${'x'.repeat(2048)}`, /2048/],
    ];
    for (const [client, url, detail] of refusals) {
      const answer = await client.createWebhookEndpoint({ url, events: ['*'] });
      expect(answer.status, url).to.equal(400);
      expect(body(answer)['error'], url).to.equal('BAD_WEBHOOK_URL');
      expect(body(answer)['detail'], url).to.match(detail);
    }
    expect(body(await sandbox.webhookEndpoints())['endpoints']).to.deep.equal([]);
    // Sandbox takes plain http on a public host.
    expect((await sandbox.createWebhookEndpoint({ url: 'http://hooks.acme.example/p', events: ['*'] })).status).to.equal(201);
  });

  it('lets sandbox endpoints on loopback and private hosts when the operator allows it, never live ones', async () => {
    const world = await aWorld({ allowLoopback: true });
    const sandbox = await world.client('sandbox', 'acme');
    const live = await world.client('live', 'acme');
    expect((await sandbox.createWebhookEndpoint({ url: 'http://127.0.0.1:9000/p', events: ['*'] })).status).to.equal(201);
    expect((await sandbox.createWebhookEndpoint({ url: 'http://[::1]:9000/p', events: ['*'] })).status).to.equal(201);
    expect(body(await live.createWebhookEndpoint({ url: 'https://127.0.0.1/p', events: ['*'] }))['error']).to.equal('BAD_WEBHOOK_URL');
  });

  it('refuses an unknown event type naming the types, and "*" beside other types', async () => {
    const world = await aWorld();
    const acme = await world.client('sandbox', 'acme');
    const unknown = await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/p', events: ['sale.booked', 'sale.exploded'] } as never);
    expect(unknown.status).to.equal(400);
    expect(body(unknown)['error']).to.equal('UNKNOWN_EVENT_TYPE');
    expect(body(unknown)['detail']).to.include('events[1]').and.include('subscription.presubscribed').and.include('payout.failed');
    const mixed = await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/p', events: ['*', 'sale.booked'] });
    expect(body(mixed)).to.include({ error: 'BAD_REQUEST', detail: 'events must be ["*"] alone, or a list of event types without "*"' });
    expect(body(await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/p', events: [] }))['error']).to.equal('BAD_REQUEST');
    // The address is judged before the event types (docs/validation.md).
    expect(body(await acme.createWebhookEndpoint({ url: 'nope', events: ['nope'] } as never))['error']).to.equal('BAD_WEBHOOK_URL');
  });

  it('holds 16 endpoints per partner and mode, the 17th refused with TOO_MANY_WEBHOOK_ENDPOINTS, other modes and partners apart', async () => {
    const world = await aWorld();
    const acme = await world.client('sandbox', 'acme');
    for (let i = 0; i < 16; i++) expect((await acme.createWebhookEndpoint({ url: `https://hooks.acme.example/${i}`, events: ['*'] })).status).to.equal(201);
    const refused = await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/17', events: ['*'] });
    expect(refused.status).to.equal(400);
    expect(body(refused)['error']).to.equal('TOO_MANY_WEBHOOK_ENDPOINTS');
    expect(body(refused)['detail']).to.include('delete one');
    expect((await (await world.client('live', 'acme')).createWebhookEndpoint({ url: 'https://hooks.acme.example/l', events: ['*'] })).status).to.equal(201);
    expect((await (await world.client('sandbox', 'globex')).createWebhookEndpoint({ url: 'https://hooks.acme.example/g', events: ['*'] })).status).to.equal(201);
    // One deleted makes room for one.
    const first = String((body(await acme.webhookEndpoints())['endpoints'] as { id: string }[])[0]!.id);
    await acme.deleteWebhookEndpoint({ id: first });
    expect((await acme.createWebhookEndpoint({ url: 'https://hooks.acme.example/again', events: ['*'] })).status).to.equal(201);
  });

  it('keeps at most 16 when many creates race from none: the extra ones take themselves back', async () => {
    const world = await aWorld();
    const acme = await world.client('sandbox', 'acme');
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => acme.createWebhookEndpoint({ url: `https://hooks.acme.example/${i}`, events: ['*'] })));
    expect(answers.filter((a) => a.status === 201)).to.have.length(16);
    expect(answers.filter((a) => body(a)['error'] === 'TOO_MANY_WEBHOOK_ENDPOINTS')).to.have.length(8);
    const listed = (body(await acme.webhookEndpoints())['endpoints'] as { id: string }[]).map((e) => e.id).sort();
    expect(listed).to.deep.equal(answers.filter((a) => a.status === 201).map((a) => String(body(a)['id'])).sort());
  });

  it('refuses a key that credits no partner (403 NO_ATTRIBUTION_CONFIGURED): it has no endpoints', async () => {
    const world = await aWorld();
    const nobody = await world.client('sandbox');
    for (const answer of [await nobody.webhookEndpoints(), await nobody.createWebhookEndpoint({ url: 'https://x.example/', events: ['*'] }), await nobody.deleteWebhookEndpoint({ id: 'we_x' })]) {
      expect(answer.status).to.equal(403);
      expect(body(answer)['error']).to.equal('NO_ATTRIBUTION_CONFIGURED');
    }
  });

  it('answers 503 STORAGE_UNAVAILABLE with Retry-After when the store is out of reach', async () => {
    const down = (): Promise<never> => Promise.reject(new StorageUnavailableError('down', 3));
    const world = await aWorld({ store: { get: down, create: down, replace: down, remove: down, listByPartner: down } });
    const acme = await world.client('sandbox', 'acme');
    for (const answer of [await acme.webhookEndpoints(), await acme.createWebhookEndpoint({ url: 'https://x.example/', events: ['*'] }), await acme.rotateWebhookSecret({ id: 'we_x' })]) {
      expect(answer.status).to.equal(503);
      expect(answer.retryAfterSeconds).to.equal(3);
      expect(body(answer)['error']).to.equal('STORAGE_UNAVAILABLE');
    }
  });
});
