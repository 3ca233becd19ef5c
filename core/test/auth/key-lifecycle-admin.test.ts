import { expect } from 'chai';
import { KeyLifecycle } from '../../src/auth/key-lifecycle.js';
import { SecretBox } from '../../src/auth/secret-box.js';
import { FakeKeyStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from '../api/fakes.js';

/** What internal services and the CLI read and change on keys: listing and quotas, never a secret. */
describe('auth: keys as operations tooling sees them', () => {
  const aLifecycle = () => {
    const keys = new FakeKeyStore();
    const clock = new TestClock(NOON);
    return { keys, clock, lifecycle: new KeyLifecycle(keys, clock, new SequenceRandom(), new SecretBox(MASTER_KEY)) };
  };

  it('lists a partner\'s keys without any secret, with how many secrets verify now', async () => {
    const { lifecycle, clock } = aLifecycle();
    const mine = await lifecycle.create({ mode: 'sandbox', scopes: ['quotes'], partnerCode: 'acme' });
    await lifecycle.create({ mode: 'sandbox', scopes: ['quotes'], partnerCode: 'globex' });
    if (!mine.ok) throw new Error('set-up');
    await lifecycle.rotate(mine.value.keyId);
    const [listed, ...others] = await lifecycle.list('acme');
    expect(others).to.deep.equal([]);
    expect(listed).to.deep.include({ keyId: mine.value.keyId, mode: 'sandbox', partnerCode: 'acme', liveSecrets: 2, burstPerMinute: 60 });
    expect(JSON.stringify(listed)).to.not.contain('secret"').and.not.contain('ciphertext');
    clock.advance(25 * 3_600_000);
    expect((await lifecycle.list('acme'))[0]?.liveSecrets).to.equal(1);
  });

  it('sets the daily buckets, and the burst ceiling only when given; the key keeps verifying', async () => {
    const { lifecycle, keys } = aLifecycle();
    const key = await lifecycle.create({ mode: 'sandbox', scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 120 });
    if (!key.ok) throw new Error('set-up');
    const set = await lifecycle.setQuota(key.value.keyId, { reads: 5000, writes: 800 });
    expect(set.ok && set.value).to.deep.include({ quota: { reads: 5000, writes: 800 }, burstPerMinute: 120 });
    const raised = await lifecycle.setQuota(key.value.keyId, { reads: 1, writes: 2 }, 600);
    expect(raised.ok && raised.value.burstPerMinute).to.equal(600);
    expect((await keys.get(key.value.keyId))?.secrets).to.have.length(1);
  });

  it('refuses a quota that is no whole number, and an unknown key', async () => {
    const { lifecycle } = aLifecycle();
    const key = await lifecycle.create({ mode: 'sandbox', scopes: ['quotes'] });
    if (!key.ok) throw new Error('set-up');
    for (const quota of [{ reads: -1, writes: 1 }, { reads: 1.5, writes: 1 }]) {
      const refused = await lifecycle.setQuota(key.value.keyId, quota);
      expect(refused.ok ? 'OK' : refused.failure.code).to.equal('BAD_REQUEST');
    }
    const unknown = await lifecycle.setQuota('ak_test_nobody', { reads: 1, writes: 1 });
    expect(unknown.ok ? 'OK' : unknown.failure.code).to.equal('UNAUTHORIZED');
  });
});
