import { expect } from 'chai';
import { generate } from 'otplib';
import { ParasolHttpClient } from '@parasol/client';
import { ConsoleBrowser, signedUpPartner } from './console-http.js';
import { Inbox, startConsoleWorld, type ConsoleWorld } from './console-harness.js';

/**
 * The console's security rules over HTTP: two-partner isolation (a member of BETA reads and
 * changes nothing of ACME, by code or id guessing too), CSRF, no user enumeration, lockout,
 * session rotation and revocation, single-use links.
 */
describe('partner console security', function () {
  this.timeout(60_000);
  let world: ConsoleWorld;
  before(async () => {
    world = await startConsoleWorld();
  });
  after(async () => {
    await world?.close();
  });

  describe('two-partner isolation', () => {
    let acme: Awaited<ReturnType<typeof signedUpPartner>>;
    let beta: Awaited<ReturnType<typeof signedUpPartner>>;
    before(async () => {
      acme = await signedUpPartner(world, 'owner@acme.example', 'Acme');
      beta = await signedUpPartner(world, 'owner@beta.example', 'Beta');
    });

    it('gives each sign-up its own account and key', () => {
      expect(acme.code).to.equal('acme');
      expect(beta.code).to.equal('beta');
      expect(acme.keyId).to.not.equal(beta.keyId);
    });

    it('answers 404 to every page of ACME for a member of BETA, the same page as for an account that does not exist', async () => {
      const missing = await beta.browser.get('/console/p/nosuchpartner/keys');
      expect(missing.status).to.equal(404);
      for (const page of ['keys', 'live', 'links', 'sales', 'sales.csv', 'members', 'audit']) {
        const answer = await beta.browser.get(`/console/p/acme/${page}`);
        expect(answer.status, page).to.equal(404);
        expect(answer.text, page).to.not.contain(acme.keyId).and.not.contain('owner@acme.example');
        const same = (text: string) => text.replace(/value="[^"]+"/g, '').replace(/\/console\/p\/(acme|nosuchpartner)\/[\w.]+\?lang/, 'PATH?lang');
        expect(same(answer.text), page).to.equal(same(missing.text));
      }
    });

    it('refuses every action on ACME from BETA, whichever way the key id is put, and changes nothing', async () => {
      const before = await world.parasol.admin.keys.list('acme');
      const partnerBefore = await world.parasol.admin.partners.get('acme');
      const attempts = [
        ['/console/p/acme/keys', {}],
        [`/console/p/acme/keys/${acme.keyId}/rotate`, {}],
        [`/console/p/acme/keys/${acme.keyId}/revoke`, {}],
        // BETA's own account in the path, ACME's key id: the key must belong to the account named.
        [`/console/p/beta/keys/${acme.keyId}/rotate`, {}],
        [`/console/p/beta/keys/${acme.keyId}/revoke`, {}],
        ['/console/p/acme/live/apply', { volume: '10', markets: 'FR', distribution: 'applying' }],
        ['/console/p/acme/live/key', {}],
        ['/console/p/acme/members/invite', { email: 'intruder@beta.example' }],
        ['/console/p/acme/links', { link: 'intruder' }],
        ['/console/p/acme/links/default/default', {}],
        ['/console/p/acme/links/default/archive', {}],
        // Operators' pages do not exist for partners.
        ['/console/ops/partners/acme/keys/' + acme.keyId + '/revoke', {}],
      ] as const;
      for (const [path, fields] of attempts) expect((await beta.browser.post(path, fields)).status, path).to.equal(404);
      expect(await world.parasol.admin.keys.list('acme')).to.deep.equal(before);
      expect(await world.parasol.admin.partners.get('acme')).to.deep.equal(partnerBefore);
      expect(await world.parasol.console.stores.applications.listByPartner('acme')).to.deep.equal([]);
      expect(await world.parasol.console.stores.invitations.listByPartner('acme')).to.deep.equal([]);
      expect((await world.parasol.console.stores.audit.listByPartner('acme', 50)).map((e) => e.actorEmail)).to.not.include('owner@beta.example');
    });

    it('lets ACME rotate and revoke its own key, and shows the 24-hour overlap', async () => {
      const rotated = await acme.browser.post(`/console/p/acme/keys/${acme.keyId}/rotate`, {});
      expect(rotated.status).to.equal(200);
      expect(rotated.text).to.contain('keeps working until').and.contain('id="key-secret"');
      const listed = await acme.browser.get('/console/p/acme/keys');
      expect(listed.text).to.contain('rotating: the previous secret works until');
      const revoked = await acme.browser.post(`/console/p/acme/keys/${acme.keyId}/revoke`, {});
      expect(revoked.text).to.contain(`Key ${acme.keyId} is revoked`);
      expect((await world.parasol.admin.keys.list('acme'))[0]?.revokedAt).to.be.a('number');
      const audit = await acme.browser.get('/console/p/acme/audit');
      expect(audit.text).to.contain('rotated key').and.contain('revoked key');
    });
  });

  describe('tracked links', () => {
    it('creates links by the spec’s linkCode rule, makes one the default, archives another, and shows each ref with its widget snippet', async () => {
      const { browser } = await signedUpPartner(world, 'links@example.com', 'Linky');
      await browser.get('/console/p/linky/links');
      expect((await browser.post('/console/p/linky/links', { link: 'no' })).status, 'too short').to.equal(422);
      expect((await browser.post('/console/p/linky/links', { link: 'has space' })).status).to.equal(422);
      expect((await browser.post('/console/p/linky/links', { link: 'default' })).status, 'taken').to.equal(422);
      const created = await browser.post('/console/p/linky/links', { link: 'spring24', default: 'yes' });
      expect(created.text).to.contain('Tracked link linky-spring24 created.').and.contain('data-ref=&quot;linky-spring24&quot;');
      await browser.post('/console/p/linky/links', { link: 'newsletter' });
      const archived = await browser.post('/console/p/linky/links/default/archive', {});
      expect(archived.text).to.contain('Tracked link linky-default archived.');
      expect((await browser.post('/console/p/linky/links/spring24/archive', {})).status, 'the default cannot be archived').to.equal(422);
      await browser.post('/console/p/linky/links/newsletter/default', {});
      expect((await world.parasol.admin.partners.get('linky'))?.links).to.deep.equal([
        { code: 'default', archived: true, default: false },
        { code: 'spring24', archived: false, default: false },
        { code: 'newsletter', archived: false, default: true },
      ]);
      expect((await browser.get('/console/p/linky/audit')).text).to.contain('created tracked link').and.contain('archived tracked link');
    });
  });

  describe('sales', () => {
    it('shows the statement with its balances, filtered, and downloads it as CSV with formula-like cells defused', async () => {
      const seller = await signedUpPartner(world, 'sales@example.com', 'Seller');
      const client = new ParasolHttpClient({ baseUrl: world.url, keyId: seller.keyId, secret: seller.secret });
      for (const [order, amount, status] of [['A-1001', 105, 'pending'], ['=HYPERLINK("x")', 80, 'validated']] as const) {
        const booked = await client.conversion({ ref: 'seller-default', externalOrderId: order, amount, status });
        expect(booked.status, JSON.stringify(booked.body)).to.be.oneOf([200, 201]);
      }
      const page = await seller.browser.get('/console/p/seller/sales');
      expect(page.status).to.equal(200);
      expect(page.text).to.contain('A-1001').and.contain('<th scope="row">EUR</th>');
      expect(page.text, 'the chart').to.contain('<svg viewBox=').and.contain('class="bar-validated"').and.contain('class="bar-pending"');
      const validated = await seller.browser.get('/console/p/seller/sales?ledger=sandbox&status=validated');
      expect(validated.text).to.contain('=HYPERLINK').and.not.contain('A-1001');
      expect((await seller.browser.get('/console/p/seller/sales?ledger=sandbox&from=yesterday')).status).to.equal(400);
      const csv = await fetch(`${world.url}/console/p/seller/sales.csv?ledger=sandbox`, { headers: { cookie: `parasol-console=${seller.browser.cookie('parasol-console')}` } });
      expect(csv.headers.get('content-type')).to.contain('text/csv');
      expect(csv.headers.get('content-disposition')).to.contain('attachment');
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]).to.match(/^bookedAt,externalOrderId,ref,/);
      expect(lines).to.have.length(3);
      expect(lines.find((l) => l.includes('HYPERLINK'))).to.contain(`"'=HYPERLINK(""x"")"`);
      expect(lines.find((l) => l.includes('A-1001'))).to.contain(',seller-default,').and.contain(',pending,EUR,105,');
    });
  });

  describe('CSRF', () => {
    it('refuses a form without the session token, with another session’s token, or sent by another site, and acts on none', async () => {
      const gamma = await signedUpPartner(world, 'owner@gamma.example', 'Gamma');
      const delta = await signedUpPartner(world, 'owner@delta.example', 'Delta');
      await gamma.browser.get('/console/p/gamma/keys');
      const keysBefore = (await world.parasol.admin.keys.list('gamma')).length;
      expect((await gamma.browser.post('/console/p/gamma/keys', {}, { csrf: '' })).status).to.equal(403);
      expect((await gamma.browser.post('/console/p/gamma/keys', {}, { csrf: delta.browser.csrf })).status).to.equal(403);
      const crossSite = await gamma.browser.post('/console/p/gamma/keys', {}, { site: 'cross-site' });
      expect(crossSite.status).to.equal(403);
      expect(crossSite.text).to.contain('did not come from this console');
      expect((await world.parasol.admin.keys.list('gamma')).length).to.equal(keysBefore);
      expect((await gamma.browser.post('/console/p/gamma/keys', {})).status, 'with its own token').to.equal(201);
      expect((await world.parasol.admin.keys.list('gamma')).length).to.equal(keysBefore + 1);
    });

    it('refuses a signed-out form whose token is not the visitor’s cookie (double submit)', async () => {
      const visitor = new ConsoleBrowser(world.url);
      await visitor.get('/console/sign-in');
      expect((await visitor.post('/console/sign-in', { email: 'a@b.example', password: 'x' }, { csrf: 'A'.repeat(43) })).status).to.equal(403);
      expect((await visitor.post('/console/sign-in', { email: 'a@b.example', password: 'x' })).status).to.equal(401);
    });
  });

  describe('sign-in', () => {
    it('sets the session cookie HttpOnly and SameSite=Strict (not Secure on loopback), and a new session id at each sign-in (rotation)', async () => {
      const { browser } = await signedUpPartner(world, 'rotate@example.com', 'Rotate Co');
      const first = browser.cookie('parasol-console');
      await browser.post('/console/sign-out', {});
      expect(browser.cookie('parasol-console')).to.equal(undefined);
      await browser.get('/console/sign-in');
      const signedIn = await browser.post('/console/sign-in', { email: 'rotate@example.com', password: 'a long enough password' });
      expect(signedIn.status).to.equal(303);
      const cookie = signedIn.setCookies.find((c) => c.startsWith('parasol-console='))!;
      expect(cookie).to.contain('HttpOnly').and.contain('SameSite=Strict').and.not.contain('Secure');
      expect(browser.cookie('parasol-console')).to.not.equal(first);
      const stale = new ConsoleBrowser(world.url);
      expect((await fetch(`${world.url}/console/p/rotateco/keys`, { redirect: 'manual', headers: { cookie: `parasol-console=${first}` } })).status, 'the old session is dead').to.equal(303);
      expect((await stale.get('/console/p/rotateco/keys')).location).to.equal('/console/sign-in');
    });

    it('answers a wrong password, an unknown email and a locked account with the same page; locks after 5 failures even for the right password', async () => {
      await signedUpPartner(world, 'locked@example.com', 'Locked Co');
      const visitor = new ConsoleBrowser(world.url);
      await visitor.get('/console/sign-in');
      const unknown = await visitor.post('/console/sign-in', { email: 'nobody@example.com', password: 'a long enough password' });
      const wrong = await visitor.post('/console/sign-in', { email: 'locked@example.com', password: 'not the password' });
      expect(unknown.status).to.equal(401);
      expect(wrong.status).to.equal(401);
      const message = (text: string) => /<div class="errors" role="alert"><p>([^<]+)<\/p>/.exec(text)?.[1];
      expect(message(unknown.text)).to.equal(message(wrong.text)).and.to.contain('wrong');
      for (let i = 0; i < 4; i++) await visitor.post('/console/sign-in', { email: 'locked@example.com', password: 'still not it' });
      const locked = await visitor.post('/console/sign-in', { email: 'locked@example.com', password: 'a long enough password' });
      expect(locked.status, 'the right password, locked').to.equal(401);
      expect(message(locked.text)).to.equal(message(wrong.text));
      const other = new ConsoleBrowser(world.url);
      await other.get('/console/sign-in');
      expect((await other.post('/console/sign-in', { email: 'LOCKED@example.com', password: 'a long enough password' })).status, 'the email is locked, whatever its case or browser').to.equal(401);
    });

    it('asks for the TOTP code after the password once two-factor is on, opens nothing before it, takes each code once, keeps the secret sealed, and refuses a set-up proof made for another secret', async () => {
      const { browser } = await signedUpPartner(world, 'totp@example.com', 'Totp Co');
      await browser.get('/console/security');
      const setup = await browser.post('/console/security/two-factor/start', {});
      const secret = /id="totp-secret">([A-Z2-7]+)</.exec(setup.text)![1]!;
      const proof = /name="proof" value="([^"]+)"/.exec(setup.text)![1]!;
      const forged = await browser.post('/console/security/two-factor/confirm', { secret, proof: proof.replace(/^./, proof[0] === 'A' ? 'B' : 'A'), code: await generate({ secret }) });
      expect(forged.status, 'a proof not made for this user and secret').to.equal(422);
      expect((await world.parasol.console.stores.users.findByEmail('totp@example.com'))?.totpSecret).to.equal(undefined);
      const enabling = await generate({ secret });
      const on = await browser.post('/console/security/two-factor/confirm', { secret, proof, code: enabling });
      expect(on.text).to.contain('Two-step sign-in is on.');

      const again = new ConsoleBrowser(world.url);
      await again.get('/console/sign-in');
      const password = await again.post('/console/sign-in', { email: 'totp@example.com', password: 'a long enough password' });
      expect(password.location).to.equal('/console/two-factor');
      expect((await again.get('/console/p/totpco/keys')).location, 'nothing before the code').to.equal('/console/two-factor');
      await again.get('/console/two-factor');
      expect((await again.post('/console/two-factor', { code: '000000' })).status).to.equal(401);
      // The code that turned two-factor on is spent; the next step's is good, once.
      expect((await again.post('/console/two-factor', { code: enabling })).status, 'a spent code').to.equal(401);
      const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const through = await again.post('/console/two-factor', { code: next });
      expect(through.location).to.equal('/console/p/totpco/keys');
      expect((await again.get('/console/p/totpco/keys')).status).to.equal(200);
      const stored = await world.parasol.console.stores.users.findByEmail('totp@example.com');
      expect(JSON.stringify(stored), 'sealed at rest').to.not.contain(secret);
      const replay = new ConsoleBrowser(world.url);
      await replay.get('/console/sign-in');
      await replay.post('/console/sign-in', { email: 'totp@example.com', password: 'a long enough password' });
      await replay.get('/console/two-factor');
      expect((await replay.post('/console/two-factor', { code: next })).status, 'the same code again').to.equal(401);
    });

    it('lists a user’s sessions and signs one out from another', async () => {
      const { browser } = await signedUpPartner(world, 'sessions@example.com', 'Sessions Co');
      const laptop = new ConsoleBrowser(world.url);
      await laptop.get('/console/sign-in');
      await laptop.post('/console/sign-in', { email: 'sessions@example.com', password: 'a long enough password' });
      expect((await laptop.get('/console/p/sessionsco/keys')).status).to.equal(200);
      const security = await browser.get('/console/security');
      const other = /name="session" value="([0-9a-f]{64})"/.exec(security.text)![1]!;
      await browser.post('/console/security/sessions/revoke', { session: other });
      expect((await laptop.get('/console/p/sessionsco/keys')).location).to.equal('/console/sign-in');
      expect((await browser.get('/console/p/sessionsco/keys')).status).to.equal(200);
    });
  });

  describe('no user enumeration, single-use links', () => {
    it('answers a sign-up with a taken email exactly as a new one, and mails the owner instead', async () => {
      await signedUpPartner(world, 'taken@example.com', 'Taken Co');
      const visitor = new ConsoleBrowser(world.url);
      await visitor.get('/console/sign-up');
      const taken = await visitor.post('/console/sign-up', { email: 'taken@example.com', password: 'another long password', company: 'Copycat' });
      const fresh = await visitor.post('/console/sign-up', { email: 'fresh@example.com', password: 'another long password', company: 'Fresh' });
      const strip = (text: string) => text.replace(/(taken|fresh)@example\.com/g, 'EMAIL').replace(/value="[^"]+"/g, '');
      expect(taken.status).to.equal(fresh.status);
      expect(strip(taken.text)).to.equal(strip(fresh.text));
      await world.inbox.mailTo('taken@example.com', /tried to sign up/);
    });

    it('answers a reset for an unknown email as for a known one; the link works once and ends every session', async () => {
      const { browser } = await signedUpPartner(world, 'reset@example.com', 'Reset Co');
      const visitor = new ConsoleBrowser(world.url);
      await visitor.get('/console/password/forgot');
      const known = await visitor.post('/console/password/forgot', { email: 'reset@example.com' });
      const unknown = await visitor.post('/console/password/forgot', { email: 'ghost@example.com' });
      expect(known.text.replace('reset@example.com', 'X').replace(/value="[^"]+"/g, '')).to.equal(unknown.text.replace('ghost@example.com', 'X').replace(/value="[^"]+"/g, ''));
      const link = Inbox.linkIn(await world.inbox.mailTo('reset@example.com', /Reset your/), '/console/password/reset?token=');
      const token = new URL(link).searchParams.get('token')!;
      await visitor.get(`/console/password/reset?token=${encodeURIComponent(token)}`);
      expect((await visitor.post('/console/password/reset', { token, password: 'short' })).status).to.equal(422);
      expect((await visitor.post('/console/password/reset', { token, password: 'a brand new long password' })).status).to.equal(200);
      expect((await visitor.post('/console/password/reset', { token, password: 'yet another long password' })).status, 'used once').to.equal(410);
      expect((await browser.get('/console/p/resetco/keys')).location, 'sessions ended').to.equal('/console/sign-in');
      await visitor.get('/console/sign-in');
      expect((await visitor.post('/console/sign-in', { email: 'reset@example.com', password: 'a brand new long password' })).status).to.equal(303);
    });

    it('verifies an email once: the link is dead afterwards', async () => {
      const visitor = new ConsoleBrowser(world.url);
      await visitor.get('/console/sign-up');
      await visitor.post('/console/sign-up', { email: 'once@example.com', password: 'a long enough password', company: 'Once' });
      const token = new URL(Inbox.linkIn(await world.inbox.mailTo('once@example.com', /Confirm/), '/console/verify?token=')).searchParams.get('token')!;
      await visitor.get(`/console/verify?token=${encodeURIComponent(token)}`);
      expect((await visitor.post('/console/verify', { token })).status).to.equal(201);
      expect((await visitor.get(`/console/verify?token=${encodeURIComponent(token)}`)).status).to.equal(410);
      expect((await visitor.post('/console/verify', { token })).status).to.equal(410);
      expect((await world.parasol.admin.keys.list('once')).length, 'one account, one key').to.equal(1);
    });
  });

  describe('members', () => {
    it('lets the owner invite a member, who signs up through the invitation and joins without an account of their own', async () => {
      const owner = await signedUpPartner(world, 'owner@team.example', 'Team');
      await owner.browser.get('/console/p/team/members');
      const invited = await owner.browser.post('/console/p/team/members/invite', { email: 'member@team.example' });
      expect(invited.text).to.contain('An invitation was sent to member@team.example');
      const link = Inbox.linkIn(await world.inbox.mailTo('member@team.example', /invited/), '/console/join?invitation=');
      const invitation = new URL(link).searchParams.get('invitation')!;
      const newcomer = new ConsoleBrowser(world.url);
      await newcomer.get(`/console/join?invitation=${encodeURIComponent(invitation)}`);
      const signInFirst = await newcomer.post('/console/join', { invitation });
      expect(signInFirst.text).to.contain(`/console/sign-up?invitation=${encodeURIComponent(invitation)}`);
      await newcomer.get(`/console/sign-up?invitation=${encodeURIComponent(invitation)}`);
      await newcomer.post('/console/sign-up', { email: 'member@team.example', password: 'a long enough password', company: 'Ignored', invitation });
      const verifyLink = Inbox.linkIn(await world.inbox.mailTo('member@team.example', /Confirm/), '/console/verify?token=');
      const url = new URL(verifyLink);
      await newcomer.get(`${url.pathname}${url.search}`);
      const joined = await newcomer.post('/console/verify', { token: url.searchParams.get('token')!, invitation: url.searchParams.get('invitation')! });
      expect(joined.location).to.equal('/console/p/team/keys');
      expect((await newcomer.get('/console/p/team/keys')).status).to.equal(200);
      expect(await world.parasol.admin.partners.get('ignored')).to.equal(undefined);
      const members = await owner.browser.get('/console/p/team/members');
      expect(members.text).to.contain('member@team.example (member)');
      // A member may not invite.
      await newcomer.get('/console/p/team/members');
      expect((await newcomer.post('/console/p/team/members/invite', { email: 'x@team.example' })).status).to.equal(404);
    });
  });
});
