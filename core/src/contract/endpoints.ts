import type { QuotaBucket, Scope } from './api-key.js';
import type { ErrorCode } from '../errors/error-catalogue.js';

const SCHEMA = (name: string): string => `https://parasol.dev/schemas/${name}.schema.json`;

/**
 * The one list of endpoints. The request pipeline routes with it, operations name their entry by
 * id, and everything else derives from it: the REST routes, the in-process client's methods,
 * docs/openapi.json (tools/codegen/src), the conformance suite's endpoint list and its generated
 * validation cases. An endpoint listed here but not composed (no operation bound) answers 404.
 */
export interface Endpoint {
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Exact path, or a template whose `{name}` segments are parameters (contract/routing.ts), each listed in queryParameters with `in: 'path'`. */
  readonly path: string;
  /** Scope required; null when any valid key may call. */
  readonly scope: Scope | null;
  /** Daily bucket a success draws on, or null for calls that consume no quota (meta, cards). */
  readonly bucket: QuotaBucket | null;
  /**
   * What a success costs, by the outcome the operation reports (OperationSuccess.outcome): 1 takes
   * the slot, 0 gives it back. An outcome not listed costs 1. The slot is reserved before the
   * operation runs, so a spent bucket refuses before any work is done.
   */
  readonly cost?: Readonly<Record<string, 0 | 1>>;
  /**
   * Records something (a subscription, a sale): a storage failure during the call leaves its
   * outcome unknown, and the 503 says so (replaying the same request tells, both are idempotent).
   */
  readonly writes?: true;
  /**
   * Takes an `Idempotency-Key` (api/idempotency-keys.ts): a retry with the same key and request
   * within 24 hours gets the first answer again, without a second write.
   */
  readonly idempotencyKey?: true;
  /** Live keys must credit a partner (403 NO_ATTRIBUTION_CONFIGURED). */
  readonly needsAttribution: boolean;
  /** How long a client may keep a success, in seconds; absent = never (no-store). */
  readonly cacheSeconds?: number;
  /**
   * A success carries an entity tag (the operation's OperationSuccess.etag), and a REST call whose
   * If-None-Match names it answers 304 without a body: for answers the same for every caller.
   */
  readonly etag?: true;
  /**
   * Sandbox activity a success by a partner's sandbox key counts towards live access, and which
   * outcomes count (all when absent): an in-place link update mints nothing.
   */
  readonly sandboxActivity?: { readonly kind: 'sandboxPriceCalls' | 'sandboxLinksMinted'; readonly outcomes?: readonly string[] };
  /** $id of the request body schema (endpoints that take a body). */
  readonly requestSchema?: string;
  /** Success statuses and the $id of their body schema. */
  readonly successes: readonly { readonly status: 200 | 201; readonly description: string; readonly schema: string }[];
  /** Refusals of this endpoint itself, by HTTP status (the pipeline's common ones are in PIPELINE_REFUSALS). */
  readonly refusals: Readonly<Record<number, readonly ErrorCode[]>>;
  /** Name of the in-process client's method. */
  readonly clientMethod: string;
  readonly tag: 'travel' | 'coach' | 'postback' | 'webhooks';
  readonly summary: string;
  readonly description: string;
  /** OpenAPI parameter objects: the query string's (`in: 'query'`) and the path's (`in: 'path'`, required). */
  readonly queryParameters?: readonly Readonly<Record<string, unknown>>[];
  /**
   * Set once the endpoint is to be removed by the next major API version (docs/versioning.md):
   * since when (an ISO date) and the earliest day it may stop answering (an ISO date, at least six
   * months on). REST answers carry Deprecation and Sunset headers; OpenAPI and the protos mark it.
   */
  readonly deprecated?: { readonly since: string; readonly sunset: string };
}

/** The `{id}` of a webhook endpoint's own paths. */
const ID_PARAM = { name: 'id', in: 'path', required: true, description: 'The endpoint\'s id, we_… (as created or listed).', schema: { type: 'string', pattern: '^we_[A-Za-z0-9]+$' } };

/** The `{id}` of a webhook delivery's own path. */
const DELIVERY_ID_PARAM = { name: 'id', in: 'path', required: true, description: 'The delivery\'s id, whd_… (as the delivery log lists it).', schema: { type: 'string', pattern: '^whd_[A-Za-z0-9_-]+$' } };

