/** A partner account with its tracked links, stored as one document (links change with the account). */
export type PartnerStatus = 'pending' | 'approved';

export interface TrackedLink {
  /** Alphanumeric, 4 to 32 characters; the short code in refs `partnerCode-shortCode`. */
  readonly code: string;
  readonly archived: boolean;
  readonly default: boolean;
}

export interface PartnerRecord {
  readonly code: string;
  readonly status: PartnerStatus;
  /** Base commission rate of the account, basis points of the insurer premium. */
  readonly baseRateBps: number;
  /** Rate the partner chose, from baseRateBps to 5000 (50%). Above base it is funded by an uplift. */
  readonly commissionBps: number;
  readonly links: readonly TrackedLink[];
  /** How the partner is paid, as operations set it; absent: the defaults (payouts/payout-terms.ts). */
  readonly payoutTerms?: PayoutTerms;
  readonly createdAt: number;
  readonly version: number;
}

/**
 * Set per partner by operations. `holdingDays`: days after validation before a commission is
 * payable (default 0). `minimum`: the smallest payout, in major units of the payout currency,
 * read into each currency's minor units by the money module (default 50, so 50.00 EUR, 50 JPY).
 */
export interface PayoutTerms {
  readonly holdingDays?: number;
  readonly minimum?: number;
}
