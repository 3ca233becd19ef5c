import { expect } from 'chai';
import { LANGUAGES } from '@parasol/core/internal';
import { CATALOGUES } from '@parasol/web';
import { LINK_TTL_MS } from '../links/links-facade.js';
import { NOON, TRIP, hiddenField, http, postForm, startWebServer, type WebServer } from './web-harness.js';

/**
 * The embedded funnel's pages over loopback: the stage moves a traveller makes (docs/funnel-pages.md),
 * their anti-forgery checks, and what every page's headers promise.
 */
describe('embedded funnel pages over loopback (stage moves, forms, headers)', function () {
  this.timeout(20_000);
  let web: WebServer;
  let path: string;
  let subscriptionId: string;
  let sessionId: string;
  let client: ReturnType<WebServer['parasol']['client']>;

  beforeEach(async () => {
    web = await startWebServer();
    client = web.parasol.client(await web.aKey({ mode: 'live' }));
    const quote = await client.quote({ trip: TRIP });
    sessionId = (quote.body as { sessionId: string }).sessionId;
    const link = await client.link({ sessionId, trip: TRIP, offerId: 9001 });
    expect(link.status).to.equal(201);
    ({ subscriptionId } = link.body as { subscriptionId: string });
    path = `/funnel/s/${subscriptionId}`;
  });
  afterEach(async () => {
    await web.close();
  });

  const stage = async () => (await web.parasol.admin.subscriptions?.get(subscriptionId))?.stage;
  const page = (query = '?lang=en&offer=9001') => http(`${web.url}${path}${query}`);
  const details = { name: 'Alex Sample', email: 'alex@example.com', terms: 'yes', offer: '9001', lang: 'en' };

  /** The subscription of a sandbox key's link instead: the payment step of the sandbox charges nothing. */
  const aSandboxLink = async () => {
    client = web.parasol.client(await web.aKey({ mode: 'sandbox' }));
    const quote = await client.quote({ trip: TRIP });
    sessionId = (quote.body as { sessionId: string }).sessionId;
    const link = await client.link({ sessionId, trip: TRIP, offerId: 9001 });
    ({ subscriptionId } = link.body as { subscriptionId: string });
    path = `/funnel/s/${subscriptionId}`;
  };

  it('moves a sandbox subscription quoting → presubscribed → paid → subscribed through the two forms, each answered by a redirect to the page', async () => {
    await aSandboxLink();
    const form = await page();
    expect(form.status).to.equal(200);
    expect(form.text).to.contain('Your details').and.contain('Sandcastle Essential');
    const presubscribed = await postForm(`${web.url}${path}/presubscribe`, { ...details, token: hiddenField(form.text, 'token') });
    expect(presubscribed.status).to.equal(303);
    expect(presubscribed.headers.location).to.equal(`${path}?lang=en`);
    expect(await web.parasol.admin.subscriptions?.get(subscriptionId)).to.include({ stage: 'presubscribed', offerId: 9001 });

    const payment = await http(`${web.url}${presubscribed.headers.location}`);
    expect(payment.text).to.contain('Pay €').and.contain('Test payment');
    const paid = await postForm(`${web.url}${path}/pay`, { lang: 'en', token: hiddenField(payment.text, 'token') });
    expect(paid.status).to.equal(303);
    expect(await stage()).to.equal('subscribed');
    const done = await http(`${web.url}${paid.headers.location}`);
    expect(done.text).to.contain('You&#39;re covered').and.contain('Sandcastle Essential');

    // Paying again (a reload of the posted form) changes nothing; the subscription stays subscribed.
    expect((await postForm(`${web.url}${path}/pay`, { lang: 'en', token: hiddenField(payment.text, 'token') })).status).to.equal(303);
    expect(await stage()).to.equal('subscribed');
    // And /links on the session rolls over (spec: States and transitions).
    expect((await client.link({ sessionId, trip: TRIP })).status).to.equal(201);
  });

  it('never sells a live subscription without a payment provider: its payment page says purchase is unavailable, and paying moves nothing', async () => {
    const form = await page();
    await postForm(`${web.url}${path}/presubscribe`, { ...details, token: hiddenField(form.text, 'token') });
    const payment = await page('?lang=en');
    expect(payment.status).to.equal(503);
    expect(payment.text).to.contain('Purchase unavailable').and.not.contain('Pay €');
    const paid = await postForm(`${web.url}${path}/pay`, { lang: 'en', token: web.parasol.traveller.funnel.forms.issue(subscriptionId, 'pay') });
    expect(paid.status).to.equal(503);
    expect(await stage()).to.equal('presubscribed');
    expect(web.parasol.liveCheckout).to.deep.equal({ available: false, detail: 'live purchase unavailable: no payment provider (PARASOL_STRIPE_SECRET_KEY)' });
  });

  it('refuses a form without its token, with another step\'s token, or posted from another site (403, nothing moves)', async () => {
    const form = await page();
    const token = hiddenField(form.text, 'token');
    const cases: [Record<string, string>, string][] = [
      [{ ...details }, 'same-origin'],
      [{ ...details, token: token.slice(0, -2) }, 'same-origin'],
      [{ ...details, token }, 'cross-site'],
      [{ ...details, token }, 'same-site'],
    ];
    for (const [fields, site] of cases) {
      const refused = await postForm(`${web.url}${path}/presubscribe`, fields, { site });
      expect(refused.status, `${site} ${fields.token ?? 'no token'}`).to.equal(403);
      expect(refused.text).to.contain('This form has expired');
    }
    expect((await postForm(`${web.url}${path}/pay`, { lang: 'en', token })).status, 'a presubscribe token cannot pay').to.equal(403);
    expect(await stage()).to.equal('quoting');
  });

  it('sends incomplete details back with the errors tied to their fields, and moves nothing', async () => {
    const form = await page();
    const sent = await postForm(`${web.url}${path}/presubscribe`, { token: hiddenField(form.text, 'token'), offer: '9001', lang: 'en', name: ' ', email: 'not-an-email' });
    expect(sent.status).to.equal(400);
    expect(sent.text).to.contain('role="alert"').and.contain('href="#name"').and.contain('href="#email"').and.contain('href="#terms"');
    expect(sent.text).to.match(/id="email"[^>]*aria-describedby="email-hint email-error" aria-invalid="true"/);
    expect(sent.text, 'what was typed is kept').to.contain('value="not-an-email"');
    expect(await stage()).to.equal('quoting');
  });

  it('falls back to the offer list, saying so, when the url\'s offer no longer prices (spec: POST /links offerId)', async () => {
    const list = await page('?lang=en&offer=424242');
    expect(list.status).to.equal(200);
    expect(list.text).to.contain('Choose your cover').and.contain('can no longer be priced');
    expect(list.text).to.contain(`href="${path}?lang=en&amp;offer=9001"`);
  });

  it('answers an unknown subscription 404 and an expired link 410, as pages', async () => {
    const unknown = await http(`${web.url}/funnel/s/sub_nobody?lang=en`);
    expect(unknown.status).to.equal(404);
    expect(unknown.text).to.contain('This link is not valid');
    web.clock.set(NOON + LINK_TTL_MS + 1);
    const expired = await page();
    expect(expired.status).to.equal(410);
    expect(expired.text).to.contain('This link has expired');
  });

  it('serves every page no-store, with a CSP of its own origin only, unframable, no referrer, and never a CORS header', async () => {
    for (const answer of [await page(), await page('?lang=en'), await http(`${web.url}/funnel/s/sub_nobody`)]) {
      expect(answer.headers['cache-control']).to.equal('no-store');
      expect(answer.headers['content-security-policy']).to.contain("default-src 'none'").and.contain("frame-ancestors 'none'").and.contain("form-action 'self'");
      expect(answer.headers['x-frame-options']).to.equal('DENY');
      expect(answer.headers['referrer-policy']).to.equal('no-referrer');
      expect(Object.keys(answer.headers).filter((h) => h.startsWith('access-control-'))).to.deep.equal([]);
    }
  });

  it('renders every one of the 26 languages in that language, marked so, with its date and money written the language\'s way', async () => {
    for (const language of LANGUAGES) {
      const answer = await page(`?lang=${language}&offer=9001`);
      expect(answer.status, language).to.equal(200);
      expect(/<html lang="([a-z]{2})">/.exec(answer.text)?.[1], language).to.equal(language);
      expect(answer.text, language).to.contain(`<h1>${CATALOGUES[language]['details.title']}</h1>`);
      // The language asked for is kept in the form, so the next page asks again.
      expect(hiddenField(answer.text, 'lang'), language).to.equal(language);
    }
    const german = (await page('?lang=de&offer=9001')).text;
    expect(german).to.contain('Ihre Angaben').and.not.contain('Your details');
    expect(german).to.match(/<strong>\d+,\d{2}\s€<\/strong>/);
    const french = (await page('?lang=fr&offer=9001')).text;
    expect(french).to.contain('Vos coordonnées').and.not.contain('Your details');
    // Money in the page's locale: a decimal comma and the sign after the amount.
    expect(french).to.match(/<strong>\d+,\d{2}\s€<\/strong>/);
  });
});
