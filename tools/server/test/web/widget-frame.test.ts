import { expect } from 'chai';
import { LINK, PARTNER, REF, hiddenField, http, pathOf, postForm, startWebServer, type WebServer } from './web-harness.js';

const quoteForm = { ref: REF, lang: 'en', intent: 'forTourism', residence: 'FR', destination: 'ES', start: '2026-07-01', end: '2026-07-14', ages: '34, 36' };

/** The widget's script and frame over loopback: attributes that degrade, attribution decided on the server. */
describe('widget script and frame over loopback', function () {
  this.timeout(20_000);
  let web: WebServer;
  beforeEach(async () => {
    web = await startWebServer();
  });
  afterEach(async () => {
    await web.close();
  });

  const frame = (query: string) => http(`${web.url}/widget/frame?${query}`);

  it('serves /widget.js without a key: cacheable, revalidated by ETag, no CORS header', async () => {
    const script = await http(`${web.url}/widget.js`);
    expect(script.status).to.equal(200);
    expect(script.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).to.equal('public, max-age=3600');
    expect(script.text).to.contain("document.currentScript").and.contain("'/widget/frame'");
    expect(Object.keys(script.headers).filter((h) => h.startsWith('access-control-'))).to.deep.equal([]);
    const again = await http(`${web.url}/widget.js`, { headers: { 'if-none-match': String(script.headers.etag) } });
    expect(again.status).to.equal(304);
  });

  it('says clearly in the frame when data-ref is missing, malformed or not an active tracked link', async () => {
    for (const [query, status, text] of [
      ['lang=en', 400, 'has no data-ref'],
      ['ref=acme&lang=en', 400, 'must be a tracked ref'],
      ['ref=acme-nothere&lang=en', 404, 'is not active'],
      ['ref=acme-oldpromo&lang=fr', 404, 'n&#39;est pas active'],
    ] as const) {
      const answer = await frame(query);
      expect(answer.status, query).to.equal(status);
      expect(answer.text, query).to.contain(text).and.not.contain('<form');
      expect(answer.headers['content-security-policy'], 'a frame may be framed by any site').to.contain('frame-ancestors *');
    }
  });

  it('degrades bad optional attributes to their defaults, naming each in the frame, and still quotes', async () => {
    const answer = await frame(`ref=${REF}&intent=skydiving&residence=Narnia&lang=klingon&height=tall`);
    expect(answer.status).to.equal(200);
    for (const attribute of ['data-intent=&quot;skydiving&quot;', 'data-residence=&quot;Narnia&quot;', 'data-lang=&quot;klingon&quot;', 'data-height=&quot;tall&quot;']) {
      expect(answer.text).to.contain(attribute);
    }
    expect(answer.text).to.contain('<html lang="en">').and.contain('<option value="forTourism" selected>');
    const good = await frame(`ref=${REF}&intent=humanitarianAuPair&residence=de&lang=fr&height=600`);
    expect(good.text).to.not.contain('role="note"><li>');
    expect(good.text).to.contain('<option value="humanitarian" selected>').and.contain('<option value="DE" selected>').and.contain('<html lang="fr">');
  });

  it('shows the form\'s own errors and the core\'s, tied to their fields', async () => {
    const missing = await postForm(`${web.url}/widget/quote`, { ...quoteForm, destination: '', ages: 'thirty' });
    expect(missing.status).to.equal(400);
    expect(missing.text).to.contain('href="#destination"').and.contain('href="#ages"');
    const backwards = await postForm(`${web.url}/widget/quote`, { ...quoteForm, start: '2026-07-14', end: '2026-07-01' });
    expect(backwards.status).to.equal(400);
    expect(backwards.text).to.match(/id="start"[^>]*aria-invalid="true"/);
  });

  it('credits a sandbox widget to nobody, and a live one (approved partner, live key) to its ref, stored on the subscription only', async () => {
    const choose = async () => {
      const offers = await postForm(`${web.url}/widget/quote`, quoteForm);
      expect(offers.status).to.equal(200);
      const chosen = await postForm(`${web.url}/widget/choose`, { ref: REF, lang: 'en', session: hiddenField(offers.text, 'session'), trip: hiddenField(offers.text, 'trip'), offer: '9001', linkCode: 'oldpromo' });
      expect(chosen.status).to.equal(303);
      const location = String(chosen.headers.location);
      expect(location).to.match(/^http:\/\/parasol\.test\/funnel\/s\/sub_[A-Za-z0-9_-]{22}\?lang=en&offer=9001$/);
      return { offers, subscription: await web.parasol.admin.subscriptions?.get(/sub_[A-Za-z0-9_-]{22}/.exec(location)?.[0] ?? ''), location };
    };
    const sandbox = await choose();
    expect(sandbox.offers.text).to.contain('Sandbox data');
    expect(sandbox.subscription).to.include({ mode: 'sandbox', ref: null, partnerCode: PARTNER, linkCode: LINK, stage: 'quoting' });

    await web.parasol.admin.partners.approve(PARTNER);
    await web.aKey({ mode: 'live' });
    const live = await choose();
    expect(live.offers.text).to.not.contain('Sandbox data');
    // The posted linkCode is ignored: data-ref decided the attribution.
    expect(live.subscription).to.include({ mode: 'live', ref: REF, partnerCode: PARTNER, linkCode: LINK });
    expect(live.location).to.not.contain(PARTNER);
    const page = await http(`${web.url}${pathOf(live.location)}`);
    expect(page.text).to.contain('Your details').and.not.contain('Sandbox data');
  });

  it('refuses a choice whose session another ref\'s widget opened: a posted ref cannot re-credit a quote', async () => {
    await web.parasol.admin.partners.register({ code: 'globex', baseRateBps: 1000, links: [{ code: 'summer26', archived: false, default: true }] });
    const offers = await postForm(`${web.url}/widget/quote`, quoteForm);
    const chosen = await postForm(`${web.url}/widget/choose`, { ref: 'globex-summer26', lang: 'en', session: hiddenField(offers.text, 'session'), trip: hiddenField(offers.text, 'trip'), offer: '9001' });
    expect(chosen.status).to.equal(400);
    expect(chosen.text).to.contain('could not be recorded');
    const crossSite = await postForm(`${web.url}/widget/choose`, { ref: REF, lang: 'en', session: hiddenField(offers.text, 'session'), trip: hiddenField(offers.text, 'trip'), offer: '9001' }, { site: 'cross-site' });
    expect(crossSite.status).to.equal(403);
  });

  it('refuses a choice posted with another tracked link of the same partner: the ref credited is the one the session was opened with', async () => {
    await web.parasol.admin.partners.addLink(PARTNER, { code: 'summer26', archived: false, default: false });
    await web.parasol.admin.partners.approve(PARTNER);
    await web.aKey({ mode: 'live' });
    const offers = await postForm(`${web.url}/widget/quote`, quoteForm);
    const chosen = await postForm(`${web.url}/widget/choose`, { ref: `${PARTNER}-summer26`, lang: 'en', session: hiddenField(offers.text, 'session'), trip: hiddenField(offers.text, 'trip'), offer: '9001' });
    expect(chosen.status, String(chosen.headers.location)).to.equal(400);
    expect(chosen.text).to.contain('could not be recorded');
    // The widget the session was opened with still mints, credited to its own ref.
    const own = await postForm(`${web.url}/widget/choose`, { ref: REF, lang: 'en', session: hiddenField(offers.text, 'session'), trip: hiddenField(offers.text, 'trip'), offer: '9001' });
    expect(own.status).to.equal(303);
    const subscription = await web.parasol.admin.subscriptions?.get(/sub_[A-Za-z0-9_-]{22}/.exec(String(own.headers.location))?.[0] ?? '');
    expect(subscription).to.include({ mode: 'live', ref: REF, linkCode: LINK });
  });

  it('refuses a choice whose trip text carries a lone surrogate (the frame posts the trip back as JSON text), recording nothing', async () => {
    const offers = await postForm(`${web.url}/widget/quote`, quoteForm);
    const trip = JSON.parse(hiddenField(offers.text, 'trip')) as Record<string, unknown>;
    const tampered = JSON.stringify({ ...trip, note: 'x\ud800' }).replace('x\ud800', 'x\\ud800');
    expect(JSON.parse(tampered).note).to.equal('x\ud800');
    const chosen = await postForm(`${web.url}/widget/choose`, { ref: REF, lang: 'en', session: hiddenField(offers.text, 'session'), trip: tampered, offer: '9001' });
    expect(chosen.status).to.equal(400);
  });
});
