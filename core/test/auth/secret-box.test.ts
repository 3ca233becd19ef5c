import { expect } from 'chai';
import fc from 'fast-check';
import { SecretBox } from '../../src/auth/secret-box.js';

const masterKey = fc.uint8Array({ minLength: 32, maxLength: 32 });
const iv = fc.uint8Array({ minLength: 12, maxLength: 12 });
const anyText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 });

describe('auth: signing secrets sealed at rest', () => {
  it('property: open(seal(secret)) gives the secret back', () => {
    fc.assert(fc.property(masterKey, iv, anyText, (key, nonce, secret) => new SecretBox(key).open(new SecretBox(key).seal(secret, nonce, 0)) === secret));
  });

  it('property: the sealed form never carries the secret in clear, base64 or hex', () => {
    fc.assert(
      fc.property(masterKey, iv, fc.string({ minLength: 12, maxLength: 64 }), (key, nonce, secret) => {
        const stored = JSON.stringify(new SecretBox(key).seal(secret, nonce, 0));
        const plain = Buffer.from(secret, 'utf8');
        return [secret, plain.toString('base64'), plain.toString('base64url'), plain.toString('hex')].every((form) => !stored.includes(form));
      }),
    );
  });

  it('seals the same secret differently under different IVs', () => {
    const box = new SecretBox(new Uint8Array(32).fill(1));
    const a = box.seal('sk_test_same', new Uint8Array(12).fill(1), 0);
    const b = box.seal('sk_test_same', new Uint8Array(12).fill(2), 0);
    expect(a.ciphertext).to.not.equal(b.ciphertext);
  });

  it('cannot be opened under another master key', () => {
    const sealed = new SecretBox(new Uint8Array(32).fill(1)).seal('sk_test_secret', new Uint8Array(12), 0);
    expect(() => new SecretBox(new Uint8Array(32).fill(2)).open(sealed)).to.throw();
  });

  it('refuses a tampered ciphertext or tag (authenticated encryption)', () => {
    const box = new SecretBox(new Uint8Array(32).fill(1));
    const sealed = box.seal('sk_test_secret', new Uint8Array(12), 0);
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0]! ^= 1;
      return bytes.toString('base64');
    };
    expect(() => box.open({ ...sealed, ciphertext: flip(sealed.ciphertext) })).to.throw();
    expect(() => box.open({ ...sealed, tag: flip(sealed.tag) })).to.throw();
  });

  it('keeps the creation time and sets no retirement on a fresh secret', () => {
    const sealed = new SecretBox(new Uint8Array(32)).seal('sk_test_x', new Uint8Array(12), 1234);
    expect(sealed.createdAt).to.equal(1234);
    expect(sealed).to.not.have.property('retiresAt');
  });

  it('demands a 32-byte master key (AES-256)', () => {
    for (const length of [0, 16, 31, 33, 64]) expect(() => new SecretBox(new Uint8Array(length)), `${length} bytes`).to.throw(/32 bytes/);
  });
});

describe('SecretBox remembering opened secrets', () => {
  it('opens a remembered secret again without a decrypt, and still refuses a tampered one', () => {
    const box = new SecretBox(new Uint8Array(32).fill(9));
    const sealed = box.seal('sk_test_remembered', new Uint8Array(12).fill(1), 0);
    expect(box.open(sealed)).to.equal('sk_test_remembered');
    expect(box.open({ ...sealed })).to.equal('sk_test_remembered');
    const flipped = Buffer.from(sealed.ciphertext, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open({ ...sealed, ciphertext: flipped.toString('base64') })).to.throw();
  });
});
