/** The funnel's own paths, as the embedded QuoteFunnel builds its links: /funnel/s/{subscriptionId}?lang=xx&offer=N. */
export const FUNNEL_PREFIX = '/funnel/s/';

export const subscriptionPath = (subscriptionId: string, lang: string, offerId?: number): string => {
  const query = new URLSearchParams({ lang });
  if (offerId !== undefined) query.set('offer', String(offerId));
  return `${FUNNEL_PREFIX}${encodeURIComponent(subscriptionId)}?${query.toString()}`;
};

export const formPath = (subscriptionId: string, form: 'presubscribe' | 'pay'): string => `${FUNNEL_PREFIX}${encodeURIComponent(subscriptionId)}/${form}`;

/** The live checkout's forms and the payment page's return routes (funnel/checkout-routes.ts). */
export const checkoutFormPath = (subscriptionId: string, form: 'pay' | 'retry' | 'cancel'): string => `${FUNNEL_PREFIX}${encodeURIComponent(subscriptionId)}/${form}`;
