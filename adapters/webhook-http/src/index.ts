export * from './http-webhook-sender.js';
export * from './destination-guard.js';
export * from './signature-headers.js';
