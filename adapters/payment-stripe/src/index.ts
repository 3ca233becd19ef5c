export * from './stripe-settings.js';
export * from './stripe-payment-provider.js';
export * from './stripe-failure.js';
