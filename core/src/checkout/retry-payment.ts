import { inject, injectable } from 'inversify';
import type { StoredCheckout } from '../ports/checkout-store.js';
import { CarryOutCheckoutEffects } from './carry-out-checkout-effects.js';
import type { CheckoutUseResult } from './checkout-refusal.js';
import { bySubscriptionId, RecordCheckoutEvent } from './record-checkout-event.js';

/**
 * The traveller asks to pay again after a decline: the next attempt's payment page, created by
 * its `charge` (a new idempotency key). The form names the attempt it retries, so a double
 * click or an old tab opens one attempt, not two.
 */
@injectable()
export class RetryPayment {
  constructor(
    @inject(RecordCheckoutEvent) private readonly record: RecordCheckoutEvent,
    @inject(CarryOutCheckoutEffects) private readonly runner: CarryOutCheckoutEffects,
  ) {}

  async run(subscriptionId: string, attempt: number): Promise<CheckoutUseResult<StoredCheckout>> {
    const recorded = await this.record.run(bySubscriptionId(subscriptionId), { type: 'retry_requested', attempt });
    if (recorded === undefined) return { ok: false, refusal: { reason: 'no-checkout' } };
    const ran = await this.runner.run(recorded.stored.checkout.checkoutId);
    return { ok: true, value: ran ?? recorded.stored };
  }
}
