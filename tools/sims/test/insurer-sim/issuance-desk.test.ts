import { expect } from 'chai';
import { INSURER_ISSUE_PROTOCOL } from '@parasol/core/internal';
import { startInsurerSimulator, type InsurerSimulator } from '../../src/insurer-sim/index.js';

/** The issue and cancel calls as the protocol has them, over plain fetch (the adapter's tests use HttpPolicyIssuer). */
describe('insurer-sim: issuing and cancelling policies', () => {
  let simulator: InsurerSimulator;
  beforeEach(async () => {
    simulator = await startInsurerSimulator();
  });
  afterEach(() => simulator.close());

  const trip = { intent: 'forTourism', startDate: '2026-07-01', endDate: '2026-07-10', countryResidence: 'FR', arrivalCountries: ['ES'], travellers: [{ age: 35 }], currency: 'EUR', shouldCoverCancellation: false, shouldCoverExtremeSports: false, isAnnual: false };
  const anIssue = (subscriptionId = 'sub_desk_000001') => ({ subscriptionId, requestId: 'req_1', attempt: 1, offerId: 101, productCode: 'ESSENTIAL', trip, premium: { amountMinor: 2450, currency: 'EUR' }, language: 'fr' });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INSURER_ISSUE_PROTOCOL.versionHeader]: '1', [INSURER_ISSUE_PROTOCOL.idempotencyHeader]: (body as { subscriptionId: string }).subscriptionId, ...headers },
      body: JSON.stringify(body),
    });

  it('issues once per subscription: the same body twice answers the same policy, whose documents it serves', async () => {
    const first = await post(simulator.issueUrl, anIssue());
    expect(first.status).to.equal(200);
    const policy = (await first.json()) as { outcome: string; policyNumber: string; certificateUrl: string; documentUrls: string[] };
    expect(policy.outcome).to.equal('issued');
    expect(await (await post(simulator.issueUrl, { ...anIssue(), attempt: 2, requestId: 'req_2' })).json()).to.deep.equal(policy);
    expect(simulator.issuedCount()).to.equal(1);
    const certificate = await fetch(policy.certificateUrl);
    expect(certificate.status).to.equal(200);
    expect(certificate.headers.get('content-type')).to.equal('application/pdf');
  });

  it('is strict: no version header, an idempotency-key that is not the subscription, a body off the schema are 400', async () => {
    expect((await post(simulator.issueUrl, anIssue(), { [INSURER_ISSUE_PROTOCOL.versionHeader]: '2' })).status).to.equal(400);
    expect((await post(simulator.issueUrl, anIssue(), { [INSURER_ISSUE_PROTOCOL.idempotencyHeader]: 'sub_other_0001' })).status).to.equal(400);
    expect((await post(simulator.issueUrl, { ...anIssue(), premium: { amountMinor: 12.5, currency: 'EUR' } })).status).to.equal(400);
    expect(simulator.issuedCount()).to.equal(0);
  });

  it('cancels idempotently, and answers 404 for a policy it never issued', async () => {
    const policy = (await (await post(simulator.issueUrl, anIssue())).json()) as { policyNumber: string };
    const cancel = { subscriptionId: 'sub_desk_000001', policyNumber: policy.policyNumber, requestId: 'req_c' };
    for (let i = 0; i < 2; i += 1) {
      const answer = await post(simulator.cancelUrl, cancel);
      expect(answer.status).to.equal(200);
      expect(await answer.json()).to.deep.equal({ outcome: 'cancelled', policyNumber: policy.policyNumber });
    }
    expect((await post(simulator.cancelUrl, { ...cancel, policyNumber: 'SIM-NONE' })).status).to.equal(404);
  });

  it('still rates on its rating URL', async () => {
    expect(simulator.url).to.match(/\/rate$/);
    expect(simulator.issueUrl).to.equal(simulator.url.replace(/\/rate$/, '/issue'));
  });
});
