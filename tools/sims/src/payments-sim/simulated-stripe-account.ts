import type { CardOutcome } from './test-cards.js';

/** Stripe's objects as the API answers them, the fields the adapter and the SDK read (and a few more for realism). */
export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  status: 'requires_payment_method' | 'succeeded';
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
}

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  status: 'succeeded';
}

export interface SessionRequest {
  readonly amount: number;
  readonly currency: string;
  readonly successUrl: string;
  readonly cancelUrl: string | null;
  readonly clientReferenceId: string | null;
  readonly locale: string | null;
  readonly metadata: Record<string, string>;
  readonly paymentIntentMetadata: Record<string, string>;
}

/** An API refusal in Stripe's shape: `{error: {type, code, message, decline_code?, param?}}` with its HTTP status. */
export interface StripeErrorAnswer {
  readonly status: number;
  readonly error: { type: string; code?: string; decline_code?: string; message: string; param?: string };
}

/** What a page or API call changed that Stripe would tell the endpoint about. */
export interface AccountEvent {
  readonly type: string;
  readonly object: CheckoutSessionObject | PaymentIntentObject | RefundObject;
}

const SESSION_LIFETIME_SECONDS = 24 * 3600;

/**
 * The simulated Stripe account: checkout sessions, their payment intents and refunds, in memory.
 * Ids are sequential (`cs_test_sim1`, `pi_sim1`, ...) so runs are reproducible; `now` is the
 * simulator's clock. Each change returns the events Stripe would send for it.
 */
export class SimulatedStripeAccount {
  private readonly sessions = new Map<string, CheckoutSessionObject>();
  private readonly intents = new Map<string, PaymentIntentObject>();
  private readonly refundsByIntent = new Map<string, RefundObject>();
  private next = 0;
  private payPageBase = '';

  constructor(private readonly now: () => number) {}

  /** Where the hosted pages are served (the simulator's own address, known once it listens). */
  setPayPageBase(base: string): void {
    this.payPageBase = base;
  }

  private id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  createSession(request: SessionRequest): CheckoutSessionObject {
    const id = this.id('cs_test_sim');
    const session: CheckoutSessionObject = {
      id,
      object: 'checkout.session',
      amount_subtotal: request.amount,
      amount_total: request.amount,
      cancel_url: request.cancelUrl,
      client_reference_id: request.clientReferenceId,
      created: this.seconds(),
      currency: request.currency,
      expires_at: this.seconds() + SESSION_LIFETIME_SECONDS,
      livemode: false,
      locale: request.locale,
      metadata: request.metadata,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: request.successUrl,
      url: `${this.payPageBase}/pay/${id}`,
    };
    this.sessions.set(id, session);
    this.intentMetadata.set(id, request.paymentIntentMetadata);
    return session;
  }

  private readonly intentMetadata = new Map<string, Record<string, string>>();

  session(id: string): CheckoutSessionObject | undefined {
    const session = this.sessions.get(id);
    if (session !== undefined && session.status === 'open' && this.seconds() >= session.expires_at) this.expire(id);
    return this.sessions.get(id);
  }

  intent(id: string): PaymentIntentObject | undefined {
    return this.intents.get(id);
  }

  sessionCount(): number {
    return this.sessions.size;
  }

  refundCount(): number {
    return this.refundsByIntent.size;
  }

  /** A card typed on the hosted page of an open session. */
  pay(sessionId: string, outcome: CardOutcome): AccountEvent[] {
    const session = this.sessions.get(sessionId);
    if (session === undefined || session.status !== 'open') return [];
    const intent = this.intentOf(session);
    if (outcome.kind === 'invalid') return [];
    if (outcome.kind === 'declined') {
      intent.last_payment_error = { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode, message: outcome.message };
      return [{ type: 'payment_intent.payment_failed', object: { ...intent } }];
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = `ch_sim${intent.id.slice('pi_sim'.length)}`;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    return [
      { type: 'payment_intent.succeeded', object: { ...intent } },
      { type: 'checkout.session.completed', object: { ...session } },
    ];
  }

  /** POST /v1/checkout/sessions/:id/expire, or the session's lifetime ending. */
  expire(sessionId: string): { session: CheckoutSessionObject; events: AccountEvent[] } | StripeErrorAnswer {
    const session = this.sessions.get(sessionId);
    if (session === undefined) return noSuch('checkout.session', sessionId);
    if (session.status !== 'open') {
      return { status: 400, error: { type: 'invalid_request_error', code: 'checkout_session_not_open', message: `Only Checkout Sessions with a status of \`open\` can be expired.` } };
    }
    session.status = 'expired';
    session.url = null;
    return { session, events: [{ type: 'checkout.session.expired', object: { ...session } }] };
  }

  /** POST /v1/refunds for a payment intent: a full refund, once. */
  refund(intentId: string, metadata: Record<string, string>): { refund: RefundObject; events: AccountEvent[] } | StripeErrorAnswer {
    const intent = this.intents.get(intentId);
    if (intent === undefined) return noSuch('payment_intent', intentId);
    if (intent.status !== 'succeeded') {
      return { status: 400, error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.` } };
    }
    if (this.refundsByIntent.has(intentId)) {
      return { status: 400, error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${intent.latest_charge} has already been refunded.` } };
    }
    const refund: RefundObject = {
      id: this.id('re_sim'),
      object: 'refund',
      amount: intent.amount,
      charge: intent.latest_charge,
      created: this.seconds(),
      currency: intent.currency,
      metadata,
      payment_intent: intentId,
      status: 'succeeded',
    };
    this.refundsByIntent.set(intentId, refund);
    return { refund, events: [{ type: 'refund.created', object: { ...refund } }] };
  }

  /** Stripe creates the payment intent when the traveller first pays. */
  private intentOf(session: CheckoutSessionObject): PaymentIntentObject {
    const existing = session.payment_intent === null ? undefined : this.intents.get(session.payment_intent);
    if (existing !== undefined) return existing;
    const intent: PaymentIntentObject = {
      id: this.id('pi_sim'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      created: this.seconds(),
      livemode: false,
      metadata: this.intentMetadata.get(session.id) ?? {},
      status: 'requires_payment_method',
      last_payment_error: null,
      latest_charge: null,
    };
    this.intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }
}

export const noSuch = (object: string, id: string): StripeErrorAnswer => ({
  status: 404,
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${object}: '${id}'`, param: 'id' },
});
