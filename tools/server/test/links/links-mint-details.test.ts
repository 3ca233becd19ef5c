import { expect } from 'chai';
import { CryptoRandom, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySubscriptionStore, SystemClock } from '@parasol/adapter-memory';
import { EmbeddedQuoteFunnel } from '@parasol/funnel-embedded';
import { SANDBOX_CATALOGUE, sandboxPricingSource } from '@parasol/adapter-sandbox';
import { createParasol, isStorageUnavailable, linksModule, type FunnelOutcome, type PricingSource, type QuoteFunnel, type SubscriptionRecord } from '@parasol/core';
import { SANDBOX_LINK_NOTICE, issueSession, type Language } from '@parasol/core/internal';
import { aTripBody } from '@parasol/core/test-support';
import { aLinksFacade, aSession, errorOf, linkBodyOf } from './links-facade.js';

/**
 * The details of a POST /links call that the model test reads past: which catalogue an offerId is
 * checked against, what the funnel is asked for the traveller's url, the sandbox notice, a
 * partnerless key's subscription, and a funnel stage move whose every write loses its race.
 */

/** A funnel that says yes and records what each traveller url was asked for. */
class UrlRecordingFunnel implements QuoteFunnel {
  readonly urlsAskedFor: { readonly language: Language; readonly offerId: number | null; readonly sandbox: boolean }[] = [];
  async upsertQuote(): Promise<FunnelOutcome<{ readonly upstreamQuoteId: string }>> {
    return { ok: true, value: { upstreamQuoteId: 'uq_1' } };
  }
  async readStage(): Promise<FunnelOutcome<{ readonly stage: 'quoting' }>> {
    return { ok: true, value: { stage: 'quoting' } };
  }
  travellerUrl(subscriptionId: string, options: { readonly language: Language; readonly offerId: number | null; readonly sandbox: boolean }): string {
    this.urlsAskedFor.push(options);
    return `https://funnel.example/q/${subscriptionId}`;
  }
}

/** The sandbox offer live keys do not have: the live catalogue is the sandbox one without it. */
const SANDBOX_ONLY_OFFER = SANDBOX_CATALOGUE.offers[0]!.id;
const withoutFirstOffer = (): PricingSource => ({
  ...sandboxPricingSource(),
  catalogue: { current: async () => ({ ...SANDBOX_CATALOGUE, offers: SANDBOX_CATALOGUE.offers.slice(1) }) },
});

describe('POST /links: the catalogue an offerId is checked against', () => {
  it("is the caller's mode's: an offer of the sandbox catalogue only is BAD_OFFER_ID for a live key and fine for a sandbox key", async () => {
    const facade = await aLinksFacade({ live: withoutFirstOffer() });
    for (const [mode, status] of [['live', 400], ['sandbox', 201]] as const) {
      const key = await facade.aKey({ mode });
      const { sessionId } = await aSession(facade, key);
      const answer = await facade.parasol.client(key).link({ sessionId, trip: aTripBody(), offerId: SANDBOX_ONLY_OFFER });
      expect(answer.status, mode).to.equal(status);
      if (status === 400) {
        expect(errorOf(answer)).to.equal('BAD_OFFER_ID');
        expect((answer.body as { detail: string }).detail).to.include(`offerId ${SANDBOX_ONLY_OFFER} is not an offer of the live catalogue`);
      }
    }
  });

  it('is none when no pricing is composed: any offerId is taken as the partner sent it', async () => {
    // The facade alone (createParasol with the links module): no pricing source, no traveller flows.
    const random = new CryptoRandom();
    const sessionSecret = new Uint8Array(32).fill(9);
    const parasol = createParasol({
      stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore(), subscriptions: new MemorySubscriptionStore() },
      clock: new SystemClock(),
      random,
      masterKey: random.bytes(32),
      sessionSecret,
      funnel: new EmbeddedQuoteFunnel({ baseUrl: 'https://parasol.example/funnel', subscriptions: new MemorySubscriptionStore() }),
      modules: [linksModule()],
    });
    const created = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link'], burstPerMinute: 10_000 });
    if (!created.ok) throw new Error(created.failure.detail);
    const key = created.value;
    const sessionId = issueSession(sessionSecret, random, key.keyId);
    const answer = await parasol.client(key).link({ sessionId, trip: aTripBody(), offerId: 424_242 });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    expect(linkBodyOf(answer).offerId).to.equal(424_242);
  });
});

describe('POST /links: a session another key was issued', () => {
  it('is BAD_SESSION_ID, telling the caller to send the sessionId of its own latest quote', async () => {
    const facade = await aLinksFacade();
    const [owner, other] = [await facade.aKey({ mode: 'sandbox' }), await facade.aKey({ mode: 'sandbox' })];
    const { sessionId } = await aSession(facade, owner);
    const answer = await facade.parasol.client(other).link({ sessionId, trip: aTripBody() });
    expect(answer.status).to.equal(400);
    expect(answer.body).to.include({ error: 'BAD_SESSION_ID' });
    expect((answer.body as { detail: string }).detail).to.include('send the sessionId of your latest quote');
  });
});

