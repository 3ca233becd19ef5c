/** @parasol/client: the typed client of Parasol's REST API (README, "Calling the API from TypeScript"). */
export * from './parasol-http-client.js';
export * from './retry-policy.js';
export type * from '@parasol/core/api-types';
export * from './coach-messages.js';
