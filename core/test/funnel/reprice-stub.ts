import type { Result, SubscriptionRecord } from '@parasol/core';
import type { QuoteResponse, RepriceSubscription } from '@parasol/core/internal';

/** Offer ids that price now, or a pricing failure: a stand-in for RepriceSubscription (PriceTrip is tested on its own). */
export const repricing = (answer: readonly number[] | 'timeout' | 'unavailable') =>
  ({
    calls: 0,
    async run(_subscription: SubscriptionRecord): Promise<Result<QuoteResponse>> {
      this.calls++;
      if (answer === 'timeout') return { ok: false, failure: { code: 'PRICING_TIMEOUT' } };
      if (answer === 'unavailable') return { ok: false, failure: { code: 'PRICING_UNAVAILABLE' } };
      return { ok: true, value: { offers: answer.map((id) => ({ id })), meta: {} } as unknown as QuoteResponse };
    },
  }) as RepriceSubscription & { calls: number };
