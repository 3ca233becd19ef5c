/**
 * Largest amount accepted in major units (tripPrice, studiesAmount, postback amounts), the
 * schemas' `maximum`. Even in a four-decimal currency it stays within money's MAX_MINOR, so every
 * accepted amount converts to minor units exactly.
 */
export const MAX_AMOUNT = 99_999_999_999;

/** Ends the detail "<field> must be ..." for an amount. */
export const AN_AMOUNT = `a number from 0 to ${MAX_AMOUNT}`;
