/** What a card number does on the simulated payment page: Stripe's own test numbers. */
export type CardOutcome =
  | { readonly kind: 'succeeds' }
  | { readonly kind: 'declined'; readonly code: 'card_declined'; readonly declineCode: string; readonly message: string }
  | { readonly kind: 'invalid'; readonly code: 'incorrect_number'; readonly message: string };

const DECLINED = { kind: 'declined', code: 'card_declined' } as const;

/** Stripe's test cards the simulator knows; any other number is refused as incorrect. */
export const TEST_CARDS: ReadonlyMap<string, CardOutcome> = new Map<string, CardOutcome>([
  ['4242424242424242', { kind: 'succeeds' }],
  ['4000000000000002', { ...DECLINED, declineCode: 'generic_decline', message: 'Your card was declined.' }],
  ['4000000000009995', { ...DECLINED, declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
]);

/** The outcome of a typed card number (spaces and dashes ignored, as on Stripe's page). */
export function cardOutcomeOf(typed: string): CardOutcome {
  return TEST_CARDS.get(typed.replace(/[\s-]/g, '')) ?? { kind: 'invalid', code: 'incorrect_number', message: 'Your card number is incorrect.' };
}
