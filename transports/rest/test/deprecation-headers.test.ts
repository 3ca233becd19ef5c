import { expect } from 'chai';
import type { Parasol } from '@parasol/core';
import { startRestServer } from '../src/index.js';
import { startHarness, send, type RestHarness } from './rest-harness.js';

/**
 * docs/versioning.md: a deprecated endpoint says so on every answer (RFC 9745's Deprecation, RFC
 * 8594's Sunset), and no other endpoint carries either header. No endpoint of API 1.0.0 is
 * deprecated, so the test composes one: the meta marked deprecated in the composition's table.
 * OpenAPI's and the protos' marks: tools/codegen/test.
 */
describe('a deprecated endpoint', () => {
  const deprecated = { since: '2026-12-01', sunset: '2027-06-01' };
  let h: RestHarness;
  let server: Awaited<ReturnType<typeof startRestServer>>;

  before(async () => {
    h = await startHarness();
    const endpoints = h.parasol.endpoints.map((e) => (e.id === 'getMeta' ? { ...e, deprecated } : e));
    const marked = Object.create(h.parasol, { endpoints: { value: endpoints } }) as Parasol;
    server = await startRestServer({ parasol: marked });
  });
  after(async () => {
    await server.close();
    await h.close();
  });

  it('answers with Deprecation (unix seconds) and Sunset (an HTTP-date), success or refusal', async () => {
    const ok = await send({ ...h, server }, 'GET', '/api/v1/travel/meta');
    expect(ok.status).to.equal(200);
    expect(ok.headers.get('deprecation')).to.equal(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(ok.headers.get('sunset')).to.equal('Tue, 01 Jun 2027 00:00:00 GMT');
    const refused = await send({ ...h, server }, 'GET', '/api/v1/travel/meta', { signature: 'v2=00' });
    expect(refused.status).to.equal(401);
    expect(refused.headers.get('sunset')).to.equal('Tue, 01 Jun 2027 00:00:00 GMT');
  });

  it('leaves every other endpoint without either header', async () => {
    const other = await send({ ...h, server }, 'GET', '/api/v1/coach/cards');
    expect(other.headers.has('deprecation')).to.equal(false);
    expect(other.headers.has('sunset')).to.equal(false);
    const plain = await send(h, 'GET', '/api/v1/travel/meta');
    expect(plain.status).to.equal(200);
    expect(plain.headers.has('deprecation')).to.equal(false);
  });
});
