import { POLICY_ISSUER, type Logger, type OfferCatalogue, type ParasolModule, type PolicyIssueOutcome, type PolicyIssueRequest, type PolicyIssuer, type SubscriptionRecord } from '@parasol/core';
import { SandboxPolicyIssuer } from '@parasol/adapter-sandbox';
import { HttpPolicyIssuer } from '@parasol/insurer-http';

/**
 * One PolicyIssuer per key mode behind the one port: a sandbox subscription is issued by the
 * sandbox issuer (no insurer, nothing sold), a live one by the insurer that priced its offer.
 * The mode is the subscription's own, so a sandbox policy can never stand for a live sale.
 */
export class PolicyIssuerByMode implements PolicyIssuer {
  constructor(private readonly issuers: { readonly sandbox: PolicyIssuer; readonly live: PolicyIssuer }) {}

  issue(request: PolicyIssueRequest): Promise<PolicyIssueOutcome> {
    return this.issuers[request.subscription.mode].issue(request);
  }

  cancel(subscription: SubscriptionRecord, policyNumber: string, requestId: string): ReturnType<PolicyIssuer['cancel']> {
    return this.issuers[subscription.mode].cancel(subscription, policyNumber, requestId);
  }
}

/**
 * The embedded default's issuer: the sandbox issuer for sandbox subscriptions; for live ones,
 * HttpPolicyIssuer over the live catalogue, which issues at each insurer's `issueUrl` and
 * refuses (so the checkout refunds) an offer whose insurer has none (docs/insurer-protocol.md).
 */
export const defaultPolicyIssuer = (liveCatalogue: OfferCatalogue, options: { readonly logger?: Logger; readonly sandboxDocumentsUrl?: string } = {}): PolicyIssuer =>
  new PolicyIssuerByMode({
    sandbox: new SandboxPolicyIssuer(options.sandboxDocumentsUrl === undefined ? {} : { documentsUrl: options.sandboxDocumentsUrl }),
    live: new HttpPolicyIssuer({ catalogue: liveCatalogue, ...(options.logger ? { logger: options.logger } : {}) }),
  });

/** Binds POLICY_ISSUER, which the checkout's issue and cancel_policy effects go through. */
export const policyIssuerModule =
  (issuer: PolicyIssuer): ParasolModule =>
  (bind) => {
    bind<PolicyIssuer>(POLICY_ISSUER).toConstantValue(issuer);
  };
