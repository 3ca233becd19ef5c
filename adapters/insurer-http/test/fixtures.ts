import type { InsurerEndpoint, RatingRequest } from '@parasol/core';
import { aTrip } from '@parasol/core/test-support';

/** Test data for rating: small factories, every field overridable. */

export const aRatingRequest = (overrides: Partial<RatingRequest> = {}): RatingRequest => ({
  trip: aTrip(),
  days: 10,
  currency: 'EUR',
  products: [
    { offerId: 101, productCode: 'ESSENTIAL' },
    { offerId: 102, productCode: 'PREMIUM' },
  ],
  ...overrides,
});

export const anEndpoint = (ratingUrl: string, timeoutMs = 2000): InsurerEndpoint => ({ insurerId: 'sim', ratingUrl, timeoutMs });

/** A signal that never aborts: the quote's deadline is not what a test is about. */
export const noDeadline = (): AbortSignal => new AbortController().signal;
