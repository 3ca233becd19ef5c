/**
 * Where the provider's payment page sends the traveller back: URL templates the composition
 * fills from the public address (the funnel's return routes, transports/web). `{SUBSCRIPTION_ID}` and `{LANGUAGE}`
 * become the subscription's id and language here; `{PAYMENT_ID}` is left for the provider to fill.
 */
export interface CheckoutPages {
  /** After paying. */
  readonly successUrl: string;
  /** After giving up on the payment page (its Back link). */
  readonly cancelUrl: string;
}
export const CHECKOUT_PAGES = Symbol.for('parasol.CheckoutPages');

export const pageFor = (template: string, subscriptionId: string, language: string): string =>
  template.replaceAll('{SUBSCRIPTION_ID}', encodeURIComponent(subscriptionId)).replaceAll('{LANGUAGE}', encodeURIComponent(language));
