import type { Caller } from '../api/operation.js';
import type { PartnerRecord } from '../ports/partner-store.js';

export interface QuoteUrlInput {
  readonly caller: Caller;
  readonly funnelBaseUrl: string;
  readonly residence: string;
  readonly destinations: readonly string[];
  readonly lang: string;
  /** The request's ref, overriding the key's default attribution. */
  readonly ref?: string;
}

/**
 * The partner's default tracked ref, partnerCode-shortCode: its DEFAULT link, and only while that
 * link is not archived. Another live link is a channel the partner opened for its own reporting
 * (spec: linkCode "to split reporting by channel"); crediting it because it happens to come first
 * would misfile the sale, so without a usable default there is no ref.
 */
export const defaultRefOf = (partner: PartnerRecord): string | undefined => {
  const link = partner.links.find((l) => l.default && !l.archived);
  return link ? `${partner.code}-${link.code}` : undefined;
};

/**
 * spec: offer.quoteUrl. Sandbox: null (a sandbox answer must never reach a real traveller's
 * purchase). Live: the funnel's quote page prefilled with the trip, carrying the request's ref,
 * else the key's partner's default tracked ref. A live key with no ref to carry (no partner, or
 * no usable default link) still gets the URL, unattributed (docs/decisions.md): the traveller
 * can buy, the caller is not credited.
 */
export const quoteUrlOf = (input: QuoteUrlInput): string | null => {
  if (input.caller.mode === 'sandbox') return null;
  const ref = input.ref ?? (input.caller.partner ? defaultRefOf(input.caller.partner) : undefined);
  const url = new URL(`${input.funnelBaseUrl.replace(/\/+$/, '')}/quote`);
  url.searchParams.set('residence', input.residence);
  url.searchParams.set('destinations', input.destinations.join(','));
  url.searchParams.set('lang', input.lang);
  url.searchParams.set('source', 'coach');
  if (ref !== undefined) url.searchParams.set('ref', ref);
  return url.toString();
};
