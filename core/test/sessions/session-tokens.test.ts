import { expect } from 'chai';
import fc from 'fast-check';
import { SessionTokens, issueSession, verifySession } from '@parasol/core/internal';

const SECRET = new Uint8Array(32).fill(1);
const OTHER_SECRET = new Uint8Array(32).fill(2);
const KEY = 'ak_live_alpha';

/** Randomness from a fast-check seed, so a property can vary the nonce. */
const bytesFrom = (seed: readonly number[]) => ({ bytes: (n: number) => Uint8Array.from({ length: n }, (_, i) => seed[i % seed.length] ?? 0) });
const counting = () => {
  let n = 0;
  return { bytes: (length: number) => Uint8Array.from({ length }, (_, i) => (i === 0 ? ++n % 256 : i)) };
};

describe('quoting sessions (qs_<nonce>.<hmac>)', () => {
  it('issues tokens of the documented form with a 128-bit nonce', () => {
    let asked = 0;
    const token = issueSession(SECRET, { bytes: (n) => ((asked = n), new Uint8Array(n)) }, KEY);
    expect(asked).to.be.at.least(16);
    expect(token).to.match(/^qs_[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  });

  it('verifies a token for the key it was issued to, and only that key and secret', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 16, maxLength: 16 }), fc.string({ minLength: 1 }), (seed, other) => {
        const token = issueSession(SECRET, bytesFrom(seed), KEY);
        expect(verifySession(SECRET, token, KEY)).to.equal(true);
        expect(verifySession(OTHER_SECRET, token, KEY)).to.equal(false);
        if (other !== KEY) expect(verifySession(SECRET, token, other)).to.equal(false);
      }),
    );
  });

  it('refuses any altered, truncated or extended token', () => {
    const token = issueSession(SECRET, counting(), KEY);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: token.length - 1 }), fc.constantFrom(...'abcXYZ019_-.'), (at, char) => {
        const altered = token.slice(0, at) + char + token.slice(at + 1);
        fc.pre(altered !== token);
        expect(verifySession(SECRET, altered, KEY)).to.equal(false);
      }),
    );
    for (let cut = 0; cut < token.length; cut += 1) expect(verifySession(SECRET, token.slice(0, cut), KEY)).to.equal(false);
    expect(verifySession(SECRET, `${token}A`, KEY)).to.equal(false);
  });

  it('refuses arbitrary strings', () => {
    fc.assert(fc.property(fc.string(), (s) => verifySession(SECRET, s, KEY) === false));
  });

  it('never issues the same token twice from distinct nonces', () => {
    const random = counting();
    const tokens = new Set(Array.from({ length: 200 }, () => issueSession(SECRET, random, KEY)));
    expect(tokens.size).to.equal(200);
  });

  it('continues a valid echo unchanged and silently replaces anything else', () => {
    const sessions = new SessionTokens(SECRET, counting());
    const token = sessions.issue(KEY);
    expect(sessions.continueOrStart(token, KEY)).to.equal(token);
    for (const echoed of [undefined, '', 'qs_x.y', token.slice(0, -2), sessions.issue('ak_live_beta')]) {
      const next = sessions.continueOrStart(echoed, KEY);
      expect(next).to.not.equal(echoed);
      expect(sessions.verify(next, KEY)).to.equal(true);
    }
  });
});
