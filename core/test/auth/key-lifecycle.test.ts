import { expect } from 'chai';
import fc from 'fast-check';
import { CARD_MODES, type CardMode } from '../../src/contract/api-key.js';
import { liveSecrets } from '../../src/auth/authenticate.js';
import { KeyLifecycle, type NewKey } from '../../src/auth/key-lifecycle.js';
import { SecretBox } from '../../src/auth/secret-box.js';
import { FakeKeyStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from '../api/fakes.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function aLifecycle() {
  const keys = new FakeKeyStore();
  const clock = new TestClock(NOON);
  const box = new SecretBox(MASTER_KEY);
  const lifecycle = new KeyLifecycle(keys, clock, new SequenceRandom(), box);
  /** The plain secrets that verify right now, newest first. */
  const verifying = async (keyId: string) => liveSecrets((await keys.get(keyId))!, clock.now()).map((s) => box.open(s));
  return { keys, clock, lifecycle, verifying };
}

const aNewKey = (overrides: Partial<NewKey> = {}): NewKey => ({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], ...overrides });

async function created(lifecycle: KeyLifecycle, spec: NewKey = aNewKey()) {
  const result = await lifecycle.create(spec);
  if (!result.ok) throw new Error(result.failure.detail);
  return result.value;
}

describe('auth: key creation', () => {
  it('gives sandbox keys an ak_test_ id and an sk_test_ secret, live keys ak_live_ and sk_live_', async () => {
    const { lifecycle } = aLifecycle();
    const sandbox = await created(lifecycle);
    const live = await created(lifecycle, aNewKey({ mode: 'live', partnerCode: 'acme' }));
    expect(sandbox.keyId).to.match(/^ak_test_[A-Za-z0-9]{24}$/);
    expect(sandbox.secret).to.match(/^sk_test_[A-Za-z0-9_-]{43}$/);
    expect(live.keyId).to.match(/^ak_live_[A-Za-z0-9]{24}$/);
    expect(live.secret).to.match(/^sk_live_[A-Za-z0-9_-]{43}$/);
    expect(sandbox.keyId).to.not.equal(live.keyId.replace('live', 'test'));
  });

  it('stores only the sealed secret, never the plain one', async () => {
    const { lifecycle, keys } = aLifecycle();
    const { keyId, secret } = await created(lifecycle);
    const stored = JSON.stringify(await keys.get(keyId));
    expect(stored).to.not.include(secret);
    expect(stored).to.not.include(secret.slice('sk_test_'.length));
  });

  it('gives a sandbox key the spec’s default quota: 200 reads, 50 writes a day', async () => {
    const { lifecycle, keys } = aLifecycle();
    const { keyId } = await created(lifecycle);
    expect((await keys.get(keyId))!.quota).to.deep.equal({ reads: 200, writes: 50 });
  });

  it('refuses a given id whose prefix contradicts the mode, and stores nothing', async () => {
    const { lifecycle, keys } = aLifecycle();
    const wrong = [aNewKey({ keyId: 'ak_live_pretendSandbox' }), aNewKey({ mode: 'live', keyId: 'ak_test_pretendLive' }), aNewKey({ keyId: 'pk_test_other' })];
    for (const spec of wrong) expect((await lifecycle.create(spec)).ok, spec.keyId).to.equal(false);
    expect(keys.records.size).to.equal(0);
  });

  it('refuses an id that exists and leaves the first key untouched', async () => {
    const { lifecycle, keys } = aLifecycle();
    await created(lifecycle, aNewKey({ keyId: 'ak_test_fixed0001', secret: 'sk_test_first000000000000' }));
    const before = await keys.get('ak_test_fixed0001');
    const again = await lifecycle.create(aNewKey({ keyId: 'ak_test_fixed0001', secret: 'sk_test_second00000000000', scopes: ['coach'] }));
    expect(again.ok).to.equal(false);
    expect(await keys.get('ak_test_fixed0001')).to.deep.equal(before);
  });

  it('property: a sandbox key never gets the catalogueId card mode, whatever is asked', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.subarray([...CARD_MODES] as CardMode[]), { nil: undefined }), async (cardModes) => {
        const { lifecycle, keys } = aLifecycle();
        const { keyId } = await created(lifecycle, aNewKey(cardModes === undefined ? {} : { cardModes }));
        const modes = (await keys.get(keyId))!.cardModes;
        expect(modes).to.not.include('catalogueId');
        expect(modes).to.deep.equal((cardModes ?? CARD_MODES).filter((m) => m !== 'catalogueId'));
      }),
    );
  });

  it('gives a live key every card mode by default, catalogueId included', async () => {
    const { lifecycle, keys } = aLifecycle();
    const { keyId } = await created(lifecycle, aNewKey({ mode: 'live', partnerCode: 'acme' }));
    expect((await keys.get(keyId))!.cardModes).to.include('catalogueId');
  });
});

