import { signRequest, type Credentials } from '@parasol/core';
import { ManualClock } from '@parasol/adapter-memory';
import { StripePaymentProvider } from '@parasol/payment-stripe';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { startPaymentsSimulator, type PaymentsSimulator, type PaymentsSimulatorOptions } from '@parasol/sims';
import { travellerPages } from '@parasol/web';
import { createEmbeddedParasol, type EmbeddedParasol } from '../../src/index.js';
import { defaultPricingSources } from '../../src/compose/default-modules.js';
import { hiddenField, http, NOON, PARTNER, LINK, postForm, TRIP, type Answer } from '../web/web-harness.js';
import { freePort, laterProvider, SECRET_KEY, WEBHOOK_SECRET } from './live-checkout-harness.js';
import { startSampleInsurers, type SampleInsurers } from './insurer-sims.js';

/** Alba's first offer: the sample catalogue's insurer pricing in EUR, which sells the harness's trip. */
export const LIVE_OFFER = 101;
/** The partner's commission on its sales (bps of the insurer premium), frozen into each sale at booking. */
export const COMMISSION_BPS = 1500;

/** One sale of the statement API's answer (core/src/schemas/sale.schema.json), the fields these tests read. */
export interface StatementSale {
  readonly externalOrderId: string;
  readonly origin: string;
  readonly status: string;
  readonly currency: string;
  readonly amountMinor: number;
  readonly commissionMinor: number;
  readonly commissionBps: number;
  readonly subscriptionId?: string;
}
export interface Statement {
  readonly sales: readonly StatementSale[];
  readonly balances: readonly { currency: string; owedMinor: number; pendingMinor: number; validatedMinor: number }[];
}

export interface LiveLoop {
  readonly parasol: EmbeddedParasol;
  readonly server: RunningServer;
  readonly payments: PaymentsSimulator;
  readonly insurers: SampleInsurers;
  readonly url: string;
  /** A live link for LIVE_OFFER, presubscribed through the details form: its page path and subscription id. */
  aPresubscribedLink(): Promise<{ readonly path: string; readonly subscriptionId: string }>;
  page(path: string): Promise<Answer>;
  /** The payment page's form as shown (lang, token, amount, currency). */
  payForm(path: string): Promise<Record<string, string>>;
  /** GET /api/v1/ledger/statement signed with the partner's live key, over HTTP. */
  statement(): Promise<Statement>;
  close(): Promise<void>;
}

/**
 * The whole live loop as `parasol serve` composes it, with no fakes: the real Stripe adapter
 * against payments-sim, the real policy issuer over the live catalogue's issueUrl (the sample
 * catalogue, its four insurers played by insurer-sim on free loopback ports) and the ledger's own
 * BookFunnelSale. Only the clock is fixed (NOON), so premiums and booking dates are stable.
 */
export async function startLiveLoop(simulatorOptions: PaymentsSimulatorOptions = {}, options: { readonly browser?: boolean } = {}): Promise<LiveLoop> {
  const insurers = await startSampleInsurers();
  const port = options.browser ? await freePort() : 0;
  const payments = laterProvider();
  const parasol = createEmbeddedParasol({
    clock: new ManualClock(NOON),
    publicUrl: options.browser ? `http://127.0.0.1:${port}` : 'http://parasol.test',
    pricing: defaultPricingSources({ liveCatalogue: insurers.catalogue() }),
    payments,
  });
  const registered = await parasol.admin.partners.register({ code: PARTNER, baseRateBps: 1000, commissionBps: COMMISSION_BPS, links: [{ code: LINK, archived: false, default: true }] });
  if (!registered.ok) throw new Error(registered.failure.detail);
  const server = await startRestServer({ parasol, port, pages: travellerPages({ flows: parasol.traveller }) });
  const simulator = await startPaymentsSimulator({ apiKey: SECRET_KEY, webhookUrl: `${server.url}/payments/stripe/webhook`, webhookSecret: WEBHOOK_SECRET, ...simulatorOptions });
  payments.target = new StripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: simulator.url, maxNetworkRetries: 0 });
  const created = await parasol.admin.keys.create({ scopes: ['quotes', 'quotes.link'], partnerCode: PARTNER, burstPerMinute: 10_000, mode: 'live' });
  if (!created.ok) throw new Error(created.failure.detail);
  const key = created.value;
  const client = parasol.client(key);
  const page = (path: string) => http(`${server.url}${path}`);
  return {
    parasol,
    server,
    payments: simulator,
    insurers,
    url: server.url,
    page,
    async aPresubscribedLink() {
      const quote = await client.quote({ trip: TRIP });
      const sessionId = (quote.body as { sessionId: string }).sessionId;
      const link = await client.link({ sessionId, trip: TRIP, offerId: LIVE_OFFER });
      const { subscriptionId } = link.body as { subscriptionId: string };
      if (subscriptionId === undefined) throw new Error(`link refused: ${JSON.stringify(link.body)}`);
      const path = `/funnel/s/${subscriptionId}`;
      const form = await page(`${path}?lang=en&offer=${LIVE_OFFER}`);
      const sent = await postForm(`${server.url}${path}/presubscribe`, { name: 'Alex Sample', email: 'alex@example.com', terms: 'yes', offer: String(LIVE_OFFER), lang: 'en', token: hiddenField(form.text, 'token') });
      if (sent.status !== 303) throw new Error(`presubscribe answered ${sent.status}`);
      return { path, subscriptionId };
    },
    async payForm(path: string) {
      const payment = await page(`${path}?lang=en`);
      return { lang: 'en', token: hiddenField(payment.text, 'token'), amount: hiddenField(payment.text, 'amount'), currency: hiddenField(payment.text, 'currency') };
    },
    statement: () => signedStatement(server.url, key, NOON),
    close: async () => {
      await simulator.close();
      await server.close();
      await insurers.close();
    },
  };
}

/** The partner's statement as its server reads it: a signed GET with an empty body. */
export async function signedStatement(base: string, key: Credentials, nowMs: number): Promise<Statement> {
  const path = '/api/v1/ledger/statement';
  // The server's clock, not this process's: the embedded loop runs on a fixed one.
  const timestamp = String(Math.floor(nowMs / 1000));
  const answer = await fetch(new URL(path, base), {
    headers: { 'x-svc-key-id': key.keyId, 'x-svc-timestamp': timestamp, 'x-svc-signature': signRequest(key.secret, { timestamp, method: 'GET', pathname: path, rawBody: Buffer.alloc(0) }) },
  });
  if (answer.status !== 200) throw new Error(`statement answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as Statement;
}
