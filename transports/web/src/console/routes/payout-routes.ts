import type Router from '@koa/router';
import type { Context } from 'koa';
import type { KeyMode } from '@parasol/core';
import { html } from '../../html/html.js';
import type { ConsoleKit } from '../console-kit.js';
import { answer, consoleRequest, notFound } from '../http/console-request.js';
import { member } from '../http/guards.js';
import { PartnerPayouts } from '../partners/partner-payouts.js';
import { payoutBody, payoutsBody } from '../views/payout-views.js';

const PAYOUT_ID = /^po_[A-Za-z0-9_-]{1,64}$/;

/** The ledger a request names, else live once the account is approved, else sandbox (as the sales page). */
const modeOf = async (kit: ConsoleKit, code: string, ctx: Context): Promise<KeyMode> => {
  const asked = ctx.query.mode;
  return asked === 'live' || asked === 'sandbox' ? asked : (await kit.options.admin.partners.get(code))?.status === 'approved' ? 'live' : 'sandbox';
};

/** A partner's payouts, /console/p/{code}/payouts: the list, one payout's lines and clawbacks, its remittance CSV. */
export function mountPayoutRoutes(router: Router, kit: ConsoleKit): void {
  const payouts = new PartnerPayouts(kit.options);

  router.get('/console/p/:code/payouts', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    if (!payouts.available) return notFound(ctx);
    const { language } = consoleRequest(ctx);
    const mode = await modeOf(kit, who.code, ctx);
    const cursor = typeof ctx.query.cursor === 'string' && ctx.query.cursor !== '' ? ctx.query.cursor.slice(0, 200) : undefined;
    const read = await payouts.list(who.code, mode, cursor);
    answer(ctx, 'invalid' in read ? 400 : 200, language.say('payouts.title'), payoutsBody(language, who.code, mode, read), who.code);
  });

  router.get('/console/p/:code/payouts/:payoutId', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    const id = String(ctx.params.payoutId);
    if (!payouts.available || !PAYOUT_ID.test(id)) return notFound(ctx);
    const { language } = consoleRequest(ctx);
    const mode = await modeOf(kit, who.code, ctx);
    const detail = await payouts.one(who.code, mode, id);
    if (!detail) return notFound(ctx);
    const back = html`<p><a href="/console/p/${who.code}/payouts?mode=${mode}">${language.say('payouts.back')}</a></p>`;
    answer(ctx, 200, language.say('payouts.one', { payout: id }), payoutBody(language, detail, `/console/p/${who.code}/payouts/${id}/remittance.csv?mode=${mode}`, back), who.code);
  });

  router.get('/console/p/:code/payouts/:payoutId/remittance.csv', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    const id = String(ctx.params.payoutId);
    if (!payouts.available || !PAYOUT_ID.test(id)) return notFound(ctx);
    const mode = await modeOf(kit, who.code, ctx);
    const csv = await payouts.remittance(who.code, mode, id);
    if (csv === undefined) return notFound(ctx);
    ctx.status = 200;
    ctx.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': `attachment; filename="parasol-${who.code}-${id}-remittance.csv"` });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });
}
