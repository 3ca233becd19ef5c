export * from './memory-key-store.js';
export * from './memory-partner-store.js';
export * from './memory-counter-store.js';
export * from './memory-subscription-store.js';
export * from './memory-sale-store.js';
export * from './memory-checkout-store.js';
export * from './system-clock.js';
export * from './crypto-random.js';
