import { inject, injectable } from 'inversify';
import { CHECKOUT_STORE, type CheckoutStore, type StoredCheckout } from '../ports/checkout-store.js';
import { PAYMENT_PROVIDER, type PaymentNotification, type PaymentProvider } from '../ports/payment-provider.js';
import type { CheckoutEvent } from './checkout-event.js';
import { CarryOutCheckoutEffects } from './carry-out-checkout-effects.js';
import { byPaymentId, RecordCheckoutEvent } from './record-checkout-event.js';

/** What a webhook delivery is answered: `refused` (400: not from the provider), else `accepted` (200, duplicates included). */
export type WebhookAnswer = { readonly outcome: 'refused'; readonly refusal: string } | { readonly outcome: 'accepted'; readonly checkoutId: string | null; readonly moved: boolean };

/**
 * Records what the provider says of a payment, from either of its two messengers: the traveller's
 * return from the payment page (confirmed by retrieving the payment: the URL alone proves
 * nothing) and the signed webhook. Either may come first, twice, or both at once: the event names
 * its payment, so the second is `ignored` by the state machine, and the store's compare-and-set
 * makes the racing one read again and find it so. After a change the checkout's effects run
 * (issuance after a capture).
 */
@injectable()
export class RecordPaymentOutcome {
  constructor(
    @inject(CHECKOUT_STORE) private readonly store: CheckoutStore,
    @inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @inject(RecordCheckoutEvent) private readonly record: RecordCheckoutEvent,
    @inject(CarryOutCheckoutEffects) private readonly runner: CarryOutCheckoutEffects,
  ) {}

  /**
   * The traveller is back from the payment page of `paymentId`: the payment as the provider sees
   * it now, recorded. Undefined for a payment of no checkout. A payment still open (the webhook
   * not yet in, or the traveller left the page) changes nothing: the page shows it as processing.
   */
  async fromReturn(paymentId: string): Promise<StoredCheckout | undefined> {
    const stored = await this.store.byPayment(paymentId);
    if (stored === undefined) return undefined;
    const seen = await this.payments.retrievePayment(paymentId);
    // The provider unreachable: what is stored stands; the page polls, and the webhook will tell.
    if (!seen.ok) return (await this.runner.run(stored.checkout.checkoutId)) ?? stored;
    const payment = seen.value;
    const event: CheckoutEvent | undefined =
      payment.status === 'paid'
        ? { type: 'payment_succeeded', paymentId, amount: payment.amount }
        : payment.status === 'expired'
          ? { type: 'payment_expired', paymentId }
          : payment.declineCode !== null
            ? { type: 'payment_declined', paymentId, declineCode: payment.declineCode }
            : undefined;
    if (event !== undefined) await this.record.run(byPaymentId(paymentId), event);
    return (await this.runner.run(stored.checkout.checkoutId)) ?? stored;
  }

  /** A webhook delivery: verified over its raw body, then recorded like a return. */
  async fromWebhook(rawBody: Uint8Array | string, signatureHeader: string | undefined): Promise<WebhookAnswer> {
    const reading = await this.payments.readWebhook(rawBody, signatureHeader);
    if (!reading.ok) return { outcome: 'refused', refusal: reading.refusal };
    const event = eventOf(reading.notification);
    if (event === undefined || reading.notification.type === 'other') return { outcome: 'accepted', checkoutId: null, moved: false };
    const recorded = await this.record.run(byPaymentId(event.paymentId), event);
    // A payment of no checkout here (another service's, on a shared account): nothing to act on.
    if (recorded === undefined) return { outcome: 'accepted', checkoutId: null, moved: false };
    const checkoutId = recorded.stored.checkout.checkoutId;
    await this.runner.run(checkoutId);
    return { outcome: 'accepted', checkoutId, moved: recorded.step.outcome === 'moved' };
  }
}

const eventOf = (notification: PaymentNotification): (CheckoutEvent & { readonly paymentId: string }) | undefined => {
  switch (notification.type) {
    case 'payment_succeeded':
      return { type: 'payment_succeeded', paymentId: notification.paymentId, amount: notification.amount };
    case 'payment_declined':
      return { type: 'payment_declined', paymentId: notification.paymentId, declineCode: notification.declineCode };
    case 'payment_expired':
      return { type: 'payment_expired', paymentId: notification.paymentId };
    case 'other':
      return undefined;
  }
};
