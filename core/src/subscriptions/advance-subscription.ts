import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { StorageUnavailableError } from '../ports/storage-unavailable.js';
import { SUBSCRIPTION_STAGES, SUBSCRIPTION_STORE, type SubscriptionRecord, type SubscriptionStage, type SubscriptionStore } from '../ports/subscription-store.js';
import type { IssuedPolicy } from '../ports/policy-issuer.js';
import { fail, ok, type Result } from '../shared/result.js';

const MAX_RACE_RETRIES = 8;
const rank = (stage: SubscriptionStage): number => SUBSCRIPTION_STAGES.indexOf(stage);

/**
 * Moves a subscription through the funnel's stages, quoting → presubscribed → paid → subscribed,
 * forward only (spec: moves are the traveller's, in the funnel). A stage already reached is an
 * idempotent success (a funnel may report a payment twice); an earlier stage is refused with
 * STAGE_NOT_FORWARD. Jumps forward are allowed, since an external funnel may report only the final
 * stage. Called by the embedded funnel's pages, and by internal services through the admin API.
 */
@injectable()
export class AdvanceSubscription {
  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly store: SubscriptionStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `policy`, when given, is written with the move (the issued policy arrives with `subscribed`); an idempotent repeat leaves the stored one. */
  async run(subscriptionId: string, to: SubscriptionStage, policy?: IssuedPolicy): Promise<Result<SubscriptionRecord>> {
    for (let attempt = 0; attempt <= MAX_RACE_RETRIES; attempt++) {
      const current = await this.store.get(subscriptionId);
      if (current === undefined) return fail('SUBSCRIPTION_NOT_FOUND', `No subscription ${subscriptionId}.`);
      if (rank(to) === rank(current.stage)) return ok(current);
      if (rank(to) < rank(current.stage)) {
        return fail('STAGE_NOT_FORWARD', `Subscription ${subscriptionId} is ${current.stage}; stages only move forward (${SUBSCRIPTION_STAGES.join(' → ')}).`);
      }
      const next: SubscriptionRecord = { ...current, ...(policy ? { policy } : {}), stage: to, updatedAt: this.clock.now(), version: current.version + 1 };
      if (await this.store.replace(next, current.version)) return ok(next);
    }
    throw new StorageUnavailableError(`subscription ${subscriptionId} changed by ${MAX_RACE_RETRIES + 1} concurrent calls in a row`);
  }
}
