import { expect } from 'chai';
import { createParasol, jsonBody, signRequest, type KeyStore } from '@parasol/core';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore } from '@parasol/adapter-memory';
import { probeModule, READS_PROBE } from './probe-operations.js';
import { NOON } from './security-harness.js';

/** A key store that can be made to fail, as a database would when it is unreachable. */
class FlakyKeyStore extends MemoryKeyStore implements KeyStore {
  down = false;
  override async get(keyId: string) {
    if (this.down) throw new Error('connection refused');
    return super.get(keyId);
  }
}

describe('failures inside the service', () => {
  const setUp = async () => {
    const keys = new FlakyKeyStore();
    const errors: Record<string, unknown>[] = [];
    const clock = new ManualClock(NOON);
    const random = new CryptoRandom();
    const parasol = createParasol({
      stores: { keys, partners: new MemoryPartnerStore(), counters: new MemoryCounterStore() },
      clock,
      random,
      masterKey: random.bytes(32),
      logger: { info: () => {}, warn: () => {}, error: (_message, fields) => errors.push(fields ?? {}) },
      modules: [probeModule],
    });
    const key = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'coach'] });
    if (!key.ok) throw new Error('key');
    const call = (body: unknown) => {
      const rawBody = Buffer.from(JSON.stringify(body));
      const timestamp = String(Math.floor(clock.now() / 1000));
      return parasol.handle({
        method: 'POST',
        path: READS_PROBE,
        query: {},
        keyId: key.value.keyId,
        timestamp,
        signature: signRequest(key.value.secret, { timestamp, method: 'POST', pathname: READS_PROBE, rawBody }),
        rawBody,
        decodeBody: jsonBody,
        requestId: 'req_failure_test',
      });
    };
    return { keys, errors, call };
  };

  it('answers 502 AUTH_LOOKUP_FAILED when the key store is unreachable, with no internals', async () => {
    const { keys, call } = await setUp();
    keys.down = true;
    const answer = await call({});
    expect(answer.status).to.equal(502);
    expect(answer.body).to.include({ error: 'AUTH_LOOKUP_FAILED' });
    expect(JSON.stringify(answer.body)).to.not.include('connection refused');
  });

  it('answers 500 INTERNAL_ERROR for a bug, logs it with the request id, and shows no stack', async () => {
    const { errors, call } = await setUp();
    const answer = await call({ upstream: 'crash' });
    expect(answer.status).to.equal(500);
    expect(answer.body).to.include({ error: 'INTERNAL_ERROR' });
    expect(JSON.stringify(answer.body)).to.include('req_failure_test').and.not.include('probe crashed');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ requestId: 'req_failure_test' });
    expect(String(errors[0]?.error)).to.include('probe crashed');
  });
});
