/** The effects a transition asks for (the record's outbox): defined with the record, ports/checkout-record.ts. */
export type { CheckoutEffect, CheckoutEffectType, EffectRequest, TravellerNotice } from '../ports/checkout-record.js';
