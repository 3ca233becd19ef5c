export * from './payments-simulator.js';
export * from './payments-faults.js';
export * from './payments-sim-command.js';
export * from './simulated-stripe-account.js';
export * from './webhook-signature.js';
export * from './webhook-sender.js';
export * from './test-cards.js';
export * from './form-body.js';
