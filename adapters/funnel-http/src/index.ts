export * from './http-quote-funnel.js';
export type { HttpQuoteFunnelOptions } from './funnel-settings.js';
