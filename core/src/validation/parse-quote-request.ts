import type { QuoteRequest } from '../contract/requests.js';
import { DEFAULT_LANGUAGE, type Language } from '../reference/languages.js';
import { ok, type Result } from '../shared/result.js';
import { checkedBody } from './checked-body.js';
import { datesOutOfOrder } from './dates-in-order.js';
import { parseFields } from './json-object.js';
import { LANGUAGE_RULE } from './language-rule.js';
import { normaliseTrip, type RawTrip } from './normalise-trip.js';
import { fieldRules } from './schema-failures.js';
import { compiledValidator, schemaIdOf } from './schema-registry.js';
import { sentTrip } from './trip-alias.js';
import { tripRules } from './trip-rules.js';

const validate = compiledValidator(schemaIdOf('quote-request'));

export const QUOTE_REQUEST_RULES = fieldRules(tripRules('trip'), tripRules('tripInfo'), {
  language: LANGUAGE_RULE,
  // A broken continuation never fails the call (spec: /quotes): a sessionId that is not a string
  // is dropped here, one that is a string but not a valid token is dropped by pricing.
  sessionId: null,
});

/** POST /api/v1/travel/quotes: the body as a QuoteRequest with a normalised trip, or the spec's 400. */
export const parseQuoteRequest = (body: unknown): Result<QuoteRequest> => parseFields(body, quoteRequestOf);

const quoteRequestOf = (body: Readonly<Record<string, unknown>>): Result<QuoteRequest> => {
  const failure = checkedBody(validate, QUOTE_REQUEST_RULES, body, [datesOutOfOrder]);
  if (failure !== undefined) return { ok: false, failure };
  const { sessionId } = body;
  const trip = normaliseTrip(sentTrip(body) as RawTrip);
  const language = (body.language as Language | undefined) ?? DEFAULT_LANGUAGE;
  return ok({ trip, ...(typeof sessionId === 'string' ? { sessionId } : {}), language });
};
