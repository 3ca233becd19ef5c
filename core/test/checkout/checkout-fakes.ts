import type {
  CheckoutStore,
  CreatedPayment,
  CreatePaymentRequest,
  PaymentNotification,
  PaymentOutcome,
  PaymentProvider,
  PaymentView,
  RefundRequest,
  RefundView,
  StoredCheckout,
  WebhookReading,
} from '@parasol/core';

/** A checkout store as simple as can be: a map by subscription, compare-and-set on version (the adapters pass the contract). */
export class FakeCheckoutStore implements CheckoutStore {
  readonly rows = new Map<string, StoredCheckout>();
  async create(stored: StoredCheckout) {
    if (this.rows.has(stored.checkout.subscriptionId) || (await this.get(stored.checkout.checkoutId))) return false;
    this.rows.set(stored.checkout.subscriptionId, structuredClone(stored));
    return true;
  }
  async get(checkoutId: string) {
    return [...this.rows.values()].find((r) => r.checkout.checkoutId === checkoutId);
  }
  async bySubscription(subscriptionId: string) {
    return this.rows.get(subscriptionId);
  }
  async byPayment(paymentId: string) {
    return [...this.rows.values()].find((r) => r.pages.some((p) => p.paymentId === paymentId));
  }
  async replace(stored: StoredCheckout, expectedVersion: number) {
    const current = this.rows.get(stored.checkout.subscriptionId);
    if (!current || current.version !== expectedVersion || stored.version !== expectedVersion + 1) return false;
    this.rows.set(stored.checkout.subscriptionId, structuredClone(stored));
    return true;
  }
}

interface FakePayment {
  readonly paymentId: string;
  readonly request: CreatePaymentRequest;
  status: 'open' | 'paid' | 'expired';
  declineCode: string | null;
}

/**
 * A payment provider in memory that also plays the traveller (pay, decline). A webhook is the
 * notification as JSON, signed by the header `ok`. `failNext` makes the next calls unavailable.
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly payments = new Map<string, FakePayment>();
  readonly byKey = new Map<string, string>();
  readonly refunds = new Map<string, RefundView>();
  readonly refundCalls: string[] = [];
  failNext = 0;

  async createPayment(request: CreatePaymentRequest): Promise<PaymentOutcome<CreatedPayment>> {
    if (this.failNext > 0 && this.failNext--) return { ok: false, failure: { kind: 'unavailable', detail: 'down' } };
    let paymentId = this.byKey.get(request.idempotencyKey);
    if (paymentId === undefined) {
      paymentId = `cs_test_${this.payments.size + 1}`;
      this.byKey.set(request.idempotencyKey, paymentId);
      this.payments.set(paymentId, { paymentId, request, status: 'open', declineCode: null });
    }
    return { ok: true, value: { paymentId, payUrl: `https://pay.example/${paymentId}`, expiresAt: 0 } };
  }

  async retrievePayment(paymentId: string): Promise<PaymentOutcome<PaymentView>> {
    const p = this.payments.get(paymentId);
    if (!p) return { ok: false, failure: { kind: 'not_found', detail: paymentId } };
    return { ok: true, value: { paymentId, checkoutId: p.request.checkoutId, status: p.status, amount: p.request.amount, declineCode: p.declineCode } };
  }

  async refundPayment(request: RefundRequest): Promise<PaymentOutcome<RefundView>> {
    this.refundCalls.push(request.paymentId);
    if (this.failNext > 0 && this.failNext--) return { ok: false, failure: { kind: 'unavailable', detail: 'down' } };
    const done = this.refunds.get(request.idempotencyKey);
    if (done) return { ok: true, value: done };
    const p = this.payments.get(request.paymentId)!;
    const refund: RefundView = { refundId: `re_${this.refunds.size + 1}`, paymentId: p.paymentId, status: 'succeeded', amount: p.request.amount };
    this.refunds.set(request.idempotencyKey, refund);
    return { ok: true, value: refund };
  }

  async readWebhook(rawBody: Uint8Array | string, signatureHeader: string | undefined): Promise<WebhookReading> {
    if (signatureHeader !== 'ok') return { ok: false, refusal: 'bad signature' };
    return { ok: true, notification: JSON.parse(String(rawBody)) as PaymentNotification };
  }

  /** The traveller pays `paymentId` on its page; answers the webhook body the provider would send. */
  pay(paymentId: string): string {
    const p = this.payments.get(paymentId)!;
    p.status = 'paid';
    return JSON.stringify({ type: 'payment_succeeded', eventId: `evt_${paymentId}`, paymentId, checkoutId: p.request.checkoutId, amount: p.request.amount });
  }

  decline(paymentId: string, code = 'card_declined'): void {
    this.payments.get(paymentId)!.declineCode = code;
  }
}