describe('auth: key rotation and revocation', () => {
  it('issues a new secret and keeps the previous one verifying for exactly 24 hours', async () => {
    const { lifecycle, clock, verifying } = aLifecycle();
    const { keyId, secret: old } = await created(lifecycle);
    const rotated = await lifecycle.rotate(keyId);
    if (!rotated.ok) throw new Error('rotation failed');
    expect(rotated.value.secret).to.not.equal(old);
    expect(await verifying(keyId)).to.deep.equal([rotated.value.secret, old]);
    clock.advance(DAY - 1);
    expect(await verifying(keyId)).to.deep.equal([rotated.value.secret, old]);
    clock.advance(1);
    expect(await verifying(keyId)).to.deep.equal([rotated.value.secret]);
  });

  it('keeps each rotated secret on its own 24-hour overlap, and prunes the retired ones', async () => {
    const { lifecycle, clock, verifying, keys } = aLifecycle();
    const { keyId, secret: first } = await created(lifecycle);
    const second = await lifecycle.rotate(keyId);
    clock.advance(6 * HOUR);
    const third = await lifecycle.rotate(keyId);
    if (!second.ok || !third.ok) throw new Error('rotation failed');
    expect(await verifying(keyId)).to.deep.equal([third.value.secret, second.value.secret, first]);
    clock.advance(18 * HOUR); // first's overlap ends, second's runs until +30 h
    expect(await verifying(keyId)).to.deep.equal([third.value.secret, second.value.secret]);
    clock.advance(6 * HOUR);
    expect(await verifying(keyId)).to.deep.equal([third.value.secret]);
    await lifecycle.rotate(keyId);
    expect((await keys.get(keyId))!.secrets).to.have.length(2);
  });

  it('bumps the version on every change', async () => {
    const { lifecycle, keys } = aLifecycle();
    const { keyId } = await created(lifecycle);
    await lifecycle.rotate(keyId);
    await lifecycle.revoke(keyId);
    expect((await keys.get(keyId))!.version).to.equal(3);
  });

  it('refuses to rotate an unknown or revoked key', async () => {
    const { lifecycle } = aLifecycle();
    const { keyId } = await created(lifecycle);
    await lifecycle.revoke(keyId);
    expect((await lifecycle.rotate(keyId)).ok).to.equal(false);
    expect((await lifecycle.rotate('ak_test_unknown')).ok).to.equal(false);
  });

  it('revokes at once, and revoking twice keeps the first revocation time', async () => {
    const { lifecycle, keys, clock } = aLifecycle();
    const { keyId } = await created(lifecycle);
    const first = await lifecycle.revoke(keyId);
    clock.advance(HOUR);
    const second = await lifecycle.revoke(keyId);
    expect(first.ok && first.value.revokedAt).to.equal(NOON);
    expect(second.ok && second.value.revokedAt).to.equal(NOON);
    expect((await keys.get(keyId))!.revokedAt).to.equal(NOON);
    expect((await lifecycle.revoke('ak_test_unknown')).ok).to.equal(false);
  });

  it('survives a lost compare-and-set race: concurrent rotations and a revocation all land', async () => {
    const { lifecycle, keys } = aLifecycle();
    const { keyId } = await created(lifecycle);
    const results = await Promise.all([lifecycle.rotate(keyId), lifecycle.rotate(keyId), lifecycle.revoke(keyId)]);
    const record = (await keys.get(keyId))!;
    expect(record.revokedAt).to.equal(NOON);
    const rotations = results.slice(0, 2).filter((r) => r.ok).length;
    expect(record.secrets).to.have.length(1 + rotations);
    expect(record.version).to.equal(1 + rotations + 1);
  });
});
