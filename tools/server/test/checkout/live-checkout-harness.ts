import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentProvider } from '@parasol/core';
import { ManualClock } from '@parasol/adapter-memory';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import { StripePaymentProvider } from '@parasol/payment-stripe';
import { FakeFunnelSaleBook, FakePolicyIssuer } from '@parasol/port-contracts';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { startPaymentsSimulator, type PaymentsSimulator, type PaymentsSimulatorOptions } from '@parasol/sims';
import { travellerPages } from '@parasol/web';
import { createEmbeddedParasol, type EmbeddedParasol } from '../../src/index.js';
import { hiddenField, http, NOON, PARTNER, LINK, postForm, TRIP, type Answer } from '../web/web-harness.js';
import { payOnPage } from '../../../../adapters/payment-stripe/test/payments-sim-harness.js';

export const SECRET_KEY = 'sk_test_parasol_checkout';
export const WEBHOOK_SECRET = 'whsec_parasol_checkout';
export const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', insufficientFunds: '4000 0000 0000 9995' } as const;

/** A free loopback port, so that the public URL can name the server before it listens. */
export const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

/** A provider whose target is set once the simulator runs (the simulator needs Parasol's URL, Parasol needs the provider). */
export const laterProvider = (): PaymentProvider & { target?: PaymentProvider } => {
  const self: PaymentProvider & { target?: PaymentProvider } = {
    createPayment: (r) => self.target!.createPayment(r),
    retrievePayment: (id) => self.target!.retrievePayment(id),
    refundPayment: (r) => self.target!.refundPayment(r),
    readWebhook: (body, signature) => self.target!.readWebhook(body, signature),
  };
  return self;
};

export interface LiveCheckoutWorld {
  readonly parasol: EmbeddedParasol;
  readonly server: RunningServer;
  readonly simulator: PaymentsSimulator;
  readonly issuer: FakePolicyIssuer;
  readonly sales: FakeFunnelSaleBook;
  readonly url: string;
  /** A live link, presubscribed through the details form: its page path (`/funnel/s/{id}`) and id. */
  aPresubscribedLink(): Promise<{ readonly path: string; readonly subscriptionId: string }>;
  page(path: string): Promise<Answer>;
  /** Posts the payment page's form as shown; answers the page it leads to (the continue link to the provider's page). */
  pressPay(path: string): Promise<Answer>;
  close(): Promise<void>;
}

/**
 * parasol serve's composition with live checkout: the real Stripe adapter against payments-sim
 * on 127.0.0.1, whose webhooks reach this server's POST /payments/stripe/webhook, and in-memory
 * fakes of the insurer's issue call and the ledger booking (their own adapters are tested apart).
 */
export async function startLiveCheckout(simulatorOptions: PaymentsSimulatorOptions = {}, options: { readonly browser?: boolean } = {}): Promise<LiveCheckoutWorld> {
  const clock = new ManualClock(NOON);
  // A browser follows the provider's redirect to the public URL: it must be this server's. Plain HTTP tests follow paths.
  const port = options.browser ? await freePort() : 0;
  const source = sandboxPricingSource();
  const payments = laterProvider();
  const issuer = new FakePolicyIssuer();
  const sales = new FakeFunnelSaleBook();
  const parasol = createEmbeddedParasol({ clock, publicUrl: options.browser ? `http://127.0.0.1:${port}` : 'http://parasol.test', pricing: { sandbox: source, live: source }, payments, checkout: { issuer, sales } });
  const registered = await parasol.admin.partners.register({ code: PARTNER, baseRateBps: 1000, links: [{ code: LINK, archived: false, default: true }] });
  if (!registered.ok) throw new Error(registered.failure.detail);
  const server = await startRestServer({ parasol, port, pages: travellerPages({ flows: parasol.traveller }) });
  const simulator = await startPaymentsSimulator({ apiKey: SECRET_KEY, webhookUrl: `${server.url}/payments/stripe/webhook`, webhookSecret: WEBHOOK_SECRET, ...simulatorOptions });
  payments.target = new StripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: simulator.url, maxNetworkRetries: 0 });
  const key = await parasol.admin.keys.create({ scopes: ['quotes', 'quotes.link'], partnerCode: PARTNER, burstPerMinute: 10_000, mode: 'live' });
  if (!key.ok) throw new Error(key.failure.detail);
  const client = parasol.client(key.value);
  const page = (path: string) => http(`${server.url}${path}`);
  return {
    parasol,
    server,
    simulator,
    issuer,
    sales,
    url: server.url,
    page,
    async aPresubscribedLink() {
      const quote = await client.quote({ trip: TRIP });
      const sessionId = (quote.body as { sessionId: string }).sessionId;
      const link = await client.link({ sessionId, trip: TRIP, offerId: 9001 });
      const { subscriptionId } = link.body as { subscriptionId: string };
      const path = `/funnel/s/${subscriptionId}`;
      const form = await page(`${path}?lang=en&offer=9001`);
      const sent = await postForm(`${server.url}${path}/presubscribe`, { name: 'Alex Sample', email: 'alex@example.com', terms: 'yes', offer: '9001', lang: 'en', token: hiddenField(form.text, 'token') });
      if (sent.status !== 303) throw new Error(`presubscribe answered ${sent.status}`);
      return { path, subscriptionId };
    },
    async pressPay(path: string) {
      const payment = await page(`${path}?lang=en`);
      const fields = { lang: 'en', token: hiddenField(payment.text, 'token'), amount: hiddenField(payment.text, 'amount'), currency: hiddenField(payment.text, 'currency') };
      const posted = await postForm(`${server.url}${path}/pay`, fields);
      if (posted.status !== 303) throw new Error(`pay answered ${posted.status}: ${posted.text.slice(0, 200)}`);
      return page(String(posted.headers.location));
    },
    close: async () => {
      await simulator.close();
      await server.close();
    },
  };
}

/** The href of the page's "go to the secure payment page" link. */
export const payLinkOf = (page: string): string => {
  const href = /id="pay-link" href="([^"]+)"/.exec(page)?.[1];
  if (href === undefined) throw new Error(`no payment link in the page: ${page.slice(0, 300)}`);
  return href.replaceAll('&amp;', '&');
};

/** Types a card on the simulator's hosted page, as the browser posts its form (payments-sim's own test harness). */
export const typeCard = (payUrl: string, cardnumber: string) => payOnPage(payUrl, cardnumber);

/** A URL of parasol.test (the public URL, a label here) as a path on the loopback server. */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
