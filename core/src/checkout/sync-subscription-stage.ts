import { inject, injectable } from 'inversify';
import { SUBSCRIPTION_STORE, SUBSCRIPTION_STAGES, type SubscriptionStage, type SubscriptionStore } from '../ports/subscription-store.js';
import { AdvanceSubscription } from '../subscriptions/advance-subscription.js';
import type { Checkout } from './checkout.js';

/** The subscription stage a checkout has earned: paid once money is captured, subscribed once the policy is issued. */
const stageOf = (checkout: Checkout): SubscriptionStage | undefined =>
  checkout.state.kind === 'issued' ? 'subscribed' : checkout.capturedPaymentId !== null ? 'paid' : undefined;

/**
 * Moves the subscription forward to what its checkout has reached (presubscribed → paid →
 * subscribed, through AdvanceSubscription). Called after every stored change; a stage already
 * passed is left alone, since stages never go back (a refunded subscription stays paid, its
 * checkout says why).
 */
@injectable()
export class SyncSubscriptionStage {
  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly subscriptions: SubscriptionStore,
    @inject(AdvanceSubscription) private readonly advance: AdvanceSubscription,
  ) {}

  async run(checkout: Checkout): Promise<void> {
    const wanted = stageOf(checkout);
    if (wanted === undefined) return;
    const current = await this.subscriptions.get(checkout.subscriptionId);
    if (current === undefined || SUBSCRIPTION_STAGES.indexOf(current.stage) >= SUBSCRIPTION_STAGES.indexOf(wanted)) return;
    await this.advance.run(checkout.subscriptionId, wanted);
  }
}
