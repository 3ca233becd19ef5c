export * from './http-insurer-rater.js';
