import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ConsoleKit } from '../console-kit.js';
import { answer, consoleRequest, notFound } from '../http/console-request.js';
import { operator } from '../http/guards.js';
import { opsHomeBody, opsPartnersBody, type QueuedApplication } from '../views/ops-views.js';
import { SalesSearch } from '../ops/sales-search.js';
import { opsReviewBody, opsSalesBody } from '../views/ops-sales-views.js';
import { SalesToReview } from '../ops/sales-to-review.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** The operators' pages, /console/ops: the applications queue and decisions, a partner's users and keys. */
export function mountOpsRoutes(router: Router, kit: ConsoleKit): void {
  const home = async (ctx: Context, status = 200, notice?: string, problem?: string) => {
    const { language, csrf } = consoleRequest(ctx);
    const now = kit.options.clock.now();
    const queue: QueuedApplication[] = await Promise.all(
      (await kit.desk.pending()).map(async (application) => {
        const [activity, partner] = await Promise.all([kit.options.admin.activity.read(application.partnerCode, now), kit.options.admin.partners.get(application.partnerCode)]);
        return { application, priceCalls: activity.sandboxPriceCalls, links: activity.sandboxLinksMinted, baseRateBps: partner?.baseRateBps ?? 0 };
      }),
    );
    answer(ctx, status, language.say('ops.title'), opsHomeBody(language, csrf, queue, await kit.options.stores.audit.listAll(50), notice, problem));
  };

  router.get('/console/ops', async (ctx) => {
    if (operator(ctx)) await home(ctx);
  });

  router.post('/console/ops/applications/:id/approve', async (ctx) => {
    const who = operator(ctx);
    if (!who) return;
    const { language, form } = consoleRequest(ctx);
    const id = String(ctx.params.id);
    const decision = await kit.desk.approve(who.user, id, { quota: { reads: whole(form[`reads-${id}`]), writes: whole(form[`writes-${id}`]) }, commissionBps: whole(form[`commission-${id}`]) });
    if (decision === 'unknown') return notFound(ctx);
    if (decision === 'invalid') return home(ctx, 422, undefined, language.say('ops.error.quota'));
    if (decision === 'already') return home(ctx, 409, undefined, language.say('ops.decided'));
    await home(ctx, 200, language.say('ops.approved', { partner: decision.decided.partnerCode }));
  });

  router.post('/console/ops/applications/:id/refuse', async (ctx) => {
    const who = operator(ctx);
    if (!who) return;
    const { language, form } = consoleRequest(ctx);
    const id = String(ctx.params.id);
    const decision = await kit.desk.refuse(who.user, id, text(form[`reason-${id}`]));
    if (decision === 'unknown') return notFound(ctx);
    if (decision === 'invalid') return home(ctx, 422, undefined, language.say('ops.error.reason'));
    if (decision === 'already') return home(ctx, 409, undefined, language.say('ops.decided'));
    await home(ctx, 200, language.say('ops.refused', { partner: decision.decided.partnerCode }));
  });

  const partnersPage = async (ctx: Context, code: string, notice?: string) => {
    const { language, csrf } = consoleRequest(ctx);
    const found = /^[A-Za-z0-9]{2,32}$/.test(code) ? await kit.desk.partner(code) : undefined;
    answer(ctx, 200, language.say('ops.partners'), opsPartnersBody(language, csrf, code, found, notice));
  };

  router.get('/console/ops/partners', async (ctx) => {
    if (operator(ctx)) await partnersPage(ctx, text(ctx.query.code).trim().slice(0, 32));
  });

  const search = new SalesSearch(kit.options);
  router.get('/console/ops/sales', async (ctx) => {
    if (!operator(ctx)) return;
    if (!search.available) return notFound(ctx);
    const { language } = consoleRequest(ctx);
    const values = { ref: text(ctx.query.ref).slice(0, 70), order: text(ctx.query.order).slice(0, 200), ledger: ctx.query.ledger === 'sandbox' ? 'sandbox' : 'live' } as const;
    const result = values.ref === '' && values.order === '' ? undefined : await search.find(values.ref, values.order, values.ledger);
    answer(ctx, result?.kind === 'bad-ref' ? 400 : 200, language.say('ops.sales.title'), opsSalesBody(language, values, result));
  });

  const review = new SalesToReview(kit.options);
  router.get('/console/ops/review', async (ctx) => {
    if (!operator(ctx)) return;
    if (!review.available) return notFound(ctx);
    const { language } = consoleRequest(ctx);
    const values = { partner: text(ctx.query.partner).trim().slice(0, 32), ledger: ctx.query.ledger === 'sandbox' ? 'sandbox' : 'live' } as const;
    const sales = values.partner === '' ? undefined : /^[A-Za-z0-9]{2,32}$/.test(values.partner) ? ((await review.of(values.partner, values.ledger)) ?? 'unknown') : 'unknown';
    answer(ctx, 200, language.say('ops.review.title'), opsReviewBody(language, values, sales));
  });

  router.post('/console/ops/partners/:code/keys/:keyId/revoke', async (ctx) => {
    const who = operator(ctx);
    if (!who) return;
    const { language } = consoleRequest(ctx);
    const code = String(ctx.params.code);
    const keyId = String(ctx.params.keyId);
    if (!(await kit.desk.revokeKey(who.user, code, keyId))) return notFound(ctx);
    await partnersPage(ctx, code, language.say('keys.revoked', { key: keyId }));
  });
}
