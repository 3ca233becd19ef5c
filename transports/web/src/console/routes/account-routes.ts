import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ConsoleUserRecord } from '@parasol/core';
import { html } from '../../html/html.js';
import type { ConsoleKit } from '../console-kit.js';
import { clearCookie, setCookie } from '../http/cookies.js';
import { answer, consoleRequest, seeOther } from '../http/console-request.js';
import { SESSION_LIFETIME_MS } from '../security/console-sessions.js';
import { forgotBody, messageBody, resetBody, signInBody, signUpBody, twoFactorBody, verifyBody } from '../views/account-views.js';
import { secretPanel } from '../views/secret-panel.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const queryText = (ctx: Context, name: string): string => text(ctx.query[name]).slice(0, 600);

/** Where a fully signed-in user starts: the operators' desk, their first account's keys, or the security page. */
export const homeOf = (user: ConsoleUserRecord): string =>
  user.kind === 'operator' ? '/console/ops' : user.memberships[0] ? `/console/p/${user.memberships[0].partnerCode}/keys` : '/console/security';

/** Opens a new session for the user (ending the one the browser had: rotation) and sets its cookie. */
export const startSession = async (ctx: Context, kit: ConsoleKit, user: ConsoleUserRecord, secondFactorAt?: number): Promise<void> => {
  const request = consoleRequest(ctx);
  const opened = await kit.sessions.open(user.userId, {
    ...(secondFactorAt === undefined ? {} : { secondFactorAt }),
    userAgent: ctx.get('User-Agent'),
    ...(request.token ? { replacing: request.token } : {}),
  });
  setCookie(ctx, kit.cookies.session, opened.token, { secure: kit.secure, maxAgeSeconds: SESSION_LIFETIME_MS / 1000 });
  // The page about to be drawn carries the new session's form token.
  ctx.state.console = { ...request, token: opened.token, session: opened.record, user, csrf: opened.record.csrfToken };
};

