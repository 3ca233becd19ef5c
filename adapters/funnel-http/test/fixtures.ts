import type { FunnelQuote } from '@parasol/core';
import { aTrip } from '@parasol/core/test-support';
import { HttpQuoteFunnel, type HttpQuoteFunnelOptions } from '../src/index.js';

/** Test data for the funnel client: small factories, every field overridable. */

/** A token shaped like a real one; tests look for it in details and log lines. */
export const TOKEN = 'fnl_live_Zq8xW3kPq9LmT2vR7sY4';

export const aFunnelQuote = (overrides: Partial<FunnelQuote> = {}): FunnelQuote => ({
  subscriptionId: 'sub_7hQk2mN9pXw4',
  ref: 'acme-main1234',
  trip: aTrip(),
  language: 'fr',
  offerId: 101,
  ...overrides,
});

export const aFunnel = (apiBaseUrl: string, overrides: Partial<HttpQuoteFunnelOptions> = {}): HttpQuoteFunnel =>
  new HttpQuoteFunnel({ apiBaseUrl, travellerBaseUrl: 'https://go.funnel.example', token: TOKEN, timeoutMs: 2000, ...overrides });
