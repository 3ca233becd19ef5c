export * from './traveller-caller.js';
export * from './funnel-view.js';
export * from './reprice-subscription.js';
export * from './open-funnel.js';
export * from './presubscribe.js';
export * from './sandbox-payment.js';
export * from './form-tokens.js';
export * from './traveller-flows.js';
