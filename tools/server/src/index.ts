/** @parasol/server: the composition root for Node apps that embed Parasol with its defaults. */
export * from './compose/create-embedded-parasol.js';
export * from './compose/default-modules.js';
export * from './compose/funnel-from-environment.js';
export * from './compose/policy-issuers.js';
export * from './compose/webhook-loop.js';
export * from './compose/webhook-delivery-from-environment.js';
export * from './compose/composed-mongo-stores.js';
export * from './compose/composed-memory-stores.js';
