import { randomBytes } from 'node:crypto';
import { ledgerModule, type Credentials, type KeyMode, type WebhookDeliverySettings, type WebhookDeliveryStore, type WebhookEndpointRecord, type WebhookEndpointStore } from '@parasol/core';
import { SecretBox } from '@parasol/core/internal';
import { ManualClock, MemoryCheckoutStore, MemoryIdempotencyStore, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore, MemorySubscriptionStore, MemoryWebhookDeliveryStore } from '@parasol/adapter-memory';
import { HttpWebhookSender } from '@parasol/webhook-http';
import { createEmbeddedParasol } from '../../src/index.js';
import { EndpointStoreDouble } from './endpoint-store-double.js';

/** 2026-03-10T12:00:00Z. */
export const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
export const SECOND = 1000;
/** The test schedule: 1 s, 2 s, 4 s (4 attempts in all). */
export const TEST_SCHEDULE = [SECOND, 2 * SECOND, 4 * SECOND];

/** The service's time moves by hand; signatures carry the real time, which receivers check (Clock.wallNow). */
export class TestClock extends ManualClock {
  wallNow(): number {
    return Date.now();
  }
}

export const newSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

export interface FixtureOptions {
  readonly stores?: NonNullable<Parameters<typeof createEmbeddedParasol>[0]>['stores'];
  readonly endpoints?: WebhookEndpointStore;
  readonly deliveries?: WebhookDeliveryStore;
  readonly masterKey?: Uint8Array;
  readonly clock?: TestClock;
  readonly instanceId?: string;
  /** Beside the test schedule and a 30 s lease: a small batch, fewer places. */
  readonly settings?: Partial<WebhookDeliverySettings>;
}

/** A composition with webhooks on memory stores (or those given), a sandbox partner key, and helpers. */
export async function webhookFixture(options: FixtureOptions = {}) {
  const clock = options.clock ?? new TestClock(NOON);
  const masterKey = options.masterKey ?? randomBytes(32);
  const endpoints = options.endpoints ?? options.stores?.webhookEndpoints ?? new EndpointStoreDouble();
  const deliveries = options.deliveries ?? new MemoryWebhookDeliveryStore();
  const stores = options.stores ?? {
    keys: new MemoryKeyStore(),
    partners: new MemoryPartnerStore(),
    counters: new MemoryCounterStore(),
    subscriptions: new MemorySubscriptionStore(),
    sales: new MemorySaleStore(),
    checkouts: new MemoryCheckoutStore(),
    idempotency: new MemoryIdempotencyStore(),
    webhookEndpoints: endpoints,
  };
  const parasol = createEmbeddedParasol({
    clock,
    masterKey,
    stores,
    modules: [ledgerModule()],
    webhooks: {
      endpoints,
      deliveries,
      sender: new HttpWebhookSender({ allowSandboxLoopback: true }),
      settings: { schedule: TEST_SCHEDULE, leaseMs: 30 * SECOND, ...options.settings },
      ...(options.instanceId ? { instanceId: options.instanceId } : {}),
    },
  });
  const box = new SecretBox(masterKey);
  let endpointCount = 0;
  const addEndpoint = async (url: string, mode: KeyMode = 'sandbox', events: readonly string[] = ['*'], secrets: readonly string[] = [newSecret()]) => {
    const record: WebhookEndpointRecord = {
      endpointId: `we_test${++endpointCount}x${randomBytes(4).toString('hex')}`,
      partnerCode: 'acme',
      mode,
      url,
      events,
      status: 'enabled',
      secrets: secrets.map((s) => box.seal(s, randomBytes(12), clock.now())),
      createdAt: clock.now(),
      version: 1,
    };
    await endpoints.create(record);
    return { record, secrets };
  };
  return { clock, parasol, endpoints, deliveries, stores, addEndpoint, box };
}

/** Registers partner acme (link main) and issues it a key of `mode`. */
export async function acmeKey(parasol: Awaited<ReturnType<typeof webhookFixture>>['parasol'], mode: KeyMode = 'sandbox'): Promise<Credentials> {
  if ((await parasol.admin.partners.get('acme')) === undefined) {
    const registered = await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, links: [{ code: 'main', archived: false, default: true }] });
    if (!registered.ok) throw new Error(registered.failure.detail);
  }
  const issued = await parasol.admin.keys.create({ mode, scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 1_000_000 });
  if (!issued.ok) throw new Error(issued.failure.detail);
  return issued.value;
}
