import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SUBSCRIPTION_STAGES, type SubscriptionStage } from '@parasol/core';
import { FUNNEL_PROTOCOL, type FunnelQuoteBody } from '@parasol/core/internal';

/** A quote as the simulated funnel holds it. */
export interface SimulatedQuote {
  readonly quoteId: string;
  readonly subscriptionId: string;
  readonly stage: SubscriptionStage;
  /** The body of the last PUT that changed it. */
  readonly body: FunnelQuoteBody;
  /** PUTs that reached it: 1 after creation, +1 per later PUT, changed or not. */
  readonly puts: number;
}

/** The simulator's quotes: by the funnel's id, and Parasol's subscription id to the funnel's id. */
export interface QuoteBook {
  readonly byQuoteId: Map<string, SimulatedQuote>;
  readonly bySubscriptionId: Map<string, string>;
}

/** An answer to send: status, JSON body, extra headers. */
export interface SimAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The protocol call being answered: enough of the HTTP request to judge it. */
export interface ProtocolCall {
  readonly method: string;
  /** The id in /v1/quotes/{id}, still percent-encoded as sent. */
  readonly id: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

const ajv = new Ajv2020({ allowUnionTypes: true });
addFormats.default(ajv);
ajv.addSchema(FUNNEL_PROTOCOL.schemas.normalisedTrip);
const isQuoteBody = ajv.compile<FunnelQuoteBody>(FUNNEL_PROTOCOL.schemas.quoteRequest);

const REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

const refusal = (status: number, error: string, detail?: string): SimAnswer => ({ status, body: { error, ...(detail === undefined ? {} : { detail }) } });

/**
 * Judges one call to /v1/quotes/{id} as a strict funnel would (docs/funnel-protocol.md): the
 * token first, then the version and request id headers, then the operation. A PUT that passes
 * is applied to the book here.
 */
export const answerProtocolCall = (call: ProtocolCall, token: string, book: QuoteBook): SimAnswer => {
  if (call.method !== 'PUT' && call.method !== 'GET') return { ...refusal(405, 'METHOD_NOT_ALLOWED'), headers: { allow: 'PUT, GET' } };
  if (!bearerMatches(call.headers.authorization, token)) return { ...refusal(401, 'UNAUTHORIZED'), headers: { 'www-authenticate': 'Bearer' } };
  const version = call.headers[FUNNEL_PROTOCOL.versionHeader];
  if (version !== FUNNEL_PROTOCOL.version) return refusal(400, 'UNSUPPORTED_VERSION', `version ${String(version ?? 'missing')}`);
  const requestId = call.headers[FUNNEL_PROTOCOL.requestIdHeader];
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) return refusal(400, 'BAD_REQUEST', `${FUNNEL_PROTOCOL.requestIdHeader} missing or malformed`);
  if (!FUNNEL_PROTOCOL.idPattern.test(call.id)) return refusal(400, 'BAD_REQUEST', 'the id in the path is not a protocol id');
  return call.method === 'PUT' ? upsert(call, book) : read(call.id, book);
};

const upsert = (call: ProtocolCall, book: QuoteBook): SimAnswer => {
  if (!/^application\/json\b/i.test(call.headers['content-type'] ?? '')) return refusal(415, 'UNSUPPORTED_MEDIA_TYPE');
  let body: unknown;
  try {
    body = JSON.parse(call.body);
  } catch {
    return refusal(400, 'INVALID_JSON');
  }
  if (!isQuoteBody(body)) {
    const [first] = isQuoteBody.errors ?? [];
    return refusal(400, 'BAD_REQUEST', `${first?.instancePath || '/'} ${first?.message ?? ''}`.trim());
  }
  const subscriptionId = call.id;
  const existingId = book.bySubscriptionId.get(subscriptionId);
  const existing = existingId === undefined ? undefined : book.byQuoteId.get(existingId);
  if (existing === undefined) {
    const quoteId = `q_${randomBytes(12).toString('base64url')}`;
    book.byQuoteId.set(quoteId, { quoteId, subscriptionId, stage: 'quoting', body, puts: 1 });
    book.bySubscriptionId.set(subscriptionId, quoteId);
    return { status: 201, body: { quoteId, stage: 'quoting' }, headers: { location: `${FUNNEL_PROTOCOL.quotesPath}${quoteId}` } };
  }
  // The traveller has moved on: the trip they are paying for is not rewritten under them.
  if (existing.stage !== 'quoting') return { status: 409, body: { error: 'QUOTE_NOT_QUOTING', quoteId: existing.quoteId, stage: existing.stage } };
  book.byQuoteId.set(existing.quoteId, { ...existing, body, puts: existing.puts + 1 });
  return { status: 200, body: { quoteId: existing.quoteId, stage: existing.stage } };
};

const read = (quoteId: string, book: QuoteBook): SimAnswer => {
  const quote = book.byQuoteId.get(quoteId);
  return quote === undefined ? refusal(404, 'QUOTE_NOT_FOUND') : { status: 200, body: { quoteId, stage: quote.stage } };
};

/**
 * Moves a quote's stage, as the traveller would in the funnel: forward only, like a real funnel
 * (a paid quote is never quoting again). Returns why not, or undefined when done.
 */
export const moveStage = (book: QuoteBook, quoteId: string, stage: string): string | undefined => {
  const quote = book.byQuoteId.get(quoteId);
  if (quote === undefined) return 'QUOTE_NOT_FOUND';
  const to = SUBSCRIPTION_STAGES.indexOf(stage as SubscriptionStage);
  if (to < 0) return 'UNKNOWN_STAGE';
  if (to < SUBSCRIPTION_STAGES.indexOf(quote.stage)) return 'STAGE_BACKWARDS';
  book.byQuoteId.set(quoteId, { ...quote, stage: stage as SubscriptionStage });
  return undefined;
};

/** `Bearer <token>`, compared in constant time so the simulator models what a real funnel should do. */
const bearerMatches = (authorization: string | undefined, token: string): boolean => {
  const expected = Buffer.from(`Bearer ${token}`);
  const received = Buffer.from(authorization ?? '');
  return received.length === expected.length && timingSafeEqual(received, expected);
};
