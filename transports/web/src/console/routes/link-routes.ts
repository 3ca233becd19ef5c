import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ConsoleKit } from '../console-kit.js';
import { answer, consoleRequest, notFound } from '../http/console-request.js';
import { member } from '../http/guards.js';
import type { LinkChange } from '../partners/partner-links.js';
import { linksBody } from '../views/link-views.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A partner's tracked links, /console/p/{code}/links: list with refs and widget snippets, create, archive, set default. */
export function mountLinkRoutes(router: Router, kit: ConsoleKit): void {
  const page = async (ctx: Context, code: string, status: number, options: Parameters<typeof linksBody>[4] = {}) => {
    const { language, csrf } = consoleRequest(ctx);
    const partner = await kit.links.get(code);
    if (!partner) return notFound(ctx);
    answer(ctx, status, language.say('links.title'), linksBody(language, csrf, partner, kit.options.publicUrl, options), code);
  };

  const after = async (ctx: Context, code: string, change: LinkChange, done: 'links.created' | 'links.archivedDone' | 'links.defaultDone') => {
    const { language } = consoleRequest(ctx);
    if ('refused' in change) {
      if (change.refused === 'unknown') return notFound(ctx);
      return page(ctx, code, 422, { problem: language.say('links.refused', { reason: change.refused }) });
    }
    await page(ctx, code, 200, { notice: language.say(done, { ref: change.ref }) });
  };

  router.get('/console/p/:code/links', async (ctx) => {
    const who = member(ctx);
    if (who) await page(ctx, who.code, 200);
  });

  router.post('/console/p/:code/links', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    const { form } = consoleRequest(ctx);
    const linkCode = text(form.link).trim();
    const change = await kit.links.create(who.user, who.code, linkCode, form.default === 'yes');
    if ('refused' in change && change.refused === 'code') return page(ctx, who.code, 422, { codeError: true, value: linkCode.slice(0, 40) });
    await after(ctx, who.code, change, 'links.created');
  });

  router.post('/console/p/:code/links/:link/archive', async (ctx) => {
    const who = member(ctx);
    if (who) await after(ctx, who.code, await kit.links.archive(who.user, who.code, String(ctx.params.link)), 'links.archivedDone');
  });

  router.post('/console/p/:code/links/:link/default', async (ctx) => {
    const who = member(ctx);
    if (who) await after(ctx, who.code, await kit.links.makeDefault(who.user, who.code, String(ctx.params.link)), 'links.defaultDone');
  });
}
