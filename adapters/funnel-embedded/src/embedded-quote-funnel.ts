import type { FunnelOutcome, FunnelQuote, Language, QuoteFunnel, SubscriptionStage, SubscriptionStore } from '@parasol/core';

export interface EmbeddedFunnelOptions {
  /** Where the funnel's pages are served, e.g. `http://127.0.0.1:8080/funnel` (no trailing slash needed). */
  readonly baseUrl: string;
  /** The subscriptions POST /links writes: the embedded funnel's only record of a quote. */
  readonly subscriptions: SubscriptionStore;
}

/**
 * The default funnel: Parasol's own pages (issue 12 serves them) read the subscription straight
 * from the store, so there is no upstream quote to create. `upsertQuote` therefore succeeds at
 * once, naming the subscription itself as the quote, and stages are the subscription's own.
 *
 * The traveller's url names the subscription and nothing else that credits anyone: the ref stays
 * on the stored subscription, so editing the url cannot change who is paid.
 */
export class EmbeddedQuoteFunnel implements QuoteFunnel {
  private readonly base: string;

  constructor(private readonly options: EmbeddedFunnelOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  async upsertQuote(quote: FunnelQuote): Promise<FunnelOutcome<{ readonly upstreamQuoteId: string }>> {
    return { ok: true, value: { upstreamQuoteId: quote.subscriptionId } };
  }

  async readStage(upstreamQuoteId: string): Promise<FunnelOutcome<{ readonly stage: SubscriptionStage }>> {
    const subscription = await this.options.subscriptions.get(upstreamQuoteId);
    return subscription === undefined
      ? { ok: false, reason: 'refused', detail: `no subscription ${upstreamQuoteId}` }
      : { ok: true, value: { stage: subscription.stage } };
  }

  travellerUrl(subscriptionId: string, options: { readonly language: Language; readonly offerId: number | null; readonly sandbox: boolean }): string {
    const url = new URL(`${this.base}/s/${encodeURIComponent(subscriptionId)}`);
    url.searchParams.set('lang', options.language);
    // With an offer the link opens its presubscribe form; without, the offer list.
    if (options.offerId !== null) url.searchParams.set('offer', String(options.offerId));
    return url.toString();
  }
}
