import type { CardNetwork } from '../../ports/card-data.js';

/**
 * The network a BIN belongs to, from its leading digits (ISO/IEC 7812 issuer ranges): 4 Visa,
 * 51-55 and 2221-2720 Mastercard, 34 and 37 American Express. Undefined for anything else, which
 * the BIN mode reports as BIN_LOOKUP_FAILED.
 */
export const networkOfBin = (bin: string): CardNetwork | undefined => {
  if (bin.startsWith('4')) return 'visa';
  const two = Number(bin.slice(0, 2));
  const four = Number(bin.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return undefined;
};
