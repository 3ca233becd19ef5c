import type { ValidationCode } from '@parasol/core/internal';

/**
 * The documented precedence, pinned here rather than read from the code under test: the spec's
 * error table from BAD_LANGUAGE to BAD_OFFER_ID (BAD_COUNTRY left out: it is the card
 * catalogue's), with the catalogue's additions BAD_TRAVELLER, BAD_CURRENCY and BAD_TRIP_PRICE
 * after TOO_MANY_TRAVELLERS; the postback's UNKNOWN_CONTRACT_VERSION first (the version decides
 * its shape), its BAD_REF and BAD_AMOUNT after BAD_OFFER_ID, and BAD_REQUEST last.
 */
export const DOCUMENTED_PRECEDENCE: readonly ValidationCode[] = [
  'UNKNOWN_CONTRACT_VERSION',
  'BAD_LANGUAGE', 'BAD_TRIP', 'BAD_INTENT', 'BAD_DATES', 'BAD_RESIDENCE', 'BAD_STATE_RESIDENCE',
  'NO_DESTINATIONS', 'TOO_MANY_DESTINATIONS', 'NO_TRAVELLERS', 'TOO_MANY_TRAVELLERS',
  'BAD_TRAVELLER', 'BAD_CURRENCY', 'BAD_TRIP_PRICE',
  'CANCELLATION_NEEDS_TRIP_PRICE', 'BAD_LINK_CODE', 'MISSING_SESSION_ID', 'BAD_SESSION_ID', 'BAD_OFFER_ID',
  'BAD_REF', 'BAD_AMOUNT',
  // Webhook endpoint bodies' own codes: the address, then the event types.
  'BAD_WEBHOOK_URL', 'UNKNOWN_EVENT_TYPE',
  'BAD_REQUEST',
];
