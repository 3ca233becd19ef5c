import { ledgerModule, linksModule, pricingModule, type Answer, type Credentials, type Logger, type Parasol } from '@parasol/core';
import { ManualClock } from '@parasol/adapter-memory';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import { connectMongoStores, type MongoStores, type MongoStoreOptions } from '@parasol/adapter-mongo';
import { createEmbeddedParasol } from '../../src/index.js';
import { TEST_CLIENT_OPTIONS } from '../../../../adapters/mongo/test/harness/test-database.js';
import { aTripBody } from '@parasol/core/test-support';

const DAY = 86_400_000;
/**
 * Noon (UTC) tomorrow, by the real clock: counters expire at the end of their window, and a real
 * mongod's TTL monitor deletes on the wall clock, so every window a test opens must lie ahead of
 * it. Noon keeps every call of a run inside one day and one quota window.
 */
export const TOMORROW_NOON = Math.floor(Date.now() / DAY) * DAY + DAY + DAY / 2;
export const PARTNER = 'acme';
export const LINK = 'main';

export interface MongoFacade {
  readonly parasol: Parasol;
  readonly stores: MongoStores;
  readonly clock: ManualClock;
  /** A live key of acme with every scope, a burst no test reaches and the given daily quota. */
  aKey(quota?: { reads: number; writes: number }): Promise<Credentials>;
  close(): Promise<void>;
}

/**
 * The embedded composition (pricing, links, the ledger, the embedded funnel) on MongoDB stores,
 * as `parasol serve --mongo-url` composes it, on a manual clock. Live pricing is the sandbox
 * catalogue: these tests are about storage, and live insurers are not running here.
 */
export async function aMongoFacade(url: string, options: MongoStoreOptions = {}, logger?: Logger): Promise<MongoFacade> {
  const stores = await connectMongoStores(url, { ...options, clientOptions: { ...TEST_CLIENT_OPTIONS, ...options.clientOptions } });
  const clock = new ManualClock(TOMORROW_NOON);
  const { keys, partners, counters, subscriptions, sales, checkouts, webhookEndpoints, idempotency } = stores;
  const parasol = createEmbeddedParasol({
    clock,
    ...(logger ? { logger } : {}),
    stores: { keys, partners, counters, subscriptions, sales, checkouts, webhookEndpoints, idempotency },
    publicUrl: 'https://parasol.example',
    modules: [pricingModule({ sandbox: sandboxPricingSource(), live: sandboxPricingSource() }), linksModule(), ledgerModule()],
  });
  const registered = await parasol.admin.partners.register({ code: PARTNER, baseRateBps: 1000, links: [{ code: LINK, archived: false, default: true }] });
  if (!registered.ok) throw new Error(`set-up: ${registered.failure.detail}`);
  return {
    parasol,
    stores,
    clock,
    aKey: async (quota = { reads: 10_000, writes: 10_000 }) => {
      const key = await parasol.admin.keys.create({ mode: 'live', scopes: ['quotes', 'quotes.link', 'coach'], partnerCode: PARTNER, burstPerMinute: 1_000_000, quota });
      if (!key.ok) throw new Error(`set-up: ${key.failure.detail}`);
      return key.value;
    },
    close: () => stores.close(),
  };
}

/** A conversion postback for `orderId` through acme's tracked link. */
export const aPostback = (orderId: string, overrides: Record<string, unknown> = {}) => ({
  ref: `${PARTNER}-${LINK}`,
  externalOrderId: orderId,
  amount: 105,
  currency: 'EUR',
  status: 'pending',
  contractVersion: '3.2',
  ...overrides,
});

export const QUOTES = '/api/v1/travel/quotes';
export const LINKS = '/api/v1/travel/links';
export const POSTBACK = '/api/postback/conversion';

/** The error code of a refusal, or the status alone. */
export const what = (answer: Answer): string => {
  const error = (answer.body as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' ? `${answer.status} ${error}` : String(answer.status);
};

/** A fresh quoting session of `key` and its first offer. */
export async function aSession(parasol: Parasol, key: Credentials): Promise<{ sessionId: string; offerId: number }> {
  const answer = await parasol.client(key).call('POST', QUOTES, { trip: aTripBody() });
  if (answer.status !== 200) throw new Error(`quote refused: ${what(answer)}`);
  const body = answer.body as { sessionId: string; offers: { id: number }[] };
  return { sessionId: body.sessionId, offerId: body.offers[0]!.id };
}
