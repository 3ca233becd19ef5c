export * from './static-fx-rates.js';
export * from './http-fx-rates.js';
