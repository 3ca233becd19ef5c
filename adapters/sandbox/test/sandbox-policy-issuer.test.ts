import { expect } from 'chai';
import { aSandboxSubscriptionRecord, aSubscriptionRecord, policyIssuerContract } from '@parasol/port-contracts';
import { SandboxPolicyIssuer, sandboxPolicyNumber } from '../src/index.js';

let serial = 0;
const aSandboxSubscription = () => {
  serial += 1;
  return aSandboxSubscriptionRecord({ subscriptionId: `sub_sandbox_${serial}`, offerId: 1, stage: 'paid' });
};

policyIssuerContract('SandboxPolicyIssuer', async () => ({
  issuer: new SandboxPolicyIssuer(),
  aSubscription: aSandboxSubscription,
  close: async () => {},
}));

describe('SandboxPolicyIssuer', () => {
  const premium = { amountMinor: 1000, currency: 'EUR' };

  it('issues the same policy number for a subscription on any instance (it follows from the id alone)', async () => {
    const subscription = aSandboxSubscription();
    const [a, b] = await Promise.all([new SandboxPolicyIssuer(), new SandboxPolicyIssuer()].map((issuer) => issuer.issue({ subscription, premium, attempt: 1, requestId: 'r1' })));
    expect(a).to.deep.equal(b);
    expect(a).to.have.nested.property('policy.policyNumber', sandboxPolicyNumber(subscription.subscriptionId));
    expect(sandboxPolicyNumber(subscription.subscriptionId)).to.match(/^SBX-[0-9A-F]{10}$/);
  });

  it('puts its documents under the address it is given', async () => {
    const outcome = await new SandboxPolicyIssuer({ documentsUrl: 'http://127.0.0.1:8080/funnel/sandbox-policies/' }).issue({ subscription: aSandboxSubscription(), premium, attempt: 1, requestId: 'r1' });
    if (outcome.outcome !== 'issued') throw new Error('not issued');
    expect(outcome.policy.documentUrls[0]).to.match(/^http:\/\/127\.0\.0\.1:8080\/funnel\/sandbox-policies\/SBX-[0-9A-F]{10}\/certificate\.pdf$/);
  });

  it('refuses a live subscription: a sandbox policy never stands for a sold one', async () => {
    const outcome = await new SandboxPolicyIssuer().issue({ subscription: aSubscriptionRecord(), premium, attempt: 1, requestId: 'r1' });
    expect(outcome.outcome).to.equal('refused');
  });
});
