/** Public surface of @parasol/core (the embedding facade is added in api/create-parasol.ts). */
export * from './reference/index.js';
export * from './errors/error-catalogue.js';
export * from './shared/result.js';
export * from './trip/trip.js';
export * from './auth/api-key.js';
export * from './api/operation.js';
export * from './ports/clock.js';
export * from './ports/random.js';
export * from './ports/key-store.js';
export * from './ports/partner-store.js';
export * from './ports/counter-store.js';
export * from './ports/insurer-rater.js';
export * from './ports/fx-rates.js';
export * from './ports/card-data.js';
export * from './ports/country-facts.js';
export * from './api/requests.js';
export * from './money/index.js';
