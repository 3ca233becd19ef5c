import { expect } from 'chai';
import fc from 'fast-check';
import { type SubscriptionRecord } from '@parasol/core';
import { LANGUAGES } from '@parasol/core/internal';
import { MemorySubscriptionStore } from '@parasol/adapter-memory';
import { EmbeddedQuoteFunnel } from '../src/index.js';
import { aTrip } from '@parasol/core/test-support';

const aSubscription = (over: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  subscriptionId: 'sub_AAAAAAAAAAAAAAAAAAAAAA',
  sessionId: 'qs_session',
  generation: 0,
  keyId: 'ak_live_acme0001',
  mode: 'live',
  partnerCode: 'acme',
  ref: 'acme-spring24',
  linkCode: 'spring24',
  trip: aTrip(),
  tripFingerprint: 'fp',
  language: 'fr',
  offerId: null,
  stage: 'quoting',
  createdAt: 0,
  updatedAt: 0,
  expiresAt: 1,
  version: 1,
  ...over,
});

describe('embedded funnel (the default QuoteFunnel)', () => {
  it('creates no upstream quote: the subscription is the quote', async () => {
    const funnel = new EmbeddedQuoteFunnel({ baseUrl: 'http://127.0.0.1:8080/funnel', subscriptions: new MemorySubscriptionStore() });
    const s = aSubscription();
    expect(await funnel.upsertQuote({ subscriptionId: s.subscriptionId, ref: s.ref, trip: s.trip, language: 'fr', offerId: null })).to.deep.equal({
      ok: true,
      value: { upstreamQuoteId: s.subscriptionId },
    });
  });

  it('reads a stage from the stored subscription, and refuses an unknown one', async () => {
    const store = new MemorySubscriptionStore();
    await store.create(aSubscription({ stage: 'paid' }));
    const funnel = new EmbeddedQuoteFunnel({ baseUrl: 'http://127.0.0.1:8080/funnel/', subscriptions: store });
    expect(await funnel.readStage('sub_AAAAAAAAAAAAAAAAAAAAAA')).to.deep.equal({ ok: true, value: { stage: 'paid' } });
    expect((await funnel.readStage('sub_nobody')).ok).to.equal(false);
  });

  it('builds a url that names the subscription, the language and the clicked offer, and nothing that credits anyone (property)', () => {
    const funnel = new EmbeddedQuoteFunnel({ baseUrl: 'https://parasol.example/funnel/', subscriptions: new MemorySubscriptionStore() });
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.option(fc.integer({ min: 1, max: 2 ** 31 }), { nil: null }), fc.boolean(), (language, offerId, sandbox) => {
        const url = new URL(funnel.travellerUrl('sub_AAAAAAAAAAAAAAAAAAAAAA', { language, offerId, sandbox }));
        expect(url.origin + url.pathname).to.equal('https://parasol.example/funnel/s/sub_AAAAAAAAAAAAAAAAAAAAAA');
        expect(url.searchParams.get('lang')).to.equal(language);
        expect(url.searchParams.get('offer')).to.equal(offerId === null ? null : String(offerId));
        expect([...url.searchParams.keys()].sort()).to.deep.equal(offerId === null ? ['lang'] : ['lang', 'offer']);
        expect(url.toString()).to.not.match(/acme|spring24|ref=/);
      }),
    );
  });

  it('writes the url the URL parser would, for any base, subscription id, language and offer (property)', () => {
    // What the url was built with before it was written as text: the reference.
    const parsed = (baseUrl: string, subscriptionId: string, language: string, offerId: number | null) => {
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/s/${encodeURIComponent(subscriptionId)}`);
      url.searchParams.set('lang', language);
      if (offerId !== null) url.searchParams.set('offer', String(offerId));
      return url.toString();
    };
    const bases = fc.constantFrom('http://127.0.0.1:8080/funnel', 'https://Parasol.EXAMPLE:443/funnel//', 'http://localhost:80', 'https://parasol.example/a%20b/funnel/');
    // Ids made of dots are dot segments to the parser: checked on every base, not left to chance.
    for (const base of ['http://127.0.0.1:8080/funnel', 'https://parasol.example/a%20b/funnel/']) {
      for (const id of ['.', '..', '...', '.a', 'a.']) {
        const funnel = new EmbeddedQuoteFunnel({ baseUrl: base, subscriptions: new MemorySubscriptionStore() });
        expect(funnel.travellerUrl(id, { language: 'fr', offerId: 7, sandbox: false }), `${base} ${id}`).to.equal(parsed(base, id, 'fr', 7));
      }
    }
    fc.assert(
      fc.property(bases, fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom(...LANGUAGES), fc.option(fc.integer({ min: 0, max: 2 ** 31 }), { nil: null }), fc.boolean(), (baseUrl, id, language, offerId, sandbox) => {
        const funnel = new EmbeddedQuoteFunnel({ baseUrl, subscriptions: new MemorySubscriptionStore() });
        expect(funnel.travellerUrl(id, { language, offerId, sandbox })).to.equal(parsed(baseUrl, id, language, offerId));
      }),
    );
  });
});
