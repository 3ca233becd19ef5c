import { expect } from 'chai';
import fc from 'fast-check';
import { FormTokens } from '@parasol/core/internal';

const secret = new Uint8Array(32).fill(3);
const subscriptionId = fc.stringMatching(/^sub_[A-Za-z0-9_-]{22}$/);
const form = fc.constantFrom('presubscribe' as const, 'pay' as const);

describe('FormTokens (anti-forgery tokens of the funnel forms)', () => {
  it('verifies a token for the subscription and form it was issued for, and for no other (property)', () => {
    const tokens = new FormTokens(secret);
    fc.assert(
      fc.property(subscriptionId, subscriptionId, form, form, (a, b, f, g) => {
        const token = tokens.issue(a, f);
        expect(tokens.verify(token, a, f)).to.equal(true);
        expect(tokens.verify(token, b, g)).to.equal(a === b && f === g);
      }),
    );
  });

  it('refuses a token under another secret, altered by one character, cut, or empty', () => {
    const tokens = new FormTokens(secret);
    const token = tokens.issue('sub_AAAAAAAAAAAAAAAAAAAAAA', 'pay');
    expect(new FormTokens(new Uint8Array(32).fill(4)).verify(token, 'sub_AAAAAAAAAAAAAAAAAAAAAA', 'pay')).to.equal(false);
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const bad of [altered, token.slice(0, -1), `${token}A`, '']) expect(tokens.verify(bad, 'sub_AAAAAAAAAAAAAAAAAAAAAA', 'pay'), bad).to.equal(false);
  });
});
