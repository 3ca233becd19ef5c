import { expect } from 'chai';
import { EmailTokens } from '../src/console/security/email-tokens.js';
import { partnerCodeCandidates } from '../src/console/accounts/partner-code.js';

describe('console: emailed links', () => {
  const tokens = new EmailTokens(new Uint8Array(32).fill(7));
  const token = tokens.issue('reset-password', 'usr_1', 2_000, 'hash-v1');

  it('opens for its purpose and binding until it expires', () => {
    const read = tokens.read(token, 1_999);
    expect(read?.userId).to.equal('usr_1');
    expect(tokens.confirm('reset-password', read!, 'hash-v1')).to.equal(true);
    expect(tokens.read(token, 2_000), 'expired').to.equal(undefined);
  });

  it('does not open for another purpose, another binding (the password changed), another key, or a changed body', () => {
    const read = tokens.read(token, 1_000)!;
    expect(tokens.confirm('verify-email', read, 'hash-v1')).to.equal(false);
    expect(tokens.confirm('reset-password', read, 'hash-v2')).to.equal(false);
    expect(new EmailTokens(new Uint8Array(32).fill(8)).confirm('reset-password', read, 'hash-v1')).to.equal(false);
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify(['usr_2', 2_000])).toString('base64url')}.${mac}`;
    expect(tokens.confirm('reset-password', tokens.read(forged, 1_000)!, 'hash-v1')).to.equal(false);
    for (const junk of ['', 'a', 'a.b.c', `${token}.x`, '!!!.???']) expect(tokens.read(junk, 1_000), junk).to.equal(undefined);
  });
});

describe('console: partner codes from a company name', () => {
  const random = { bytes: (n: number) => new Uint8Array(n).fill(1) };
  it('keeps letters and digits, lower-cased and accents dropped, then adds four digits', () => {
    const candidates = partnerCodeCandidates('Évasion & Sun 2000!', random);
    expect(candidates.next().value).to.equal('evasionsun2000');
    expect(candidates.next().value).to.match(/^evasionsun2000\d{4}$/);
    expect(partnerCodeCandidates('é', random).next().value, 'too short').to.equal('partner');
    expect(partnerCodeCandidates('x'.repeat(40), random).next().value).to.have.length(20);
  });
});
