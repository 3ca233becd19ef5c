import { expect } from 'chai';
import type { ReadinessCheck } from '../src/index.js';
import { startHarness, type RestHarness } from './rest-harness.js';

/**
 * GET /healthz and /readyz: unsigned probes beside the API. /readyz reports what `readiness`
 * says (parasol serve: the storage ping) and must turn 503 and back without a restart.
 */
describe('REST: health and readiness probes', () => {
  let storage: ReadinessCheck = { ok: true, latencyMs: 1 };
  let harness: RestHarness;
  let slow = false;
  before(async () => {
    harness = await startHarness([], {
      readiness: () => (slow ? new Promise(() => {}) : Promise.resolve({ storage })),
    });
  });
  after(() => harness.close());
  const get = (path: string, method = 'GET') => fetch(new URL(path, harness.server.url), { method });

  it('answers /healthz 200 without a key, not cached', async () => {
    const answer = await get('/healthz');
    expect(answer.status).to.equal(200);
    expect(await answer.json()).to.deep.equal({ ok: true });
    expect(answer.headers.get('cache-control')).to.equal('no-store');
  });

  it('answers /readyz 200 with the checks while storage answers, 503 while it does not, and 200 again when it is back', async () => {
    storage = { ok: true, latencyMs: 1 };
    const ready = await get('/readyz');
    expect(ready.status).to.equal(200);
    expect(await ready.json()).to.deep.equal({ ok: true, checks: { storage: { ok: true, latencyMs: 1 } } });
    storage = { ok: false, detail: 'unreachable' };
    const down = await get('/readyz');
    expect(down.status).to.equal(503);
    expect(await down.json()).to.deep.equal({ ok: false, checks: { storage: { ok: false, detail: 'unreachable' } } });
    storage = { ok: true };
    expect((await get('/readyz')).status).to.equal(200);
  });

  it('answers /readyz 503 within its deadline when a check hangs (a hung database)', async () => {
    slow = true;
    try {
      const answer = await get('/readyz');
      expect(answer.status).to.equal(503);
      expect(await answer.json()).to.deep.equal({ ok: false, checks: { readiness: { ok: false, detail: 'timeout' } } });
    } finally {
      slow = false;
    }
  });

  it('leaves other methods on these paths, and every other path, to the API (its JSON 404)', async () => {
    for (const [path, method] of [['/readyz', 'POST'], ['/healthz/', 'GET'], ['/readyz?x', 'DELETE']] as const) {
      const answer = await get(path, method);
      expect(answer.status, `${method} ${path}`).to.equal(404);
      expect(((await answer.json()) as { error: string }).error).to.equal('NOT_FOUND');
    }
  });

  it('is ready with no checks when nothing is to be checked (memory storage)', async () => {
    const bare = await startHarness();
    try {
      const answer = await fetch(new URL('/readyz', bare.server.url));
      expect(answer.status).to.equal(200);
      expect(await answer.json()).to.deep.equal({ ok: true, checks: {} });
    } finally {
      await bare.close();
    }
  });
});
