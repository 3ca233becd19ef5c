/** The values a checkout, its events and its effects share. */

/** An amount in integer minor units of an ISO 4217 currency (the charge currency). */
export interface ChargeAmount {
  readonly amountMinor: number;
  readonly currency: string;
}

/** What the insurer answers to an issuance it accepts. */
export interface IssuedPolicy {
  readonly policyNumber: string;
  readonly documentUrls: readonly string[];
}

/** Why a captured payment is being, or has been, refunded. */
export type RefundReason = 'issuance_refused' | 'issuance_timeout' | 'cancelled' | 'abandoned';
