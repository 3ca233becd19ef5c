/** The values a checkout, its events and its effects share (defined with the record, ports/checkout-record.ts). */
export type { ChargeAmount, RefundReason } from '../ports/checkout-record.js';

/** What the insurer answers to an issuance it accepts (ports/policy-issuer.ts). */
export type { IssuedPolicy } from '../ports/policy-issuer.js';
