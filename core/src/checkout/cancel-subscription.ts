import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import type { StoredCheckout } from '../ports/checkout-store.js';
import { CarryOutCheckoutEffects } from './carry-out-checkout-effects.js';
import type { CheckoutUseResult } from './checkout-refusal.js';
import { bySubscriptionId, RecordCheckoutEvent } from './record-checkout-event.js';

/**
 * The traveller (from the confirmation page) or an operator (`parasol admin cancel-subscription`)
 * cancels a subscription's purchase. Within the cooling-off window after issuance the policy is
 * cancelled at the insurer, the sale reversed and the premium refunded; before any capture the
 * checkout is abandoned. Refused after the window, and while the policy is being issued. Asking
 * twice is harmless: the second finds the checkout refunding and is ignored.
 */
@injectable()
export class CancelSubscription {
  constructor(
    @inject(RecordCheckoutEvent) private readonly record: RecordCheckoutEvent,
    @inject(CarryOutCheckoutEffects) private readonly runner: CarryOutCheckoutEffects,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(subscriptionId: string, by: 'traveller' | 'operator'): Promise<CheckoutUseResult<StoredCheckout>> {
    const recorded = await this.record.run(bySubscriptionId(subscriptionId), { type: 'cancellation_requested', at: this.clock.now(), by });
    if (recorded === undefined) return { ok: false, refusal: { reason: 'no-checkout' } };
    if (recorded.step.outcome === 'refused') return { ok: false, refusal: { reason: 'refused', refusal: recorded.step.refusal } };
    const ran = await this.runner.run(recorded.stored.checkout.checkoutId);
    return { ok: true, value: ran ?? recorded.stored };
  }
}
