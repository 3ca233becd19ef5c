import type Router from '@koa/router';
import type { Context } from 'koa';
import { WEBHOOK_EVENT_TYPES, type KeyMode } from '@parasol/core';
import type { Html } from '../../html/html.js';
import type { ConsoleKit } from '../console-kit.js';
import { answer, consoleRequest, notFound } from '../http/console-request.js';
import { member } from '../http/guards.js';
import { PartnerWebhooks } from '../partners/partner-webhooks.js';
import { webhookSecretPanel, webhooksBody } from '../views/webhook-views.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The mode a request names (query or form), else live once the account is approved, else sandbox (as the sales page). */
const modeOf = async (kit: ConsoleKit, code: string, asked: unknown): Promise<KeyMode> =>
  asked === 'live' || asked === 'sandbox' ? asked : (await kit.options.admin.partners.get(code))?.status === 'approved' ? 'live' : 'sandbox';

/** The delivery log's filters the page passes on to the API's query (its own names and rules). */
const logFilters = (ctx: Context): Record<string, string> => {
  const filters: Record<string, string> = {};
  for (const name of ['endpoint', 'status', 'cursor']) {
    const value = ctx.query[name];
    if (typeof value === 'string' && value !== '') filters[name] = value.slice(0, 200);
  }
  return filters;
};

/** The event types a create form ticked: `*` alone when "every event" is, as the API requires. */
const eventsOf = (form: Readonly<Record<string, string>>): string[] => (form['event.*'] !== undefined ? ['*'] : WEBHOOK_EVENT_TYPES.filter((t) => form[`event.${t}`] !== undefined));

/**
 * A partner's webhooks, /console/p/{code}/webhooks: its endpoints in one mode (create with the
 * secret shown once, rotate with the 24-hour overlap shown, delete, send a test event) and the
 * delivery log with resend. Membership is checked first; every action is the API's own operation
 * for this account (PartnerWebhooks), so another account's endpoint or delivery is not found.
 */
export function mountWebhookRoutes(router: Router, kit: ConsoleKit): void {
  const webhooks = new PartnerWebhooks(kit.options, kit.audit);

  const page = async (ctx: Context, code: string, mode: KeyMode, status = 200, extra: { notice?: Html | string; problem?: string; form?: Readonly<Record<string, string>> } = {}) => {
    const { language, csrf } = consoleRequest(ctx);
    const filters = ctx.method === 'GET' ? logFilters(ctx) : {};
    const [endpoints, log] = await Promise.all([webhooks.endpoints(code, mode), webhooks.deliveries(code, mode, filters)]);
    answer(
      ctx,
      status,
      language.say('webhooks.title'),
      webhooksBody(language, csrf, { code, mode, endpoints, log: log.ok ? log.value : { invalid: log.failure.detail ?? log.failure.code }, filters, ...extra }),
      code,
    );
  };

  /** A member of the account, with the mode of the request, when the webhooks are composed here. */
  const open = async (ctx: Context) => {
    const who = member(ctx);
    if (!who) return undefined;
    if (!webhooks.available) {
      notFound(ctx);
      return undefined;
    }
    const asked = ctx.method === 'GET' ? ctx.query.mode : consoleRequest(ctx).form['mode'];
    return { ...who, mode: await modeOf(kit, who.code, asked) };
  };

  router.get('/console/p/:code/webhooks', async (ctx) => {
    const who = await open(ctx);
    if (who) await page(ctx, who.code, who.mode);
  });

  router.post('/console/p/:code/webhooks', async (ctx) => {
    const who = await open(ctx);
    if (!who) return;
    const { language, form } = consoleRequest(ctx);
    const description = text(form['description']).trim();
    const created = await webhooks.create(who.user, who.code, who.mode, { url: text(form['url']).trim(), events: eventsOf(form), ...(description === '' ? {} : { description }) });
    if (!created.ok) return page(ctx, who.code, who.mode, 422, { problem: language.say('webhooks.refused', { reason: created.failure.detail ?? created.failure.code }), form });
    await page(ctx, who.code, who.mode, 201, { notice: webhookSecretPanel(language, created.value) });
  });

  router.post('/console/p/:code/webhooks/:id/rotate', async (ctx) => {
    const who = await open(ctx);
    if (!who) return;
    const rotated = await webhooks.rotate(who.user, who.code, who.mode, String(ctx.params.id));
    if (!rotated.ok) return notFound(ctx);
    await page(ctx, who.code, who.mode, 200, { notice: webhookSecretPanel(consoleRequest(ctx).language, rotated.value) });
  });

  router.post('/console/p/:code/webhooks/:id/delete', async (ctx) => {
    const who = await open(ctx);
    if (!who) return;
    const id = String(ctx.params.id);
    if (!(await webhooks.remove(who.user, who.code, who.mode, id))) return notFound(ctx);
    await page(ctx, who.code, who.mode, 200, { notice: consoleRequest(ctx).language.say('webhooks.deleted', { endpoint: id }) });
  });

  router.post('/console/p/:code/webhooks/:id/test', async (ctx) => {
    const who = await open(ctx);
    if (!who) return;
    const id = String(ctx.params.id);
    if (!(await webhooks.test(who.code, who.mode, id))) return notFound(ctx);
    await page(ctx, who.code, who.mode, 200, { notice: consoleRequest(ctx).language.say('webhooks.tested', { endpoint: id }) });
  });

  router.post('/console/p/:code/webhooks/deliveries/:id/resend', async (ctx) => {
    const who = await open(ctx);
    if (!who) return;
    const id = String(ctx.params.id);
    if (!(await webhooks.resend(who.code, who.mode, id))) return notFound(ctx);
    await page(ctx, who.code, who.mode, 200, { notice: consoleRequest(ctx).language.say('webhooks.resent', { delivery: id }) });
  });
}