const TRIP_REFUSALS: readonly ErrorCode[] = [
  'INVALID_JSON', 'BAD_REQUEST', 'BAD_LANGUAGE', 'BAD_TRIP', 'BAD_INTENT', 'BAD_DATES', 'BAD_RESIDENCE', 'BAD_STATE_RESIDENCE',
  'NO_DESTINATIONS', 'TOO_MANY_DESTINATIONS', 'NO_TRAVELLERS', 'TOO_MANY_TRAVELLERS', 'BAD_TRAVELLER', 'BAD_CURRENCY',
  'BAD_TRIP_PRICE', 'CANCELLATION_NEEDS_TRIP_PRICE',
];

/** What an endpoint taking an Idempotency-Key (Endpoint.idempotencyKey) may answer for it. */
export const IDEMPOTENCY_REFUSALS = {
  400: ['IDEMPOTENCY_KEY_INVALID'],
  409: ['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
} as const satisfies Record<number, readonly ErrorCode[]>;

export const ENDPOINTS = {
  getMeta: {
    id: 'getMeta',
    method: 'GET',
    path: '/api/v1/travel/meta',
    scope: 'quotes',
    bucket: null,
    needsAttribution: false,
    clientMethod: 'meta',
    tag: 'travel',
    summary: 'Reference data and the caller\'s key state',
    description: 'Trip types, languages, guarantee vocabulary, request ceilings, the 51 US state codes, and the calling key\'s scopes, quota and lifetime. Signed with an empty body. Consumes no quota.',
    successes: [{ status: 200, description: 'Reference data.', schema: SCHEMA('meta-response') }],
    refusals: { 403: ['SCOPE_FORBIDDEN'] },
  },
  createQuote: {
    id: 'createQuote',
    method: 'POST',
    path: '/api/v1/travel/quotes',
    scope: 'quotes',
    bucket: 'reads',
    needsAttribution: true,
    sandboxActivity: { kind: 'sandboxPriceCalls' },
    clientMethod: 'quote',
    tag: 'travel',
    summary: 'Price a trip',
    description: 'Prices one trip against the catalogue and returns comparable offers, cheapest first. Read-only: nothing is stored. Every answer opens (or continues) a quoting session whose sessionId POST /links requires. Scope: quotes.',
    requestSchema: SCHEMA('quote-request'),
    successes: [{ status: 200, description: 'Offers for the trip.', schema: SCHEMA('quote-response') }],
    refusals: {
      400: TRIP_REFUSALS,
      403: ['SCOPE_FORBIDDEN', 'NO_ATTRIBUTION_CONFIGURED'],
      502: ['PRICING_UNAVAILABLE'],
      504: ['PRICING_TIMEOUT'],
    },
  },
  createLink: {
    id: 'createLink',
    method: 'POST',
    writes: true,
    path: '/api/v1/travel/links',
    scope: 'quotes.link',
    bucket: 'writes',
    // A replay changes nothing, so it gives its write slot back
    // (docs/decisions/0050-links-what-a-replay-an-update-and-a-refusal-cost.md).
    cost: { minted: 1, updated: 1, replayed: 0 },
    needsAttribution: true,
    sandboxActivity: { kind: 'sandboxLinksMinted', outcomes: ['minted'] },
    idempotencyKey: true,
    clientMethod: 'link',
    tag: 'travel',
    summary: 'Turn a quoting session into a tracked subscription link',
    description: 'Mints (or replays) the subscription of a quoting session, with the caller\'s attribution stored on it server-side. 201 on the first mint of a session or after it rolled to a new subscription; 200 when the session already holds its subscription. Scope: quotes.link.',
    requestSchema: SCHEMA('link-request'),
    successes: [
      { status: 200, description: 'The session\'s subscription, replayed or updated in place.', schema: SCHEMA('link-response') },
      { status: 201, description: 'A new subscription for the session.', schema: SCHEMA('link-response') },
    ],
    refusals: {
      400: [...TRIP_REFUSALS, 'BAD_LINK_CODE', 'MISSING_SESSION_ID', 'BAD_SESSION_ID', 'BAD_OFFER_ID', ...IDEMPOTENCY_REFUSALS[400]],
      403: ['SCOPE_FORBIDDEN', 'NO_ATTRIBUTION_CONFIGURED'],
      404: ['LINK_NOT_FOUND'],
      409: IDEMPOTENCY_REFUSALS[409],
      // Not in the spec's status list for /links, but the error table's quote-creation codes.
      502: ['QUOTE_CREATE_FAILED'],
      504: ['QUOTE_CREATE_UNAVAILABLE'],
    },
  },
  runBilan: {
    id: 'runBilan',
    method: 'POST',
    path: '/api/v1/coach/bilan',
    scope: 'coach',
    bucket: 'reads',
    needsAttribution: false,
    clientMethod: 'bilan',
    tag: 'coach',
    summary: 'Card-gap analysis for a trip',
    description: 'Analyses a traveller\'s situation against the travel cover of their bank card and returns the card\'s gaps, ranked sell arguments, a medical-ceiling recommendation, a social-proof figure and an attributed quote link. Non-fatal issues are warnings in meta.warnings, not errors. Scope: coach.',
    requestSchema: SCHEMA('coach-request'),
    successes: [{ status: 200, description: 'The bilan.', schema: SCHEMA('coach-response') }],
    refusals: {
      400: ['INVALID_JSON', 'BAD_REQUEST', 'BAD_RESIDENCE', 'NO_DESTINATIONS', 'TOO_MANY_DESTINATIONS', 'BAD_CARD', 'BAD_MARKET'],
      403: ['SCOPE_FORBIDDEN', 'CARD_MODE_FORBIDDEN'],
      502: ['CARD_RESOLVE_FAILED'],
    },
  },
  listCards: {
    id: 'listCards',
    method: 'GET',
    path: '/api/v1/coach/cards',
    scope: 'coach',
    bucket: null,
    needsAttribution: false,
    /** The catalogue changes with a data edition, a few times a year: an hour of client caching is safe. */
    cacheSeconds: 3600,
    clientMethod: 'cards',
    tag: 'coach',
    summary: 'The card catalogue',
    description: 'The bank cards the Coach knows, to build a card picker, and the card modes the calling key may send. Signed with an empty body; the query string is not signed. Consumes no quota. May be cached.',
    queryParameters: [
      {
        name: 'country',
        in: 'query',
        required: false,
        description: 'ISO 3166-1 alpha-2 country of residence. Omitted: every country with a bank list (FR, US, CA, SG, MY). Another valid code gives an empty banks list.',
        schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
      },
      {
        name: 'lang',
        in: 'query',
        required: false,
        description: 'Language of card names. Default French for FR, English elsewhere.',
        schema: { enum: ['fr', 'en'] },
      },
    ],
    successes: [{ status: 200, description: 'The card catalogue.', schema: SCHEMA('cards-response') }],
    refusals: { 400: ['BAD_COUNTRY', 'BAD_LANGUAGE'], 403: ['SCOPE_FORBIDDEN'] },
  },
  getCoachMessages: {
    id: 'getCoachMessages',
    method: 'GET',
    path: '/api/v1/coach/messages',
    scope: 'coach',
    bucket: null,
    needsAttribution: false,
    /** The messages change with the engine only: a day of client caching, revalidated by ETag. */
    cacheSeconds: 86400,
    etag: true,
    clientMethod: 'coachMessages',
    tag: 'coach',
    summary: 'The Coach\'s message catalogue',
    description: 'Every message key the Coach can answer with, and its sentence in ICU MessageFormat for the language, to render a bilan\'s keys and variables (the variables come pre-formatted for the market). Versioned with the engine (engineVersion, the bilan\'s meta.engineVersion). Signed with an empty body; the query string is not signed. Consumes no quota. May be cached: the ETag changes with the catalogue, and a call with If-None-Match naming it answers 304 on REST.',
    queryParameters: [
      {
        name: 'lang',
        in: 'query',
        required: false,
        description: 'Language of the messages: the Coach markets\' languages. Default en.',
        schema: { enum: ['en', 'fr'] },
      },
    ],
    successes: [{ status: 200, description: 'The message catalogue in the language.', schema: SCHEMA('coach-messages-response') }],
    refusals: { 400: ['BAD_LANGUAGE'], 403: ['SCOPE_FORBIDDEN'] },
  },
  reportConversion: {
    id: 'reportConversion',
    method: 'POST',
    writes: true,
    path: '/api/postback/conversion',
    // The spec gives the postback no scope: any key of the ref's partner may post back.
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'conversion',
    tag: 'postback',
    summary: 'Report a sale against a tracked link',
    description: 'Signed server-to-server postback. The ref is re-resolved to a real tracked link and the partner code checked before any commission is recorded; a subscriptionId (recommended: the one the link answer gave) must be a subscription of the key\'s mode minted through that ref, and makes the commission exact on a sale sold in another currency than its insurer prices in. One sale per externalOrderId: replaying it updates that sale (an identical replay changes nothing; postbacks racing on one order are applied one after the other, and one that cannot get its turn within seconds answers 409 ORDER_BUSY with Retry-After, having recorded nothing); a cancelled sale reverses the commission; 14 days after booking a pending sale validates by itself and its amount is locked. Contract version in the body (3.1 by default, 3.2 adds partnerFeeAmount). A sandbox key books into the sandbox ledger, which pays nothing. Consumes no quota.',
    requestSchema: SCHEMA('postback-request'),
    successes: [{ status: 200, description: 'Conversion accepted: the sale as the ledger now holds it and the entries this call added.', schema: SCHEMA('postback-response') }],
    refusals: {
      400: ['INVALID_JSON', 'UNKNOWN_CONTRACT_VERSION', 'BAD_CURRENCY', 'BAD_REF', 'BAD_AMOUNT', 'BAD_REQUEST', 'SUBSCRIPTION_REF_MISMATCH'],
      403: ['REF_PARTNER_MISMATCH'],
      404: ['REF_NOT_FOUND', 'SUBSCRIPTION_NOT_FOUND'],
      409: ['SALE_STATUS_CONFLICT', 'SALE_LOCKED', 'SALE_IMMUTABLE_FIELD', 'ORDER_BUSY', 'SALE_BOOKED_BY_FUNNEL'],
    },
  },
  readStatement: {
    id: 'readStatement',
    method: 'GET',
    path: '/api/v1/ledger/statement',
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'statement',
    tag: 'postback',
    summary: 'Your sales and commission balances (beyond the spec)',
    description: 'The calling key\'s partner\'s sales in the ledger of the key\'s mode, oldest booking first, paginated by cursor, filtered by status and booking dates, with the balance per currency (the sum of every ledger entry). Any key of the partner may read it; signed with an empty body; consumes no quota.',
    queryParameters: [
      { name: 'status', in: 'query', required: false, description: 'Only sales in this status.', schema: { enum: ['pending', 'validated', 'cancelled'] } },
      { name: 'from', in: 'query', required: false, description: 'First booking day included, YYYY-MM-DD (UTC).', schema: { type: 'string', format: 'date' } },
      { name: 'to', in: 'query', required: false, description: 'Last booking day included, YYYY-MM-DD (UTC).', schema: { type: 'string', format: 'date' } },
      { name: 'limit', in: 'query', required: false, description: 'Page size, 1 to 100; default 50.', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      { name: 'cursor', in: 'query', required: false, description: 'The `next` of the previous page.', schema: { type: 'string' } },
    ],
    successes: [{ status: 200, description: 'One page of sales and the balances.', schema: SCHEMA('statement-response') }],
    refusals: { 400: ['BAD_REQUEST'], 403: ['NO_ATTRIBUTION_CONFIGURED'] },
  },
  createWebhookEndpoint: {
    id: 'createWebhookEndpoint',
    method: 'POST',
    path: '/api/v1/webhooks/endpoints',
    // Any key of the partner manages its endpoints, in the key's mode (docs/webhooks.md).
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'createWebhookEndpoint',
    tag: 'webhooks',
    summary: 'Register a webhook endpoint (beyond the spec)',
    description: 'Registers a URL to receive the calling partner\'s events of the key\'s mode (sandbox keys: sandbox events), signed per Standard Webhooks. The answer carries the endpoint\'s signing secret (whsec_…), shown this once and never again. Live URLs must be https on a public host. At most 16 endpoints per partner and mode. Consumes no quota.',
    requestSchema: SCHEMA('webhook-endpoint-request'),
    successes: [{ status: 201, description: 'The endpoint, enabled, and its signing secret (shown this once).', schema: SCHEMA('webhook-endpoint-secret-response') }],
    refusals: { 400: ['INVALID_JSON', 'BAD_WEBHOOK_URL', 'UNKNOWN_EVENT_TYPE', 'TOO_MANY_WEBHOOK_ENDPOINTS', 'BAD_REQUEST'], 403: ['NO_ATTRIBUTION_CONFIGURED'] },
  },
  listWebhookEndpoints: {
    id: 'listWebhookEndpoints',
    method: 'GET',
    path: '/api/v1/webhooks/endpoints',
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'webhookEndpoints',
    tag: 'webhooks',
    summary: 'Your webhook endpoints (beyond the spec)',
    description: 'The calling partner\'s webhook endpoints in the key\'s mode, oldest first, with their status (disabled after 3 days of failed deliveries, and why). Never a secret. Signed with an empty body; consumes no quota.',
    successes: [{ status: 200, description: 'The endpoints.', schema: SCHEMA('webhook-endpoints-response') }],
    refusals: { 403: ['NO_ATTRIBUTION_CONFIGURED'] },
  },
  deleteWebhookEndpoint: {
    id: 'deleteWebhookEndpoint',
    method: 'DELETE',
    path: '/api/v1/webhooks/endpoints/{id}',
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'deleteWebhookEndpoint',
    tag: 'webhooks',
    summary: 'Delete a webhook endpoint (beyond the spec)',
    description: 'The endpoint receives nothing more; deliveries already recorded keep its id. Another partner\'s endpoint, or one of the other mode, is 404 as an unknown id is. Signed with an empty body; consumes no quota.',
    queryParameters: [ID_PARAM],
    successes: [{ status: 200, description: 'Deleted.', schema: SCHEMA('webhook-endpoint-deleted-response') }],
    refusals: { 403: ['NO_ATTRIBUTION_CONFIGURED'], 404: ['WEBHOOK_ENDPOINT_NOT_FOUND'] },
  },
  rotateWebhookSecret: {
    id: 'rotateWebhookSecret',
    method: 'POST',
    path: '/api/v1/webhooks/endpoints/{id}/rotate-secret',
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'rotateWebhookSecret',
    tag: 'webhooks',
    summary: 'Rotate a webhook endpoint\'s signing secret (beyond the spec)',
    description: 'A new signing secret, shown this once. The previous one keeps signing beside it for 24 hours (each delivery carries one signature per secret, space-separated), as API key rotation does, so a receiver switches without missing a delivery. Signed with an empty body; consumes no quota.',
    queryParameters: [ID_PARAM],
    successes: [{ status: 200, description: 'The endpoint and its new signing secret (shown this once).', schema: SCHEMA('webhook-endpoint-secret-response') }],
    refusals: { 403: ['NO_ATTRIBUTION_CONFIGURED'], 404: ['WEBHOOK_ENDPOINT_NOT_FOUND'] },
  },
  listWebhookDeliveries: {
    id: 'listWebhookDeliveries',
    method: 'GET',
    path: '/api/v1/webhooks/deliveries',
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'webhookDeliveries',
    tag: 'webhooks',
    summary: 'Your webhook delivery log (beyond the spec)',
    description: 'The calling partner\'s webhook deliveries in the key\'s mode, newest first, paginated by cursor: each delivery\'s event, endpoint and status, every attempt (its time, the HTTP status or the error, its duration) and the next one. Never a signature or a secret. Signed with an empty body; consumes no quota.',
    queryParameters: [
      { name: 'endpoint', in: 'query', required: false, description: 'Only deliveries to this endpoint (we_…).', schema: { type: 'string', pattern: '^we_[A-Za-z0-9]+$' } },
      { name: 'type', in: 'query', required: false, description: 'Only deliveries of this event type.', schema: { type: 'string' } },
      { name: 'status', in: 'query', required: false, description: 'Only deliveries in this status.', schema: { enum: ['pending', 'succeeded', 'failed'] } },
      { name: 'limit', in: 'query', required: false, description: 'Page size, 1 to 100; default 50.', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      { name: 'cursor', in: 'query', required: false, description: 'The `next` of the previous page.', schema: { type: 'string' } },
    ],
    successes: [{ status: 200, description: 'One page of the delivery log.', schema: SCHEMA('webhook-deliveries-response') }],
    refusals: { 400: ['BAD_REQUEST'], 403: ['NO_ATTRIBUTION_CONFIGURED'] },
  },
  resendWebhookDelivery: {
    id: 'resendWebhookDelivery',
    method: 'POST',
    idempotencyKey: true,
    path: '/api/v1/webhooks/deliveries/{id}/resend',
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'resendWebhookDelivery',
    tag: 'webhooks',
    summary: 'Send a delivery\'s event again (beyond the spec)',
    description: 'A new delivery of the same event (same id, so same webhook-id) to the same endpoint, due at once and outside the event\'s object order; sent even to a disabled endpoint, which a success enables again. Signed with an empty body; consumes no quota.',
    queryParameters: [DELIVERY_ID_PARAM],
    successes: [{ status: 201, description: 'The new delivery, pending.', schema: SCHEMA('webhook-delivery') }],
    refusals: { 400: IDEMPOTENCY_REFUSALS[400], 403: ['NO_ATTRIBUTION_CONFIGURED'], 404: ['WEBHOOK_DELIVERY_NOT_FOUND', 'WEBHOOK_ENDPOINT_NOT_FOUND'], 409: IDEMPOTENCY_REFUSALS[409] },
  },
  testWebhookEndpoint: {
    id: 'testWebhookEndpoint',
    method: 'POST',
    idempotencyKey: true,
    path: '/api/v1/webhooks/endpoints/{id}/test',
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'testWebhookEndpoint',
    tag: 'webhooks',
    summary: 'Send a webhook.test event now (beyond the spec)',
    description: 'A webhook.test event for this endpoint, whatever types it listens to, due at once (a serving instance sends it within a second); sent even to a disabled endpoint, which a success enables again. Signed with an empty body; consumes no quota.',
    queryParameters: [ID_PARAM],
    successes: [{ status: 201, description: 'The test event\'s delivery, pending.', schema: SCHEMA('webhook-delivery') }],
    refusals: { 400: IDEMPOTENCY_REFUSALS[400], 403: ['NO_ATTRIBUTION_CONFIGURED'], 404: ['WEBHOOK_ENDPOINT_NOT_FOUND'], 409: IDEMPOTENCY_REFUSALS[409] },
  },
  listPayouts: {
    id: 'listPayouts',
    method: 'GET',
    path: '/api/v1/ledger/payouts',
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'payouts',
    tag: 'postback',
    summary: 'Your payouts (beyond the spec)',
    description: 'The calling key\'s partner\'s payouts in the ledger of the key\'s mode (a sandbox key sees the sandbox payout flow, which pays nothing), oldest first, paginated by cursor: per currency, the validated commission past the partner\'s holding period, net of clawbacks, paid once it reaches the partner\'s minimum. Any key of the partner may read it; signed with an empty body; consumes no quota.',
    queryParameters: [
      { name: 'limit', in: 'query', required: false, description: 'Page size, 1 to 100; default 50.', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      { name: 'cursor', in: 'query', required: false, description: 'The `next` of the previous page.', schema: { type: 'string' } },
    ],
    successes: [{ status: 200, description: 'One page of payouts.', schema: SCHEMA('payouts-response') }],
    refusals: { 400: ['BAD_REQUEST'], 403: ['NO_ATTRIBUTION_CONFIGURED'] },
  },
  readPayout: {
    id: 'readPayout',
    method: 'GET',
    path: '/api/v1/ledger/payouts/{payoutId}',
    scope: null,
    bucket: null,
    needsAttribution: false,
    clientMethod: 'payout',
    tag: 'postback',
    summary: 'One payout and its remittance (beyond the spec)',
    description: 'One of the calling key\'s partner\'s payouts, with its lines (the sales it pays) and clawbacks (sales cancelled after they were paid, netted). `?format=csv` answers the remittance as text/csv over REST. Signed with an empty body; consumes no quota.',
    queryParameters: [
      { name: 'payoutId', in: 'path', required: true, description: 'The payout\'s id, po_…', schema: { type: 'string' } },
      { name: 'format', in: 'query', required: false, description: 'csv: the remittance as text/csv (REST); json (default).', schema: { enum: ['json', 'csv'] } },
    ],
    successes: [{ status: 200, description: 'The payout with its lines.', schema: SCHEMA('payout-response') }],
    refusals: { 400: ['BAD_REQUEST'], 403: ['NO_ATTRIBUTION_CONFIGURED'], 404: ['PAYOUT_NOT_FOUND'] },
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof ENDPOINTS;
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINTS);

/** Refusals the request pipeline can give on every endpoint, before the endpoint itself runs. */
export const PIPELINE_REFUSALS: Readonly<Record<number, readonly ErrorCode[]>> = {
  401: ['UNAUTHORIZED', 'V1_SCHEME_RETIRED', 'STALE_TIMESTAMP', 'INVALID_SIGNATURE'],
  429: ['RATE_LIMITED'],
  500: ['INTERNAL_ERROR'],
  502: ['AUTH_LOOKUP_FAILED'],
  503: ['STORAGE_UNAVAILABLE'],
};

/** Answered before an endpoint is known, whatever the endpoint (HTTP's `default` response). */
export const TRANSPORT_REFUSALS: readonly ErrorCode[] = ['NOT_FOUND', 'METHOD_NOT_ALLOWED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'REQUEST_TIMEOUT', 'HEADERS_TOO_LARGE'];
