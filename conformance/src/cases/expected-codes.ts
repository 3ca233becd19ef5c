import type { ErrorCode } from '@parasol/core';

/**
 * What the service must answer to each schema-derived violation (src/cases/schema-violations.ts),
 * keyed `field kind` (+ ` when condition`). Written from the spec's error table and the documented
 * field-to-code decisions (docs/validation.md, the Validation records of docs/decisions/), NOT read
 * from the core's own rule tables: reading them would only prove the core agrees with itself. A generated
 * violation with no entry here, or an entry no schema generates, fails the suite (coverage checks
 * in conformance/test/conformance.test.ts), so a schema change forces a decision here.
 *
 * ACCEPTED: the violation must not fail the call (a broken /quotes continuation, spec: /quotes).
 */
export type ExpectedOutcome = ErrorCode | 'ACCEPTED';

const tripOutcomes = (at: string): Record<string, ExpectedOutcome> => ({
  [`${at} wrong-type`]: 'BAD_TRIP',
  [`${at}.intent missing`]: 'BAD_INTENT',
  [`${at}.intent not-in-enum`]: 'BAD_INTENT',
  [`${at}.startDate missing`]: 'BAD_DATES',
  [`${at}.startDate wrong-type`]: 'BAD_DATES',
  [`${at}.startDate bad-format`]: 'BAD_DATES',
  [`${at}.endDate missing`]: 'BAD_DATES',
  [`${at}.endDate wrong-type`]: 'BAD_DATES',
  [`${at}.endDate bad-format`]: 'BAD_DATES',
  [`${at}.countryResidence missing`]: 'BAD_RESIDENCE',
  [`${at}.countryResidence wrong-type`]: 'BAD_RESIDENCE',
  [`${at}.countryResidence pattern-mismatch`]: 'BAD_RESIDENCE',
  [`${at}.stateResidence not-in-enum when ${at}.countryResidence is "US"`]: 'BAD_STATE_RESIDENCE',
  // NO_DESTINATIONS is for none given; a list that is not a list, or a malformed code, is the trip's fault.
  [`${at}.arrivalCountries missing`]: 'NO_DESTINATIONS',
  [`${at}.arrivalCountries too-few-items`]: 'NO_DESTINATIONS',
  [`${at}.arrivalCountries too-many-items`]: 'TOO_MANY_DESTINATIONS',
  [`${at}.arrivalCountries wrong-type`]: 'BAD_TRIP',
  [`${at}.arrivalCountries[] wrong-type`]: 'BAD_TRIP',
  [`${at}.arrivalCountries[] pattern-mismatch`]: 'BAD_TRIP',
  [`${at}.travellers missing`]: 'NO_TRAVELLERS',
  [`${at}.travellers too-few-items`]: 'NO_TRAVELLERS',
  [`${at}.travellers too-many-items`]: 'TOO_MANY_TRAVELLERS',
  [`${at}.travellers wrong-type`]: 'BAD_TRIP',
  [`${at}.travellers[] wrong-type`]: 'BAD_TRAVELLER',
  [`${at}.travellers[].age missing`]: 'BAD_TRAVELLER',
  [`${at}.travellers[].age wrong-type`]: 'BAD_TRAVELLER',
  [`${at}.travellers[].age below-minimum`]: 'BAD_TRAVELLER',
  [`${at}.travellers[].age above-maximum`]: 'BAD_TRAVELLER',
  [`${at}.tripPrice wrong-type`]: 'BAD_TRIP_PRICE',
  [`${at}.tripPrice below-minimum`]: 'BAD_TRIP_PRICE',
  [`${at}.tripPrice above-maximum`]: 'BAD_TRIP_PRICE',
  [`${at}.tripPrice missing when ${at}.shouldCoverCancellation is true`]: 'CANCELLATION_NEEDS_TRIP_PRICE',
  [`${at}.studiesAmount wrong-type`]: 'BAD_TRIP',
  [`${at}.studiesAmount below-minimum`]: 'BAD_TRIP',
  [`${at}.studiesAmount above-maximum`]: 'BAD_TRIP',
  [`${at}.currency wrong-type`]: 'BAD_CURRENCY',
  [`${at}.currency pattern-mismatch`]: 'BAD_CURRENCY',
  [`${at}.shouldCoverCancellation wrong-type`]: 'BAD_TRIP',
  [`${at}.shouldCoverExtremeSports wrong-type`]: 'BAD_TRIP',
  [`${at}.isAnnual wrong-type`]: 'BAD_TRIP',
});

/** Neither `trip` nor its alias: the trip is missing (BAD_TRIP), whatever name it was expected under. */
const aliasOutcomes: Record<string, ExpectedOutcome> = {
  'tripInfo missing when trip is absent': 'BAD_TRIP',
  'tripInfo wrong-type when trip is absent': 'BAD_TRIP',
};

