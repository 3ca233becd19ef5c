import Stripe from 'stripe';
import type {
  CreatedPayment,
  CreatePaymentRequest,
  PaymentAmount,
  PaymentNotification,
  PaymentOutcome,
  PaymentProvider,
  PaymentStatus,
  PaymentView,
  RefundRequest,
  RefundView,
  WebhookReading,
} from '@parasol/core';
import { paymentFailureOf } from './stripe-failure.js';
import { readApiBase, type StripeSettings } from './stripe-settings.js';

/**
 * The payment port on Stripe Checkout Sessions (docs/decisions/0181-payments-stripe-checkout-sessions-through-the-official.md):
 * a payment is a Checkout Session, its id (`cs_…`) the port's paymentId; the traveller pays on
 * Stripe's hosted page and comes back to the success or cancel URL. Amounts are Stripe's
 * "smallest currency unit", which are the ISO 4217 minor units Parasol keeps for every currency
 * it charges in (docs/checkout.md notes Stripe's few exceptions).
 */
export class StripePaymentProvider implements PaymentProvider {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: settings.timeoutMs ?? 10_000,
      telemetry: false,
      appInfo: { name: 'parasol' },
      ...(settings.apiBase === undefined ? {} : readApiBase(settings.apiBase)),
    });
  }

  async createPayment(request: CreatePaymentRequest): Promise<PaymentOutcome<CreatedPayment>> {
    const metadata = { checkout_id: request.checkoutId, subscription_id: request.subscriptionId };
    return attempt(async () => {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.checkoutId,
          success_url: request.successUrl.replaceAll('{PAYMENT_ID}', '{CHECKOUT_SESSION_ID}'),
          cancel_url: request.cancelUrl.replaceAll('{PAYMENT_ID}', '{CHECKOUT_SESSION_ID}'),
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.amount.currency.toLowerCase(), unit_amount: request.amount.amountMinor, product_data: { name: request.description } },
            },
          ],
          metadata,
          payment_intent_data: { metadata },
          ...(request.locale === undefined ? {} : { locale: request.locale as Stripe.Checkout.SessionCreateParams.Locale }),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (session.url === null) throw new Error(`Stripe created checkout session ${session.id} without a url`);
      return { paymentId: session.id, payUrl: session.url, expiresAt: session.expires_at * 1000 };
    });
  }

  async retrievePayment(paymentId: string): Promise<PaymentOutcome<PaymentView>> {
    return attempt(async () => {
      const session = await this.stripe.checkout.sessions.retrieve(paymentId, { expand: ['payment_intent'] });
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const lastError = intent?.last_payment_error ?? null;
      return {
        paymentId: session.id,
        checkoutId: session.client_reference_id ?? '',
        status: statusOf(session),
        amount: amountOf(session.amount_total ?? 0, session.currency ?? ''),
        declineCode: lastError === null ? null : (lastError.decline_code ?? lastError.code ?? 'card_declined'),
      };
    });
  }

  async refundPayment(request: RefundRequest): Promise<PaymentOutcome<RefundView>> {
    // A Checkout Session is refunded through its PaymentIntent: one read, then the refund under
    // the caller's key (so a repeated call answers the same refund).
    const found = await attempt(() => this.stripe.checkout.sessions.retrieve(request.paymentId));
    if (!found.ok) return found;
    const intent = found.value.payment_intent;
    const intentId = typeof intent === 'string' ? intent : intent?.id;
    if (intentId === undefined || found.value.payment_status !== 'paid') {
      return { ok: false, failure: { kind: 'refused', code: 'not_paid', detail: `payment ${request.paymentId} has taken no money to refund` } };
    }
    return attempt(async () => {
      const refund = await this.stripe.refunds.create({ payment_intent: intentId, metadata: { payment_id: request.paymentId } }, { idempotencyKey: request.idempotencyKey });
      return { refundId: refund.id, paymentId: request.paymentId, status: refundStatusOf(refund.status), amount: amountOf(refund.amount, refund.currency) };
    });
  }

  async readWebhook(rawBody: Uint8Array | string, signatureHeader: string | undefined): Promise<WebhookReading> {
    if (signatureHeader === undefined || signatureHeader === '') return { ok: false, refusal: 'no Stripe-Signature header' };
    let event: Stripe.Event;
    try {
      const payload = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
      event = this.stripe.webhooks.constructEvent(payload, signatureHeader, this.settings.webhookSecret);
    } catch (e) {
      return { ok: false, refusal: e instanceof Error ? e.message : String(e) };
    }
    return { ok: true, notification: notificationOf(event) };
  }
}

/** Runs one SDK call; Stripe's errors become the port's failures. */
async function attempt<T>(call: () => Promise<T>): Promise<PaymentOutcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (e) {
    return { ok: false, failure: paymentFailureOf(e) };
  }
}

const statusOf = (session: Stripe.Checkout.Session): PaymentStatus => {
  if (session.payment_status === 'paid') return 'paid';
  return session.status === 'expired' ? 'expired' : 'open';
};

const refundStatusOf = (status: string | null): RefundView['status'] => {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
};

const amountOf = (amountMinor: number, currency: string): PaymentAmount => ({ amountMinor, currency: currency.toUpperCase() });

/** The Stripe events a checkout acts on; every other verified event is `other`. */
function notificationOf(event: Stripe.Event): PaymentNotification {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // `completed` with payment_status unpaid is a delayed method still running: its outcome comes later.
      if (session.payment_status !== 'paid') break;
      return { type: 'payment_succeeded', eventId: event.id, paymentId: session.id, checkoutId: session.client_reference_id ?? '', amount: amountOf(session.amount_total ?? 0, session.currency ?? '') };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return { type: 'payment_declined', eventId: event.id, paymentId: session.id, checkoutId: session.client_reference_id ?? '', declineCode: 'async_payment_failed' };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return { type: 'payment_expired', eventId: event.id, paymentId: session.id, checkoutId: session.client_reference_id ?? '' };
    }
    default:
      break;
  }
  return { type: 'other', eventId: event.id, providerType: event.type };
}
