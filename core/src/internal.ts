/**
 * Everything of @parasol/core that is not its public surface (index.ts): the rules, use cases,
 * validation and reference data, for the project's own workspaces (adapters, transports, tools,
 * conformance) and tests. No promise of stability to anyone else (docs/embedding.md).
 */
export * from './reference/index.js';
export * from './shared/iso-time.js';
export * from './trip/trip.js';
export * from './money/index.js';
export * from './api/handle-call.js';
export * from './auth/secret-box.js';
export * from './auth/authenticate.js';
export * from './auth/key-lifecycle.js';
export * from './limits/rate-limits.js';
export * from './limits/windows.js';
export * from './partners/partner-accounts.js';
export * from './partners/partner-activity.js';
export * from './partners/issue-live-key.js';
export * from './meta/get-meta.js';
export * from './pricing/index.js';
export * from './sessions/index.js';
export * from './subscriptions/index.js';
export * from './ledger/index.js';
export * from './payouts/index.js';
export * from './schemas/insurer-rating-protocol.js';
export * from './schemas/insurer-issue-protocol.js';
export * from './schemas/funnel-protocol.js';
export * from './validation/index.js';
export * from './coach/index.js';
export * from './checkout/index.js';
export * from './auth/key-material.js';
export * from './funnel/index.js';
export * from './widget/index.js';
export * from './shared/deep-frozen.js';
export * from './pricing/prepared-offers.js';
export * from './webhooks/index.js';
