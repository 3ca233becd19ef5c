export * from './sale-accounts.js';
export * from './settlement-steps.js';
export * from './payout-terms.js';
export * from './payout-id.js';
export * from './payout-record.js';
export * from './payout-engine.js';
export * from './payout-view.js';
export * from './read-payouts.js';
