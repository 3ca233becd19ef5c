import { expect } from 'chai';
import { type Answer, type Credentials } from '@parasol/core';
import { parseLinkRequest, tripFingerprint } from '@parasol/core/internal';
import { LINKS, PARTNER, aLinksFacade, aSession, errorOf, linkBodyOf, type LinksFacade } from './links-facade.js';
import { aTripBody } from '@parasol/core/test-support';

/**
 * Concurrent POST /links calls through the in-process facade. Every store write of the use case
 * is a create-if-absent or a compare-and-set, so however the calls interleave the rules hold:
 * one session, one subscription at a time; one write charged per subscription written.
 */

/** Writes the key has used today, read through GET meta (which consumes no quota). */
async function writesUsed(facade: LinksFacade, key: Credentials): Promise<number> {
  const meta = await facade.parasol.client(key).meta();
  return (meta.body as { key: { quota: { writes: { used: number } } } }).key.quota.writes.used;
}

const statuses = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const what = a.status >= 300 ? `${a.status} ${errorOf(a)}` : a.status === 201 ? '201' : linkBodyOf(a).updated ? '200 updated' : linkBodyOf(a).replayed ? '200 replayed' : '200 ?';
    counts[what] = (counts[what] ?? 0) + 1;
  }
  return counts;
};

const fingerprintOf = (trip: Record<string, unknown>) => {
  const parsed = parseLinkRequest({ sessionId: 'qs_x', trip });
  if (!parsed.ok) throw new Error('test trip refused');
  return tripFingerprint(parsed.value.trip);
};

const ids = (answers: Answer[]) => new Set(answers.map((a) => linkBodyOf(a).subscriptionId));

