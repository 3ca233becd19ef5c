import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { PriceTrip } from '../pricing/price-trip.js';
import type { QuoteResponse } from '../pricing/quote-response.js';
import { fail, ok, type Result } from '../shared/result.js';
import { parseQuoteRequest } from '../validation/index.js';
import { ResolveWidget, type WidgetAccount } from './resolve-widget.js';
import { WidgetLimits, type WidgetAdmission } from './widget-limits.js';

/** Where a widget call comes from: its ref (`data-ref`) and its client (the connection's IP address). */
export interface WidgetCall {
  readonly ref: string;
  readonly client: string;
  /** A POST /quotes body (`trip`, `language`, `sessionId`), or a POST /links body for a choice. */
  readonly body: unknown;
}

export interface WidgetQuote {
  readonly account: WidgetAccount;
  readonly quote: QuoteResponse;
}

/** RATE_LIMITED with which limit refused and when to come back, as the pages tell it. */
export const widgetRateLimited = (refused: Extract<WidgetAdmission, { admitted: false }>): Result<never> =>
  fail('RATE_LIMITED', `Too many widget ${refused.limit === 'client' ? 'calls from this address' : 'calls through this ref'}; retry in ${refused.retryAfterSeconds} s.`, {
    limit: refused.limit,
    retryAfterSeconds: refused.retryAfterSeconds,
  });

/**
 * A quote asked through the widget: prices with the pricing use case itself (PriceTrip), as the
 * ref's partner in the widget's catalogue (widget/widget-mode.ts), so prices, uplift, ranking and
 * the sandbox notice are the API's. Order: the client's limit, the ref (BAD_REF, REF_NOT_FOUND),
 * the body's validation (the spec's 400 codes), the ref's limits, then pricing; so only a valid
 * quote spends the ref's budget. Opens a widget session, which a choice continues.
 */
@injectable()
export class QuoteThroughWidget {
  constructor(
    @inject(WidgetLimits) private readonly limits: WidgetLimits,
    @inject(ResolveWidget) private readonly resolve: ResolveWidget,
    @inject(PriceTrip) private readonly pricing: PriceTrip,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(call: WidgetCall): Promise<Result<WidgetQuote>> {
    const now = this.clock.now();
    const client = await this.limits.takeClient(call.client, now);
    if (!client.admitted) return widgetRateLimited(client);
    const account = await this.resolve.run(call.ref);
    if (!account.ok) return account;
    const input = parseQuoteRequest(call.body);
    if (!input.ok) return input;
    const ref = await this.limits.takeRef(account.value.ref.ref, now);
    if (!ref.admitted) return widgetRateLimited(ref);
    const priced = await this.pricing.run({ caller: account.value.caller, input: input.value, requestId: 'widget-quote' });
    return priced.ok ? ok({ account: account.value, quote: priced.value.body as QuoteResponse }) : priced;
  }
}
