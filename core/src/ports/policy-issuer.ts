import type { PaymentAmount } from './payment-provider.js';
import type { IssuedPolicy } from './issued-policy.js';
import type { SubscriptionRecord } from './subscription-store.js';

export type { IssuedPolicy } from './issued-policy.js';

/** What Parasol asks an insurer to issue: the subscription's offer, at the premium the traveller paid. */
export interface PolicyIssueRequest {
  /** The insurer's idempotency key: the same subscription is issued at most once, whatever the retries. */
  readonly subscription: SubscriptionRecord;
  /** The premium captured, in the charge currency. */
  readonly premium: PaymentAmount;
  /** 1 for the first try; a retry after a timeout carries the next number (logs only). */
  readonly attempt: number;
  /** The API or funnel request this issuance serves, for the insurer's and our logs. */
  readonly requestId: string;
}

/**
 * The insurer's answer: a policy, a refusal it means (never retried), or no answer in time / a
 * failure on its side (retried by the checkout up to its limit, then refunded).
 */
export type PolicyIssueOutcome =
  | { readonly outcome: 'issued'; readonly policy: IssuedPolicy }
  | { readonly outcome: 'refused'; readonly reason: string }
  | { readonly outcome: 'unavailable'; readonly reason: string };

/**
 * Issues and cancels policies at the insurer that priced the offer (the insurer protocol's issue
 * call, docs/insurer-protocol.md). Idempotent by subscription id at the insurer: asking twice for
 * one subscription answers the same policy.
 */
export interface PolicyIssuer {
  issue(request: PolicyIssueRequest): Promise<PolicyIssueOutcome>;
  /** Cancels an issued policy (cooling-off, or a policy issued after the checkout gave up on it); idempotent. */
  cancel(subscription: SubscriptionRecord, policyNumber: string, requestId: string): Promise<{ readonly outcome: 'cancelled' } | { readonly outcome: 'unavailable'; readonly reason: string }>;
}
export const POLICY_ISSUER = Symbol.for('parasol.PolicyIssuer');
