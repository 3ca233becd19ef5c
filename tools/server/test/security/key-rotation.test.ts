import { expect } from 'chai';
import { aSecuredParasol, HOUR, outcome } from './security-harness.js';

const META = '/api/v1/travel/meta';
const DAY = 24 * HOUR;

async function rotatedKey() {
  const h = aSecuredParasol();
  const original = await h.aKey();
  const rotation = await h.parasol.admin.keys.rotate(original.keyId);
  if (!rotation.ok) throw new Error('rotation failed');
  const withOld = original;
  const withNew = { keyId: original.keyId, secret: rotation.value.secret };
  return { h, withOld, withNew };
}

describe('security gate: rotation, revocation, secrets at rest (facade)', () => {
  it('verifies both the new and the previous secret right after a rotation', async () => {
    const { h, withOld, withNew } = await rotatedKey();
    expect(withNew.secret).to.not.equal(withOld.secret);
    expect(outcome(await h.call(withOld, META))).to.equal('OK');
    expect(outcome(await h.call(withNew, META))).to.equal('OK');
  });

  it('still verifies the previous secret 1 s before the 24-hour overlap ends', async () => {
    const { h, withOld, withNew } = await rotatedKey();
    h.clock.advance(DAY - 1000);
    expect(outcome(await h.call(withOld, META))).to.equal('OK');
    expect(outcome(await h.call(withNew, META))).to.equal('OK');
  });

  it('refuses the previous secret from 24 hours after the rotation on; the new one keeps working', async () => {
    const { h, withOld, withNew } = await rotatedKey();
    h.clock.advance(DAY);
    const old = await h.call(withOld, META);
    expect(old.status).to.equal(401);
    expect(old.body).to.deep.include({ error: 'INVALID_SIGNATURE' });
    expect(outcome(await h.call(withNew, META))).to.equal('OK');
    h.clock.advance(30 * DAY);
    expect(outcome(await h.call(withNew, META))).to.equal('OK');
  });

  it('tells the partner in meta when the previous secret expires', async () => {
    const { h, withNew } = await rotatedKey();
    const answer = await h.call(withNew, META);
    const lifetime = (answer.body as { key: { lifetime: Record<string, unknown> } }).key.lifetime;
    expect(lifetime).to.deep.include({ previousSecretExpiresAt: new Date(h.clock.now() + DAY).toISOString(), revoked: false });
  });

  it('revokes at once: the very next call with the same key, even a pre-signed one, is 401 UNAUTHORIZED', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const presigned = h.signedCall(key, META);
    expect(outcome(await h.call(key, META))).to.equal('OK');
    await h.parasol.admin.keys.revoke(key.keyId);
    for (const answer of [await h.parasol.handle(presigned), await h.call(key, META)]) {
      expect(answer.status).to.equal(401);
      expect(answer.body).to.deep.include({ error: 'UNAUTHORIZED' });
    }
  });

  it('revokes every secret of a rotated key, the overlapping one included', async () => {
    const { h, withOld, withNew } = await rotatedKey();
    await h.parasol.admin.keys.revoke(withOld.keyId);
    expect(outcome(await h.call(withOld, META))).to.equal('UNAUTHORIZED');
    expect(outcome(await h.call(withNew, META))).to.equal('UNAUTHORIZED');
  });

  it('keeps secrets at rest sealed: the stored key record never holds a plain secret', async () => {
    const { h, withOld, withNew } = await rotatedKey();
    const record = await h.storedKey(withOld.keyId);
    expect(record.secrets).to.have.length(2);
    const stored = JSON.stringify(record);
    for (const secret of [withOld.secret, withNew.secret]) {
      const plain = Buffer.from(secret);
      for (const form of [secret, secret.slice('sk_test_'.length), plain.toString('base64'), plain.toString('hex')]) expect(stored).to.not.include(form);
    }
  });

  it('never shows a secret in an answer', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const answers = [await h.call(key, META), await h.call(key, META, { signature: 'v2=00' })];
    for (const answer of answers) expect(JSON.stringify(answer)).to.not.include(key.secret.slice('sk_test_'.length));
  });
});
