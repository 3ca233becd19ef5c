import type { ErrorCode } from '@parasol/core';

const SCHEMA = (name: string): string => `https://parasol.dev/schemas/${name}.schema.json`;

type Json = Record<string, unknown>;

/** One endpoint as the OpenAPI document describes it. */
export interface OperationDoc {
  readonly method: 'get' | 'post';
  readonly path: string;
  readonly operationId: string;
  readonly tag: 'travel' | 'coach' | 'postback';
  readonly summary: string;
  readonly description: string;
  /** $id of the body schema (POST). */
  readonly requestSchema?: string;
  readonly queryParameters?: readonly Json[];
  /** Success statuses and the $id of their body schema. */
  readonly successes: readonly { readonly status: 200 | 201; readonly description: string; readonly schema: string }[];
  /** Refusals by HTTP status, each listing the codes the endpoint answers with. */
  readonly refusals: Readonly<Record<number, readonly ErrorCode[]>>;
  /** Whether the call takes a slot of a daily bucket (QUOTA_EXCEEDED possible). */
  readonly consumesQuota: boolean;
}

const TRIP_REFUSALS: readonly ErrorCode[] = [
  'INVALID_JSON', 'BAD_REQUEST', 'BAD_LANGUAGE', 'BAD_TRIP', 'BAD_INTENT', 'BAD_DATES', 'BAD_RESIDENCE', 'BAD_STATE_RESIDENCE',
  'NO_DESTINATIONS', 'TOO_MANY_DESTINATIONS', 'NO_TRAVELLERS', 'TOO_MANY_TRAVELLERS', 'BAD_TRAVELLER', 'BAD_CURRENCY',
  'BAD_TRIP_PRICE', 'CANCELLATION_NEEDS_TRIP_PRICE',
];

/**
 * The six endpoints with the statuses of the spec's Endpoints section. Refusals every endpoint
 * can give (authentication, burst ceiling, key lookup) are added by the generator.
 */
export const OPERATIONS: readonly OperationDoc[] = [
  {
    method: 'get',
    path: '/api/v1/travel/meta',
    operationId: 'getMeta',
    tag: 'travel',
    summary: 'Reference data and the caller\'s key state',
    description: 'Trip types, languages, guarantee vocabulary, request ceilings, the 51 US state codes, and the calling key\'s scopes, quota and lifetime. Signed with an empty body. Consumes no quota.',
    successes: [{ status: 200, description: 'Reference data.', schema: SCHEMA('meta-response') }],
    refusals: { 403: ['SCOPE_FORBIDDEN'] },
    consumesQuota: false,
  },
  {
    method: 'post',
    path: '/api/v1/travel/quotes',
    operationId: 'createQuote',
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
    consumesQuota: true,
  },
  {
    method: 'post',
    path: '/api/v1/travel/links',
    operationId: 'createLink',
    tag: 'travel',
    summary: 'Turn a quoting session into a tracked subscription link',
    description: 'Mints (or replays) the subscription of a quoting session, with the caller\'s attribution stored on it server-side. 201 on the first mint of a session or after it rolled to a new subscription; 200 when the session already holds its subscription. Scope: quotes.link.',
    requestSchema: SCHEMA('link-request'),
    successes: [
      { status: 200, description: 'The session\'s subscription, replayed or updated in place.', schema: SCHEMA('link-response') },
      { status: 201, description: 'A new subscription for the session.', schema: SCHEMA('link-response') },
    ],
    refusals: {
      400: [...TRIP_REFUSALS, 'BAD_LINK_CODE', 'MISSING_SESSION_ID', 'BAD_SESSION_ID', 'BAD_OFFER_ID'],
      403: ['SCOPE_FORBIDDEN', 'NO_ATTRIBUTION_CONFIGURED'],
      404: ['LINK_NOT_FOUND'],
      // Not in the spec's status list for /links, but the error table's quote-creation codes.
      502: ['QUOTE_CREATE_FAILED'],
      504: ['QUOTE_CREATE_UNAVAILABLE'],
    },
    consumesQuota: true,
  },
  {
    method: 'post',
    path: '/api/v1/coach/bilan',
    operationId: 'runBilan',
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
    consumesQuota: true,
  },
  {
    method: 'get',
    path: '/api/v1/coach/cards',
    operationId: 'listCards',
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
    consumesQuota: false,
  },
  {
    method: 'post',
    path: '/api/postback/conversion',
    operationId: 'reportConversion',
    tag: 'postback',
    summary: 'Report a sale against a tracked link',
    description: 'Signed server-to-server postback. The ref is re-resolved to a real tracked link and the partner code checked before any commission is recorded. Replaying an externalOrderId updates that sale; a cancelled sale reverses the commission. Contract version in the body (3.1 by default, 3.2 adds partnerFeeAmount).',
    requestSchema: SCHEMA('postback-request'),
    successes: [{ status: 200, description: 'Conversion accepted: the sale as booked.', schema: SCHEMA('postback-response') }],
    refusals: { 400: ['INVALID_JSON', 'BAD_REQUEST', 'UNKNOWN_CONTRACT_VERSION'] },
    consumesQuota: false,
  },
];

/** Refusals the request pipeline can give on every endpoint, before the endpoint itself runs. */
export const PIPELINE_REFUSALS: Readonly<Record<number, readonly ErrorCode[]>> = {
  401: ['UNAUTHORIZED', 'V1_SCHEME_RETIRED', 'STALE_TIMESTAMP', 'INVALID_SIGNATURE'],
  429: ['RATE_LIMITED'],
  502: ['AUTH_LOOKUP_FAILED'],
};

/** Answered by the transport whatever the endpoint: the `default` response. */
export const TRANSPORT_REFUSALS: readonly ErrorCode[] = ['NOT_FOUND', 'METHOD_NOT_ALLOWED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'INTERNAL_ERROR'];
