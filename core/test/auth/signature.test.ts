import { expect } from 'chai';
import fc from 'fast-check';
import { schemeOf, signRequest, signedMessage, verifySignature, type SignedParts } from '../../src/auth/signature.js';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('');
/**
 * Secrets as the service issues them (sk_… + base64url). Not arbitrary strings: HMAC zero-pads
 * short keys, so "abc" and "abc\0" are the same key by design of HMAC, not a flaw of the scheme.
 */
const secret = fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 16, maxLength: 64 }).map((s) => `sk_test_${s}`);
const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE');
const pathname = fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`);
const timestamp = fc.integer({ min: 0, max: 9_999_999_999 }).map(String);
const rawBody = fc.uint8Array({ maxLength: 300 });
const parts: fc.Arbitrary<SignedParts> = fc.record({ timestamp, method, pathname, rawBody });

const verifies = (header: string, secrets: string[], p: SignedParts) => verifySignature(header, secrets, p);

describe('auth: v2 request signatures', () => {
  it('signs `${ts}.${METHOD}.${pathname}.${rawBody}` as v2=<hex HMAC-SHA256>', () => {
    const p = { timestamp: '1700000000', method: 'get', pathname: '/api/v1/travel/meta', rawBody: new Uint8Array() };
    expect(signedMessage(p).toString('utf8')).to.equal('1700000000.GET./api/v1/travel/meta.');
    // Reference value computed independently: printf '1700000000.GET./api/v1/travel/meta.' | openssl dgst -sha256 -hmac sk_test_demo
    expect(signRequest('sk_test_demo', p)).to.equal('v2=f06ffe2b66421fdb13b864474d17786ae022e5ecc716c8eaa581556f70a7a12d');
  });

  it('property: the correct signature always verifies', () => {
    fc.assert(fc.property(secret, parts, (s, p) => verifies(signRequest(s, p), [s], p)));
  });

  it('property: the method is compared upper-cased, so its case never matters', () => {
    fc.assert(fc.property(secret, parts, (s, p) => verifies(signRequest(s, { ...p, method: p.method.toLowerCase() }), [s], p)));
  });

  it('property: another method fails', () => {
    fc.assert(
      fc.property(secret, parts, method, (s, p, other) => {
        fc.pre(other !== p.method);
        return !verifies(signRequest(s, p), [s], { ...p, method: other });
      }),
    );
  });

  it('property: a signature made for another path fails', () => {
    fc.assert(
      fc.property(secret, parts, pathname, (s, p, other) => {
        fc.pre(other !== p.pathname);
        return !verifies(signRequest(s, { ...p, pathname: other }), [s], p);
      }),
    );
  });

  it('property: changing one body byte fails', () => {
    fc.assert(
      fc.property(secret, parts, fc.nat(), fc.integer({ min: 1, max: 255 }), (s, p, at, delta) => {
        fc.pre(p.rawBody.length > 0);
        const tampered = Uint8Array.from(p.rawBody);
        const i = at % tampered.length;
        tampered[i] = (tampered[i]! + delta) % 256;
        return !verifies(signRequest(s, p), [s], { ...p, rawBody: tampered });
      }),
    );
  });

  it('property: adding or dropping a body byte fails (the body is covered byte for byte)', () => {
    fc.assert(
      fc.property(secret, parts, fc.integer({ min: 0, max: 255 }), (s, p, extra) => {
        const header = signRequest(s, p);
        const longer = Uint8Array.from([...p.rawBody, extra]);
        const shorter = p.rawBody.subarray(0, Math.max(0, p.rawBody.length - 1));
        return !verifies(header, [s], { ...p, rawBody: longer }) && (p.rawBody.length === 0 || !verifies(header, [s], { ...p, rawBody: shorter }));
      }),
    );
  });

  it('property: re-serialising a JSON body after signing breaks the signature', () => {
    fc.assert(
      fc.property(secret, parts, fc.dictionary(fc.string({ minLength: 1 }), fc.integer(), { minKeys: 1 }), (s, p, object) => {
        const sent = Buffer.from(JSON.stringify(object, null, 2));
        const reserialised = Buffer.from(JSON.stringify(JSON.parse(sent.toString('utf8'))));
        return !verifies(signRequest(s, { ...p, rawBody: sent }), [s], { ...p, rawBody: reserialised });
      }),
    );
  });

  it('property: another timestamp fails', () => {
    fc.assert(
      fc.property(secret, parts, timestamp, (s, p, other) => {
        fc.pre(other !== p.timestamp);
        return !verifies(signRequest(s, p), [s], { ...p, timestamp: other });
      }),
    );
  });

  it('property: another secret fails', () => {
    fc.assert(
      fc.property(secret, secret, parts, (s, other, p) => {
        fc.pre(other !== s);
        return !verifies(signRequest(other, p), [s], p);
      }),
    );
  });

  it('property: verifies when any one of the live secrets signed, fails when none did', () => {
    fc.assert(
      fc.property(fc.uniqueArray(secret, { minLength: 1, maxLength: 4 }), fc.nat(), secret, parts, (secrets, pick, stranger, p) => {
        fc.pre(!secrets.includes(stranger));
        const signer = secrets[pick % secrets.length]!;
        return verifies(signRequest(signer, p), secrets, p) && !verifies(signRequest(stranger, p), secrets, p);
      }),
    );
  });

  it('property: a mangled header never verifies (other scheme, truncated, extended, not hex)', () => {
    fc.assert(
      fc.property(secret, parts, (s, p) => {
        const header = signRequest(s, p);
        const hex = header.slice(3);
        return [`v1=${hex}`, `V2=${hex}`, hex, header.slice(0, -1), `${header}0`, `${header.slice(0, -1)}z`, `v2=${'zz'.repeat(32)}`, '', 'v2='].every(
          (h) => !verifies(h, [s], p),
        );
      }),
    );
  });

  it('verifies nothing against an empty list of secrets (a key whose secrets all retired)', () => {
    const p = { timestamp: '1', method: 'GET', pathname: '/', rawBody: new Uint8Array() };
    expect(verifySignature(signRequest('sk_test_0123456789abcdef', p), [], p)).to.equal(false);
  });

  it('names the scheme of a header', () => {
    expect(schemeOf('v2=ab')).to.equal('v2');
    expect(schemeOf('v1=ab')).to.equal('v1');
    expect(schemeOf('sha256=ab')).to.equal('unknown');
    expect(schemeOf('')).to.equal('unknown');
  });
});
