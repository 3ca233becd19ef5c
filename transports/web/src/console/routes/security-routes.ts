import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ConsoleKit } from '../console-kit.js';
import { answer, consoleRequest, seeOther } from '../http/console-request.js';
import { signedIn } from '../http/guards.js';
import { joinBody } from '../views/member-views.js';
import { messageBody } from '../views/account-views.js';
import { securityBody, twoFactorSetupBody } from '../views/security-views.js';
import { homeOf, startSession } from './account-routes.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Two-factor set-up, the sessions list and their revocation, joining an account by invitation. */
export function mountSecurityRoutes(router: Router, kit: ConsoleKit): void {
  const securityPage = async (ctx: Context, notice?: string) => {
    const who = signedIn(ctx);
    if (!who) return;
    const { language, csrf } = consoleRequest(ctx);
    const user = consoleRequest(ctx).user ?? who.user;
    const session = consoleRequest(ctx).session ?? who.session;
    answer(ctx, 200, language.say('security.title'), securityBody(language, csrf, user, await kit.sessions.list(user.userId), session.sessionId, notice));
  };

  router.get('/console/security', (ctx) => securityPage(ctx));

  router.post('/console/security/two-factor/start', async (ctx) => {
    const who = signedIn(ctx);
    if (!who) return;
    if (who.user.totpSecret !== undefined) return seeOther(ctx, '/console/security');
    const { language, csrf } = consoleRequest(ctx);
    const setup = await kit.accounts.startTwoFactor(who.user);
    answer(ctx, 200, language.say('security.setup.title'), twoFactorSetupBody(language, csrf, setup.secret, setup.proof, setup.uri));
  });

  router.post('/console/security/two-factor/confirm', async (ctx) => {
    const who = signedIn(ctx);
    if (!who) return;
    const { language, csrf, form } = consoleRequest(ctx);
    const secret = text(form.secret);
    const proof = text(form.proof);
    const enabled = await kit.accounts.enableTwoFactor(who.user, secret, proof, text(form.code));
    if (!enabled) {
      if (!/^[A-Z2-7]{16,128}$/.test(secret)) return seeOther(ctx, '/console/security');
      return answer(ctx, 422, language.say('security.setup.title'), twoFactorSetupBody(language, csrf, secret, proof, await kit.accounts.setupUri(who.user, secret), true));
    }
    // A change of privilege: a new session, already past its second factor.
    await startSession(ctx, kit, enabled, kit.options.clock.now());
    await securityPage(ctx, language.say('security.setup.done'));
  });

  router.post('/console/security/sessions/revoke', async (ctx) => {
    const who = signedIn(ctx);
    if (!who) return;
    const { language, form } = consoleRequest(ctx);
    await kit.sessions.revoke(who.user.userId, text(form.session));
    await securityPage(ctx, language.say('security.session.revoked'));
  });

  router.post('/console/security/sessions/revoke-others', async (ctx) => {
    const who = signedIn(ctx);
    if (!who) return;
    const { language } = consoleRequest(ctx);
    for (const s of await kit.sessions.list(who.user.userId)) if (s.sessionId !== who.session.sessionId) await kit.sessions.revoke(who.user.userId, s.sessionId);
    await securityPage(ctx, language.say('security.session.revoked'));
  });

  // The emailed link lands here from another site, which carries none of the console's cookies
  // (SameSite=Strict): the page posts back to itself, and that same-site post carries them.
  router.get('/console/join', async (ctx) => {
    const { language, csrf } = consoleRequest(ctx);
    const token = text(ctx.query.invitation).slice(0, 100);
    const invitation = await kit.invitations.pendingFor(undefined, token);
    if (!invitation) return answer(ctx, 410, language.say('join.title', { code: '' }), messageBody(language.say('join.title', { code: '' }), language.say('join.invalid')));
    answer(ctx, 200, language.say('join.title', { code: invitation.partnerCode }), joinBody(language, csrf, invitation.partnerCode, token));
  });

  router.post('/console/join', async (ctx) => {
    const { language, csrf, form, user, session } = consoleRequest(ctx);
    const token = text(form.invitation).slice(0, 100);
    if (!user || !session || (user.totpSecret !== undefined && session.secondFactorAt === undefined)) {
      return answer(ctx, 401, language.say('signIn.title'), messageBody(language.say('signIn.title'), language.say('join.signIn'), [
        { href: '/console/sign-in', label: language.say('signIn.title') },
        { href: `/console/sign-up?invitation=${encodeURIComponent(token)}`, label: language.say('signIn.signUp') },
      ]));
    }
    const joined = await kit.invitations.accept(user, token);
    if (!joined) return answer(ctx, 410, language.say('join.title', { code: '' }), messageBody(language.say('join.title', { code: '' }), language.say('join.invalid')));
    // Joining an account is a change of privilege: a new session.
    await startSession(ctx, kit, joined.user, session.secondFactorAt);
    answer(ctx, 200, language.say('join.title', { code: joined.partnerCode }), messageBody(language.say('join.title', { code: joined.partnerCode }), language.say('join.done', { code: joined.partnerCode }), [{ href: homeOf(joined.user), label: language.say('nav.keys') }]), joined.partnerCode);
  });
}
