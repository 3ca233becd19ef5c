/**
 * @parasol/port-contracts: what every store adapter (the payment provider, the policy issuer) must do, as mocha suites an adapter's own
 * tests call. Kept apart from @parasol/conformance so that a store adapter's tests load the
 * ports only, not a transport or the CLI.
 */
export * from './key-store-contract.js';
export * from './partner-store-contract.js';
export * from './counter-store-contract.js';
export * from './subscription-store-contract.js';
export * from './sale-store-contract.js';
export * from './checkout-store-contract.js';
export * from './webhook-endpoint-store-contract.js';
export * from './fake-checkout-ports.js';
export * from './payment-provider-contract.js';
export * from './policy-issuer-contract.js';
export * from './record-factories.js';
export * from './cas-model.js';
export * from './contract-case.js';
export * from './idempotency-store-contract.js';
export * from './webhook-delivery-store-contract.js';
export * from './payout-store-contract.js';
export * from './console-records.js';
export * from './console-user-store-contract.js';
export * from './console-session-store-contract.js';
export * from './access-application-store-contract.js';
export * from './invitation-store-contract.js';
export * from './console-audit-log-contract.js';
