/**
 * Child process of the checkout benchmark (checkout-cost.ts): `parasol serve`'s live checkout
 * composition with no fakes, as the live loop of the server's tests runs it: the funnel's pages
 * (@parasol/web), the real Stripe adapter against payments-sim (the runner's, on its core), the
 * real policy issuer over the sample catalogue with its insurers played by the runner's
 * insurer-sims (`--insurers`: their rating, issue and cancel URLs by insurer id), the ledger's own
 * booking, on memory stores (every method call counted) or MongoDB ones (`--mongo-url`).
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/checkout-child.ts
 *        --port P --payments-url U --insurers JSON [--per-round N] [--mongo-url U]
 * Listens on `--port` (the public URL the payment page returns to, so the runner picks it).
 * Announces `{ url }`; answers `prepare` (`--per-round` new live links of the bench partner for
 * the checkout offer, each minted from a live quote: the subscription ids) and `calls` (memory
 * store calls so far).
 */
import { parseArgs } from 'node:util';
import { CryptoRandom } from '@parasol/adapter-memory';
import { StripePaymentProvider } from '@parasol/payment-stripe';
import { DEFAULT_SERVER_SETTINGS, startRestServer } from '@parasol/rest';
import { composedStoresOf, createEmbeddedParasol, defaultPricingSources, memoryStores, type ComposedStores } from '@parasol/server';
import { FileOfferCatalogue, SAMPLE_CATALOGUE_PATH } from '@parasol/static-data';
import { travellerPages } from '@parasol/web';
import { BENCH_BOOTSTRAP, BENCH_LIVE_KEY, BENCH_SESSION_SECRET } from './bench-keys.js';
import { CHECKOUT_OFFER, CHECKOUT_STRIPE, checkoutTrip } from './checkout-plan.js';
import { announceReady, answerQuestions, exitCleanlyOnSignal } from './ready-line.js';
import { StoreCallCounter } from './store-call-counter.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'payments-url': { type: 'string' },
    insurers: { type: 'string' },
    'per-round': { type: 'string', default: '20' },
    'mongo-url': { type: 'string' },
  },
});
if (values.port === undefined || values['payments-url'] === undefined || values.insurers === undefined) {
  process.stderr.write('checkout-child: --port, --payments-url and --insurers are required\n');
  process.exit(2);
}
const PER_ROUND = Number(values['per-round']);
const endpoints = JSON.parse(values.insurers) as Record<string, { ratingUrl: string; issueUrl: string; cancelUrl: string }>;
const counter = new StoreCallCounter();

const mongoStores = async (url: string): Promise<{ stores: ComposedStores; close(): Promise<void> }> => {
  const { connectMongoStores } = await import('@parasol/adapter-mongo');
  const m = await connectMongoStores(url);
  return {
    stores: composedStoresOf(m),
    close: () => m.close(),
  };
};

const mongo = values['mongo-url'] === undefined ? undefined : await mongoStores(values['mongo-url']);
const publicUrl = `http://127.0.0.1:${values.port}`;
const parasol = createEmbeddedParasol({
  random: new CryptoRandom(),
  sessionSecret: BENCH_SESSION_SECRET,
  publicUrl,
  stores: mongo?.stores ?? counter.countedStores(memoryStores()),
  pricing: defaultPricingSources({ liveCatalogue: new FileOfferCatalogue(SAMPLE_CATALOGUE_PATH, { endpoints }) }),
  payments: new StripePaymentProvider({ ...CHECKOUT_STRIPE, apiBase: values['payments-url'], maxNetworkRetries: 0 }),
});
await parasol.admin.bootstrap(BENCH_BOOTSTRAP);
if (!parasol.traveller.checkout) throw new Error('live checkout is not composed');
const server = await startRestServer({ parasol, port: Number(values.port), pages: travellerPages({ flows: parasol.traveller }), maxConnectionsPerAddress: DEFAULT_SERVER_SETTINGS.maxConnections });
const client = parasol.client(BENCH_LIVE_KEY);

/** A live quote and a link for the checkout offer, as a partner's page makes them before the traveller's first funnel page. */
const aLink = async (): Promise<string> => {
  const trip = checkoutTrip(Date.now());
  const quote = await client.quote({ trip });
  const sessionId = (quote.body as { sessionId?: string }).sessionId;
  const link = await client.link({ sessionId, trip, offerId: CHECKOUT_OFFER });
  const subscriptionId = (link.body as { subscriptionId?: string }).subscriptionId;
  if (sessionId === undefined || subscriptionId === undefined) throw new Error(`no live link: ${JSON.stringify(quote.body).slice(0, 200)} ${JSON.stringify(link.body).slice(0, 300)}`);
  return subscriptionId;
};

exitCleanlyOnSignal(() => server.close().then(() => mongo?.close()));
answerQuestions({
  prepare: async () => {
    const ids: string[] = [];
    for (let i = 0; i < PER_ROUND; i++) ids.push(await aLink());
    return ids;
  },
  calls: () => counter.calls,
});
announceReady({ url: server.url });
