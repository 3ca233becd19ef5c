import { expect } from 'chai';
import type { PaymentAmount, PolicyIssueRequest, PolicyIssuer, SubscriptionRecord } from '@parasol/core';

/**
 * An issuer and the subscriptions it can issue, for the contract: an HTTP issuer against a
 * simulated insurer hands out live subscriptions of an offer its catalogue points at that
 * insurer; the sandbox issuer, sandbox subscriptions. Made fresh per case, closed after it.
 */
export interface PolicyIssuerHarness {
  readonly issuer: PolicyIssuer;
  /** A subscription this issuer can issue, with a new id on every call. */
  aSubscription(): SubscriptionRecord;
  close(): Promise<void>;
}

export interface PolicyIssuerContractCase {
  readonly title: string;
  readonly run: (harness: PolicyIssuerHarness) => Promise<void>;
}

const PREMIUM: PaymentAmount = { amountMinor: 4560, currency: 'EUR' };
let serial = 0;
const anIssueRequest = (subscription: SubscriptionRecord, attempt = 1): PolicyIssueRequest => {
  serial += 1;
  return { subscription, premium: PREMIUM, attempt, requestId: `req_contract_${serial}` };
};

const issued = async (issuer: PolicyIssuer, request: PolicyIssueRequest) => {
  const outcome = await issuer.issue(request);
  if (outcome.outcome !== 'issued') throw new Error(`expected a policy, got ${JSON.stringify(outcome)}`);
  return outcome.policy;
};

/** What every PolicyIssuer adapter must do (core/src/ports/policy-issuer.ts). */
export const policyIssuerCases: readonly PolicyIssuerContractCase[] = [
  {
    title: 'issues a policy: a policy number and at least one document URL (the certificate first)',
    run: async ({ issuer, aSubscription }) => {
      const policy = await issued(issuer, anIssueRequest(aSubscription()));
      expect(policy.policyNumber).to.be.a('string').that.is.not.empty;
      expect(policy.documentUrls).to.not.be.empty;
      for (const url of policy.documentUrls) expect(['http:', 'https:']).to.include(new URL(url).protocol);
    },
  },
  {
    title: 'is idempotent by subscription: a retry (another attempt, another request id) answers the same policy',
    run: async ({ issuer, aSubscription }) => {
      const subscription = aSubscription();
      const first = await issued(issuer, anIssueRequest(subscription, 1));
      const again = await issued(issuer, anIssueRequest(subscription, 2));
      expect(again).to.deep.equal(first);
    },
  },
  {
    title: 'issues one policy per subscription: another subscription gets another policy number',
    run: async ({ issuer, aSubscription }) => {
      const one = await issued(issuer, anIssueRequest(aSubscription()));
      const other = await issued(issuer, anIssueRequest(aSubscription()));
      expect(other.policyNumber).to.not.equal(one.policyNumber);
    },
  },
  {
    title: 'answers one policy to concurrent issues of one subscription (a duplicated payment confirmation)',
    run: async ({ issuer, aSubscription }) => {
      const subscription = aSubscription();
      const policies = await Promise.all(Array.from({ length: 5 }, (_, i) => issued(issuer, anIssueRequest(subscription, i + 1))));
      expect(new Set(policies.map((p) => p.policyNumber)).size).to.equal(1);
    },
  },
  {
    title: 'cancels an issued policy, idempotently: a second cancellation is cancelled too',
    run: async ({ issuer, aSubscription }) => {
      const subscription = aSubscription();
      const policy = await issued(issuer, anIssueRequest(subscription));
      expect(await issuer.cancel(subscription, policy.policyNumber, 'req_contract_cancel_1')).to.deep.equal({ outcome: 'cancelled' });
      expect(await issuer.cancel(subscription, policy.policyNumber, 'req_contract_cancel_2')).to.deep.equal({ outcome: 'cancelled' });
    },
  },
  {
    title: 'does not cancel a policy number that is not the subscription\'s (unavailable, never throws)',
    run: async ({ issuer, aSubscription }) => {
      const subscription = aSubscription();
      await issued(issuer, anIssueRequest(subscription));
      const other = await issued(issuer, anIssueRequest(aSubscription()));
      const outcome = await issuer.cancel(subscription, other.policyNumber, 'req_contract_cancel_x');
      expect(outcome.outcome).to.equal('unavailable');
    },
  },
];

/** Registers one mocha `it` per case under `PolicyIssuer contract: <name>`, each on a fresh harness. */
export function policyIssuerContract(name: string, make: () => Promise<PolicyIssuerHarness>): void {
  describe(`PolicyIssuer contract: ${name}`, () => {
    for (const c of policyIssuerCases) {
      it(c.title, async () => {
        const harness = await make();
        try {
          await c.run(harness);
        } finally {
          await harness.close();
        }
      });
    }
  });
}
