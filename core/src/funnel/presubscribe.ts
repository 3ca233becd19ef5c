import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { StorageUnavailableError } from '../ports/storage-unavailable.js';
import { SUBSCRIPTION_STORE, type SubscriptionRecord, type SubscriptionStore } from '../ports/subscription-store.js';
import type { FunnelResult } from './funnel-view.js';
import { RepriceSubscription } from './reprice-subscription.js';
import { repriceRefusal } from './reprice-refusal.js';

const MAX_RACE_RETRIES = 8;

/**
 * The traveller sends the presubscribe form: quoting → presubscribed, recording the chosen offer
 * on the subscription (its `offerId`), so that the payment step and the confirmation name what was
 * chosen, whatever a url says. The offer must still price for the trip now. Sending the same
 * choice again is an idempotent success (a double click); any other move from a later stage is
 * refused, as stages only go forward (subscriptions/advance-subscription.ts moves the rest).
 * A compare-and-set, retried when a concurrent change got there first.
 */
@injectable()
export class Presubscribe {
  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly store: SubscriptionStore,
    @inject(RepriceSubscription) private readonly reprice: RepriceSubscription,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(subscriptionId: string, offerId: number): Promise<FunnelResult<SubscriptionRecord>> {
    for (let attempt = 0; attempt <= MAX_RACE_RETRIES; attempt++) {
      const current = await this.store.get(subscriptionId);
      if (current === undefined) return { ok: false, refusal: { reason: 'not-found' } };
      if (current.stage === 'presubscribed' && current.offerId === offerId) return { ok: true, value: current };
      if (current.stage !== 'quoting') return { ok: false, refusal: { reason: 'stage', stage: current.stage } };
      const now = this.clock.now();
      if (now > current.expiresAt) return { ok: false, refusal: { reason: 'expired' } };
      const priced = await this.reprice.run(current);
      if (!priced.ok) return { ok: false, refusal: repriceRefusal(priced.failure) };
      if (!priced.value.offers.some((o) => o.id === offerId)) return { ok: false, refusal: { reason: 'offer-unavailable' } };
      const next: SubscriptionRecord = { ...current, stage: 'presubscribed', offerId, updatedAt: now, version: current.version + 1 };
      if (await this.store.replace(next, current.version)) return { ok: true, value: next };
    }
    throw new StorageUnavailableError(`subscription ${subscriptionId} changed by ${MAX_RACE_RETRIES + 1} concurrent calls in a row`);
  }
}
