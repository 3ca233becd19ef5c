export * from './trip-fingerprint.js';
export * from './link-transition.js';
export * from './link-settings.js';
export * from './attribution.js';
export * from './mint-link.js';
export * from './advance-subscription.js';
export * from './links-module.js';
