import type { Trip } from '../trip/trip.js';

/**
 * Rates one insurer's offers for one trip (live catalogue). The HTTP adapter
 * (adapters/insurer-http) speaks the protocol of docs/insurer-protocol.md; exactly one call per
 * insurer per quote. Implementations never throw: every failure is an outcome.
 */
export interface InsurerEndpoint {
  readonly insurerId: string;
  readonly ratingUrl: string;
  /** Per-insurer timeout in ms. */
  readonly timeoutMs: number;
  /** Where policies are issued and cancelled (docs/insurer-protocol.md); absent: no checkout sells its offers. */
  readonly issueUrl?: string;
  readonly cancelUrl?: string;
}

export interface RatingRequest {
  readonly trip: Trip;
  /** Days of cover, inclusive. */
  readonly days: number;
  /** The insurer's own product codes to price (eligible offers of this insurer only). */
  readonly products: readonly { readonly offerId: number; readonly productCode: string }[];
  /** Pricing currency of the insurer (ISO 4217). */
  readonly currency: string;
  /**
   * The API request this rating serves (POST /quotes, a widget quote, a funnel re-rate), for the
   * adapter's logs only, so a 502 can be joined to the insurer failures behind it. Never sent to
   * the insurer.
   */
  readonly apiRequestId?: string;
}

/** A price from the insurer, integer minor units of `currency`; null amount = not priced. */
export interface RatedProduct {
  readonly offerId: number;
  readonly amountMinor: number | null;
  readonly currency: string;
  readonly isStartingPrice: boolean;
  readonly period: string | null;
}

export type RatingOutcome =
  | { readonly kind: 'priced'; readonly products: readonly RatedProduct[] }
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'timeout' };

export interface InsurerRater {
  /**
   * True for a rater that computes in process without I/O (the sandbox insurer): it cannot hang,
   * so pricing calls it without arming timeouts. Network raters leave it out.
   */
  readonly inProcess?: boolean;
  /** `signal` aborts at the quote's overall deadline; the per-insurer timeout is the adapter's job. */
  rate(endpoint: InsurerEndpoint, request: RatingRequest, signal: AbortSignal): Promise<RatingOutcome>;
}
