import type { InsurerRater, RatedProduct, RatingOutcome, RatingRequest } from '@parasol/core';
import { TARIFFS, sandboxPremiums } from './sandbox-tariff.js';

/** A yearly premium, as the rating protocol writes periods. */
const ANNUAL_PERIOD = 'P1Y';

/**
 * Sandcastle Mutual's rating desk, in process: the sandbox makes no insurer call (spec: sandbox
 * and live table). It always answers, and prices every product it sells, in euros; an annual
 * cover is charged per year, written as live insurers write it (ISO 8601 `P1Y`,
 * docs/insurer-protocol.md), so price.period reads the same in sandbox and live.
 */
export class SandboxRater implements InsurerRater {
  /** A pure function of the trip: no I/O, nothing to time out. */
  readonly inProcess = true;

  async rate(_endpoint: unknown, request: RatingRequest): Promise<RatingOutcome> {
    const period = request.trip.isAnnual ? ANNUAL_PERIOD : null;
    const premium = sandboxPremiums(request.trip, request.days);
    const products: RatedProduct[] = request.products.map(({ offerId, productCode }) => ({
      offerId,
      amountMinor: premium(productCode) ?? null,
      currency: 'EUR',
      isStartingPrice: TARIFFS[productCode]?.isStartingPrice ?? false,
      period,
    }));
    return { kind: 'priced', products };
  }
}
