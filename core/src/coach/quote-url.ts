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

/** The partner's default tracked ref, partnerCode-shortCode; undefined when it has no usable link. */
export const defaultRefOf = (partner: PartnerRecord): string | undefined => {
  const live = partner.links.filter((link) => !link.archived);
  const link = live.find((l) => l.default) ?? live[0];
  return link ? `${partner.code}-${link.code}` : undefined;
};

/**
 * spec: offer.quoteUrl. Sandbox: null (a sandbox answer must never reach a real traveller's
 * purchase). Live: the funnel's quote page prefilled with the trip, carrying the request's ref,
 * else the key's partner's default tracked ref. A live key with no ref to carry still gets the
 * URL, unattributed (docs/decisions.md): the traveller can buy, the caller is not credited.
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
