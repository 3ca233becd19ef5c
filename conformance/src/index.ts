/** @parasol/conformance: suites every transport must pass (store contracts: @parasol/port-contracts). */
export * from './transport/transport.js';
export * from './transport/fixtures.js';
export * from './transport/rest-transport.js';
export * from './transport/in-process-transport.js';
export * from './cases/conformance-case.js';
export * from './cases/load-scenarios.js';
export * from './cases/generate-validation-cases.js';
export * from './cases/expected-codes.js';
export * from './cases/schema-violations.js';
export * from './cases/spec-endpoints.js';
export * from './cases/sign-request.js';
export * from './cases/check-answer.js';
export * from './cases/comparable-answer.js';
export * from './cases/run-case.js';
export * from './cases/templates.js';
export * from './cases/schema-arbitrary.js';
export * from './cases/generate-success-cases.js';