describe('POST /links: a linkCode the partner cannot credit', () => {
  it("is LINK_NOT_FOUND naming the code, for an unknown, an archived or another partner's link, and for a partnerless key's", async () => {
    const facade = await aLinksFacade();
    const [partnerKey, partnerless] = [await facade.aKey({ mode: 'live' }), await facade.aKey({ mode: 'sandbox', partnerCode: undefined })];
    for (const [key, linkCode] of [[partnerKey, 'unknown1'], [partnerKey, 'oldpromo'], [partnerKey, 'globexonly'], [partnerless, 'blogsummer']] as const) {
      const { sessionId } = await aSession(facade, key);
      const answer = await facade.parasol.client(key).link({ sessionId, trip: aTripBody(), linkCode });
      expect(answer.status, linkCode).to.equal(404);
      expect(answer.body, linkCode).to.include({ error: 'LINK_NOT_FOUND', detail: `linkCode "${linkCode}" is not one of this key's partner's active tracked links.` });
    }
  });
});

describe('POST /links: what the traveller is handed', () => {
  it('asks the funnel for a sandbox url for a sandbox key only, with the language and the clicked offer', async () => {
    const funnel = new UrlRecordingFunnel();
    const facade = await aLinksFacade({ funnel });
    for (const mode of ['sandbox', 'live'] as const) {
      const key = await facade.aKey({ mode });
      const { sessionId, offerIds } = await aSession(facade, key);
      expect((await facade.parasol.client(key).link({ sessionId, trip: aTripBody(), offerId: offerIds[0]!, language: 'de' })).status).to.equal(201);
    }
    expect(funnel.urlsAskedFor.map((u) => u.sandbox)).to.deep.equal([true, false]);
    expect(funnel.urlsAskedFor.map((u) => u.language)).to.deep.equal(['de', 'de']);
  });

  it('warns in a sandbox answer that the link credits nothing; a live answer carries no notice', async () => {
    const facade = await aLinksFacade();
    const answers = [];
    for (const mode of ['sandbox', 'live'] as const) {
      const key = await facade.aKey({ mode });
      const { sessionId } = await aSession(facade, key);
      answers.push(linkBodyOf(await facade.parasol.client(key).link({ sessionId, trip: aTripBody() })));
    }
    expect(answers[0]!.meta.notice).to.equal(SANDBOX_LINK_NOTICE).and.match(/credits nothing/);
    expect(answers[1]!.meta).to.not.have.property('notice');
  });

  it("stores no partnerCode at all on a partnerless key's subscription, and the partner's code on a partner key's", async () => {
    const facade = await aLinksFacade();
    const stored: SubscriptionRecord[] = [];
    for (const partnerCode of [undefined, 'acmetravel']) {
      const key = await facade.aKey({ mode: 'sandbox', partnerCode });
      const { sessionId } = await aSession(facade, key);
      const answer = await facade.parasol.client(key).link({ sessionId, trip: aTripBody() });
      stored.push((await facade.subscriptions.get(linkBodyOf(answer).subscriptionId))!);
    }
    expect(Object.keys(stored[0]!)).to.not.include('partnerCode');
    expect(stored[1]!.partnerCode).to.equal('acmetravel');
  });
});

/** A store whose compare-and-set always loses, as if the funnel moved the subscription each time first. */
class ReplaceAlwaysRacedStore extends MemorySubscriptionStore {
  replaces = 0;
  override async replace(_record: SubscriptionRecord, _expectedVersion: number): Promise<boolean> {
    this.replaces++;
    return false;
  }
}

describe('advancing a subscription through the funnel stages', () => {
  it('gives up with a storage outage after 9 attempts (8 retries) when every write loses its race', async () => {
    const subscriptions = new ReplaceAlwaysRacedStore();
    const facade = await aLinksFacade({ subscriptions });
    const key = await facade.aKey({ mode: 'sandbox' });
    const { sessionId } = await aSession(facade, key);
    const { subscriptionId } = linkBodyOf(await facade.parasol.client(key).link({ sessionId, trip: aTripBody() }));

    const outcome = await facade.subscriptions.advance(subscriptionId, 'paid').then(
      () => 'resolved',
      (e: unknown) => e,
    );
    expect(isStorageUnavailable(outcome), String(outcome)).to.equal(true);
    expect((outcome as Error).message).to.equal(`subscription ${subscriptionId} changed by 9 concurrent calls in a row`);
    expect(subscriptions.replaces).to.equal(9);
  });

  it('takes a move to the stage it is at as done, and refuses a move back naming the order', async () => {
    const facade = await aLinksFacade();
    const key = await facade.aKey({ mode: 'sandbox' });
    const { sessionId } = await aSession(facade, key);
    const { subscriptionId } = linkBodyOf(await facade.parasol.client(key).link({ sessionId, trip: aTripBody() }));
    const paid = await facade.subscriptions.advance(subscriptionId, 'paid');
    expect(paid.ok && paid.value.stage).to.equal('paid');
    const again = await facade.subscriptions.advance(subscriptionId, 'paid');
    expect(again.ok && again.value.version, 'nothing written').to.equal(paid.ok && paid.value.version);
    const back = await facade.subscriptions.advance(subscriptionId, 'quoting');
    expect(back.ok ? undefined : back.failure).to.deep.equal({
      code: 'STAGE_NOT_FORWARD',
      detail: `Subscription ${subscriptionId} is paid; stages only move forward (quoting → presubscribed → paid → subscribed).`,
    });
    const unknown = await facade.subscriptions.advance('sub_nope', 'paid');
    expect(unknown.ok ? undefined : unknown.failure).to.deep.equal({ code: 'SUBSCRIPTION_NOT_FOUND', detail: 'No subscription sub_nope.' });
  });
});
