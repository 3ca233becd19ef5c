import { expect } from 'chai';
import { aSecuredParasol, outcome, type SecuredParasol } from './security-harness.js';
import { READS_PROBE, WRITES_PROBE } from './probe-operations.js';

const META = '/api/v1/travel/meta';
const LIVE_QUOTA = { reads: 10_000, writes: 1_000 };
const issueLive = (h: SecuredParasol) => h.parasol.admin.issueLiveKey.run('acme', LIVE_QUOTA, ['quotes', 'quotes.link', 'coach']);

describe('security gate: attribution and live access (facade)', () => {
  it('refuses a live key with no partner on an attributed endpoint with 403 NO_ATTRIBUTION_CONFIGURED', async () => {
    const h = aSecuredParasol();
    const orphan = await h.aKey({ mode: 'live' });
    const ghostPartner = await h.aKey({ mode: 'live', partnerCode: 'ghost' });
    for (const [key, path] of [
      [orphan, READS_PROBE],
      [orphan, WRITES_PROBE],
      [ghostPartner, READS_PROBE],
    ] as const) {
      const answer = await h.call(key, path, { body: {} });
      expect(answer.status).to.equal(403);
      expect(answer.body).to.deep.include({ error: 'NO_ATTRIBUTION_CONFIGURED' });
      expect(answer.rateLimit!.remaining, 'no daily slot taken').to.equal(answer.rateLimit!.limit);
    }
    expect(outcome(await h.call(orphan, META)), 'meta needs no attribution').to.equal('OK');
  });

  it('lets a sandbox key without a partner call attributed endpoints (sandbox attributes nothing)', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const answer = await h.call(key, READS_PROBE, { body: {} });
    expect(answer.body).to.deep.equal({ ok: true, mode: 'sandbox', partner: null });
  });

  it('issues a live key only once the partner is approved and has made 10 sandbox price calls and 1 link', async () => {
    const h = aSecuredParasol();
    await h.aPartner();
    const sandbox = await h.aKey({ partnerCode: 'acme' });
    expect((await issueLive(h)).ok, 'pending partner').to.equal(false);
    await h.parasol.admin.partners.approve('acme');
    expect((await issueLive(h)).ok, 'no sandbox activity').to.equal(false);

    for (let i = 0; i < 9; i++) await h.call(sandbox, READS_PROBE, { body: {} });
    await h.call(sandbox, READS_PROBE, { body: { upstream: 'fail' } }); // a failed call proves nothing
    await h.call(sandbox, WRITES_PROBE, { body: {} });
    const nine = await issueLive(h);
    expect(!nine.ok && nine.failure.detail).to.match(/has 9 and 1/);

    await h.call(sandbox, READS_PROBE, { body: {} });
    const issued = await issueLive(h);
    if (!issued.ok) throw new Error(issued.failure.detail);
    expect(issued.value).to.include({ mode: 'live' });
    expect(issued.value.keyId).to.match(/^ak_live_/);

    const live = await h.call(issued.value, READS_PROBE, { body: {} });
    expect(live.body).to.deep.equal({ ok: true, mode: 'live', partner: 'acme' });
    expect(live.rateLimit).to.deep.include({ limit: LIVE_QUOTA.reads });
    expect(outcome(await h.call(sandbox, READS_PROBE, { body: {} })), 'the sandbox key stays valid').to.equal('OK');
  });

  it('counts activity recorded directly (PartnerActivity.record) the same way', async () => {
    const h = aSecuredParasol();
    await h.aPartner({ approved: true });
    for (let i = 0; i < 10; i++) await h.parasol.admin.activity.record('acme', 'sandboxPriceCalls');
    expect((await issueLive(h)).ok, 'no link yet').to.equal(false);
    await h.parasol.admin.activity.record('acme', 'sandboxLinksMinted');
    expect((await issueLive(h)).ok).to.equal(true);
  });

  it('does not count a live key’s calls as sandbox activity', async () => {
    const h = aSecuredParasol();
    await h.aPartner({ approved: true });
    const live = await h.aKey({ mode: 'live', partnerCode: 'acme' });
    for (let i = 0; i < 10; i++) await h.call(live, READS_PROBE, { body: {} });
    await h.call(live, WRITES_PROBE, { body: {} });
    expect(await h.parasol.admin.activity.read('acme', h.clock.now())).to.deep.equal({ sandboxPriceCalls: 0, sandboxLinksMinted: 0 });
  });

  it('never gives a sandbox key the catalogueId card mode; a live key has it', async () => {
    const h = aSecuredParasol();
    const asked = await h.aKey({ cardModes: ['catalogueId', 'bin', 'none'] });
    const byDefault = await h.aKey();
    expect((await h.storedKey(asked.keyId)).cardModes).to.deep.equal(['bin', 'none']);
    expect((await h.storedKey(byDefault.keyId)).cardModes).to.not.include('catalogueId');
    await h.aPartner({ approved: true });
    await h.parasol.admin.activity.record('acme', 'sandboxLinksMinted');
    for (let i = 0; i < 10; i++) await h.parasol.admin.activity.record('acme', 'sandboxPriceCalls');
    const live = await issueLive(h);
    if (!live.ok) throw new Error(live.failure.detail);
    expect((await h.storedKey(live.value.keyId)).cardModes).to.include('catalogueId');
  });
});
