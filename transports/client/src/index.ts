/** @parasol/client: the typed client of Parasol's REST API (README, "Calling the API from TypeScript"), and webhook verification (README, "Receiving webhooks"). */
export * from './parasol-http-client.js';
export * from './retry-policy.js';
export * from './verify-webhook.js';
export type * from '@parasol/core/api-types';
export * from './coach-messages.js';
