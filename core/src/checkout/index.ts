export * from './checkout-values.js';
export * from './checkout.js';
export * from './checkout-effect.js';
export * from './checkout-event.js';
export * from './checkout-transition.js';
