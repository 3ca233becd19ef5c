import { expect } from 'chai';
import { KeyLifecycle } from '../../src/auth/key-lifecycle.js';
import { SecretBox } from '../../src/auth/secret-box.js';
import { IssueLiveKey } from '../../src/partners/issue-live-key.js';
import { PartnerAccounts } from '../../src/partners/partner-accounts.js';
import { PartnerActivity } from '../../src/partners/partner-activity.js';
import { FakeCounterStore, FakeKeyStore, FakePartnerStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from '../api/fakes.js';

const LIVE_QUOTA = { reads: 5000, writes: 800 };

function theService() {
  const clock = new TestClock(NOON);
  const partners = new FakePartnerStore();
  const keys = new FakeKeyStore();
  const activity = new PartnerActivity(new FakeCounterStore());
  const lifecycle = new KeyLifecycle(keys, clock, new SequenceRandom(), new SecretBox(MASTER_KEY));
  const issue = new IssueLiveKey(partners, activity, lifecycle, clock);
  const accounts = new PartnerAccounts(partners, clock);
  const tryIssue = () => issue.run('acme', LIVE_QUOTA, ['quotes', 'quotes.link', 'coach']);
  const doSandboxWork = async (priceCalls: number, links: number) => {
    for (let i = 0; i < priceCalls; i++) await activity.record('acme', 'sandboxPriceCalls');
    for (let i = 0; i < links; i++) await activity.record('acme', 'sandboxLinksMinted');
  };
  return { keys, accounts, tryIssue, doSandboxWork, issue };
}

describe('partners: live key issuance', () => {
  it('refuses an unknown partner', async () => {
    const { tryIssue, keys } = theService();
    expect((await tryIssue()).ok).to.equal(false);
    expect(keys.records.size).to.equal(0);
  });

  it('refuses a partner not yet approved, even after enough sandbox work', async () => {
    const { accounts, tryIssue, doSandboxWork, keys } = theService();
    await accounts.register({ code: 'acme', baseRateBps: 1000 });
    await doSandboxWork(10, 1);
    const result = await tryIssue();
    expect(!result.ok && result.failure.detail).to.match(/not approved/);
    expect(keys.records.size).to.equal(0);
  });

  async function approvedWith(priceCalls: number, links: number) {
    const service = theService();
    await service.accounts.register({ code: 'acme', baseRateBps: 1000 });
    await service.accounts.approve('acme');
    await service.doSandboxWork(priceCalls, links);
    return service;
  }

  it('refuses an approved partner with only 9 sandbox price calls', async () => {
    const { tryIssue, keys } = await approvedWith(9, 1);
    const result = await tryIssue();
    expect(!result.ok && result.failure.detail).to.match(/has 9 and 1/);
    expect(keys.records.size).to.equal(0);
  });

  it('refuses an approved partner with 10 price calls but no sandbox link', async () => {
    const { tryIssue, keys } = await approvedWith(10, 0);
    expect((await tryIssue()).ok).to.equal(false);
    expect(keys.records.size).to.equal(0);
  });

  it('issues a live key crediting the partner once approved with 10 price calls and 1 link', async () => {
    const { tryIssue, keys } = await approvedWith(10, 1);
    const result = await tryIssue();
    if (!result.ok) throw new Error(result.failure.detail);
    expect(result.value.keyId).to.match(/^ak_live_/);
    expect(result.value.secret).to.match(/^sk_live_/);
    expect(await keys.get(result.value.keyId)).to.deep.include({ mode: 'live', partnerCode: 'acme', quota: LIVE_QUOTA });
  });
});
