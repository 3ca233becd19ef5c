import { expect } from 'chai';
import fc from 'fast-check';
import { FUNNEL_PROTOCOL, LANGUAGES } from '@parasol/core/internal';
import { aFunnel } from './fixtures.js';

/** docs/funnel-protocol.md, "The traveller's link". */
describe('funnel-http: travellerUrl', () => {
  const funnel = (travellerBaseUrl: string) => aFunnel('http://127.0.0.1:9', { travellerBaseUrl });

  it('is {travellerBase}/q/{subscriptionId}?lang=xx, plus &offer=N when an offer was clicked', () => {
    const go = funnel('https://go.funnel.example');
    expect(go.travellerUrl('sub_7hQk2mN9pXw4', { language: 'fr', offerId: null, sandbox: false })).to.equal('https://go.funnel.example/q/sub_7hQk2mN9pXw4?lang=fr');
    expect(go.travellerUrl('sub_7hQk2mN9pXw4', { language: 'de', offerId: 42, sandbox: false })).to.equal('https://go.funnel.example/q/sub_7hQk2mN9pXw4?lang=de&offer=42');
  });

  it('keeps a base path, with or without its trailing slash', () => {
    for (const base of ['https://funnel.example/travel', 'https://funnel.example/travel/']) {
      expect(funnel(base).travellerUrl('sub_1', { language: 'en', offerId: null, sandbox: false })).to.equal('https://funnel.example/travel/q/sub_1?lang=en');
    }
  });

  it('has the same shape in sandbox: nothing in it says, or decides, who is credited', () => {
    const go = funnel('https://go.funnel.example');
    const options = { language: 'it', offerId: 3 } as const;
    expect(go.travellerUrl('sub_1', { ...options, sandbox: true })).to.equal(go.travellerUrl('sub_1', { ...options, sandbox: false }));
  });

  it('names the subscription, the language and the offer, and nothing else, for any of them', () => {
    const go = funnel('https://go.funnel.example');
    const ids = fc.stringMatching(FUNNEL_PROTOCOL.idPattern);
    const offers = fc.option(fc.integer({ min: 1, max: 2 ** 31 }), { nil: null });
    fc.assert(
      fc.property(ids, fc.constantFrom(...LANGUAGES), offers, fc.boolean(), (id, language, offerId, sandbox) => {
        const url = new URL(go.travellerUrl(id, { language, offerId, sandbox }));
        expect(url.origin).to.equal('https://go.funnel.example');
        expect(url.pathname).to.equal(`/q/${id}`);
        expect([...url.searchParams.keys()]).to.deep.equal(offerId === null ? ['lang'] : ['lang', 'offer']);
        expect(url.searchParams.get('lang')).to.equal(language);
        if (offerId !== null) expect(url.searchParams.get('offer')).to.equal(String(offerId));
      }),
      { numRuns: 200 },
    );
  });
});
