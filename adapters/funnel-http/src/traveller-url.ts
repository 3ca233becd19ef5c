import type { Language } from '@parasol/core/internal';

/**
 * The link handed to a traveller for an external funnel: `{travellerBase}/q/{subscriptionId}?lang=xx`,
 * plus `&offer=N` when an offer was clicked (the funnel then opens its presubscribe form).
 *
 * Opaque about attribution: the subscription id is random and the funnel finds the ref on the
 * quote Parasol upserted, so nothing in the link says, or lets anyone change, who is credited.
 * Sandbox links have the same shape, so partners test the same URL handling, but no quote was
 * ever upserted for them and they credit nothing.
 */
export const travellerUrlOf = (travellerBase: string, subscriptionId: string, options: { readonly language: Language; readonly offerId: number | null }): string => {
  const query = new URLSearchParams({ lang: options.language });
  if (options.offerId !== null) query.set('offer', String(options.offerId));
  return `${travellerBase}/q/${encodeURIComponent(subscriptionId)}?${query.toString()}`;
};
