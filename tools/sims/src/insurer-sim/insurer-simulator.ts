import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBoundedBody } from '../read-bounded-body.js';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { INSURER_RATING_PROTOCOL, type RatingAnswer, type RatingQuestion } from '@parasol/core/internal';
import { drawFor } from './seeded-draws.js';
import { simulatedPremium } from './simulated-premium.js';
import { CANCEL_PATH, ISSUE_PATH, issuanceDesk, type IssuanceOptions, type IssueBehaviour } from './issuance-desk.js';

/**
 * How the simulator treats a request: answer prices, refuse with HTTP 500, never answer, or
 * answer a 200 that breaks the protocol. Per product also: `unpriced` (premium null) and
 * `startingPrice` (a 'from' price).
 */
export type ProductBehaviour = 'priced' | 'unpriced' | 'startingPrice' | 'error' | 'hang' | 'malformed';

export interface InsurerSimulatorOptions extends IssuanceOptions {
  readonly host?: string;
  /** 0 = any free port. */
  readonly port?: number;
  /** Delay before every answer, in ms. */
  readonly latencyMs?: number;
  /** Extra delay drawn (seeded) from [0, latencyJitterMs] per request. */
  readonly latencyJitterMs?: number;
  /** Share of requests answered HTTP 500 (0..1, drawn from the seed). */
  readonly errorRate?: number;
  /** Share of requests never answered (0..1, drawn from the seed). */
  readonly timeoutRate?: number;
  /** Never answer any request. */
  readonly hang?: boolean;
  /** Share of requests answered with a 200 that breaks the protocol (0..1, drawn from the seed). */
  readonly malformedRate?: number;
  /** Base premium per day for one adult, in minor units of the request's currency. */
  readonly pricePerDayMinor?: number;
  /** Currency the insurer prices in: a request in another currency is refused with 400. */
  readonly currency?: string;
  readonly seed?: number;
  /** Behaviour forced for a product code; error, hang and malformed apply to the whole answer. */
  readonly products?: Readonly<Record<string, ProductBehaviour>>;
}

export interface InsurerSimulator {
  /** The ratingUrl to put in a catalogue. */
  readonly url: string;
  /** The issueUrl and cancelUrl to put beside it (docs/insurer-protocol.md, "Issuing a policy"). */
  readonly issueUrl: string;
  readonly cancelUrl: string;
  /** Queues a fault for the next `count` issue or cancel calls (then the `issuance` option applies again). */
  failNextIssue(behaviour: IssueBehaviour, count?: number): void;
  /** Policies issued: one per subscription, however many times it was asked. */
  issuedCount(): number;
  policyOf(subscriptionId: string): { readonly policyNumber: string; readonly cancelled: boolean } | undefined;
  readonly port: number;
  /** HTTP requests received, whatever their path or fate. */
  requestCount(): number;
  /** TCP connections accepted: fewer than requests when the client keeps connections alive. */
  connectionCount(): number;
  close(): Promise<void>;
}

export const RATING_PATH = '/rate';
const MAX_BODY_BYTES = 1024 * 1024;

const ajv = new Ajv2020({ allowUnionTypes: true });
addFormats.default(ajv);
ajv.addSchema(INSURER_RATING_PROTOCOL.schemas.normalisedTrip);
const isQuestion = ajv.compile<RatingQuestion>(INSURER_RATING_PROTOCOL.schemas.request);

/**
 * A loopback insurer speaking the rating protocol (docs/insurer-protocol.md), for tests, the
 * benchmark and `parasol insurer-sim`, and issuing and cancelling policies (issuance-desk.ts). Deterministic: prices follow from the trip, and failures
 * from the seed and the order of requests.
 */
