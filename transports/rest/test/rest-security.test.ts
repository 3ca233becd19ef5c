import { expect } from 'chai';
import { pricingModule } from '@parasol/core';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import { startHarness, send, type RestHarness } from './rest-harness.js';
import { aTripBody } from '@parasol/core/test-support';

const QUOTES = '/api/v1/travel/quotes';
const META = '/api/v1/travel/meta';
const DAY_MS = 86_400_000;
const aQuoteBody = () =>
  JSON.stringify({
    trip: aTripBody(),
  });
const errorOf = async (r: Response) => ((await r.json()) as { error: string }).error;

describe('REST security: rotation, revocation and quota exactness', () => {
  let h: RestHarness;
  beforeEach(async () => {
    h = await startHarness([
      pricingModule({ sandbox: sandboxPricingSource(), live: sandboxPricingSource() }),
    ]);
  });
  afterEach(() => h.close());

  it('keeps the previous secret valid for exactly 24 hours after a rotation', async () => {
    const rotated = await h.parasol.admin.keys.rotate(h.keyId);
    if (!rotated.ok) throw new Error('rotation failed');
    const fresh = rotated.value.secret;
    expect((await send(h, 'GET', META)).status, 'old secret right after').to.equal(200);
    expect((await send(h, 'GET', META, { secret: fresh })).status, 'new secret').to.equal(200);
    h.clock.advance(DAY_MS - 1000);
    expect((await send(h, 'GET', META)).status, 'old secret at 24h - 1s').to.equal(200);
    h.clock.advance(1000);
    const expired = await send(h, 'GET', META);
    expect(expired.status, 'old secret at 24h').to.equal(401);
    expect(await errorOf(expired)).to.equal('INVALID_SIGNATURE');
    expect((await send(h, 'GET', META, { secret: fresh })).status, 'new secret after 24h').to.equal(200);
  });

  it('stops a revoked key at once, every secret included', async () => {
    await h.parasol.admin.keys.revoke(h.keyId);
    const r = await send(h, 'GET', META);
    expect(r.status).to.equal(401);
    expect(await errorOf(r)).to.equal('UNAUTHORIZED');
  });

  it('admits exactly the 7 calls left out of 100 concurrent ones, and never counts the 429s', async () => {
    const key = await h.parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes'], partnerCode: 'acme', quota: { reads: 7, writes: 1 }, burstPerMinute: 1000 });
    if (!key.ok) throw new Error('key');
    const auth = { keyId: key.value.keyId, secret: key.value.secret };
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(h, 'POST', QUOTES, { ...auth, body: aQuoteBody() })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).to.have.length(7);
    expect(statuses.filter((s) => s === 429)).to.have.length(93);
    const refused = answers.find((r) => r.status === 429);
    expect(refused?.headers.get('retry-after')).to.match(/^\d+$/);
    expect(await refused?.json()).to.include({ error: 'QUOTA_EXCEEDED', bucket: 'reads' });
    const meta = await send(h, 'GET', META, auth);
    const body = (await meta.json()) as { key: { quota: { reads: { used: number; remaining: number } } } };
    expect(body.key.quota.reads).to.include({ used: 7, remaining: 0 });
    expect(meta.headers.get('x-ratelimit-remaining')).to.equal('0');
  });

  it('refuses the 61st call of a minute with RATE_LIMITED while the daily headers still describe the day', async () => {
    for (let i = 0; i < 60; i += 1) expect((await send(h, 'GET', META)).status).to.equal(200);
    const refused = await send(h, 'GET', META);
    expect(refused.status).to.equal(429);
    expect(await errorOf(refused)).to.equal('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60);
    expect(refused.headers.get('x-ratelimit-burst-remaining')).to.equal('0');
    expect(refused.headers.get('x-ratelimit-limit')).to.equal('200');
    expect(refused.headers.get('x-ratelimit-remaining')).to.equal('200');
    h.clock.advance(60_000);
    expect((await send(h, 'GET', META)).status, 'next minute').to.equal(200);
  });
});
