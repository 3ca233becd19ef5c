import type Router from '@koa/router';
import type { Context } from 'koa';
import { html } from '../../html/html.js';
import type { ConsoleKit } from '../console-kit.js';
import { answer, consoleRequest, notFound } from '../http/console-request.js';
import { operator } from '../http/guards.js';
import { csvOf } from '../http/csv-table.js';
import { PayoutDesk, type Ledger, type PayoutStatusFilter, type RunForm } from '../ops/payout-desk.js';
import { opsPayoutsBody, type OpsPayoutsPage } from '../views/ops-payout-views.js';
import { payoutBody } from '../views/payout-views.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const ledgerOf = (value: unknown): Ledger => (value === 'sandbox' ? 'sandbox' : 'live');
const statusOf = (value: unknown): PayoutStatusFilter | undefined => (value === 'pending' || value === 'paid' || value === 'failed' ? value : undefined);
const PAYOUT_ID = /^po_[A-Za-z0-9_-]{1,64}$/;

/** The run form's fields, or what is wrong with them (a partner code and a currency are checked by their shapes). */
const runFormOf = (form: Readonly<Record<string, string>>, defaultKey: string): RunForm | 'invalid' => {
  const partner = text(form['partner']).trim();
  const currency = text(form['currency']).trim().toUpperCase();
  const runKey = text(form['key']).trim() || defaultKey;
  if ((partner !== '' && !/^[A-Za-z0-9]{2,32}$/.test(partner)) || (currency !== '' && !/^[A-Z]{3}$/.test(currency)) || !/^[\x21-\x7e]{1,100}$/.test(runKey)) return 'invalid';
  return { ledger: ledgerOf(form['ledger']), runKey, dryRun: form['dryRun'] !== undefined, ...(partner === '' ? {} : { partnerCode: partner }), ...(currency === '' ? {} : { currency }) };
};

/** The operators' payouts, /console/ops/payouts: runs and dry runs, the payouts by status, marking one paid or failed. */
export function mountOpsPayoutRoutes(router: Router, kit: ConsoleKit): void {
  const desk = new PayoutDesk(kit.options, kit.audit);

  const page = async (ctx: Context, ledger: Ledger, status: PayoutStatusFilter | undefined, code = 200, extra: Partial<Pick<OpsPayoutsPage, 'groups' | 'notice' | 'problem' | 'run'>> = {}) => {
    const { language, csrf } = consoleRequest(ctx);
    const cursor = ctx.method === 'GET' && typeof ctx.query.cursor === 'string' && ctx.query.cursor !== '' ? ctx.query.cursor.slice(0, 200) : undefined;
    const listed = await desk.list(ledger, status, cursor).catch(() => undefined);
    if (listed === undefined) return notFound(ctx);
    answer(ctx, code, language.say('nav.opsPayouts'), opsPayoutsBody(language, csrf, { ledger, ...(status ? { status } : {}), page: listed, run: { runKey: desk.dailyRunKey() }, ...extra }));
  };

  const open = (ctx: Context) => {
    const who = operator(ctx);
    if (!who) return undefined;
    if (!desk.available) {
      notFound(ctx);
      return undefined;
    }
    return who;
  };

  router.get('/console/ops/payouts', async (ctx) => {
    if (open(ctx)) await page(ctx, ledgerOf(ctx.query.ledger), statusOf(ctx.query.status));
  });

  router.post('/console/ops/payouts/run', async (ctx) => {
    const who = open(ctx);
    if (!who) return;
    const { language, form } = consoleRequest(ctx);
    const run = runFormOf(form, desk.dailyRunKey());
    if (run === 'invalid') return page(ctx, ledgerOf(form['ledger']), undefined, 422, { problem: language.say('ops.payouts.badRun', { reason: 'partner code, currency (3 letters) or run key' }) });
    const results = await desk.run(who.user, run);
    await page(ctx, run.ledger, undefined, 200, { groups: { dryRun: run.dryRun, results }, run });
  });

  const mark = (kind: 'paid' | 'failed') => async (ctx: Context) => {
    const who = open(ctx);
    if (!who) return;
    const { language, form } = consoleRequest(ctx);
    const id = String(ctx.params.payoutId);
    if (!PAYOUT_ID.test(id)) return notFound(ctx);
    const ledger = ledgerOf(form['ledger']);
    const given = text(form[kind === 'paid' ? `reference-${id}` : `reason-${id}`]).trim();
    const valid = kind === 'paid' ? given.length >= 1 && given.length <= 200 : given.length >= 5 && given.length <= 500;
    if (!valid) return page(ctx, ledger, 'pending', 422, { problem: language.say(kind === 'paid' ? 'ops.payouts.needReference' : 'ops.payouts.needReason') });
    const marked = kind === 'paid' ? await desk.markPaid(who.user, ledger, id, given) : await desk.markFailed(who.user, ledger, id, given);
    if (marked === 'not_found') return notFound(ctx);
    if (marked === 'conflict') return page(ctx, ledger, 'pending', 409, { problem: language.say('ops.payouts.conflict', { payout: id }) });
    await page(ctx, ledger, 'pending', 200, { notice: language.say(kind === 'paid' ? 'ops.payouts.paid' : 'ops.payouts.failed', { payout: id }) });
  };
  router.post('/console/ops/payouts/:payoutId/paid', mark('paid'));
  router.post('/console/ops/payouts/:payoutId/failed', mark('failed'));

  router.get('/console/ops/payouts/:payoutId', async (ctx) => {
    if (!open(ctx)) return;
    const id = String(ctx.params.payoutId);
    const ledger = ledgerOf(ctx.query.ledger);
    const detail = PAYOUT_ID.test(id) ? await desk.one(ledger, id) : undefined;
    if (!detail) return notFound(ctx);
    const { language } = consoleRequest(ctx);
    const back = html`<p><a href="/console/ops/payouts?ledger=${ledger}">${language.say('payouts.back')}</a></p>`;
    answer(ctx, 200, language.say('payouts.one', { payout: id }), payoutBody(language, detail, `/console/ops/payouts/${id}/remittance.csv?ledger=${ledger}`, back));
  });

  router.get('/console/ops/payouts/:payoutId/remittance.csv', async (ctx) => {
    if (!open(ctx)) return;
    const id = String(ctx.params.payoutId);
    const ledger = ledgerOf(ctx.query.ledger);
    const detail = PAYOUT_ID.test(id) ? await desk.one(ledger, id) : undefined;
    if (!detail) return notFound(ctx);
    ctx.status = 200;
    ctx.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': `attachment; filename="parasol-${detail.payout.partner}-${id}-remittance.csv"` });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csvOf(detail.table);
  });
}