/** Sign-up, verification, sign-in and out, the second factor, password reset. */
export function mountAccountRoutes(router: Router, kit: ConsoleKit): void {
  const { accounts } = kit;

  router.get('/console', (ctx) => {
    const { user, session } = consoleRequest(ctx);
    if (!user || !session) return seeOther(ctx, '/console/sign-in');
    if (user.totpSecret !== undefined && session.secondFactorAt === undefined) return seeOther(ctx, '/console/two-factor');
    seeOther(ctx, homeOf(user));
  });

  router.get('/console/sign-up', (ctx) => {
    const { language, csrf } = consoleRequest(ctx);
    const invitation = queryText(ctx, 'invitation');
    answer(ctx, 200, language.say('signUp.title'), signUpBody(language, csrf, invitation ? { invitation } : {}));
  });

  router.post('/console/sign-up', async (ctx) => {
    const { language, csrf, form, address } = consoleRequest(ctx);
    const values = { email: text(form.email), password: text(form.password), company: text(form.company), ...(form.invitation ? { invitation: text(form.invitation) } : {}) };
    const outcome = await accounts.signUp(values, address, language);
    if ('errors' in outcome) {
      answer(ctx, 422, language.say('signUp.title'), signUpBody(language, csrf, { email: values.email, company: values.company, ...(values.invitation ? { invitation: values.invitation } : {}) }, outcome.errors));
      return;
    }
    answer(ctx, 200, language.say('signUp.sent.title'), messageBody(language.say('signUp.sent.title'), language.say('signUp.sent.text', { email: outcome.sent })));
  });

  // The link from the email shows a button: a mail scanner that opens links must not verify, or create an account.
  router.get('/console/verify', async (ctx) => {
    const { language, csrf } = consoleRequest(ctx);
    const token = queryText(ctx, 'token');
    const user = await accounts.verificationOf(token);
    if (!user) return answer(ctx, 410, language.say('verify.title'), messageBody(language.say('verify.title'), language.say('verify.invalid'), [{ href: '/console/sign-in', label: language.say('signIn.title') }]));
    const invitation = queryText(ctx, 'invitation');
    answer(ctx, 200, language.say('verify.title'), verifyBody(language, csrf, user.email, token, invitation || undefined));
  });

  router.post('/console/verify', async (ctx) => {
    const { language, form } = consoleRequest(ctx);
    const verified = await accounts.verify(text(form.token), text(form.invitation) || undefined);
    if (!verified) return answer(ctx, 410, language.say('verify.title'), messageBody(language.say('verify.title'), language.say('verify.invalid'), [{ href: '/console/sign-in', label: language.say('signIn.title') }]));
    await startSession(ctx, kit, verified.user);
    if (verified.outcome !== 'created') return seeOther(ctx, homeOf(verified.user));
    answer(
      ctx,
      201,
      language.say('welcome.title'),
      html`<h1>${language.say('welcome.title')}</h1><p>${language.say('welcome.text', { code: verified.partnerCode })}</p>${secretPanel(language, verified.key, kit.options.publicUrl)}<p><a class="button" href="/console/p/${verified.partnerCode}/keys">${language.say('secret.continue')}</a></p>`,
      verified.partnerCode,
    );
  });

  router.get('/console/sign-in', (ctx) => {
    const { language, csrf } = consoleRequest(ctx);
    answer(ctx, 200, language.say('signIn.title'), signInBody(language, csrf, '', undefined, ctx.query.out === '1' ? language.say('signedOut') : undefined));
  });

  router.post('/console/sign-in', async (ctx) => {
    const { language, csrf, form, address } = consoleRequest(ctx);
    const email = text(form.email).slice(0, 254);
    const outcome = await accounts.signIn(email, text(form.password), address, language);
    if (outcome === 'refused') return answer(ctx, 401, language.say('signIn.title'), signInBody(language, csrf, email, language.say('signIn.refused')));
    if (outcome === 'unverified') return answer(ctx, 403, language.say('signIn.title'), signInBody(language, csrf, email, language.say('signIn.unverified')));
    await startSession(ctx, kit, outcome.user);
    if (outcome.user.totpSecret !== undefined) return seeOther(ctx, '/console/two-factor');
    seeOther(ctx, homeOf(outcome.user));
  });

  router.post('/console/sign-out', async (ctx) => {
    const { token } = consoleRequest(ctx);
    if (token) await kit.sessions.close(token);
    clearCookie(ctx, kit.cookies.session, kit.secure);
    seeOther(ctx, '/console/sign-in?out=1');
  });

  router.get('/console/two-factor', (ctx) => {
    const { language, csrf, user, session } = consoleRequest(ctx);
    if (!user || !session || user.totpSecret === undefined) return seeOther(ctx, '/console/sign-in');
    if (session.secondFactorAt !== undefined) return seeOther(ctx, homeOf(user));
    answer(ctx, 200, language.say('twoFactor.title'), twoFactorBody(language, csrf));
  });

  router.post('/console/two-factor', async (ctx) => {
    const { language, csrf, user, session, form, address } = consoleRequest(ctx);
    if (!user || !session) return seeOther(ctx, '/console/sign-in');
    if (!(await accounts.secondFactor(user, text(form.code), address))) return answer(ctx, 401, language.say('twoFactor.title'), twoFactorBody(language, csrf, true));
    // Proving the second factor raises the session's privilege: a new session replaces it.
    await startSession(ctx, kit, user, kit.options.clock.now());
    seeOther(ctx, homeOf(user));
  });

  router.get('/console/password/forgot', (ctx) => {
    const { language, csrf } = consoleRequest(ctx);
    answer(ctx, 200, language.say('forgot.title'), forgotBody(language, csrf));
  });

  router.post('/console/password/forgot', async (ctx) => {
    const { language, csrf, form, address } = consoleRequest(ctx);
    const email = await accounts.forgotPassword(text(form.email), address, language);
    if (!email) return answer(ctx, 422, language.say('forgot.title'), forgotBody(language, csrf, true));
    answer(ctx, 200, language.say('forgot.title'), messageBody(language.say('forgot.title'), language.say('forgot.sent', { email })));
  });

  router.get('/console/password/reset', async (ctx) => {
    const { language, csrf } = consoleRequest(ctx);
    const token = queryText(ctx, 'token');
    if (!(await accounts.resetLinkValid(token))) return answer(ctx, 410, language.say('reset.title'), messageBody(language.say('reset.title'), language.say('reset.invalid'), [{ href: '/console/password/forgot', label: language.say('forgot.title') }]));
    answer(ctx, 200, language.say('reset.title'), resetBody(language, csrf, token));
  });

  router.post('/console/password/reset', async (ctx) => {
    const { language, csrf, form } = consoleRequest(ctx);
    const token = text(form.token);
    const outcome = await accounts.resetPassword(token, text(form.password));
    if (outcome === 'weak') return answer(ctx, 422, language.say('reset.title'), resetBody(language, csrf, token, true));
    if (outcome === 'invalid') return answer(ctx, 410, language.say('reset.title'), messageBody(language.say('reset.title'), language.say('reset.invalid')));
    clearCookie(ctx, kit.cookies.session, kit.secure);
    answer(ctx, 200, language.say('reset.title'), messageBody(language.say('reset.title'), language.say('reset.done'), [{ href: '/console/sign-in', label: language.say('signIn.title') }]));
  });
}
