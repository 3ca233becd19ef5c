export * from './http-insurer-rater.js';
export * from './http-policy-issuer.js';
