import type { Caller } from '../contract/operation.js';
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
 * no usable default link) still gets the URL, unattributed: the traveller can buy, the caller is not
 * credited (docs/decisions/0084-coach-quote-url-credits-the-requests-ref-or-the-default.md).
 */
export const quoteUrlOf = (input: QuoteUrlInput): string | null => {
  if (input.caller.mode === 'sandbox') return null;
  const ref = input.ref ?? (input.caller.partner ? defaultRefOf(input.caller.partner) : undefined);
  // A pure function of these five texts: built once (a URL and its parameters cost microseconds).
  const id = JSON.stringify([input.funnelBaseUrl, input.residence, input.destinations, input.lang, ref ?? null]);
  let url = urls.get(id);
  if (url === undefined) {
    url = funnelQuoteUrl(input.funnelBaseUrl, input.residence, input.destinations, input.lang, ref);
    if (urls.size >= URLS_CAPACITY) urls.clear();
    urls.set(id, url);
  }
  return url;
};

/** URLs built, by their inputs; callers choose residences, destinations and refs, so it is capped. */
const urls = new Map<string, string>();
const URLS_CAPACITY = 2_000;

const funnelQuoteUrl = (funnelBaseUrl: string, residence: string, destinations: readonly string[], lang: string, ref: string | undefined): string => {
  const url = new URL(`${funnelBaseUrl.replace(/\/+$/, '')}/quote`);
  url.searchParams.set('residence', residence);
  url.searchParams.set('destinations', destinations.join(','));
  url.searchParams.set('lang', lang);
  url.searchParams.set('source', 'coach');
  if (ref !== undefined) url.searchParams.set('ref', ref);
  return url.toString();
};
