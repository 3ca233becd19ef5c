import type { PartnerRecord, PayoutTerms } from '../contract/partner.js';
import { MAX_MINOR, toMinor } from '../money/index.js';
import { DAY_MS } from '../ledger/ledger-settings.js';
import { fail, ok, type Result } from '../shared/result.js';

export const DEFAULT_HOLDING_DAYS = 0;
/** 50.00 in the payout currency (major units), as the peers (Dub, Rewardful) default. */
export const DEFAULT_MINIMUM = 50;
export const MAX_HOLDING_DAYS = 365;

/** The partner's terms with the defaults filled in. */
export const termsOf = (partner: Pick<PartnerRecord, 'payoutTerms'> | undefined): Required<PayoutTerms> => ({
  holdingDays: partner?.payoutTerms?.holdingDays ?? DEFAULT_HOLDING_DAYS,
  minimum: partner?.payoutTerms?.minimum ?? DEFAULT_MINIMUM,
});

/** The minimum in the payout currency's minor units: 50 → 5000 EUR cents, 50 JPY. */
export const minimumMinorOf = (terms: Required<PayoutTerms>, currency: string): number => toMinor(terms.minimum, currency);

/** A validated sale's commission is payable from this instant on. */
export const payableFrom = (validatedAt: number, terms: Required<PayoutTerms>): number => validatedAt + terms.holdingDays * DAY_MS;

/** What operations may set: whole days 0 to 365; a minimum from 0 (pay anything positive) with at most 2 decimals. */
export const checkPayoutTerms = (terms: PayoutTerms): Result<PayoutTerms> => {
  if (terms.holdingDays !== undefined && !(Number.isInteger(terms.holdingDays) && terms.holdingDays >= 0 && terms.holdingDays <= MAX_HOLDING_DAYS)) {
    return fail('BAD_REQUEST', `holdingDays must be a whole number of days from 0 to ${MAX_HOLDING_DAYS}`);
  }
  if (terms.minimum !== undefined) {
    const m = terms.minimum;
    // Checked against the most demanding currency: two decimals (cents) must be exact.
    if (!(Number.isFinite(m) && m >= 0 && toMinor(m, 'EUR') <= MAX_MINOR && toMinor(m, 'EUR') / 100 === m)) {
      return fail('BAD_REQUEST', 'minimum must be an amount of at least 0 with at most 2 decimals');
    }
  }
  return ok(terms);
};
