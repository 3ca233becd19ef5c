/**
 * Every error code of the spec's table, with its HTTP status and the gRPC status a gRPC
 * transport answers with. The only place a code meets a status.
 *
 * gRPC numbers follow @grpc/grpc-js `status`: 3 INVALID_ARGUMENT, 5 NOT_FOUND, 7 PERMISSION_DENIED,
 * 8 RESOURCE_EXHAUSTED, 13 INTERNAL, 14 UNAVAILABLE, 4 DEADLINE_EXCEEDED, 16 UNAUTHENTICATED,
 * 12 UNIMPLEMENTED.
 */
export const ERROR_CATALOGUE = {
  INVALID_JSON: { http: 400, grpc: 3, cause: 'Body is not valid JSON.' },
  BAD_REQUEST: { http: 400, grpc: 3, cause: 'A field with no code of its own is malformed; detail names it and what it must be.' },
  UNKNOWN_CONTRACT_VERSION: { http: 400, grpc: 3, cause: 'Postback contractVersion not known.' },
  BAD_LANGUAGE: { http: 400, grpc: 3, cause: 'Language outside the 26 served.' },
  BAD_TRIP: { http: 400, grpc: 3, cause: 'trip missing or not an object.' },
  BAD_INTENT: { http: 400, grpc: 3, cause: 'intent not one of the 16 trip types.' },
  BAD_DATES: { http: 400, grpc: 3, cause: 'Dates not YYYY-MM-DD, or endDate before startDate.' },
  BAD_RESIDENCE: { http: 400, grpc: 3, cause: 'countryResidence (or Coach residence) is not a 2-letter code.' },
  BAD_STATE_RESIDENCE: { http: 400, grpc: 3, cause: 'countryResidence is US and stateResidence is not one of the 50 states or DC.' },
  NO_DESTINATIONS: { http: 400, grpc: 3, cause: 'arrivalCountries empty (Coach: no valid destination supplied).' },
  TOO_MANY_DESTINATIONS: { http: 400, grpc: 3, cause: 'More than 20 arrival countries (Coach: more than 50 destinations).' },
  NO_TRAVELLERS: { http: 400, grpc: 3, cause: 'travellers empty.' },
  TOO_MANY_TRAVELLERS: { http: 400, grpc: 3, cause: 'More than 50 travellers.' },
  BAD_TRAVELLER: { http: 400, grpc: 3, cause: 'A traveller is not an object with an integer age from 0 to 120.' },
  BAD_CURRENCY: { http: 400, grpc: 3, cause: 'currency is not a 3-letter upper-case code.' },
  BAD_TRIP_PRICE: { http: 400, grpc: 3, cause: 'tripPrice is not a number >= 0.' },
  CANCELLATION_NEEDS_TRIP_PRICE: { http: 400, grpc: 3, cause: 'Cancellation cover without tripPrice.' },
  BAD_LINK_CODE: { http: 400, grpc: 3, cause: 'linkCode not alphanumeric of 4 to 32 characters.' },
  MISSING_SESSION_ID: { http: 400, grpc: 3, cause: '/links without sessionId.' },
  BAD_SESSION_ID: { http: 400, grpc: 3, cause: 'sessionId not issued by /quotes, or truncated.' },
  BAD_OFFER_ID: { http: 400, grpc: 3, cause: 'offerId not a positive integer offer id.' },
  BAD_COUNTRY: { http: 400, grpc: 3, cause: 'Card catalogue: country not a 2-letter code.' },
  BAD_CARD: { http: 400, grpc: 3, cause: 'Coach: card is not exactly one known card mode.' },
  BAD_MARKET: { http: 400, grpc: 3, cause: 'Coach: market not one of fr, us, ca, sg, my, universal.' },
  BAD_REF: { http: 400, grpc: 3, cause: 'Postback: ref is not of the form partnerCode-shortCode.' },
  BAD_AMOUNT: { http: 400, grpc: 3, cause: 'Postback: an amount that is not a finite number >= 0 with at most the currency\'s decimals.' },
  SUBSCRIPTION_REF_MISMATCH: { http: 400, grpc: 3, cause: 'Postback: the subscriptionId was minted through another tracked link than the ref\'s.' },
  UNAUTHORIZED: { http: 401, grpc: 16, cause: 'Missing, unknown or revoked key.' },
  V1_SCHEME_RETIRED: { http: 401, grpc: 16, cause: 'Retired v1 signature scheme used.' },
  STALE_TIMESTAMP: { http: 401, grpc: 16, cause: 'Timestamp outside the 5-minute window.' },
  INVALID_SIGNATURE: { http: 401, grpc: 16, cause: 'Signature does not verify against the raw body (also when the signed path differs from the called path).' },
  SCOPE_FORBIDDEN: { http: 403, grpc: 7, cause: 'Key lacks the required scope (quotes, quotes.link or coach).' },
  NO_ATTRIBUTION_CONFIGURED: { http: 403, grpc: 7, cause: 'Live key with no partner to credit.' },
  REF_PARTNER_MISMATCH: { http: 403, grpc: 7, cause: 'Postback: the ref, or the subscriptionId, names another partner than the key\'s.' },
  CARD_MODE_FORBIDDEN: { http: 403, grpc: 7, cause: 'Key may not send this card mode; answer lists permitted modes.' },
  NOT_FOUND: { http: 404, grpc: 5, cause: 'No such endpoint.' },
  LINK_NOT_FOUND: { http: 404, grpc: 5, cause: 'linkCode unknown, archived, or not the caller\'s.' },
  REF_NOT_FOUND: { http: 404, grpc: 5, cause: 'Postback: the ref\'s short code is not one of the partner\'s tracked links (unknown, or archived before the sale was booked).' },
  SUBSCRIPTION_NOT_FOUND: { http: 404, grpc: 5, cause: 'No subscription with this id (funnel and admin calls; a postback\'s subscriptionId: none in the key\'s mode).' },
  PAYOUT_NOT_FOUND: { http: 404, grpc: 5, cause: 'No payout with this id in the ledger of the key\'s mode (or it pays another partner).' },
  METHOD_NOT_ALLOWED: { http: 405, grpc: 12, cause: 'The path exists but not with this method.' },
  SALE_STATUS_CONFLICT: { http: 409, grpc: 9, cause: 'Postback: a status move the ledger does not allow (a cancelled sale is final; a validated one cannot go back to pending).' },
  SALE_LOCKED: { http: 409, grpc: 9, cause: 'Postback: the sale is validated (or cancelled): its amount and commission can no longer change.' },
  ORDER_BUSY: { http: 409, grpc: 10, cause: 'Postback: other postbacks on the same order kept winning while this one retried; nothing was recorded. Send it again after Retry-After.' },
  SALE_IMMUTABLE_FIELD: { http: 409, grpc: 9, cause: 'Postback: a replay names another currency, ref or subscriptionId than the sale was booked with.' },
  SALE_BOOKED_BY_FUNNEL: { http: 409, grpc: 9, cause: 'Postback: the externalOrderId is a subscription Parasol\'s funnel sold and booked itself; a purchase is credited once.' },
  PAYOUT_STATUS_CONFLICT: { http: 409, grpc: 9, cause: 'Operations: a payout is paid or failed once (pending → paid | failed); marking it again with other facts is refused.' },
  STAGE_NOT_FORWARD: { http: 409, grpc: 9, cause: 'A subscription stage only moves forward: quoting, presubscribed, paid, subscribed.' },
  REQUEST_TIMEOUT: { http: 408, grpc: 4, cause: 'The request was not received in time (HTTP layer).' },
  PAYLOAD_TOO_LARGE: { http: 413, grpc: 8, cause: 'Request body above the size limit.' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, grpc: 3, cause: 'A request body that is not sent as application/json.' },
  HEADERS_TOO_LARGE: { http: 431, grpc: 8, cause: 'Request headers above the size limit (HTTP layer).' },
  QUOTA_EXCEEDED: { http: 429, grpc: 8, cause: 'Daily bucket spent; Retry-After points at the next UTC day; answer names the bucket.' },
  RATE_LIMITED: { http: 429, grpc: 8, cause: 'More than 60 calls in the current minute; Retry-After points at the next minute.' },
  INTERNAL_ERROR: { http: 500, grpc: 13, cause: 'A bug on our side; the request id identifies it in the logs.' },
  STORAGE_UNAVAILABLE: { http: 503, grpc: 14, cause: 'Storage failed. A write (link, postback) may have been recorded or not: after Retry-After, replay the same request, whose answer tells.' },
  PRICING_UNAVAILABLE: { http: 502, grpc: 14, cause: 'Upstream pricing refused the call.' },
  QUOTE_CREATE_FAILED: { http: 502, grpc: 14, cause: 'Upstream refused to create the quote.' },
  AUTH_LOOKUP_FAILED: { http: 502, grpc: 14, cause: 'Coach: key lookup failed.' },
  CARD_RESOLVE_FAILED: { http: 502, grpc: 14, cause: 'Coach: card resolution failed.' },
  PRICING_TIMEOUT: { http: 504, grpc: 4, cause: 'Upstream pricing timed out (sent on the wire as PRICING_UNAVAILABLE with 504).' },
  QUOTE_CREATE_UNAVAILABLE: { http: 504, grpc: 4, cause: 'Upstream quote creation timed out.' },
} as const satisfies Record<string, { http: number; grpc: number; cause: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The code a client sees. PRICING_TIMEOUT is our internal name for the spec's 504 PRICING_UNAVAILABLE. */
export const wireCode = (code: ErrorCode): string => (code === 'PRICING_TIMEOUT' ? 'PRICING_UNAVAILABLE' : code);

export const httpStatusOf = (code: ErrorCode): number => ERROR_CATALOGUE[code].http;
export const grpcStatusOf = (code: ErrorCode): number => ERROR_CATALOGUE[code].grpc;
