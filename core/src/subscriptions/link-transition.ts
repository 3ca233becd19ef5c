import type { SubscriptionRecord } from '../ports/subscription-store.js';

/**
 * The spec's table of POST /links transitions (States and transitions), as a pure decision on the
 * session's current subscription and the fingerprint of the trip sent:
 *
 * | current subscription                | trip      | decision  | HTTP |
 * |-------------------------------------|-----------|-----------|------|
 * | none                                | any       | mint      | 201  |
 * | quoting                             | unchanged | replay    | 200  |
 * | quoting                             | changed   | update    | 200  |
 * | presubscribed, paid or subscribed   | any       | rollover  | 201  |
 *
 * A rollover mints the session's next generation; the old subscription is left untouched.
 */
export type LinkDecision =
  | { readonly kind: 'mint' }
  | { readonly kind: 'replay'; readonly current: SubscriptionRecord }
  | { readonly kind: 'update'; readonly current: SubscriptionRecord }
  | { readonly kind: 'rollover'; readonly current: SubscriptionRecord };

export const decideLink = (current: SubscriptionRecord | undefined, fingerprint: string): LinkDecision => {
  if (current === undefined) return { kind: 'mint' };
  if (current.stage !== 'quoting') return { kind: 'rollover', current };
  return current.tripFingerprint === fingerprint ? { kind: 'replay', current } : { kind: 'update', current };
};

/** The HTTP status and the outcome the endpoint table charges by (endpoints.ts `cost`). */
export const statusOf = (decision: LinkDecision): { status: 200 | 201; outcome: 'minted' | 'replayed' | 'updated' } => {
  switch (decision.kind) {
    case 'mint':
    case 'rollover':
      return { status: 201, outcome: 'minted' };
    case 'replay':
      return { status: 200, outcome: 'replayed' };
    case 'update':
      return { status: 200, outcome: 'updated' };
  }
};
