import type { ErrorCode } from '../errors/error-catalogue.js';
import type { Failure } from '../shared/result.js';

/**
 * When a body breaks several rules, the refusal names ONE: the code listed first here. The order
 * is the spec's error table; the codes the catalogue adds sit where the catalogue puts them
 * (BAD_TRAVELLER, BAD_CURRENCY, BAD_TRIP_PRICE after TOO_MANY_TRAVELLERS), and BAD_REQUEST, the
 * catch-all for a field with no code of its own, comes last. Among failures of the same code the
 * first one in schema order wins (ajv walks the schema, not the JSON), so the answer never
 * depends on the order of properties in the body. See docs/validation.md.
 */
export const VALIDATION_PRECEDENCE = [
  // The postback's contract version decides its shape, so it outranks every other postback fault;
  // no other body can produce it.
  'UNKNOWN_CONTRACT_VERSION',
  'BAD_LANGUAGE',
  'BAD_TRIP',
  'BAD_INTENT',
  'BAD_DATES',
  'BAD_RESIDENCE',
  'BAD_STATE_RESIDENCE',
  'NO_DESTINATIONS',
  'TOO_MANY_DESTINATIONS',
  'NO_TRAVELLERS',
  'TOO_MANY_TRAVELLERS',
  'BAD_TRAVELLER',
  'BAD_CURRENCY',
  'BAD_TRIP_PRICE',
  'CANCELLATION_NEEDS_TRIP_PRICE',
  'BAD_LINK_CODE',
  'MISSING_SESSION_ID',
  'BAD_SESSION_ID',
  'BAD_OFFER_ID',
  'BAD_REF',
  'BAD_AMOUNT',
  // Webhook endpoint bodies: the address first, then what to deliver there.
  'BAD_WEBHOOK_URL',
  'UNKNOWN_EVENT_TYPE',
  'BAD_REQUEST',
] as const satisfies readonly ErrorCode[];

export type ValidationCode = (typeof VALIDATION_PRECEDENCE)[number];

const RANK: ReadonlyMap<ErrorCode, number> = new Map(VALIDATION_PRECEDENCE.map((code, rank) => [code, rank]));

const rankOf = (failure: Failure): number => RANK.get(failure.code) ?? VALIDATION_PRECEDENCE.length;

/** The failure that wins by precedence; on a tie the earlier one in the list. */
export const winningFailure = (failures: Iterable<Failure | undefined>): Failure | undefined => {
  let winner: Failure | undefined;
  for (const failure of failures) {
    if (failure !== undefined && (winner === undefined || rankOf(failure) < rankOf(winner))) winner = failure;
  }
  return winner;
};
