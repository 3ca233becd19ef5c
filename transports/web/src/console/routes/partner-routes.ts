import type Router from '@koa/router';
import type { Context } from 'koa';
import { html, type Html } from '../../html/html.js';
import type { ConsoleKit } from '../console-kit.js';
import { answer, consoleRequest, notFound } from '../http/console-request.js';
import { member } from '../http/guards.js';
import type { ApplicationErrors, ApplicationForm } from '../partners/live-access.js';
import { keysBody } from '../views/key-views.js';
import { liveBody } from '../views/live-views.js';
import { auditBody, membersBody } from '../views/member-views.js';
import { secretPanel } from '../views/secret-panel.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A partner account's pages, under /console/p/{code}/: every route starts with `member(ctx)`,
 * which answers 404 unless the signed-in user belongs to that account, and every key id a form
 * names is checked to be that account's (PartnerKeys), so neither a code nor an id can be guessed
 * into another account's data.
 */
export function mountPartnerRoutes(router: Router, kit: ConsoleKit): void {
  const keysPage = async (ctx: Context, code: string, status = 200, notice?: Html | string) => {
    const { language, csrf } = consoleRequest(ctx);
    answer(ctx, status, language.say('keys.title'), keysBody(language, csrf, code, await kit.keys.list(code), notice), code);
  };

  router.get('/console/p/:code/keys', async (ctx) => {
    const who = member(ctx);
    if (who) await keysPage(ctx, who.code);
  });

  router.post('/console/p/:code/keys', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    const { language } = consoleRequest(ctx);
    const secret = await kit.keys.createSandbox(who.user, who.code);
    if (!secret) return notFound(ctx);
    await keysPage(ctx, who.code, 201, html`<h2>${language.say('keys.created.title', { key: secret.keyId })}</h2>${secretPanel(language, secret, kit.options.publicUrl)}`);
  });

  router.post('/console/p/:code/keys/:keyId/rotate', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    const { language } = consoleRequest(ctx);
    const rotated = await kit.keys.rotate(who.user, who.code, String(ctx.params.keyId));
    if (!rotated) return notFound(ctx);
    await keysPage(
      ctx,
      who.code,
      200,
      html`<h2>${language.say('keys.rotated.title', { key: rotated.secret.keyId })}</h2><p>${language.say('keys.rotated.overlap', { until: language.time(rotated.overlapUntil) })}</p>${secretPanel(language, rotated.secret, kit.options.publicUrl)}`,
    );
  });

  router.post('/console/p/:code/keys/:keyId/revoke', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    const { language } = consoleRequest(ctx);
    const keyId = String(ctx.params.keyId);
    if (!(await kit.keys.revoke(who.user, who.code, keyId))) return notFound(ctx);
    await keysPage(ctx, who.code, 200, language.say('keys.revoked', { key: keyId }));
  });

  const livePage = async (ctx: Context, code: string, status: number, extra: { form?: Partial<ApplicationForm>; errors?: ApplicationErrors; notice?: Html | string; problem?: string } = {}) => {
    const { language, csrf, user, session } = consoleRequest(ctx);
    const view = await kit.live.view(code);
    if (!view) return notFound(ctx);
    const twoFactor = user?.totpSecret !== undefined && session?.secondFactorAt !== undefined;
    answer(ctx, status, language.say('live.title'), liveBody(language, csrf, code, view, { twoFactor, ...extra }), code);
  };

  router.get('/console/p/:code/live', async (ctx) => {
    const who = member(ctx);
    if (who) await livePage(ctx, who.code, 200);
  });

  router.post('/console/p/:code/live/apply', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    const { form } = consoleRequest(ctx);
    const values: ApplicationForm = { volume: text(form.volume), markets: text(form.markets), distribution: text(form.distribution) };
    const outcome = await kit.live.apply(who.user, who.code, values);
    if (outcome === 'already') return livePage(ctx, who.code, 409);
    if ('errors' in outcome) return livePage(ctx, who.code, 422, { form: values, errors: outcome.errors });
    await livePage(ctx, who.code, 201);
  });

  router.post('/console/p/:code/live/key', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    const { language } = consoleRequest(ctx);
    const outcome = await kit.live.createLiveKey(who.user, who.session, who.code);
    if ('secret' in outcome) {
      return livePage(ctx, who.code, 201, { notice: html`<h2>${language.say('live.key.title')}</h2>${secretPanel(language, outcome.secret, kit.options.publicUrl)}` });
    }
    const reason = outcome.refused === 'two-factor' ? language.say('live.key.needTwoFactor') : outcome.refused === 'gate' ? language.say('live.key.needGate') : language.say('live.key.refused', { reason: outcome.refused });
    await livePage(ctx, who.code, 403, { problem: reason });
  });

  const membersPage = async (ctx: Context, code: string, isOwner: boolean, notice?: string) => {
    const { language, csrf } = consoleRequest(ctx);
    const [users, invitations] = await Promise.all([kit.options.stores.users.listByPartner(code), kit.invitations.list(code)]);
    answer(ctx, 200, language.say('members.title'), membersBody(language, csrf, code, users, invitations, isOwner, kit.options.clock.now(), notice), code);
  };

  router.get('/console/p/:code/members', async (ctx) => {
    const who = member(ctx);
    if (who) await membersPage(ctx, who.code, who.membership.role === 'owner');
  });

  router.post('/console/p/:code/members/invite', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    if (who.membership.role !== 'owner') return notFound(ctx);
    const { language, form } = consoleRequest(ctx);
    const email = await kit.invitations.invite(who.user, who.code, text(form.email), language);
    await membersPage(ctx, who.code, true, email ? language.say('members.invited', { email }) : language.say('error.email'));
  });

  router.get('/console/p/:code/audit', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    const { language } = consoleRequest(ctx);
    answer(ctx, 200, language.say('audit.title'), auditBody(language, who.code, await kit.options.stores.audit.listByPartner(who.code, 200)), who.code);
  });
}
