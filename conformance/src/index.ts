/** @parasol/conformance: suites every adapter and transport must pass. */
export * from './port-contracts/key-store-contract.js';
export * from './port-contracts/partner-store-contract.js';
export * from './port-contracts/counter-store-contract.js';
export * from './port-contracts/record-factories.js';
