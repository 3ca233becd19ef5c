import { createHash } from 'node:crypto';
import type { PolicyIssueOutcome, PolicyIssueRequest, PolicyIssuer, SubscriptionRecord } from '@parasol/core';

/** Where the sandbox's documents are said to be when the composition names no address of its own. */
export const SANDBOX_DOCUMENTS_URL = 'https://sandbox.parasol.invalid/policies';

/**
 * The sandbox's insurer desk: issues a deterministic sandbox policy for any sandbox subscription,
 * with no insurer and no network, so a partner watches the whole loop (payment step, policy,
 * booked sale) in sandbox. The policy number follows from the subscription id alone
 * (`SBX-` and 10 characters of its SHA-256), so issuing again, on any instance, answers the same
 * policy: the idempotency a real insurer keeps by subscription. A live subscription is refused:
 * a sandbox policy must never stand for a sold one.
 */
export class SandboxPolicyIssuer implements PolicyIssuer {
  readonly #documentsUrl: string;

  constructor(options: { readonly documentsUrl?: string } = {}) {
    this.#documentsUrl = (options.documentsUrl ?? SANDBOX_DOCUMENTS_URL).replace(/\/+$/, '');
  }

  issue(request: PolicyIssueRequest): Promise<PolicyIssueOutcome> {
    const { subscription } = request;
    if (subscription.mode !== 'sandbox') return Promise.resolve({ outcome: 'refused', reason: 'the sandbox issues sandbox subscriptions only' });
    const policyNumber = sandboxPolicyNumber(subscription.subscriptionId);
    const base = `${this.#documentsUrl}/${policyNumber}`;
    return Promise.resolve({ outcome: 'issued', policy: { policyNumber, documentUrls: [`${base}/certificate.pdf`, `${base}/terms.pdf`] } });
  }

  cancel(subscription: SubscriptionRecord, policyNumber: string): Promise<{ readonly outcome: 'cancelled' } | { readonly outcome: 'unavailable'; readonly reason: string }> {
    if (subscription.mode !== 'sandbox' || policyNumber !== sandboxPolicyNumber(subscription.subscriptionId)) {
      return Promise.resolve({ outcome: 'unavailable', reason: `${policyNumber} is not this subscription's sandbox policy` });
    }
    return Promise.resolve({ outcome: 'cancelled' });
  }
}

/** The sandbox policy number of a subscription: the same on every call and every instance. */
export const sandboxPolicyNumber = (subscriptionId: string): string =>
  `SBX-${createHash('sha256').update(subscriptionId).digest('hex').slice(0, 10).toUpperCase()}`;
