import type { PaymentAmount } from '../ports/payment-provider.js';
/** The values a checkout, its events and its effects share. */

/** An amount in integer minor units of an ISO 4217 currency (the charge currency). */
export type ChargeAmount = PaymentAmount;

/** What the insurer answers to an issuance it accepts (ports/policy-issuer.ts). */
export type { IssuedPolicy } from '../ports/policy-issuer.js';

/** Why a captured payment is being, or has been, refunded. */
export type RefundReason = 'issuance_refused' | 'issuance_timeout' | 'cancelled' | 'abandoned';
