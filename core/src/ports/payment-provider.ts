/**
 * Takes the traveller's money for a checkout (docs/checkout.md, "The payment port"). The Stripe
 * adapter (adapters/payment-stripe) speaks Stripe Checkout Sessions; payments-sim speaks the same
 * protocol on the loopback. Every method answers a value: a provider's refusal or outage is an
 * outcome, never a rejection. The contract: conformance/port-contracts/src/payment-provider-contract.ts.
 */

/** Integer minor units of an ISO 4217 currency, the charge currency. */
export interface PaymentAmount {
  readonly amountMinor: number;
  readonly currency: string;
}

export interface CreatePaymentRequest {
  /** The checkout this payment attempt belongs to; reported back on the payment and its events. */
  readonly checkoutId: string;
  readonly subscriptionId: string;
  /** The same key creates the same payment once, however often it is sent (core: paymentIdempotencyKey). */
  readonly idempotencyKey: string;
  readonly amount: PaymentAmount;
  /** What the traveller's statement and payment page say is bought. */
  readonly description: string;
  /** Where the traveller returns after paying; `{PAYMENT_ID}` is replaced by the payment's id. */
  readonly successUrl: string;
  /** Where the traveller returns after giving up on the payment page. */
  readonly cancelUrl: string;
  /** The payment page's language (one of the funnel's), when the provider has it. */
  readonly locale?: string;
}

export interface CreatedPayment {
  readonly paymentId: string;
  /** The provider's hosted payment page, where the traveller is sent. */
  readonly payUrl: string;
  /** Epoch ms after which the page no longer takes a payment. */
  readonly expiresAt: number;
}

export type PaymentStatus =
  /** Not paid yet (the traveller is on the page, or left it). */
  | 'open'
  /** Captured: the money is taken. */
  | 'paid'
  /** The page expired unpaid. */
  | 'expired';

export interface PaymentView {
  readonly paymentId: string;
  readonly checkoutId: string;
  readonly status: PaymentStatus;
  readonly amount: PaymentAmount;
  /** The last card refusal on this payment (`card_declined`, `insufficient_funds`, ...), null when none. */
  readonly declineCode: string | null;
}

export interface RefundRequest {
  readonly paymentId: string;
  /** One refund per key (core: refundIdempotencyKey). */
  readonly idempotencyKey: string;
}

export interface RefundView {
  readonly refundId: string;
  readonly paymentId: string;
  readonly status: 'succeeded' | 'pending' | 'failed';
  readonly amount: PaymentAmount;
}

/** Why a call did not do what it asked. */
export type PaymentFailure =
  /** The provider could not be reached, timed out or failed (5xx): try again later with the same key. */
  | { readonly kind: 'unavailable'; readonly detail: string }
  /** The provider refused the request as asked (4xx): trying again the same way will not help. */
  | { readonly kind: 'refused'; readonly code: string; readonly detail: string }
  | { readonly kind: 'not_found'; readonly detail: string };

export type PaymentOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: PaymentFailure };

/** A provider notification, verified and read. Its `eventId` is unique per notification, the same on a redelivery. */
export type PaymentNotification =
  | { readonly type: 'payment_succeeded'; readonly eventId: string; readonly paymentId: string; readonly checkoutId: string; readonly amount: PaymentAmount }
  | { readonly type: 'payment_expired'; readonly eventId: string; readonly paymentId: string; readonly checkoutId: string }
  | { readonly type: 'payment_declined'; readonly eventId: string; readonly paymentId: string; readonly checkoutId: string; readonly declineCode: string }
  /** A genuine notification of a kind checkouts do not act on. */
  | { readonly type: 'other'; readonly eventId: string; readonly providerType: string };

export type WebhookReading =
  | { readonly ok: true; readonly notification: PaymentNotification }
  /** Not from the provider (no or a wrong signature, too old) or unreadable: answer 400, act on nothing. */
  | { readonly ok: false; readonly refusal: string };

export interface PaymentProvider {
  /** Creates (or, for a known idempotency key, finds again) a payment attempt and its hosted page. */
  createPayment(request: CreatePaymentRequest): Promise<PaymentOutcome<CreatedPayment>>;
  /** The payment as the provider sees it now: how a return to the success page is confirmed. */
  retrievePayment(paymentId: string): Promise<PaymentOutcome<PaymentView>>;
  /** Refunds a captured payment in full; the same key refunds once and answers the same refund. */
  refundPayment(request: RefundRequest): Promise<PaymentOutcome<RefundView>>;
  /** Verifies a webhook's signature over its raw body and reads it. */
  readWebhook(rawBody: Uint8Array | string, signatureHeader: string | undefined): Promise<WebhookReading>;
}
export const PAYMENT_PROVIDER = Symbol.for('parasol.PaymentProvider');
