import type { AccountEvent } from './simulated-stripe-account.js';
import type { WebhookFault } from './payments-faults.js';
import { stripeSignatureHeader } from './webhook-signature.js';

/** Stripe's Event object, as POSTed to an endpoint. */
export interface StripeEventObject {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: AccountEvent['object'] };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

/** One POST to the endpoint and how it ended (status, or the connection's error). */
export interface WebhookDelivery {
  readonly eventId: string;
  readonly type: string;
  readonly status: number | 'failed';
}

/** The API version the simulator stamps on its events: the one the SDK it speaks to pins. */
export const SIMULATED_API_VERSION = '2026-10-28.endive';

/**
 * Sends the account's events to the endpoint, signed as Stripe signs them, with the webhook
 * fault in force. One attempt per send (Stripe retries for days; a test that wants a second
 * delivery asks for `duplicated`).
 */
export class WebhookSender {
  private next = 0;
  private readonly held: StripeEventObject[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  readonly deliveries: WebhookDelivery[] = [];
  /** Every event created, sent or not (a test reads what Stripe would have said). */
  readonly events: StripeEventObject[] = [];

  constructor(
    private readonly endpoint: { url: string | undefined; secret: string },
    public fault: WebhookFault,
    public delayMs: number,
    private readonly now: () => number,
  ) {}

  emit(happened: readonly AccountEvent[]): void {
    for (const { type, object } of happened) {
      this.next += 1;
      const event: StripeEventObject = {
        id: `evt_sim${this.next}`,
        object: 'event',
        api_version: SIMULATED_API_VERSION,
        created: Math.floor(this.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      this.events.push(event);
      this.dispatch(event);
    }
  }

  private dispatch(event: StripeEventObject): void {
    switch (this.fault) {
      case 'never':
        return;
      case 'duplicated':
        this.send(event);
        this.send(event);
        return;
      case 'late':
        if (this.delayMs === 0) {
          this.held.push(event);
          return;
        }
        {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            this.send(event);
          }, this.delayMs);
          this.timers.add(timer);
        }
        return;
      default:
        this.send(event);
    }
  }

  /** Sends the events `late` held, in order; resolves when they are delivered. */
  async release(): Promise<void> {
    for (const event of this.held.splice(0)) this.send(event);
    await this.settled();
  }

  /** Resolves when every send started so far has ended. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  private send(event: StripeEventObject): void {
    const { url, secret } = this.endpoint;
    if (url === undefined) return;
    // Stripe sends the event pretty-printed; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const signature = stripeSignatureHeader(payload, secret, Math.floor(this.now() / 1000));
    const sending = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (answer) => {
        await answer.arrayBuffer();
        this.deliveries.push({ eventId: event.id, type: event.type, status: answer.status });
      },
      () => {
        this.deliveries.push({ eventId: event.id, type: event.type, status: 'failed' });
      },
    );
    const tracked = sending.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}
