import { expect } from 'chai';
import { NOON, REF, postForm, startWebServer, type WebServer } from './web-harness.js';

const quoteForm = (ref: string) => ({ ref, lang: 'en', intent: 'forTourism', residence: 'FR', destination: 'ES', start: '2026-07-01', end: '2026-07-14', ages: '34' });

/**
 * The keyless widget's abuse limits over loopback (docs/funnel-pages.md, Widget limits). Clients
 * are told apart by the connection's address: 127.0.0.2, .3 and .4 are three clients.
 */
describe('widget limits over loopback (per client, per ref)', function () {
  this.timeout(20_000);
  let web: WebServer;
  beforeEach(async () => {
    web = await startWebServer({ perClientPerMinute: 3, perRefPerMinute: 5, perRefPerDay: 7 });
  });
  afterEach(async () => {
    await web.close();
  });

  const quote = (from: string, ref = REF) => postForm(`${web.url}/widget/quote`, quoteForm(ref), { from });

  it('refuses a client past its minute with 429, a Retry-After and a readable page in the frame, and admits it again next minute', async () => {
    for (let i = 0; i < 3; i++) expect((await quote('127.0.0.2')).status).to.equal(200);
    const refused = await quote('127.0.0.2');
    expect(refused.status).to.equal(429);
    expect(refused.headers['retry-after']).to.equal('60');
    expect(refused.headers['content-type']).to.match(/^text\/html/);
    expect(refused.text).to.contain('Too many requests').and.contain('Please wait 60 seconds');
    expect((await quote('127.0.0.3')).status, 'another client is not held back').to.equal(200);
    web.clock.set(NOON + 60_000);
    expect((await quote('127.0.0.2')).status).to.equal(200);
  });

  it('refuses a ref past its minute whoever calls, then past its day, while other refs go on', async () => {
    const answers = [];
    for (const from of ['127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.3', '127.0.0.4', '127.0.0.4']) answers.push((await quote(from)).status);
    expect(answers).to.deep.equal([200, 200, 200, 200, 200, 429]);
    await web.parasol.admin.partners.register({ code: 'globex', baseRateBps: 1000, links: [{ code: 'summer26', archived: false, default: true }] });
    expect((await quote('127.0.0.5', 'globex-summer26')).status).to.equal(200);
    web.clock.set(NOON + 60_000);
    expect((await quote('127.0.0.5')).status).to.equal(200);
    expect((await quote('127.0.0.5')).status).to.equal(200);
    // Seven through acme-spring24 today: its day is spent until the next UTC midnight.
    const spent = await quote('127.0.0.6');
    expect(spent.status).to.equal(429);
    expect(Number(spent.headers['retry-after'])).to.equal(12 * 3600 - 60);
  });

  it('counts made-up refs against the client, so guessing refs is bounded too', async () => {
    const statuses = [];
    for (const ref of ['acme-nothere1', 'nobody-spring24', 'acme-oldpromo', 'acme-nothere2']) statuses.push((await quote('127.0.0.2', ref)).status);
    expect(statuses).to.deep.equal([404, 404, 404, 429]);
  });

  it('counts an offer choice like a quote', async () => {
    for (let i = 0; i < 3; i++) {
      const choice = await postForm(`${web.url}/widget/choose`, { ref: REF, lang: 'en', session: 'qs_forged', trip: '{}', offer: '9001' }, { from: '127.0.0.2' });
      expect(choice.status).to.equal(400);
    }
    expect((await quote('127.0.0.2')).status).to.equal(429);
  });
});
