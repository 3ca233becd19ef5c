import { expect } from 'chai';
import fc from 'fast-check';
import { aSecuredParasol, NOON, outcome } from './security-harness.js';
import { READS_PROBE, WRITES_PROBE } from './probe-operations.js';

const META = '/api/v1/travel/meta';
const NOW_S = NOON / 1000;

describe('security gate: signatures and keys (facade)', () => {
  it('answers a correctly signed call', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const answer = await h.call(key, META);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.include({ ok: true });
  });

  it('property: the query string never matters, the same signature passes with any query', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey({ burstPerMinute: 10_000 });
    const signed = h.signedCall(key, META);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 20 })), async (query) => {
        expect(outcome(await h.parasol.handle({ ...signed, query }))).to.equal('OK');
      }),
      { numRuns: 50 },
    );
  });

  it('lets the in-process client send a query string it did not sign', async () => {
    const h = aSecuredParasol();
    const client = h.parasol.client(await h.aKey());
    expect((await client.call('GET', `${META}?country=FR&lang=en`)).status).to.equal(200);
  });

  it('refuses the retired v1 scheme with 401 V1_SCHEME_RETIRED', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const answer = await h.call(key, META, { signature: `v1=${'ab'.repeat(32)}` });
    expect(answer.status).to.equal(401);
    expect(answer.body).to.deep.include({ error: 'V1_SCHEME_RETIRED' });
  });

  it('refuses a timestamp more than 300 s off in either direction with 401 STALE_TIMESTAMP; exactly 300 s passes', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const at = (ts: number) => h.call(key, META, { timestamp: String(ts) });
    for (const ts of [NOW_S - 301, NOW_S + 301, NOW_S - 86_400, NOW_S + 86_400]) {
      const answer = await at(ts);
      expect(answer.status, `${ts - NOW_S} s`).to.equal(401);
      expect(answer.body, `${ts - NOW_S} s`).to.deep.include({ error: 'STALE_TIMESTAMP' });
    }
    for (const ts of [NOW_S - 300, NOW_S + 300]) expect(outcome(await at(ts)), `${ts - NOW_S} s`).to.equal('OK');
  });

  it('refuses a missing, unknown or revoked key with 401 UNAUTHORIZED', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const revoked = await h.aKey();
    await h.parasol.admin.keys.revoke(revoked.keyId);
    const answers = [
      await h.parasol.handle({ ...h.signedCall(key, META), keyId: undefined }),
      await h.call({ keyId: 'ak_test_neverIssued0000000000', secret: key.secret }, META),
      await h.call(revoked, META),
    ];
    for (const answer of answers) {
      expect(answer.status).to.equal(401);
      expect(answer.body).to.deep.include({ error: 'UNAUTHORIZED' });
    }
  });

  it('refuses a bad signature with 401 INVALID_SIGNATURE: wrong secret, another path, a body changed after signing', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const other = await h.aKey();
    const signed = h.signedCall(key, READS_PROBE, { body: { a: 1 } });
    const answers = [
      await h.call(key, META, { signature: `v2=${'0'.repeat(64)}` }),
      await h.call(key, META, { secret: other.secret }),
      await h.call(key, READS_PROBE, { body: {}, signedPath: WRITES_PROBE }),
      await h.call(key, META, { signedPath: '/api/v1/coach/cards' }),
      await h.parasol.handle({ ...signed, rawBody: Buffer.from('{ "a": 1 }') }),
      await h.parasol.handle({ ...signed, method: 'GET', path: META }),
    ];
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, `case ${i}`).to.equal(401);
      expect(answer.body, `case ${i}`).to.deep.include({ error: 'INVALID_SIGNATURE' });
    }
  });

  it('refuses a key without the endpoint’s scope with 403 SCOPE_FORBIDDEN', async () => {
    const h = aSecuredParasol();
    const coachOnly = await h.aKey({ scopes: ['coach'] });
    const quotesOnly = await h.aKey({ scopes: ['quotes'] });
    for (const [key, path, body] of [
      [coachOnly, META, undefined],
      [coachOnly, READS_PROBE, {}],
      [quotesOnly, WRITES_PROBE, {}],
    ] as const) {
      const answer = await h.call(key, path, { body });
      expect(answer.status, path).to.equal(403);
      expect(answer.body, path).to.deep.include({ error: 'SCOPE_FORBIDDEN' });
    }
    expect(outcome(await h.call(quotesOnly, READS_PROBE, { body: {} }))).to.equal('OK');
  });

  it('takes no burst slot for a call refused by authentication or scope', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey({ scopes: ['coach'] });
    for (let i = 0; i < 70; i++) {
      await h.call(key, META, { timestamp: '1' });
      await h.call(key, META);
    }
    const admitted = await h.call(key, META, { method: 'POST', body: {} });
    expect(admitted.rateLimit, 'a 405 is refused before authentication').to.equal(undefined);
    const scoped = await h.call(key, META);
    expect(scoped.rateLimit!.burstRemaining, 'no earlier refusal took a burst slot').to.equal(60);
  });
});
