export * from './http-quote-funnel.js';
export type { FunnelCallObservation, HttpQuoteFunnelOptions } from './funnel-settings.js';
