import type { Language } from '../reference/languages.js';
import type { Trip } from '../trip/trip.js';
import type { SubscriptionStage } from './subscription-store.js';

/**
 * The subscription funnel travellers are sent to (spec: POST /links, live: "a real quoting-stage
 * subscription"). The embedded funnel (the default) keeps the quote in Parasol's own stores; an
 * HTTP adapter talks to an external funnel's quote API (docs/funnel-protocol.md).
 *
 * Failures are values, never exceptions: a refusal maps to 502 QUOTE_CREATE_FAILED, a timeout to
 * 504 QUOTE_CREATE_UNAVAILABLE, and the link use case stores nothing in either case.
 */
export interface FunnelQuote {
  /** The Parasol subscription the quote belongs to. */
  readonly subscriptionId: string;
  readonly ref: string | null;
  readonly trip: Trip;
  readonly language: Language;
  readonly offerId: number | null;
}

export type FunnelOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: 'refused' | 'timeout'; readonly detail: string };

export interface QuoteFunnel {
  /** Creates (first mint, rollover) or updates (trip changed) the quoting-stage quote upstream. Idempotent per subscriptionId. */
  upsertQuote(quote: FunnelQuote): Promise<FunnelOutcome<{ readonly upstreamQuoteId: string }>>;
  /** The stage the funnel has the quote at, for reconciling a subscription. */
  readStage(upstreamQuoteId: string): Promise<FunnelOutcome<{ readonly stage: SubscriptionStage }>>;
  /**
   * The URL to hand the traveller: opaque about attribution (it names the subscription only),
   * with the language, and the offer when one was clicked.
   */
  travellerUrl(subscriptionId: string, options: { readonly language: Language; readonly offerId: number | null; readonly sandbox: boolean }): string;
}
export const QUOTE_FUNNEL = Symbol.for('parasol.QuoteFunnel');
