import { createHash } from 'node:crypto';
import { expect } from 'chai';
import fc from 'fast-check';
import { Authenticate } from '../../src/auth/authenticate.js';
import { KeyLifecycle, type NewKey } from '../../src/auth/key-lifecycle.js';
import { SecretBox } from '../../src/auth/secret-box.js';
import { signRequest } from '../../src/auth/signature.js';
import type { SignedCall } from '../../src/contract/signed-call.js';
import { jsonBody } from '../../src/api/json-body.js';
import { FakeKeyStore, FakePartnerStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from '../api/fakes.js';

const PATH = '/api/v1/travel/quotes';

/** A gate with one sandbox key; `call()` builds a correctly signed call, overridable piece by piece. */
async function aGate(key: Partial<NewKey> = {}) {
  const keys = new FakeKeyStore();
  const partners = new FakePartnerStore();
  const clock = new TestClock(NOON);
  const box = new SecretBox(MASTER_KEY);
  const lifecycle = new KeyLifecycle(keys, clock, new SequenceRandom(), box);
  const issued = await lifecycle.create({ mode: 'sandbox', scopes: ['quotes'], ...key });
  if (!issued.ok) throw new Error(issued.failure.detail);
  const gate = new Authenticate(keys, partners, clock, box);
  const call = (o: Partial<SignedCall> & { secret?: string; signedPath?: string } = {}): SignedCall => {
    const timestamp = o.timestamp ?? String(Math.floor(clock.now() / 1000));
    const rawBody = o.rawBody ?? Buffer.from('{"trip":{}}');
    const method = o.method ?? 'POST';
    return {
      method,
      path: o.path ?? PATH,
      query: o.query ?? {},
      keyId: 'keyId' in o ? o.keyId : issued.value.keyId,
      timestamp,
      signature: 'signature' in o ? o.signature : signRequest(o.secret ?? issued.value.secret, { timestamp, method, pathname: o.signedPath ?? o.path ?? PATH, rawBody }),
      rawBody,
      decodeBody: jsonBody,
      requestId: 'req_test',
    };
  };
  const codeOf = async (c: SignedCall) => {
    const { result } = await gate.run(c);
    return result.ok ? 'OK' : result.failure.code;
  };
  return { gate, call, codeOf, clock, keys, partners, lifecycle, issued: issued.value };
}

describe('auth: authenticate a signed call', () => {
  it('admits a correctly signed call and names the key and its mode', async () => {
    const { gate, call, issued } = await aGate();
    const { result } = await gate.run(call());
    expect(result.ok && result.value.key.keyId).to.equal(issued.keyId);
    expect(result.ok && result.value.mode).to.equal('sandbox');
  });

  it('refuses a missing or unknown key id with UNAUTHORIZED and no key to describe', async () => {
    const { gate, call } = await aGate();
    for (const keyId of [undefined, '', 'ak_test_unknown000000000000000']) {
      const auth = await gate.run(call({ keyId }));
      expect(auth.result.ok ? 'OK' : auth.result.failure.code, String(keyId)).to.equal('UNAUTHORIZED');
      expect(auth.key).to.equal(undefined);
    }
  });

  it('checks the key first: an unknown key with a v1 signature and a stale timestamp is UNAUTHORIZED', async () => {
    const { codeOf, call } = await aGate();
    expect(await codeOf(call({ keyId: 'ak_test_nope', signature: 'v1=00', timestamp: '1' }))).to.equal('UNAUTHORIZED');
  });

  it('refuses a revoked key with UNAUTHORIZED, before looking at the scheme', async () => {
    const { codeOf, call, lifecycle, issued } = await aGate();
    await lifecycle.revoke(issued.keyId);
    expect(await codeOf(call())).to.equal('UNAUTHORIZED');
    expect(await codeOf(call({ signature: 'v1=abcd' }))).to.equal('UNAUTHORIZED');
  });

  it('refuses the retired v1 scheme with V1_SCHEME_RETIRED, even with a stale timestamp', async () => {
    const { codeOf, call } = await aGate();
    expect(await codeOf(call({ signature: `v1=${'ab'.repeat(32)}` }))).to.equal('V1_SCHEME_RETIRED');
    expect(await codeOf(call({ signature: 'v1=00', timestamp: '1' }))).to.equal('V1_SCHEME_RETIRED');
  });

  it('property: a timestamp passes exactly when it is at most 300 s off the server clock, either way', async () => {
    const { codeOf, call, clock } = await aGate();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -900, max: 900 }), fc.integer({ min: 0, max: 999 }), async (offsetSeconds, ms) => {
        clock.ms = NOON + ms;
        const ts = Math.floor(NOON / 1000) + offsetSeconds;
        const expected = Math.abs(ts * 1000 - clock.ms) <= 300_000 ? 'OK' : 'STALE_TIMESTAMP';
        expect(await codeOf(call({ timestamp: String(ts) }))).to.equal(expected);
      }),
    );
  });

  it('admits exactly 300 s in both directions and refuses 301 s', async () => {
    const { codeOf, call } = await aGate();
    const now = NOON / 1000;
    expect(await codeOf(call({ timestamp: String(now - 300) }))).to.equal('OK');
    expect(await codeOf(call({ timestamp: String(now + 300) }))).to.equal('OK');
    expect(await codeOf(call({ timestamp: String(now - 301) }))).to.equal('STALE_TIMESTAMP');
    expect(await codeOf(call({ timestamp: String(now + 301) }))).to.equal('STALE_TIMESTAMP');
  });

  it('refuses a missing or non-numeric timestamp with STALE_TIMESTAMP', async () => {
    const { codeOf, call } = await aGate();
    for (const timestamp of ['', 'now', '1.7e9', `${NOON / 1000}.5`, '-1', `${NOON}`]) {
      expect(await codeOf(call({ timestamp })), timestamp).to.equal('STALE_TIMESTAMP');
    }
  });

  it('checks the timestamp before the signature: a stale, badly signed call is STALE_TIMESTAMP', async () => {
    const { codeOf, call } = await aGate();
    expect(await codeOf(call({ timestamp: String(NOON / 1000 - 3600), signature: `v2=${'0'.repeat(64)}` }))).to.equal('STALE_TIMESTAMP');
  });

  it('says in INVALID_SIGNATURE what the server verified (method, path, timestamp, body length and SHA-256), never the expected signature', async () => {
    const { gate, call } = await aGate();
    const rawBody = Buffer.from('{"trip":{"intent":"forTourism"}}');
    const sent = call({ rawBody, secret: 'sk_test_someoneElse0000000000' });
    const { result } = await gate.run(sent);
    const detail = result.ok ? '' : (result.failure.detail ?? '');
    expect(detail).to.include(`ts ${sent.timestamp}`).and.include('METHOD POST').and.include(`pathname ${sent.path}`);
    expect(detail).to.include(`${rawBody.byteLength} bytes`).and.include(createHash('sha256').update(rawBody).digest('hex'));
    const issuedSecretSignature = call({ rawBody }).signature ?? '';
    expect(detail).to.not.include(issuedSecretSignature.slice(3, 23));
  });

  it('says in INVALID_SIGNATURE that the v2= prefix is missing when the header has none (or is absent), keeping the code', async () => {
    const { gate, call } = await aGate();
    const signed = call().signature ?? '';
    const detailOf = async (signature: string | undefined) => {
      const { result } = await gate.run(call({ signature }));
      return result.ok ? 'OK' : `${result.failure.code}: ${result.failure.detail}`;
    };
    expect(await detailOf(signed.slice(3))).to.match(/^INVALID_SIGNATURE: The x-svc-signature header has no v2= prefix/);
    expect(await detailOf(undefined)).to.match(/^INVALID_SIGNATURE: The x-svc-signature header is missing/);
    // A v2 signature that does not verify is still told what the server verified.
    expect(await detailOf(`v2=${'0'.repeat(64)}`)).to.match(/^INVALID_SIGNATURE: The signature does not verify/);
  });

  it('refuses a wrong, missing or foreign-path signature with INVALID_SIGNATURE', async () => {
    const { codeOf, call } = await aGate();
    expect(await codeOf(call({ signature: undefined }))).to.equal('INVALID_SIGNATURE');
    expect(await codeOf(call({ signature: `v2=${'0'.repeat(64)}` }))).to.equal('INVALID_SIGNATURE');
    expect(await codeOf(call({ secret: 'sk_test_someoneElse0000000000' }))).to.equal('INVALID_SIGNATURE');
    expect(await codeOf(call({ signedPath: '/api/v1/travel/links' }))).to.equal('INVALID_SIGNATURE');
    expect(await codeOf(call({ signedPath: '/API/v1/travel/quotes' }))).to.equal('INVALID_SIGNATURE');
  });

  it('ignores the query string: any query passes with the same signature', async () => {
    const { codeOf, call } = await aGate();
    const signed = call();
    for (const query of [{}, { country: 'FR' }, { a: '1', b: 'two' }] as Record<string, string>[]) expect(await codeOf({ ...signed, query })).to.equal('OK');
  });

  it('hands the key back on every refusal after the key was found (for the quota headers)', async () => {
    const { gate, call, issued } = await aGate();
    for (const c of [call({ signature: 'v1=00' }), call({ timestamp: '1' }), call({ signature: 'v2=00' })]) {
      expect((await gate.run(c)).key?.keyId).to.equal(issued.keyId);
    }
  });

  it('attaches the partner the key credits when that account exists', async () => {
    const withPartner = await aGate({ partnerCode: 'acme' });
    await withPartner.partners.create({ code: 'acme', status: 'approved', baseRateBps: 1000, commissionBps: 1000, links: [], createdAt: 0, version: 1 });
    const { result } = await withPartner.gate.run(withPartner.call());
    expect(result.ok && result.value.partner?.code).to.equal('acme');

    const orphan = await aGate({ partnerCode: 'ghost' });
    const second = await orphan.gate.run(orphan.call());
    expect(second.result.ok && second.result.value.partner).to.equal(undefined);
  });

  it('takes the partner from a store that joins key and partner in one read, and reads no partner itself', async () => {
    const { keys, partners, call, clock, issued } = await aGate({ partnerCode: 'acme' });
    await partners.create({ code: 'acme', status: 'approved', baseRateBps: 1000, commissionBps: 1000, links: [], createdAt: 0, version: 1 });
    let joinedReads = 0;
    const joining = Object.assign(Object.create(keys) as FakeKeyStore, {
      getWithPartner: async (keyId: string) => {
        joinedReads += 1;
        const key = await keys.get(keyId);
        const partner = key?.partnerCode === undefined ? undefined : await partners.get(key.partnerCode);
        return key === undefined ? undefined : partner === undefined ? { key } : { key, partner };
      },
    });
    let partnerReads = 0;
    const counted = Object.assign(Object.create(partners) as FakePartnerStore, {
      get: (code: string) => {
        partnerReads += 1;
        return partners.get(code);
      },
    });
    const gate = new Authenticate(joining, counted, clock, new SecretBox(MASTER_KEY));
    const { result } = await gate.run(call());
    expect(result.ok && result.value.partner?.code).to.equal('acme');
    expect(result.ok && result.value.key.keyId).to.equal(issued.keyId);
    expect({ joinedReads, partnerReads }).to.deep.equal({ joinedReads: 1, partnerReads: 0 });
    // A refusal after the key was found still hands the key back; an unknown key finds nothing.
    expect((await gate.run(call({ signature: 'v2=00' }))).key?.keyId).to.equal(issued.keyId);
    const unknown = await gate.run(call({ keyId: 'ak_test_unknown000000000000000' }));
    expect(unknown.result.ok ? 'OK' : unknown.result.failure.code).to.equal('UNAUTHORIZED');
  });
});
