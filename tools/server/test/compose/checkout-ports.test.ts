import { expect } from 'chai';
import { ENDPOINTS, fail, FUNNEL_SALE_BOOK, OPERATION, POLICY_ISSUER, type FunnelSaleBook, type Operation, type ParasolModule, type PolicyIssuer } from '@parasol/core';
import { FileOfferCatalogue, SAMPLE_CATALOGUE_PATH } from '@parasol/static-data';
import { aSandboxSubscriptionRecord, aSubscriptionRecord } from '@parasol/port-contracts';
import { startInsurerSimulator, type InsurerSimulator } from '@parasol/sims';
import { createEmbeddedParasol } from '../../src/compose/create-embedded-parasol.js';
import { defaultModules, defaultPricingSources } from '../../src/compose/default-modules.js';

/** What the probe's constructor was given: the ports, resolved by token from the composition's container. */
const resolved: { issuer?: PolicyIssuer; saleBook?: FunnelSaleBook } = {};

/**
 * An operation that needs POLICY_ISSUER and FUNNEL_SALE_BOOK, as the checkout runner will:
 * createParasol resolves every operation at start-up, so composing it proves both are bound.
 * (A dynamic value rather than a decorated class: the tests' transform emits no parameter decorators.)
 */
const probe: ParasolModule = (bind) => {
  bind(OPERATION).toDynamicValue((context) => {
    resolved.issuer = context.get<PolicyIssuer>(POLICY_ISSUER);
    resolved.saleBook = context.get<FunnelSaleBook>(FUNNEL_SALE_BOOK);
    return {
      endpoint: { ...ENDPOINTS.readStatement, id: 'checkoutPortsProbe', path: '/__checkout-ports-probe' },
      parse: () => fail('BAD_REQUEST', 'probe'),
      authorize: () => undefined,
      run: () => Promise.reject(new Error('probe')),
    } as unknown as Operation<unknown, never>;
  });
};

describe('composition: the checkout\'s issuer and sale book, by token', () => {
  let simulator: InsurerSimulator;
  before(async () => {
    simulator = await startInsurerSimulator();
  });
  after(() => simulator.close());

  it('binds POLICY_ISSUER (sandbox issuer for sandbox, the live catalogue\'s issueUrl for live) and FUNNEL_SALE_BOOK (the ledger\'s)', async () => {
    const liveCatalogue = new FileOfferCatalogue(SAMPLE_CATALOGUE_PATH, { endpoints: { alba: { ratingUrl: simulator.url, issueUrl: simulator.issueUrl, cancelUrl: simulator.cancelUrl } } });
    const pricing = defaultPricingSources({ liveCatalogue });
    const parasol = createEmbeddedParasol({ pricing, modules: [...defaultModules({ pricing }), probe] });
    const { issuer, saleBook } = resolved;
    expect(issuer).to.not.equal(undefined);
    expect(saleBook).to.not.equal(undefined);

    const premium = { amountMinor: 4560, currency: 'EUR' };
    const live = aSubscriptionRecord({ subscriptionId: 'sub_composed_live_1', offerId: 101, stage: 'paid' });
    const liveOutcome = await issuer!.issue({ subscription: live, premium, attempt: 1, requestId: 'req_composed_1' });
    expect(liveOutcome.outcome === 'issued' && liveOutcome.policy.policyNumber).to.equal(simulator.policyOf(live.subscriptionId)?.policyNumber);
    // An offer the live catalogue does not hold is refused, never issued elsewhere.
    const elsewhere = await issuer!.issue({ subscription: { ...live, subscriptionId: 'sub_composed_live_2', offerId: 999_999 }, premium, attempt: 1, requestId: 'req_composed_2' });
    expect(elsewhere.outcome).to.equal('refused');
    const sandbox = aSandboxSubscriptionRecord({ subscriptionId: 'sub_composed_sandbox_1', offerId: 1, stage: 'paid' });
    const sandboxOutcome = await issuer!.issue({ subscription: sandbox, premium, attempt: 1, requestId: 'req_composed_3' });
    expect(sandboxOutcome.outcome === 'issued' && sandboxOutcome.policy.policyNumber).to.match(/^SBX-/);
    expect(simulator.issuedCount()).to.equal(1);

    await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, commissionBps: 1000, links: [{ code: 'default', archived: false, default: true }] });
    await saleBook!.book({ ...live, stage: 'subscribed' }, premium, 'req_composed_4');
    const statement = await parasol.admin.ledger!.statement('acme', 'live', { limit: 10 });
    expect(statement.sales.map((s) => [s.externalOrderId, s.origin, s.amountMinor])).to.deep.equal([['sub_composed_live_1', 'funnel', 4560]]);
  });
});
