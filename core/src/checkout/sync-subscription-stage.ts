import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { StorageUnavailableError } from '../ports/storage-unavailable.js';
import { SUBSCRIPTION_STORE, SUBSCRIPTION_STAGES, type SubscriptionStage, type SubscriptionStore } from '../ports/subscription-store.js';
import { AdvanceSubscription } from '../subscriptions/advance-subscription.js';
import type { Checkout } from './checkout.js';

const MAX_RACE_RETRIES = 8;

/** The subscription stage a checkout has earned: paid once money is captured, subscribed once the policy is issued. */
const stageOf = (checkout: Checkout): SubscriptionStage | undefined =>
  checkout.state.kind === 'issued' ? 'subscribed' : checkout.capturedPaymentId !== null ? 'paid' : undefined;

/** Whether the purchase is off: abandoned before payment, or its payment being (or been) refunded, for whatever reason. */
const isCancelled = (checkout: Checkout): boolean => checkout.state.kind === 'abandoned' || checkout.state.kind === 'refunding' || checkout.state.kind === 'refunded';

/**
 * Moves the subscription forward to what its checkout has reached (presubscribed → paid →
 * subscribed, through AdvanceSubscription), and marks it cancelled (`cancelledAt`, which records
 * its subscription.cancelled webhook event) once the purchase is off. Called after every stored
 * change; a stage already passed is left alone, since stages never go back (a refunded
 * subscription stays paid, its checkout says why).
 */
@injectable()
export class SyncSubscriptionStage {
  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly subscriptions: SubscriptionStore,
    @inject(AdvanceSubscription) private readonly advance: AdvanceSubscription,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(checkout: Checkout): Promise<void> {
    const wanted = stageOf(checkout);
    if (wanted !== undefined) {
      const current = await this.subscriptions.get(checkout.subscriptionId);
      if (current !== undefined && SUBSCRIPTION_STAGES.indexOf(current.stage) < SUBSCRIPTION_STAGES.indexOf(wanted)) await this.advance.run(checkout.subscriptionId, wanted);
    }
    if (isCancelled(checkout)) await this.markCancelled(checkout.subscriptionId);
  }

  private async markCancelled(subscriptionId: string): Promise<void> {
    for (let attempt = 0; attempt <= MAX_RACE_RETRIES; attempt++) {
      const current = await this.subscriptions.get(subscriptionId);
      if (current === undefined || current.cancelledAt !== undefined) return;
      const now = this.clock.now();
      if (await this.subscriptions.replace({ ...current, cancelledAt: now, updatedAt: now, version: current.version + 1 }, current.version)) return;
    }
    throw new StorageUnavailableError(`subscription ${subscriptionId} changed by ${MAX_RACE_RETRIES + 1} concurrent calls in a row`);
  }
}