export const startInsurerSimulator = async (options: InsurerSimulatorOptions = {}): Promise<InsurerSimulator> => {
  const settings = {
    host: '127.0.0.1', port: 0, latencyMs: 0, latencyJitterMs: 0, errorRate: 0, timeoutRate: 0, hang: false,
    malformedRate: 0, pricePerDayMinor: 150, currency: 'EUR', seed: 1, products: {}, ...options,
  };
  const desk = issuanceDesk(options);
  let baseUrl = '';
  let received = 0;
  const delays = new Set<NodeJS.Timeout>();

  const answerLater = (index: number, send: () => void) => {
    const delay = settings.latencyMs + Math.floor(drawFor(settings.seed, index, 1) * (settings.latencyJitterMs + 1));
    if (delay === 0) return send();
    const timer = setTimeout(() => {
      delays.delete(timer);
      send();
    }, delay);
    delays.add(timer);
  };

  const server = createServer((incoming, outgoing) => {
    const index = received;
    received += 1;
    readBody(incoming).then(
      (text) => {
        if (desk.serve(incoming, text, outgoing, baseUrl)) return;
        const asked = readQuestion(incoming, text, settings.currency);
        if ('refusal' in asked) return answerLater(index, () => sendJson(outgoing, asked.refusal.status, asked.refusal.body));
        const { question } = asked;
        const behaviour = behaviourOf(question, index, settings);
        if (behaviour === 'hang') return;
        answerLater(index, () => {
          if (behaviour === 'error') sendJson(outgoing, 500, { error: 'SIMULATED_FAILURE' });
          else if (behaviour === 'malformed') sendMalformed(outgoing, index);
          else sendJson(outgoing, 200, priceAll(question, settings));
        });
      },
      () => sendJson(outgoing, 413, { error: 'BODY_TOO_LARGE' }),
    );
  });

  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${settings.host}:${port}`;
  return {
    url: `${baseUrl}${RATING_PATH}`,
    issueUrl: `${baseUrl}${ISSUE_PATH}`,
    cancelUrl: `${baseUrl}${CANCEL_PATH}`,
    failNextIssue: (behaviour, count) => desk.failNext(behaviour, count),
    issuedCount: () => desk.issuedCount(),
    policyOf: (subscriptionId) => desk.policyOf(subscriptionId),
    port,
    requestCount: () => received,
    connectionCount: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of delays) clearTimeout(timer);
        desk.close();
        server.close(() => resolve());
        server.closeAllConnections(); // hanging requests included
      }),
  };
};

type Settings = Required<Omit<InsurerSimulatorOptions, keyof IssuanceOptions>>;
type Refusal = { status: number; body: { error: string; detail?: string } };
const refuse = (status: number, error: string, detail?: string) => ({ refusal: { status, body: { error, ...(detail === undefined ? {} : { detail }) } } });

/** The question asked, or the refusal a strict insurer answers to a request that breaks the protocol. */
const readQuestion = (incoming: IncomingMessage, text: string, currency: string): { question: RatingQuestion } | { refusal: Refusal } => {
  if (incoming.url !== RATING_PATH) return refuse(404, 'NOT_FOUND');
  if (incoming.method !== 'POST') return refuse(405, 'METHOD_NOT_ALLOWED');
  const version = incoming.headers[INSURER_RATING_PROTOCOL.versionHeader];
  if (version !== INSURER_RATING_PROTOCOL.version) return refuse(400, 'UNSUPPORTED_VERSION', `version ${String(version ?? 'missing')}`);
  let question: unknown;
  try {
    question = JSON.parse(text);
  } catch {
    return refuse(400, 'INVALID_JSON');
  }
  if (!isQuestion(question)) {
    const [first] = isQuestion.errors ?? [];
    return refuse(400, 'BAD_REQUEST', `${first?.instancePath || '/'} ${first?.message ?? ''}`.trim());
  }
  if (incoming.headers[INSURER_RATING_PROTOCOL.idempotencyHeader] !== question.requestId) {
    return refuse(400, 'BAD_REQUEST', 'idempotency-key must equal requestId');
  }
  if (new Set(question.products.map((p) => p.productCode)).size !== question.products.length) {
    return refuse(400, 'BAD_REQUEST', 'each productCode at most once');
  }
  if (question.currency !== currency) return refuse(400, 'UNSUPPORTED_CURRENCY', `prices in ${currency}`);
  return { question };
};

/** A product override wins (error, hang, malformed spoil the whole answer); then `hang`; then the seeded draw. */
const behaviourOf = (question: RatingQuestion, index: number, settings: Settings): 'price' | 'error' | 'hang' | 'malformed' => {
  const forced = question.products.map(({ productCode }) => settings.products[productCode]);
  for (const spoiler of ['hang', 'error', 'malformed'] as const) if (forced.includes(spoiler)) return spoiler;
  if (settings.hang) return 'hang';
  const draw = drawFor(settings.seed, index, 0);
  if (draw < settings.errorRate) return 'error';
  if (draw < settings.errorRate + settings.timeoutRate) return 'hang';
  if (draw < settings.errorRate + settings.timeoutRate + settings.malformedRate) return 'malformed';
  return 'price';
};

const priceAll = (question: RatingQuestion, settings: Settings): RatingAnswer => ({
  products: question.products.map(({ productCode }) => {
    const behaviour = settings.products[productCode];
    return {
      productCode,
      premium: behaviour === 'unpriced' ? null : { amountMinor: simulatedPremium(question, productCode, settings.pricePerDayMinor), currency: question.currency },
      isStartingPrice: behaviour === 'startingPrice',
      period: question.trip.isAnnual ? 'P1Y' : null,
    };
  }),
});

/** Four ways to break the protocol with a 200, taken in turn. */
const sendMalformed = (outgoing: ServerResponse, index: number) => {
  const variants = [
    () => outgoing.writeHead(200, jsonHeaders()).end('{"products": [{"productCode": '),
    () => sendJson(outgoing, 200, { products: [{ productCode: 'x', premium: { amountMinor: 12.5, currency: 'EUR' }, isStartingPrice: false, period: null }] }),
    () => sendJson(outgoing, 200, { prices: [] }),
    () => outgoing.writeHead(200, { 'content-type': 'text/html' }).end('<html>Service busy</html>'),
  ];
  (variants[index % variants.length] as () => void)();
};

const jsonHeaders = () => ({ 'content-type': 'application/json', [INSURER_RATING_PROTOCOL.versionHeader]: INSURER_RATING_PROTOCOL.version });

const sendJson = (outgoing: ServerResponse, status: number, body: unknown) => {
  outgoing.writeHead(status, jsonHeaders()).end(JSON.stringify(body));
};

const readBody = (incoming: IncomingMessage): Promise<string> => readBoundedBody(incoming, MAX_BODY_BYTES);

