import { drawFor } from '../insurer-sim/seeded-draws.js';

/**
 * How the simulator's webhooks misbehave: `prompt` sends each event once as it happens; `late`
 * holds them (for `webhookDelayMs`, or, at 0, until releaseWebhooks() is called, which is how
 * tests order "the redirect before the webhook" without a timer); `duplicated` sends each twice;
 * `never` sends nothing.
 */
export type WebhookFault = 'prompt' | 'late' | 'duplicated' | 'never';
export const WEBHOOK_FAULTS: readonly WebhookFault[] = ['prompt', 'late', 'duplicated', 'never'];

export interface PaymentsFaultSettings {
  readonly webhook?: WebhookFault;
  /** With `late`: how long each event is held, in ms; 0 holds it until released. */
  readonly webhookDelayMs?: number;
  /** Share of API requests answered HTTP 500 (Stripe's api_error shape), 0..1, drawn from the seed. */
  readonly apiErrorRate?: number;
  /** Share of API requests never answered (the client times out), 0..1, drawn from the seed. */
  readonly apiTimeoutRate?: number;
  readonly seed?: number;
}

export type ApiFault = 'answer' | 'error' | 'hang';

/**
 * The API faults: forced ones first (failNext, hangNext: what a test asks for the next calls),
 * then the seeded rates (what `parasol payments-sim --error-rate` asks for a try-out).
 */
export class ApiFaults {
  private forced: ApiFault[] = [];
  private index = 0;

  constructor(private readonly settings: Required<PaymentsFaultSettings>) {}

  /** The next `count` API requests are answered HTTP 500 (not stored under their idempotency key, so a retry succeeds). */
  failNext(count = 1): void {
    this.forced.push(...Array<ApiFault>(count).fill('error'));
  }

  /** The next `count` API requests are never answered. */
  hangNext(count = 1): void {
    this.forced.push(...Array<ApiFault>(count).fill('hang'));
  }

  draw(): ApiFault {
    const forced = this.forced.shift();
    if (forced !== undefined) return forced;
    const draw = drawFor(this.settings.seed, this.index++, 7);
    if (draw < this.settings.apiErrorRate) return 'error';
    if (draw < this.settings.apiErrorRate + this.settings.apiTimeoutRate) return 'hang';
    return 'answer';
  }
}
