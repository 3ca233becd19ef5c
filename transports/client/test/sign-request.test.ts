import { expect } from 'chai';
import fc from 'fast-check';
import { signRequest as serverSignRequest, verifySignature } from '@parasol/core/signature';
import { signRequest } from '../src/index.js';

describe("@parasol/client: its own request signing", () => {
  const requests = fc.record({
    timestamp: fc.integer({ min: 0, max: 4_102_444_800 }).map(String),
    method: fc.constantFrom('GET', 'POST', 'DELETE', 'get', 'post'),
    pathname: fc.webPath(),
    rawBody: fc.uint8Array({ maxLength: 256 }),
  });
  const secrets = fc.string({ minLength: 1, maxLength: 64, unit: 'binary' });

  it("is the server's v2 signature for any secret, method, path and body bytes", () => {
    fc.assert(
      fc.property(secrets, requests, (secret, request) => {
        expect(signRequest(secret, request)).to.equal(serverSignRequest(secret, request));
      }),
      { numRuns: 500 },
    );
  });

  it('verifies on the server under its secret, and not under another', () => {
    fc.assert(
      fc.property(secrets, secrets, requests, (secret, other, request) => {
        fc.pre(secret !== other);
        const header = signRequest(secret, request);
        expect(verifySignature(header, [secret], request)).to.equal(true);
        expect(verifySignature(header, [other], request)).to.equal(false);
      }),
      { numRuns: 200 },
    );
  });

  it('is v2= and the hex HMAC-SHA256 of the documented message (a known vector)', () => {
    const header = signRequest('sk_test_secret', { timestamp: '1700000000', method: 'post', pathname: '/api/v1/quotes', rawBody: Buffer.from('{"a":1}') });
    // printf '1700000000.POST./api/v1/quotes.{"a":1}' | openssl dgst -sha256 -hmac sk_test_secret
    expect(header).to.equal('v2=03b322203c09ad6eb50a41e781f90f5799039d3e23435cf46aec7c6a6d5b7f44');
  });
});
