export * from './embedded-quote-funnel.js';
