import type { FunnelOutcome, FunnelQuote, QuoteFunnel, SubscriptionStage, SubscriptionStore } from '@parasol/core';
import type { Language } from '@parasol/core/internal';

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
  /** `<baseUrl>/s/` as the URL parser writes it (host lower-cased, default port dropped), parsed once. */
  private readonly subscriptionsBase: string;

  constructor(private readonly options: EmbeddedFunnelOptions) {
    this.subscriptionsBase = new URL(`${options.baseUrl.replace(/\/+$/, '')}/s/`).href;
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
    // Written as text rather than through URL and URLSearchParams on every POST /links (a tenth of
    // the link's own work when profiled); the same text for the values it can take: a language
    // code, a whole offer id, an id escaped with encodeURIComponent (tested against the parser).
    const offer = options.offerId === null ? '' : `&offer=${options.offerId}`;
    const query = `?lang=${encodeURIComponent(options.language)}${offer}`;
    const id = encodeURIComponent(subscriptionId);
    // "." and ".." are dot segments to the URL parser, which resolves them ("/s/." is "/s/"): such an
    // id (never one this service mints: sub_ and base64url) is written as the parser writes it.
    if (id === '.' || id === '..') return new URL(`${id}${query}`, this.subscriptionsBase).href;
    return `${this.subscriptionsBase}${id}${query}`;
  }
}
