import type { FunnelSaleBook, IssuedPolicy, PaymentAmount, PolicyIssueOutcome, PolicyIssueRequest, PolicyIssuer, SubscriptionRecord } from '@parasol/core';

/**
 * In-memory stand-ins for the two ports live checkout issues and books through, for tests of the
 * checkout flow (the real adapters are tested against insurer-sim and the ledger on their own).
 * Both keep what they were asked, so a test can check "issued once", "booked once, reversed".
 */
export class FakePolicyIssuer implements PolicyIssuer {
  /** What the next issue calls answer, in order; then `otherwise`. */
  readonly script: PolicyIssueOutcome['outcome'][] = [];
  otherwise: PolicyIssueOutcome['outcome'] = 'issued';
  /** The insurer's own record: one policy per subscription (idempotent by subscription id). */
  readonly policies = new Map<string, IssuedPolicy>();
  readonly issueCalls: PolicyIssueRequest[] = [];
  readonly cancelled: string[] = [];
  cancelAnswer: 'cancelled' | 'unavailable' = 'cancelled';

  async issue(request: PolicyIssueRequest): Promise<PolicyIssueOutcome> {
    this.issueCalls.push(request);
    const answer = this.script.shift() ?? this.otherwise;
    if (answer === 'refused') return { outcome: 'refused', reason: 'declined_by_underwriting' };
    if (answer === 'unavailable') return { outcome: 'unavailable', reason: 'no answer in time' };
    const id = request.subscription.subscriptionId;
    const policy = this.policies.get(id) ?? { policyNumber: `POL-${this.policies.size + 1001}`, documentUrls: [`https://insurer.example/policies/${this.policies.size + 1001}.pdf`] };
    this.policies.set(id, policy);
    return { outcome: 'issued', policy };
  }

  async cancel(_subscription: SubscriptionRecord, policyNumber: string): Promise<{ readonly outcome: 'cancelled' } | { readonly outcome: 'unavailable'; readonly reason: string }> {
    if (this.cancelAnswer === 'unavailable') return { outcome: 'unavailable', reason: 'insurer down' };
    if (!this.cancelled.includes(policyNumber)) this.cancelled.push(policyNumber);
    return { outcome: 'cancelled' };
  }
}

/** The ledger's funnel sales, keyed by subscription: booked once, reversed once. */
export class FakeFunnelSaleBook implements FunnelSaleBook {
  readonly sales = new Map<string, { readonly premium: PaymentAmount; status: 'pending' | 'cancelled' }>();
  /** Every call, in order, duplicates included (to see that the ledger's keying is what keeps them single). */
  readonly calls: string[] = [];
  failNext = 0;

  async book(subscription: SubscriptionRecord, premium: PaymentAmount): Promise<void> {
    this.calls.push(`book ${subscription.subscriptionId}`);
    if (this.failNext > 0 && this.failNext--) throw new Error('ledger unavailable');
    if (!this.sales.has(subscription.subscriptionId)) this.sales.set(subscription.subscriptionId, { premium, status: 'pending' });
  }

  async reverse(subscription: SubscriptionRecord): Promise<void> {
    this.calls.push(`reverse ${subscription.subscriptionId}`);
    const sale = this.sales.get(subscription.subscriptionId);
    if (sale) sale.status = 'cancelled';
  }
}
