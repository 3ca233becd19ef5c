import type { LinkRequest } from '../contract/requests.js';
import { DEFAULT_LANGUAGE, type Language } from '../reference/languages.js';
import { LIMITS } from '../reference/limits.js';
import { ok, type Result } from '../shared/result.js';
import { checkedBody } from './checked-body.js';
import { datesOutOfOrder } from './dates-in-order.js';
import { parseFields } from './json-object.js';
import { LANGUAGE_RULE } from './language-rule.js';
import { normaliseTrip, type RawTrip } from './normalise-trip.js';
import { fieldRules, verdict } from './schema-failures.js';
import { compiledValidator, schemaIdOf } from './schema-registry.js';
import { sentTrip } from './trip-alias.js';
import { tripRules } from './trip-rules.js';
import type { Mutable } from '../shared/mutable.js';

const validate = compiledValidator(schemaIdOf('link-request'));

export const LINK_REQUEST_RULES = fieldRules(tripRules('trip'), tripRules('tripInfo'), {
  language: LANGUAGE_RULE,
  sessionId: {
    code: 'BAD_SESSION_ID',
    mustBe: 'the sessionId string returned by POST /api/v1/travel/quotes',
    except: { required: verdict('MISSING_SESSION_ID', 'is required (the sessionId returned by POST /api/v1/travel/quotes)') },
  },
  offerId: { code: 'BAD_OFFER_ID', mustBe: 'a positive integer offer id from the /quotes response' },
  linkCode: { code: 'BAD_LINK_CODE', mustBe: `alphanumeric, ${LIMITS.linkCodeMin} to ${LIMITS.linkCodeMax} characters` },
});

/**
 * POST /api/v1/travel/links: the body as a LinkRequest, or the spec's 400. Whether the sessionId
 * was really issued by /quotes (BAD_SESSION_ID too) and whether the linkCode exists
 * (LINK_NOT_FOUND) are the link use case's to decide; this checks shapes only.
 */
export const parseLinkRequest = (body: unknown): Result<LinkRequest> => parseFields(body, linkRequestOf);

const linkRequestOf = (body: Readonly<Record<string, unknown>>): Result<LinkRequest> => {
  const failure = checkedBody(validate, LINK_REQUEST_RULES, body, [datesOutOfOrder]);
  if (failure !== undefined) return { ok: false, failure };
  const { sessionId, language, offerId, linkCode } = body;
  const request: Mutable<LinkRequest> = {
    sessionId: sessionId as string,
    trip: normaliseTrip(sentTrip(body) as RawTrip),
    language: (language as Language | undefined) ?? DEFAULT_LANGUAGE,
  };
  if (offerId !== undefined) request.offerId = offerId as number;
  if (linkCode !== undefined) request.linkCode = linkCode as string;
  return ok(request);
};
