export * from './intents.js';
export * from './languages.js';
export * from './guarantees.js';
export * from './us-states.js';
export * from './limits.js';
export * from './currencies.js';
