/** What the checkout benchmark's child and runner agree on (checkout-child.ts, checkout-cost.ts). */

/** The sample catalogue's first offer of Alba, the insurer pricing in EUR: it sells the checkout trip. */
export const CHECKOUT_OFFER = 101;

/** The payments-sim account the child's Stripe adapter talks to, and the webhooks' signing secret. */
export const CHECKOUT_STRIPE = { secretKey: 'sk_test_parasol_bench', webhookSecret: 'whsec_parasol_bench' } as const;

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One traveller aged 35 from France to Spain for ten days, starting a month from `now`. */
export const checkoutTrip = (now: number) => ({
  intent: 'forTourism',
  startDate: day(now + 30 * DAY_MS),
  endDate: day(now + 39 * DAY_MS),
  countryResidence: 'FR',
  arrivalCountries: ['ES'],
  travellers: [{ age: 35 }],
});
