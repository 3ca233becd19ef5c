import { inject, injectable } from 'inversify';
import { PriceTrip } from '../pricing/price-trip.js';
import type { QuoteResponse } from '../pricing/quote-response.js';
import { ok, type Result } from '../shared/result.js';
import { parseQuoteRequest, refuseIllFormedText } from '../validation/index.js';
import type { WidgetAccount } from './resolve-widget.js';
import { WidgetGate, type WidgetCall } from './widget-gate.js';

export interface WidgetQuote {
  readonly account: WidgetAccount;
  readonly quote: QuoteResponse;
}

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
    @inject(WidgetGate) private readonly gate: WidgetGate,
    @inject(PriceTrip) private readonly pricing: PriceTrip,
  ) {}

  async run(call: WidgetCall): Promise<Result<WidgetQuote>> {
    const account = await this.gate.open(call);
    if (!account.ok) return account;
    const input = parseQuoteRequest(call.body);
    if (!input.ok) return input;
    const illFormed = refuseIllFormedText(call.body, {}, (body) => parseQuoteRequest(body));
    if (illFormed !== undefined) return { ok: false, failure: illFormed };
    const spent = await this.gate.spend(account.value);
    if (!spent.ok) return spent;
    const priced = await this.pricing.run({ caller: account.value.caller, input: input.value, requestId: 'widget-quote' });
    return priced.ok ? ok({ account: account.value, quote: priced.value.body as QuoteResponse }) : priced;
  }
}
