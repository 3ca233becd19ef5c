export * from './parasol-metrics.js';
export * from './observed-parasol.js';
export * from './metrics-server.js';
export * from './metrics-settings.js';