export const EXPECTED_OUTCOMES: Readonly<Record<string, Readonly<Record<string, ExpectedOutcome>>>> = {
  'quote-request': {
    '(body) wrong-type': 'BAD_TRIP',  // valid JSON that is not an object: the code of the first missing required part
    ...tripOutcomes('trip'),
    ...aliasOutcomes,
    'language not-in-enum': 'BAD_LANGUAGE',
    // "A broken continuation never fails the call": a non-string sessionId starts a fresh session.
    'sessionId wrong-type': 'ACCEPTED',
  },
  'link-request': {
    '(body) wrong-type': 'BAD_TRIP',  // valid JSON that is not an object: the code of the first missing required part
    ...tripOutcomes('trip'),
    ...aliasOutcomes,
    'language not-in-enum': 'BAD_LANGUAGE',
    'sessionId missing': 'MISSING_SESSION_ID',
    'sessionId wrong-type': 'BAD_SESSION_ID',
    'sessionId too-short': 'BAD_SESSION_ID',
    'offerId wrong-type': 'BAD_OFFER_ID',
    'offerId below-minimum': 'BAD_OFFER_ID',
    'linkCode wrong-type': 'BAD_LINK_CODE',
    'linkCode pattern-mismatch': 'BAD_LINK_CODE',
  },
  'coach-request': {
    '(body) wrong-type': 'BAD_RESIDENCE',  // valid JSON that is not an object: the code of the first missing required part
    'residence missing': 'BAD_RESIDENCE',
    'residence wrong-type': 'BAD_RESIDENCE',
    'residence pattern-mismatch': 'BAD_RESIDENCE',
    // Coach: NO_DESTINATIONS is "no valid destination supplied", whatever shape was sent.
    'destinations missing': 'NO_DESTINATIONS',
    'destinations wrong-type': 'NO_DESTINATIONS',
    'destinations too-few-items': 'NO_DESTINATIONS',
    'destinations too-many-items': 'TOO_MANY_DESTINATIONS',
    'market not-in-enum': 'BAD_MARKET',
    'trip wrong-type': 'BAD_REQUEST',
    'trip.friends wrong-type': 'BAD_REQUEST',
    'trip.longTrip wrong-type': 'BAD_REQUEST',
    'trip.riskyActivity wrong-type': 'BAD_REQUEST',
    'ref wrong-type': 'BAD_REQUEST',
    'ref pattern-mismatch': 'BAD_REQUEST',
  },
  // The spec names only UNKNOWN_CONTRACT_VERSION; the rest are
  // docs/decisions/0056-postback-contract-versions-and-refusal-codes.md.
  'postback-request': {
    '(body) wrong-type': 'BAD_REF',
    'ref missing': 'BAD_REF',
    'ref wrong-type': 'BAD_REF',
    'ref pattern-mismatch': 'BAD_REF',
    'externalOrderId missing': 'BAD_REQUEST',
    'externalOrderId wrong-type': 'BAD_REQUEST',
    'externalOrderId too-short': 'BAD_REQUEST',
    'externalOrderId too-long': 'BAD_REQUEST',
    'amount missing': 'BAD_AMOUNT',
    'amount wrong-type': 'BAD_AMOUNT',
    'amount below-minimum': 'BAD_AMOUNT',
    'amount above-maximum': 'BAD_AMOUNT',
    'commission wrong-type': 'BAD_AMOUNT',
    'commission below-minimum': 'BAD_AMOUNT',
    'commission above-maximum': 'BAD_AMOUNT',
    'subscriptionId wrong-type': 'BAD_REQUEST',
    'subscriptionId pattern-mismatch': 'BAD_REQUEST',
    'currency wrong-type': 'BAD_CURRENCY',
    'currency pattern-mismatch': 'BAD_CURRENCY',
    'status missing': 'BAD_REQUEST',
    'status not-in-enum': 'BAD_REQUEST',
    'contractVersion not-in-enum': 'UNKNOWN_CONTRACT_VERSION',
    'partnerFeeAmount wrong-type when contractVersion is "3.2"': 'BAD_AMOUNT',
    'partnerFeeAmount below-minimum when contractVersion is "3.2"': 'BAD_AMOUNT',
    'partnerFeeAmount above-maximum when contractVersion is "3.2"': 'BAD_AMOUNT',
  },
  // Beyond the spec: the webhook endpoint body's codes (docs/validation.md, docs/webhooks.md).
  'webhook-endpoint-request': {
    '(body) wrong-type': 'BAD_WEBHOOK_URL',
    'url missing': 'BAD_WEBHOOK_URL',
    'url wrong-type': 'BAD_WEBHOOK_URL',
    'url too-short': 'BAD_WEBHOOK_URL',
    'url too-long': 'BAD_WEBHOOK_URL',
    'events missing': 'BAD_REQUEST',
    'events wrong-type': 'BAD_REQUEST',
    'events too-few-items': 'BAD_REQUEST',
    'events[] not-in-enum': 'UNKNOWN_EVENT_TYPE',
    'description wrong-type': 'BAD_REQUEST',
    'description too-long': 'BAD_REQUEST',
  },
};
