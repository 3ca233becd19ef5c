import { expect } from 'chai';
import { MemorySubscriptionStore } from '@parasol/adapter-memory';
import { type Credentials, type FunnelOutcome, type FunnelQuote, type QuoteFunnel, type SubscriptionRecord } from '@parasol/core';
import { DEFAULT_LINK_SETTINGS, parseLinkRequest, tripFingerprint } from '@parasol/core/internal';
import { aLinksFacade, aSession, errorOf, linkBodyOf, type LinksFacade } from './links-facade.js';
import { aTripBody } from '@parasol/core/test-support';

/**
 * What POST /links writes upstream and in the store on an in-place update (the trip changed while
 * quoting), and what it does when the store's races never end: the rules a mint-only test leaves
 * open. A live update re-upserts the quote at the funnel before storing, with the clicked offer; a
 * sandbox one never reaches the funnel; a refusal or timeout upstream stores nothing.
 */

/** A funnel that records each upsert and answers with the outcome queued, else a fresh quote id. */
class WatchedFunnel implements QuoteFunnel {
  readonly upserts: FunnelQuote[] = [];
  private readonly queued: FunnelOutcome<{ readonly upstreamQuoteId: string }>[] = [];

  answerNext(outcome: FunnelOutcome<{ readonly upstreamQuoteId: string }>): void {
    this.queued.push(outcome);
  }
  async upsertQuote(quote: FunnelQuote): Promise<FunnelOutcome<{ readonly upstreamQuoteId: string }>> {
    this.upserts.push(quote);
    return this.queued.shift() ?? { ok: true, value: { upstreamQuoteId: `uq_${this.upserts.length}` } };
  }
  async readStage(): Promise<FunnelOutcome<{ readonly stage: 'quoting' }>> {
    return { ok: true, value: { stage: 'quoting' } };
  }
  travellerUrl(subscriptionId: string): string {
    return `https://funnel.example/q/${subscriptionId}`;
  }
}

const fingerprintOf = (trip: Record<string, unknown>) => {
  const parsed = parseLinkRequest({ sessionId: 'qs_x', trip });
  if (!parsed.ok) throw new Error('test trip refused');
  return tripFingerprint(parsed.value.trip);
};

const LATER_RETURN = aTripBody({ endDate: '2026-07-12' });

async function writesUsed(facade: LinksFacade, key: Credentials): Promise<number> {
  const meta = await facade.parasol.client(key).meta();
  return (meta.body as { key: { quota: { writes: { used: number } } } }).key.quota.writes.used;
}

/** A session minted without an offer, then the facade, the key and what the mint stored. */
async function aMintedSession(mode: 'sandbox' | 'live', funnel: WatchedFunnel) {
  const facade = await aLinksFacade({ funnel });
  const key = await facade.aKey({ mode });
  const { sessionId, offerIds } = await aSession(facade, key);
  const minted = await facade.parasol.client(key).link({ sessionId, trip: aTripBody() });
  expect(minted.status).to.equal(201);
  const subscriptionId = linkBodyOf(minted).subscriptionId;
  const stored = (await facade.subscriptions.get(subscriptionId))!;
  return { facade, key, sessionId, offerIds, subscriptionId, stored };
}

