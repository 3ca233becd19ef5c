import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBoundedBody } from '../read-bounded-body.js';
import { cardPage, closedPage, notFoundPage } from './card-page.js';
import { formRecord, formString, readFormBody, type FormValue } from './form-body.js';
import { ApiFaults, type PaymentsFaultSettings, type WebhookFault } from './payments-faults.js';
import { SimulatedStripeAccount, noSuch, type StripeErrorAnswer } from './simulated-stripe-account.js';
import { cardOutcomeOf } from './test-cards.js';
import { WebhookSender, type StripeEventObject, type WebhookDelivery } from './webhook-sender.js';

export interface PaymentsSimulatorOptions extends PaymentsFaultSettings {
  readonly host?: string;
  /** 0 = any free port (`parasol payments-sim` defaults to 12111, stripe-mock's port). */
  readonly port?: number;
  /** The only API key accepted; absent, any `sk_test_…` key. */
  readonly apiKey?: string;
  /** Where events are POSTed (Parasol's POST /payments/stripe/webhook); absent, none are sent. */
  readonly webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_…`). */
  readonly webhookSecret?: string;
  /** The simulator's clock (epoch ms); Date.now unless a test fixes it. */
  readonly now?: () => number;
}

export interface PaymentsSimulator {
  /** The API base to give the SDK (PARASOL_STRIPE_API_BASE), e.g. http://127.0.0.1:12111. */
  readonly url: string;
  readonly port: number;
  readonly account: SimulatedStripeAccount;
  /** API faults for the next calls (failNext, hangNext). */
  readonly faults: ApiFaults;
  /** The webhook fault in force; may be changed between steps of a test. */
  setWebhookFault(fault: WebhookFault, delayMs?: number): void;
  /** Sends the events a `late` fault holds; resolves once delivered. */
  releaseWebhooks(): Promise<void>;
  /** Resolves once every webhook sent so far has been answered (or failed). */
  webhooksSettled(): Promise<void>;
  /** Every event created, sent or not. */
  readonly events: readonly StripeEventObject[];
  readonly deliveries: readonly WebhookDelivery[];
  /** API requests received (/v1), whatever their fate. */
  apiRequestCount(): number;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 256 * 1024;
/** Stripe's message for a key reused with other parameters. */
const IDEMPOTENCY_MISMATCH = 'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than';

interface StoredAnswer {
  readonly request: string;
  readonly status: number;
  readonly body: string;
}

/**
 * A loopback Stripe for the subset of its API the Stripe adapter calls, spoken as the official SDK
 * speaks it (docs/checkout.md, "payments-sim"): form-encoded bodies, Bearer keys, Idempotency-Key
 * honoured (same key and parameters, same answer; other parameters, Stripe's idempotency_error),
 * Stripe's object and error shapes; a hosted card page taking Stripe's test cards and redirecting
 * back; and Stripe-signed webhooks, with faults.
 */
export async function startPaymentsSimulator(options: PaymentsSimulatorOptions = {}): Promise<PaymentsSimulator> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const faults = new ApiFaults({
    webhook: options.webhook ?? 'prompt',
    webhookDelayMs: options.webhookDelayMs ?? 0,
    apiErrorRate: options.apiErrorRate ?? 0,
    apiTimeoutRate: options.apiTimeoutRate ?? 0,
    seed: options.seed ?? 1,
  });
  const idempotent = new Map<string, StoredAnswer>();
  let apiRequests = 0;
  let requestIds = 0;
  // The payment page's base is known once the server listens (a port of 0 is chosen then).
  const base = { url: '' };
  const account = new SimulatedStripeAccount(now);
  const webhooks = new WebhookSender({ url: options.webhookUrl, secret: options.webhookSecret ?? '' }, options.webhook ?? 'prompt', options.webhookDelayMs ?? 0, now);

  const sendJson = (outgoing: ServerResponse, status: number, body: string, replayed = false) => {
    requestIds += 1;
    outgoing.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_sim${requestIds}`,
      'stripe-version': '2026-10-28.endive',
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    outgoing.end(body);
  };
  const errorBody = (answer: StripeErrorAnswer) => JSON.stringify({ error: answer.error }, null, 2);

  const api = async (incoming: IncomingMessage, outgoing: ServerResponse, text: string) => {
    apiRequests += 1;
    const key = /^Bearer (.+)$/.exec(incoming.headers.authorization ?? '')?.[1];
    if (key === undefined || (options.apiKey !== undefined ? key !== options.apiKey : !key.startsWith('sk_test_'))) {
      const shownKey = key === undefined ? '' : `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
      return sendJson(outgoing, 401, errorBody({ status: 401, error: { type: 'invalid_request_error', message: key === undefined ? 'You did not provide an API key.' : `Invalid API Key provided: ${shownKey}` } }));
    }
    const fault = faults.draw();
    if (fault === 'hang') return;
    if (fault === 'error') {
      return sendJson(outgoing, 500, errorBody({ status: 500, error: { type: 'api_error', message: 'payments-sim: a simulated internal error. Please try again.' } }));
    }
    const url = new URL(incoming.url ?? '/', 'http://sim');
    const idempotencyKey = incoming.method === 'POST' ? incoming.headers['idempotency-key'] : undefined;
    const request = `${incoming.method} ${url.pathname} ${text}`;
    if (typeof idempotencyKey === 'string') {
      const stored = idempotent.get(`${key} ${idempotencyKey}`);
      if (stored !== undefined) {
        if (stored.request !== request) {
          return sendJson(outgoing, 400, errorBody({ status: 400, error: { type: 'idempotency_error', message: `${IDEMPOTENCY_MISMATCH} \`${idempotencyKey}\` if you meant to execute a different request.` } }));
        }
        return sendJson(outgoing, stored.status, stored.body, true);
      }
    }
    const [status, body] = route(incoming.method ?? 'GET', url, readFormBody(incoming.method === 'GET' ? url.search.slice(1) : text));
    // Stripe keeps the answer under the key, errors included (a 500 of its own is not kept: a retry may succeed).
    if (typeof idempotencyKey === 'string') idempotent.set(`${key} ${idempotencyKey}`, { request, status, body });
    sendJson(outgoing, status, body);
  };

  const route = (method: string, url: URL, params: Record<string, FormValue>): [number, string] => {
    const answer = (result: object | StripeErrorAnswer): [number, string] =>
      'error' in result && 'status' in result ? [(result as StripeErrorAnswer).status, errorBody(result as StripeErrorAnswer)] : [200, JSON.stringify(result, null, 2)];
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/checkout/sessions') return answer(createSession(params));
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionMatch !== null) {
      const id = decodeURIComponent(sessionMatch[1]!);
      if (method === 'POST' && sessionMatch[2] !== undefined) {
        const expired = account.expire(id);
        if ('error' in expired) return answer(expired);
        webhooks.emit(expired.events);
        return answer(expired.session);
      }
      if (method === 'GET' && sessionMatch[2] === undefined) {
        const session = account.session(id);
        if (session === undefined) return answer(noSuch('checkout.session', id));
        const expand = Object.values(params['expand'] ?? {});
        const intent = session.payment_intent === null ? null : account.intent(session.payment_intent);
        return answer(expand.includes('payment_intent') && intent ? { ...session, payment_intent: intent } : session);
      }
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intentMatch !== null) {
      const intent = account.intent(decodeURIComponent(intentMatch[1]!));
      return answer(intent ?? noSuch('payment_intent', intentMatch[1]!));
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = formString(params, 'payment_intent');
      if (intentId === undefined) return answer(missing('payment_intent'));
      const amount = formString(params, 'amount');
      const intent = account.intent(intentId);
      if (amount !== undefined && intent !== undefined && Number(amount) !== intent.amount) {
        return answer({ status: 400, error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount', message: 'payments-sim refunds payments in full only.' } });
      }
      const refunded = account.refund(intentId, formRecord(params, 'metadata'));
      if ('error' in refunded) return answer(refunded);
      webhooks.emit(refunded.events);
      return answer(refunded.refund);
    }
    return answer({ status: 404, error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } });
  };

  const createSession = (params: Record<string, FormValue>) => {
    const mode = formString(params, 'mode');
    if (mode === undefined) return missing('mode');
    if (mode !== 'payment') return { status: 400, error: { type: 'invalid_request_error', code: 'parameter_invalid_string', param: 'mode', message: 'payments-sim supports mode=payment only.' } };
    const successUrl = formString(params, 'success_url');
    if (successUrl === undefined) return missing('success_url');
    const currency = formString(params, 'line_items', 0, 'price_data', 'currency');
    if (currency === undefined) return missing('line_items[0][price_data][currency]');
    const unitAmount = formString(params, 'line_items', 0, 'price_data', 'unit_amount');
    if (unitAmount === undefined) return missing('line_items[0][price_data][unit_amount]');
    if (!/^\d+$/.test(unitAmount) || Number(unitAmount) < 1) {
      return { status: 400, error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'line_items[0][price_data][unit_amount]', message: 'Invalid integer: ' + unitAmount } };
    }
    const quantity = Number(formString(params, 'line_items', 0, 'quantity') ?? '1');
    return account.createSession({
      amount: Number(unitAmount) * quantity,
      currency: currency.toLowerCase(),
      successUrl,
      cancelUrl: formString(params, 'cancel_url') ?? null,
      clientReferenceId: formString(params, 'client_reference_id') ?? null,
      locale: formString(params, 'locale') ?? null,
      metadata: formRecord(params, 'metadata'),
      paymentIntentMetadata: formRecord(params, 'payment_intent_data', 'metadata'),
    });
  };

  const payPage = (incoming: IncomingMessage, outgoing: ServerResponse, text: string) => {
    const id = decodeURIComponent((incoming.url ?? '').slice('/pay/'.length).split('?')[0] ?? '');
    const session = account.session(id);
    const html = (status: number, body: string, headers: Record<string, string> = {}) =>
      outgoing.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(body);
    if (session === undefined) return html(404, notFoundPage());
    if (session.status !== 'open') return html(200, closedPage(session));
    if (incoming.method === 'GET') return html(200, cardPage(session));
    if (incoming.method !== 'POST') return html(405, notFoundPage(), { allow: 'GET, POST' });
    const outcome = cardOutcomeOf(new URLSearchParams(text).get('cardnumber') ?? '');
    webhooks.emit(account.pay(id, outcome));
    if (outcome.kind === 'succeeds') {
      // Stripe's redirect back: 303, so the browser GETs the success URL.
      return outgoing.writeHead(303, { location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) }).end();
    }
    return html(outcome.kind === 'declined' ? 402 : 400, cardPage(session, outcome.message));
  };

  const server = createServer((incoming, outgoing) => {
    readBoundedBody(incoming, MAX_BODY_BYTES).then(
      (text) => {
        const path = incoming.url ?? '/';
        if (path.startsWith('/v1/')) return void api(incoming, outgoing, text);
        if (path.startsWith('/pay/')) return payPage(incoming, outgoing, text);
        outgoing.writeHead(404, { 'content-type': 'text/plain' }).end('payments-sim: /v1/… is the API, /pay/<session> the payment page\n');
      },
      () => outgoing.writeHead(413).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  base.url = `http://${host}:${port}`;
  account.setPayPageBase(base.url);

  return {
    url: base.url,
    port,
    account,
    faults,
    setWebhookFault: (fault, delayMs = 0) => {
      webhooks.fault = fault;
      webhooks.delayMs = delayMs;
    },
    releaseWebhooks: () => webhooks.release(),
    webhooksSettled: () => webhooks.settled(),
    events: webhooks.events,
    deliveries: webhooks.deliveries,
    apiRequestCount: () => apiRequests,
    close: async () => {
      webhooks.close();
      await webhooks.settled();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // hanging requests included
      });
    },
  };
}

const missing = (param: string): StripeErrorAnswer => ({
  status: 400,
  error: { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` },
});
