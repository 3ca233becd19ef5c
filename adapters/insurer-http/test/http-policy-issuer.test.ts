import { expect } from 'chai';
import type { Logger, PolicyIssueRequest } from '@parasol/core';
import { HttpPolicyIssuer, type HttpPolicyIssuerOptions } from '../src/index.js';
import { startInsurerSimulator, type InsurerSimulator, type InsurerSimulatorOptions } from '../../../tools/sims/src/insurer-sim/index.js';
import { aCatalogueIssuingAt, aSoldSubscription } from './issuer-fixtures.js';

/** A logger that keeps its lines, to read what a call logged. */
const aRecordingLogger = () => {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (message: string, fields: Record<string, unknown> = {}) => void lines.push({ level, message, fields });
  const logger: Logger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
};

describe('HttpPolicyIssuer against insurer-sim (faults)', () => {
  let simulator: InsurerSimulator;
  let issuer: HttpPolicyIssuer;
  let log: ReturnType<typeof aRecordingLogger>;

  const start = async (options: InsurerSimulatorOptions = {}, issuerOptions: Partial<HttpPolicyIssuerOptions> = {}) => {
    simulator = await startInsurerSimulator({ issueDelayMs: 400, ...options });
    log = aRecordingLogger();
    issuer = new HttpPolicyIssuer({ catalogue: aCatalogueIssuingAt(simulator), logger: log.logger, timeoutMs: 150, retries: 2, retryDelayMs: 1, ...issuerOptions });
  };
  afterEach(async () => {
    issuer?.close();
    await simulator?.close();
  });

  const aRequest = (overrides: Partial<PolicyIssueRequest> = {}): PolicyIssueRequest => ({
    subscription: aSoldSubscription(),
    premium: { amountMinor: 4560, currency: 'EUR' },
    attempt: 1,
    requestId: 'req_issue_0001',
    ...overrides,
  });

  it('a refusal (422) is refused with the insurer\'s reason, asked once, never retried, and stays the answer for that subscription', async () => {
    await start({ refuseReason: 'premium_mismatch' });
    simulator.failNextIssue('refuse');
    const request = aRequest();
    expect(await issuer.issue(request)).to.deep.equal({ outcome: 'refused', reason: 'premium_mismatch' });
    expect(simulator.requestCount()).to.equal(1);
    expect(await issuer.issue({ ...request, attempt: 2 })).to.deep.equal({ outcome: 'refused', reason: 'premium_mismatch' });
    expect(simulator.issuedCount()).to.equal(0);
  });

  it('a 500 is tried again with the same subscription, and the retry\'s policy is the answer', async () => {
    await start();
    simulator.failNextIssue('error', 2);
    const outcome = await issuer.issue(aRequest());
    expect(outcome.outcome).to.equal('issued');
    expect(simulator.requestCount()).to.equal(3);
    expect(simulator.issuedCount()).to.equal(1);
  });

  it('5xx on every exchange ends unavailable after 1 + retries exchanges', async () => {
    await start({ issuance: 'error' });
    const outcome = await issuer.issue(aRequest());
    expect(outcome).to.deep.include({ outcome: 'unavailable' });
    expect(outcome.outcome === 'unavailable' && outcome.reason).to.match(/HTTP 500 \(after 3 exchanges\)/);
    expect(simulator.requestCount()).to.equal(3);
  });

  it('no answer within the timeout is unavailable, after the retries', async () => {
    await start({ issuance: 'hang' });
    const outcome = await issuer.issue(aRequest());
    expect(outcome.outcome).to.equal('unavailable');
    expect(simulator.requestCount()).to.equal(3);
  });

  it('an answer slower than the timeout is unavailable (slow insurer)', async () => {
    await start({ issuance: 'slow' }, { retries: 0 });
    expect((await issuer.issue(aRequest())).outcome).to.equal('unavailable');
  });

  it('issued after the timeout: the retry finds the policy the insurer issued, and one policy exists', async () => {
    await start();
    simulator.failNextIssue('issueAfterTimeout');
    const request = aRequest();
    const outcome = await issuer.issue(request);
    expect(outcome.outcome).to.equal('issued');
    expect(outcome.outcome === 'issued' && outcome.policy.policyNumber).to.equal(simulator.policyOf(request.subscription.subscriptionId)?.policyNumber);
    expect(simulator.issuedCount()).to.equal(1);
    expect(simulator.requestCount()).to.equal(2);
  });

  it('the certificate URL comes first among the documents', async () => {
    await start();
    const outcome = await issuer.issue(aRequest());
    if (outcome.outcome !== 'issued') throw new Error('not issued');
    expect(outcome.policy.documentUrls[0]).to.match(/\/documents\/SIM-[0-9A-Z]+\/certificate\.pdf$/);
    expect(outcome.policy.documentUrls).to.have.length(2);
  });

  it('an insurer without an issueUrl, or an offer not in the catalogue, is refused without a call', async () => {
    await start();
    const withoutIssue = new HttpPolicyIssuer({ catalogue: aCatalogueIssuingAt({ url: simulator.url }) });
    expect((await withoutIssue.issue(aRequest())).outcome).to.equal('refused');
    expect((await issuer.issue(aRequest({ subscription: aSoldSubscription({ offerId: 999 }) }))).outcome).to.equal('refused');
    expect(simulator.requestCount()).to.equal(0);
  });

  it('logs each call with its request id and subscription, never the URL', async () => {
    await start();
    simulator.failNextIssue('error');
    const request = aRequest({ requestId: 'req_logged_42' });
    await issuer.issue(request);
    expect(log.lines.map((l) => l.message)).to.deep.equal(['insurer call to be tried again', 'policy issued']);
    for (const line of log.lines) {
      expect(line.fields).to.include({ requestId: 'req_logged_42', subscriptionId: request.subscription.subscriptionId });
      expect(JSON.stringify(line.fields)).to.not.include(simulator.issueUrl);
    }
  });

  it('cancel retries a 500, then cancels; a policy the insurer does not know is unavailable', async () => {
    await start();
    const request = aRequest();
    const outcome = await issuer.issue(request);
    if (outcome.outcome !== 'issued') throw new Error('not issued');
    simulator.failNextIssue('error');
    expect(await issuer.cancel(request.subscription, outcome.policy.policyNumber, 'req_cancel_1')).to.deep.equal({ outcome: 'cancelled' });
    expect(simulator.policyOf(request.subscription.subscriptionId)?.cancelled).to.equal(true);
    const unknown = await issuer.cancel(request.subscription, 'SIM-NOPE', 'req_cancel_2');
    expect(unknown).to.deep.equal({ outcome: 'unavailable', reason: 'refused: HTTP 404' });
  });
});