describe('POST /links: in-place updates upstream and in the store', () => {
  it('a live update upserts the changed trip and the clicked offer at the funnel, then stores them with the quote id the funnel gave', async () => {
    const funnel = new WatchedFunnel();
    const { facade, key, sessionId, offerIds, subscriptionId, stored } = await aMintedSession('live', funnel);
    expect(stored.upstreamQuoteId).to.equal('uq_1');
    const clicked = offerIds[1]!;

    const updated = await facade.parasol.client(key).link({ sessionId, trip: LATER_RETURN, offerId: clicked });
    expect(updated.status).to.equal(200);
    expect(linkBodyOf(updated)).to.include({ subscriptionId, updated: true, replayed: true, offerId: clicked });

    expect(funnel.upserts).to.have.length(2);
    const upsert = funnel.upserts[1]!;
    expect(upsert).to.include({ subscriptionId, offerId: clicked, ref: stored.ref });
    expect(upsert.trip.endDate, 'the funnel holds the new trip').to.equal('2026-07-12');
    const after = (await facade.subscriptions.get(subscriptionId))!;
    expect(after).to.include({ offerId: clicked, tripFingerprint: fingerprintOf(LATER_RETURN), upstreamQuoteId: 'uq_2', version: 2 });
  });

  it('a sandbox update never calls the funnel, and stores the changed trip and the clicked offer', async () => {
    const funnel = new WatchedFunnel();
    const { facade, key, sessionId, offerIds, subscriptionId } = await aMintedSession('sandbox', funnel);
    const clicked = offerIds[0]!;

    const updated = await facade.parasol.client(key).link({ sessionId, trip: LATER_RETURN, offerId: clicked });
    expect(updated.status).to.equal(200);
    expect(linkBodyOf(updated)).to.include({ subscriptionId, updated: true });
    expect(funnel.upserts, 'sandbox creates no upstream quote').to.deep.equal([]);
    const after = (await facade.subscriptions.get(subscriptionId))!;
    expect(after).to.include({ offerId: clicked, tripFingerprint: fingerprintOf(LATER_RETURN), version: 2 });
    expect(after.upstreamQuoteId).to.equal(undefined);
  });

  for (const [reason, status, code] of [
    ['refused', 502, 'QUOTE_CREATE_FAILED'],
    ['timeout', 504, 'QUOTE_CREATE_UNAVAILABLE'],
  ] as const) {
    it(`a live update the funnel answers with ${reason} is ${status} ${code}, stores nothing and charges no write`, async () => {
      const funnel = new WatchedFunnel();
      const { facade, key, sessionId, offerIds, subscriptionId, stored } = await aMintedSession('live', funnel);
      const writesBefore = await writesUsed(facade, key);
      funnel.answerNext({ ok: false, reason, detail: 'upstream says no' });

      const refused = await facade.parasol.client(key).link({ sessionId, trip: LATER_RETURN, offerId: offerIds[0]! });
      expect(refused.status).to.equal(status);
      expect(errorOf(refused)).to.equal(code);
      expect((refused.body as { detail: string }).detail, "the funnel's own words are passed on").to.include('upstream says no').and.include('nothing was created');
      expect(funnel.upserts).to.have.length(2);
      expect(await facade.subscriptions.get(subscriptionId), 'the subscription is as the mint left it').to.deep.equal(stored);
      expect(await writesUsed(facade, key), 'the write slot is given back').to.equal(writesBefore);

      const retried = await facade.parasol.client(key).link({ sessionId, trip: LATER_RETURN });
      expect(retried.status, 'the session was left as it was: the retry updates it').to.equal(200);
      expect(linkBodyOf(retried)).to.include({ subscriptionId, updated: true });
    });
  }
});

/** A store on which every create loses its race, as if another call always got there first. */
class AlwaysRacedStore extends MemorySubscriptionStore {
  creates = 0;
  override async create(_record: SubscriptionRecord): Promise<boolean> {
    this.creates++;
    return false;
  }
}

describe('POST /links: a race that never ends', () => {
  it(`is 503 STORAGE_UNAVAILABLE after maxRaceRetries + 1 (${DEFAULT_LINK_SETTINGS.maxRaceRetries + 1}) attempts, and charges no write`, async () => {
    const subscriptions = new AlwaysRacedStore();
    const facade = await aLinksFacade({ funnel: new WatchedFunnel(), subscriptions });
    const key = await facade.aKey({ mode: 'sandbox' });
    const { sessionId } = await aSession(facade, key);

    const answer = await facade.parasol.client(key).link({ sessionId, trip: aTripBody() });
    expect(answer.status).to.equal(503);
    expect(errorOf(answer)).to.equal('STORAGE_UNAVAILABLE');
    expect(subscriptions.creates, 'each attempt re-reads and tries once more').to.equal(DEFAULT_LINK_SETTINGS.maxRaceRetries + 1);
    expect(await writesUsed(facade, key)).to.equal(0);
  });
});
