import { expect } from 'chai';
import type { Answer } from '@parasol/core';
import { aSecuredParasol, MINUTE, NOON, outcome, secondsToMidnight, type SecuredParasol } from './security-harness.js';
import { READS_PROBE, WRITES_PROBE } from './probe-operations.js';

const META = '/api/v1/travel/meta';
/** Not on a whole minute or second, so that rounding is exercised. */
const AFTERNOON = NOON + 3 * 3_600_000 + 17 * MINUTE + 12_345;

const tally = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[outcome(a)] = (counts[outcome(a)] ?? 0) + 1;
  return counts;
};

async function callsInARow(times: number, send: () => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < times; i++) answers.push(await send());
  return answers;
}

/** What GET meta reports the key has used today, read without touching the reads bucket. */
async function readsUsed(h: SecuredParasol, key: { keyId: string; secret: string }): Promise<number> {
  const meta = await h.call(key, META);
  return (meta.body as { key: { quota: { reads: { used: number } } } }).key.quota.reads.used;
}

describe('security gate: daily quota and burst (facade)', () => {
  it('admits exactly 7 of 100 concurrent calls when 7 remain; the rest get QUOTA_EXCEEDED naming the bucket', async () => {
    const h = aSecuredParasol();
    h.clock.set(AFTERNOON);
    const key = await h.aKey({ quota: { reads: 20, writes: 5 }, burstPerMinute: 1000 });
    expect(tally(await callsInARow(13, () => h.call(key, READS_PROBE, { body: {} })))).to.deep.equal({ OK: 13 });

    const answers = await Promise.all(Array.from({ length: 100 }, () => h.call(key, READS_PROBE, { body: {} })));
    expect(tally(answers)).to.deep.equal({ OK: 7, QUOTA_EXCEEDED: 93 });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body).to.deep.include({ error: 'QUOTA_EXCEEDED', bucket: 'reads' });
      expect(refused.retryAfterSeconds).to.equal(secondsToMidnight(AFTERNOON));
      expect(refused.rateLimit).to.deep.include({ limit: 20, remaining: 0, resetSeconds: secondsToMidnight(AFTERNOON) });
    }
    expect(await readsUsed(h, key), 'the 93 refusals were not counted').to.equal(20);
  });

  it('names the writes bucket when that one is spent, and leaves reads untouched', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey({ quota: { reads: 20, writes: 2 } });
    const answers = await callsInARow(3, () => h.call(key, WRITES_PROBE, { body: {} }));
    expect(answers.map((a) => a.status)).to.deep.equal([201, 201, 429]);
    expect(answers[2]!.body).to.deep.include({ error: 'QUOTA_EXCEEDED', bucket: 'writes' });
    expect(outcome(await h.call(key, READS_PROBE, { body: {} }))).to.equal('OK');
  });

  it('with the default burst, 100 concurrent calls meet the burst first: 60 pass it, 7 of them fit the day', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey({ quota: { reads: 7, writes: 5 } });
    const answers = await Promise.all(Array.from({ length: 100 }, () => h.call(key, READS_PROBE, { body: {} })));
    expect(tally(answers)).to.deep.equal({ OK: 7, QUOTA_EXCEEDED: 53, RATE_LIMITED: 40 });
  });

  it('refills the daily bucket at the next UTC midnight', async () => {
    const h = aSecuredParasol();
    h.clock.set(AFTERNOON);
    const key = await h.aKey({ quota: { reads: 3, writes: 1 } });
    await callsInARow(4, () => h.call(key, READS_PROBE, { body: {} }));
    h.clock.advance(secondsToMidnight(AFTERNOON) * 1000 - 1000);
    expect(outcome(await h.call(key, READS_PROBE, { body: {} })), 'one second before midnight').to.equal('QUOTA_EXCEEDED');
    h.clock.advance(1000);
    const fresh = await h.call(key, READS_PROBE, { body: {} });
    expect(outcome(fresh)).to.equal('OK');
    expect(fresh.rateLimit).to.deep.include({ limit: 3, remaining: 2, resetSeconds: 86_400 });
  });

  it('refuses the 61st call of a minute with RATE_LIMITED; the daily headers still describe the day', async () => {
    const h = aSecuredParasol();
    h.clock.set(AFTERNOON);
    const key = await h.aKey();
    expect(tally(await callsInARow(60, () => h.call(key, READS_PROBE, { body: {} })))).to.deep.equal({ OK: 60 });
    const refused = await h.call(key, READS_PROBE, { body: {} });
    expect(refused.status).to.equal(429);
    expect(refused.body).to.deep.include({ error: 'RATE_LIMITED' });
    expect(refused.retryAfterSeconds).to.be.within(1, 60);
    expect(refused.retryAfterSeconds).to.equal(Math.ceil((MINUTE - (AFTERNOON % MINUTE)) / 1000));
    expect(refused.rateLimit).to.deep.equal({ limit: 200, remaining: 140, resetSeconds: secondsToMidnight(AFTERNOON), burstRemaining: 0 });
  });

  it('counts every endpoint in the same burst, meta included', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    await callsInARow(30, () => h.call(key, META));
    await callsInARow(20, () => h.call(key, READS_PROBE, { body: {} }));
    await callsInARow(10, () => h.call(key, WRITES_PROBE, { body: {} }));
    expect(outcome(await h.call(key, META))).to.equal('RATE_LIMITED');
  });

  it('opens a new burst at the next minute, without having counted the refused calls', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    await callsInARow(75, () => h.call(key, READS_PROBE, { body: {} }));
    h.clock.advance(MINUTE);
    const next = await h.call(key, READS_PROBE, { body: {} });
    expect(outcome(next)).to.equal('OK');
    expect(next.rateLimit).to.deep.include({ remaining: 200 - 61, burstRemaining: 59 });
  });

  it('keeps each key’s burst and quota to itself', async () => {
    const h = aSecuredParasol();
    const busy = await h.aKey();
    const quiet = await h.aKey();
    await callsInARow(61, () => h.call(busy, READS_PROBE, { body: {} }));
    const answer = await h.call(quiet, READS_PROBE, { body: {} });
    expect(answer.rateLimit).to.deep.include({ remaining: 199, burstRemaining: 59 });
  });

  it('charges no daily quota for GET meta, only a burst slot', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const answers = await callsInARow(10, () => h.call(key, META));
    expect(answers.every((a) => a.status === 200)).to.equal(true);
    expect(answers[9]!.rateLimit).to.deep.include({ limit: 200, remaining: 200, burstRemaining: 50 });
    expect(await readsUsed(h, key)).to.equal(0);
  });

  it('gives the daily slot back when the use case fails upstream (5xx) or crashes', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey({ quota: { reads: 2, writes: 2 } });
    const failed = await h.call(key, READS_PROBE, { body: { upstream: 'fail' } });
    expect(failed.status).to.equal(502);
    expect(failed.body).to.deep.include({ error: 'PRICING_UNAVAILABLE' });
    expect(failed.rateLimit!.remaining).to.equal(2);
    const crashed = await h.call(key, READS_PROBE, { body: { upstream: 'crash' } });
    expect(crashed.status).to.equal(500);
    expect(crashed.rateLimit!.remaining).to.equal(2);
    expect(tally(await callsInARow(3, () => h.call(key, READS_PROBE, { body: {} })))).to.deep.equal({ OK: 2, QUOTA_EXCEEDED: 1 });
  });

  it('charges no daily quota for a call refused as a bad request, only a burst slot', async () => {
    const h = aSecuredParasol();
    const key = await h.aKey();
    const bad = await h.call(key, READS_PROBE, { body: '{"not json' });
    expect(bad.status).to.equal(400);
    expect(bad.body).to.deep.include({ error: 'INVALID_JSON' });
    expect(bad.rateLimit).to.deep.include({ remaining: 200, burstRemaining: 59 });
  });

  it('puts the key\'s real rate-limit state on every answer once the key is authenticated, and none before', async () => {
    const h = aSecuredParasol();
    const partner = await h.aPartner();
    const key = await h.aKey({ quota: { reads: 1, writes: 1 }, partnerCode: partner.code });
    const orphanLive = await h.aKey({ mode: 'live' });
    const coachOnly = await h.aKey({ scopes: ['coach'] });
    const authenticated: [string, Answer][] = [
      ['ok', await h.call(key, READS_PROBE, { body: {} })],
      ['quota', await h.call(key, READS_PROBE, { body: {} })],
      ['bad json', await h.call(key, READS_PROBE, { body: '{' })],
      ['upstream', await h.call(key, WRITES_PROBE, { body: { upstream: 'fail' } })],
      ['scope', await h.call(coachOnly, META)],
      ['attribution', await h.call(orphanLive, READS_PROBE, { body: {} })],
    ];
    for (const [what, answer] of authenticated) {
      expect(answer.rateLimit, what).to.have.all.keys('limit', 'remaining', 'resetSeconds', 'burstRemaining');
      for (const value of Object.values(answer.rateLimit!)) expect(value, what).to.be.a('number').and.at.least(0);
      expect(answer.rateLimit!.resetSeconds, what).to.equal(secondsToMidnight(h.clock.now()));
    }
    const byName = Object.fromEntries(authenticated);
    expect(byName['quota']!.rateLimit).to.deep.include({ limit: 1, remaining: 0 });
    expect(byName['scope']!.rateLimit, 'a refused known key is described as it is, not as spent').to.deep.include({ limit: 200, remaining: 200 });
    // Before authentication nothing is known about the caller: no headers rather than zeros that read as a spent quota.
    const unauthenticated: [string, Answer][] = [
      ['stale', await h.call(key, META, { timestamp: '1' })],
      ['bad signature', await h.call(key, META, { signature: 'v2=00' })],
      ['unknown key', await h.call({ keyId: 'ak_test_ghost', secret: 'x' }, META)],
      ['no route', await h.call(key, '/api/v1/nowhere')],
      ['wrong method', await h.call(key, META, { method: 'POST', body: {} })],
    ];
    for (const [what, answer] of unauthenticated) expect(answer.rateLimit, what).to.equal(undefined);
  });
});