describe('POST /links under concurrent calls (in-process facade)', () => {
  it('50 simultaneous identical calls on one session: one 201, 49 replays of the same subscription, one write charged', async () => {
    const facade = await aLinksFacade();
    // The sandbox defaults: 50 writes a day and 60 calls a minute, enough for the quote and the 50 links.
    const key = await facade.aKey({ mode: 'sandbox', burstPerMinute: 60 });
    const { sessionId, offerIds } = await aSession(facade, key);
    const body = { sessionId, trip: aTripBody(), offerId: offerIds[0] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => facade.parasol.client(key).link(body)));
    expect(statuses(answers)).to.deep.equal({ 201: 1, '200 replayed': 49 });
    expect(ids(answers).size).to.equal(1);
    expect(await writesUsed(facade, key), 'the 49 replays gave their slots back').to.equal(1);
    const stored = await facade.subscriptions.get(linkBodyOf(answers[0]!).subscriptionId);
    expect(stored).to.deep.include({ sessionId, generation: 0, stage: 'quoting', version: 1 });
  });

  it('50 parallel calls on 50 different sessions: 50 distinct subscriptions, each its own session’s', async () => {
    const facade = await aLinksFacade();
    const key = await facade.aKey({ mode: 'live' }, { reads: 1000, writes: 100 });
    const sessions = await Promise.all(Array.from({ length: 50 }, () => aSession(facade, key)));
    expect(new Set(sessions.map((s) => s.sessionId)).size, 'each /quotes call opened its own session').to.equal(50);
    // Identical trips: two travellers with the same trip never share a link (spec).
    const answers = await Promise.all(sessions.map((s) => facade.parasol.client(key).link({ sessionId: s.sessionId, trip: aTripBody() })));
    expect(statuses(answers)).to.deep.equal({ 201: 50 });
    expect(ids(answers).size).to.equal(50);
    for (const [i, answer] of answers.entries()) {
      const stored = await facade.subscriptions.get(linkBodyOf(answer).subscriptionId);
      expect(stored?.sessionId, `session ${i}`).to.equal(sessions[i]!.sessionId);
      expect(linkBodyOf(answer).ref).to.equal(`${PARTNER}-${LINKS.default}`);
    }
    expect(await writesUsed(facade, key)).to.equal(50);
  });

  it('concurrent calls with different trips on one session: one subscription holding one of the trips sent; one 201, the rest 200', async () => {
    const facade = await aLinksFacade();
    const key = await facade.aKey({ mode: 'sandbox' });
    const { sessionId } = await aSession(facade, key);
    const trips = [7, 8, 9, 10, 11].map((day) => aTripBody({ endDate: `2026-07-${String(day).padStart(2, '0')}` }));
    // Each trip sent twice, so that some calls find their own trip already stored (a replay).
    const sent = [...trips, ...trips];
    const answers = await Promise.all(sent.map((trip) => facade.parasol.client(key).link({ sessionId, trip })));
    const counts = statuses(answers);
    expect(counts['201'], JSON.stringify(counts)).to.equal(1);
    expect((counts['200 replayed'] ?? 0) + (counts['200 updated'] ?? 0), JSON.stringify(counts)).to.equal(sent.length - 1);
    expect(ids(answers).size).to.equal(1);
    const stored = (await facade.subscriptions.get(linkBodyOf(answers[0]!).subscriptionId))!;
    expect(trips.map(fingerprintOf)).to.include(stored.tripFingerprint);
    // One compare-and-set won per in-place update, and each write was charged once.
    const updates = counts['200 updated'] ?? 0;
    expect(stored.version).to.equal(1 + updates);
    expect(await writesUsed(facade, key)).to.equal(1 + updates);
  });

  it('12 concurrent calls with 12 different trips on one session: still one 201 and eleven 200, none refused', async () => {
    // One traveller changing their trip faster than the answers come back; every call is valid,
    // so each must end in the session's one subscription, not in a storage error.
    const facade = await aLinksFacade();
    const key = await facade.aKey({ mode: 'sandbox' });
    const { sessionId } = await aSession(facade, key);
    const trips = Array.from({ length: 12 }, (_, i) => aTripBody({ travellers: [{ age: 20 + i }] }));
    const answers = await Promise.all(trips.map((trip) => facade.parasol.client(key).link({ sessionId, trip })));
    const counts = statuses(answers);
    expect(counts, JSON.stringify(counts)).to.deep.equal({ 201: 1, '200 updated': 11 });
    const stored = (await facade.subscriptions.get(linkBodyOf(answers[0]!).subscriptionId))!;
    expect(trips.map(fingerprintOf)).to.include(stored.tripFingerprint);
  });

  it('a funnel move racing changed-trip calls ends consistent: the paid one stays paid, one rollover at most, the changed trip on the session’s current subscription', async () => {
    const facade = await aLinksFacade();
    const key = await facade.aKey({ mode: 'sandbox' });
    const { sessionId } = await aSession(facade, key);
    const first = await facade.parasol.client(key).link({ sessionId, trip: aTripBody() });
    const oldId = linkBodyOf(first).subscriptionId;
    const changed = aTripBody({ endDate: '2026-07-15' });
    const [, ...answers] = await Promise.all([
      facade.advance(oldId, 'paid'),
      ...Array.from({ length: 5 }, () => facade.parasol.client(key).link({ sessionId, trip: changed })),
    ]);
    const counts = statuses(answers);
    expect(answers.every((a) => a.status < 300), JSON.stringify(counts)).to.equal(true);
    expect(counts['201'] ?? 0, JSON.stringify(counts)).to.be.at.most(1);
    // An update that ran before the move may have landed on the old one; the move itself is never undone.
    expect((await facade.subscriptions.get(oldId))?.stage).to.equal('paid');
    const rolled = answers.find((a) => a.status === 201);
    const currentId = rolled ? linkBodyOf(rolled).subscriptionId : oldId;
    expect(await facade.subscriptions.get(currentId)).to.deep.include({ generation: rolled ? 1 : 0, tripFingerprint: fingerprintOf(changed) });
    // Answers name the old subscription (before the move) or the current one, nothing else.
    expect([...ids(answers)].every((id) => id === oldId || id === currentId)).to.equal(true);
  });

  it('after the funnel moves the subscription to paid, 20 concurrent calls roll over once: one 201 with a new id, 19 replays of it; the old one is untouched', async () => {
    const facade = await aLinksFacade();
    const key = await facade.aKey({ mode: 'live' }, { reads: 100, writes: 100 });
    const { sessionId } = await aSession(facade, key);
    const first = await facade.parasol.client(key).link({ sessionId, trip: aTripBody(), linkCode: LINKS.active });
    const oldId = linkBodyOf(first).subscriptionId;
    await facade.advance(oldId, 'paid');
    const paid = await facade.subscriptions.get(oldId);
    const usedBefore = await writesUsed(facade, key);

    // A different trip, and another linkCode: neither may reach the frozen subscription or move the attribution.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => facade.parasol.client(key).link({ sessionId, trip: aTripBody({ endDate: '2026-07-20' }), linkCode: LINKS.default })),
    );
    expect(statuses(answers)).to.deep.equal({ 201: 1, '200 replayed': 19 });
    const newIds = ids(answers);
    expect(newIds.size).to.equal(1);
    const [newId] = [...newIds];
    expect(newId).to.not.equal(oldId);
    expect(await facade.subscriptions.get(oldId), 'the old subscription is frozen').to.deep.equal(paid);
    expect(paid).to.deep.include({ stage: 'paid', tripFingerprint: fingerprintOf(aTripBody()) });
    expect(await facade.subscriptions.get(newId!)).to.deep.include({ sessionId, generation: 1, stage: 'quoting', ref: `${PARTNER}-${LINKS.active}`, tripFingerprint: fingerprintOf(aTripBody({ endDate: '2026-07-20' })) });
    for (const answer of answers) expect(linkBodyOf(answer).ref, 'the session keeps its first call’s ref').to.equal(`${PARTNER}-${LINKS.active}`);
    expect(await writesUsed(facade, key)).to.equal(usedBefore + 1);
  });

  describe('live-access gate: sandbox links minted', () => {
    const minted = async (facade: LinksFacade) => (await facade.parasol.admin.activity.read(PARTNER, facade.clock.now())).sandboxLinksMinted;

    it('counts each link a sandbox key mints, a rollover included, and no replay', async () => {
      const facade = await aLinksFacade();
      const key = await facade.aKey({ mode: 'sandbox' });
      const { sessionId } = await aSession(facade, key);
      const link = (trip = aTripBody()) => facade.parasol.client(key).link({ sessionId, trip });
      expect(await minted(facade)).to.equal(0);
      const first = await link();
      expect(first.status).to.equal(201);
      expect(await minted(facade), 'the first mint').to.equal(1);
      for (let i = 0; i < 3; i++) expect(linkBodyOf(await link()).replayed).to.equal(true);
      expect(await minted(facade), 'replays mint nothing').to.equal(1);
      await facade.advance(linkBodyOf(first).subscriptionId, 'subscribed');
      expect((await link()).status).to.equal(201);
      expect(await minted(facade), 'a rollover mints a new subscription').to.equal(2);
      const other = await aSession(facade, key);
      await Promise.all(Array.from({ length: 10 }, () => facade.parasol.client(key).link({ sessionId: other.sessionId, trip: aTripBody() })));
      expect(await minted(facade), '10 concurrent calls mint one link').to.equal(3);
    });

    it('counts no refused call and no live key’s mint', async () => {
      const facade = await aLinksFacade();
      const sandbox = await facade.aKey({ mode: 'sandbox' });
      const live = await facade.aKey({ mode: 'live' });
      const { sessionId } = await aSession(facade, sandbox);
      const refused = await facade.parasol.client(sandbox).link({ sessionId, trip: aTripBody(), linkCode: LINKS.archived });
      expect(errorOf(refused)).to.equal('LINK_NOT_FOUND');
      const liveSession = await aSession(facade, live);
      expect((await facade.parasol.client(live).link({ sessionId: liveSession.sessionId, trip: aTripBody() })).status).to.equal(201);
      expect(await minted(facade)).to.equal(0);
    });

    it('does not count an in-place trip update as a minted link', async () => {
      const facade = await aLinksFacade();
      const key = await facade.aKey({ mode: 'sandbox' });
      const { sessionId } = await aSession(facade, key);
      await facade.parasol.client(key).link({ sessionId, trip: aTripBody() });
      const updated = await facade.parasol.client(key).link({ sessionId, trip: aTripBody({ endDate: '2026-07-12' }) });
      expect(linkBodyOf(updated).updated).to.equal(true);
      // The spec's condition is "1 sandbox link minted"; an update changes a link, it mints none.
      expect(await minted(facade)).to.equal(1);
    });
  });
});
