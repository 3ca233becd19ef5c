/** @parasol/client: the typed client of Parasol's REST API (README, "Calling the API from TypeScript"), and webhook verification (README, "Receiving webhooks"). */
export * from './parasol-http-client.js';
export * from './retry-policy.js';
export * from './verify-webhook.js';
export type * from './generated/api-types.js';
export { API_OPERATIONS } from './generated/api-types.js';
export * from './api-error.js';
export { signRequest, type RequestToSign } from './sign-request.js';
export * from './coach-messages.js';
