import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { SUBSCRIPTION_STORE, type SubscriptionRecord, type SubscriptionStore } from '../ports/subscription-store.js';
import { AdvanceSubscription } from '../subscriptions/advance-subscription.js';
import type { FunnelResult } from './funnel-view.js';

/**
 * The embedded funnel's payment step. It has no payment provider: paying records a test payment,
 * charges nothing and books no sale, then issues the policy at once, so the subscription moves
 * presubscribed → paid → subscribed (each move by AdvanceSubscription, forward only). From then on
 * a /links call on the session rolls over to a new subscription (spec: States and transitions).
 * Paying again is an idempotent success; paying before the presubscribe form is refused, and so
 * is a live subscription: it is sold by live checkout only, never for free.
 */
@injectable()
export class SandboxPayment {
  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly store: SubscriptionStore,
    @inject(AdvanceSubscription) private readonly advance: AdvanceSubscription,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(subscriptionId: string): Promise<FunnelResult<SubscriptionRecord>> {
    const current = await this.store.get(subscriptionId);
    if (current === undefined) return { ok: false, refusal: { reason: 'not-found' } };
    // A live subscription is paid through live checkout (checkout/start-checkout.ts) or not at all: never for free.
    if (current.mode === 'live') return { ok: false, refusal: { reason: 'purchase-unavailable' } };
    if (current.stage === 'quoting') return { ok: false, refusal: { reason: 'stage', stage: current.stage } };
    if (current.stage === 'presubscribed' && this.clock.now() > current.expiresAt) return { ok: false, refusal: { reason: 'expired' } };
    let reached = current;
    for (const stage of current.stage === 'presubscribed' ? (['paid', 'subscribed'] as const) : (['subscribed'] as const)) {
      const moved = await this.advance.run(subscriptionId, stage);
      if (moved.ok) {
        reached = moved.value;
        continue;
      }
      // Refused only when a concurrent payment (a double click) moved it further first: that payment is this one.
      const now = await this.store.get(subscriptionId);
      return now?.stage === 'subscribed' ? { ok: true, value: now } : { ok: false, refusal: { reason: 'stage', stage: now?.stage ?? reached.stage } };
    }
    return { ok: true, value: reached };
  }
}
