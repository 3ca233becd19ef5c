import type { InsurerRater, RatedProduct, RatingOutcome, RatingRequest } from '@parasol/core';
import { TARIFFS, sandboxPremium } from './sandbox-tariff.js';

/**
 * Sandcastle Mutual's rating desk, in process: the sandbox makes no insurer call (spec: sandbox
 * and live table). It always answers, and prices every product it sells, in euros; the period is
 * a year for annual cover.
 */
export class SandboxRater implements InsurerRater {
  /** A pure function of the trip: no I/O, nothing to time out. */
  readonly inProcess = true;

  async rate(_endpoint: unknown, request: RatingRequest): Promise<RatingOutcome> {
    const period = request.trip.isAnnual ? 'year' : null;
    const products: RatedProduct[] = request.products.map(({ offerId, productCode }) => ({
      offerId,
      amountMinor: sandboxPremium(productCode, request.trip, request.days) ?? null,
      currency: 'EUR',
      isStartingPrice: TARIFFS[productCode]?.isStartingPrice ?? false,
      period,
    }));
    return { kind: 'priced', products };
  }
}
