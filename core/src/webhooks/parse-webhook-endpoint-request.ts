import { checkedBody, type BodyCheck } from '../validation/checked-body.js';
import { parseFields } from '../validation/json-object.js';
import { fieldRules } from '../validation/schema-failures.js';
import { compiledValidator, schemaIdOf } from '../validation/schema-registry.js';
import { fail, ok, type Result } from '../shared/result.js';
import { ALL_EVENTS, WEBHOOK_EVENT_TYPES } from './event-types.js';
import { checkWebhookUrlShape } from './webhook-url.js';

/** POST /api/v1/webhooks/endpoints, once its body is accepted. */
export interface WebhookEndpointRequest {
  readonly url: string;
  /** Deduplicated, in the order sent; `['*']` for every type. */
  readonly events: readonly string[];
  readonly description?: string;
}

const validate = compiledValidator(schemaIdOf('webhook-endpoint-request'));

const TYPE_LIST = `${WEBHOOK_EVENT_TYPES.join(', ')}, or "*" alone for every type`;

/** The endpoint body's codes: BAD_WEBHOOK_URL, UNKNOWN_EVENT_TYPE, BAD_REQUEST naming any other field (docs/validation.md). */
export const WEBHOOK_ENDPOINT_RULES = fieldRules({
  url: { code: 'BAD_WEBHOOK_URL', mustBe: 'an absolute URL of at most 2048 characters, such as https://example.com/webhooks/parasol' },
  events: { code: 'BAD_REQUEST', mustBe: `a non-empty list of event types: ${TYPE_LIST}` },
  'events[]': { code: 'UNKNOWN_EVENT_TYPE', mustBe: `one of ${TYPE_LIST}` },
  description: { code: 'BAD_REQUEST', mustBe: 'a string of at most 256 characters' },
});

/** "*" already means every type: beside others it is a mistake, not a wider subscription. */
const starAlone: BodyCheck = (body) => {
  const events = body['events'];
  return Array.isArray(events) && events.includes(ALL_EVENTS) && events.some((e) => e !== ALL_EVENTS)
    ? { code: 'BAD_REQUEST', detail: 'events must be ["*"] alone, or a list of event types without "*"' }
    : undefined;
};

/** A URL string the schema accepts must still be an absolute http(s) URL: what the mode allows is the caller's to decide. */
const urlShape: BodyCheck = (body) => (typeof body['url'] === 'string' && body['url'] !== '' ? checkWebhookUrlShape(body['url']) : undefined);

/**
 * The body's shape (the schema, the URL's shape, and "*" alone). Whether the URL may be used in the caller's mode
 * (https in live, loopback and private hosts) needs the caller: the operation's authorize decides it.
 */
export const parseWebhookEndpointRequest = (body: unknown): Result<WebhookEndpointRequest> =>
  parseFields(body, (fields) => {
    const failure = checkedBody(validate, WEBHOOK_ENDPOINT_RULES, fields, [urlShape, starAlone]);
    if (failure !== undefined) return fail(failure.code, failure.detail);
    const { url, events, description } = fields as { url: string; events: string[]; description?: string };
    return ok({ url, events: [...new Set(events)], ...(description === undefined ? {} : { description }) });
  });
