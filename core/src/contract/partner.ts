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
  readonly createdAt: number;
  readonly version: number;
}
