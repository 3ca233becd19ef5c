import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ConsoleKit } from '../console-kit.js';
import { answer, consoleRequest, notFound } from '../http/console-request.js';
import { member } from '../http/guards.js';
import { fromMinor } from '@parasol/core/internal';
import { PartnerSales, salesCsv, type SalesFilters, type Statement } from '../partners/partner-sales.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import { commissionChart, weeklyCommission } from '../views/commission-chart.js';
import { salesBody } from '../views/sales-views.js';

const param = (ctx: Context, name: string): string | undefined => {
  const value = ctx.query[name];
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : undefined;
};

/** The filters of a sales request: live unless the partner asks for the sandbox (or is not approved yet). */
const filtersOf = async (ctx: Context, kit: ConsoleKit, code: string): Promise<SalesFilters> => {
  const asked = param(ctx, 'ledger');
  const ledger = asked === 'live' || asked === 'sandbox' ? asked : (await kit.options.admin.partners.get(code))?.status === 'approved' ? 'live' : 'sandbox';
  const status = param(ctx, 'status');
  const from = param(ctx, 'from');
  const to = param(ctx, 'to');
  const cursor = param(ctx, 'cursor');
  return { ledger, ...(status ? { status } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}), ...(cursor ? { cursor } : {}) };
};

const CHART_WEEKS = 8;

/** The chart of the last weeks' commission, in the currency of the first balance (most partners have one). */
const chartFor = (sales: PartnerSales, kit: ConsoleKit, language: ConsoleLanguage) => async (code: string, ledger: SalesFilters['ledger'], statement: Statement) => {
  const currency = statement.balances[0]?.currency;
  if (currency === undefined) return undefined;
  const now = kit.options.clock.now();
  const from = new Date(now - CHART_WEEKS * 7 * 86_400_000).toISOString().slice(0, 10);
  const recent = await sales.all(code, { ledger, from });
  if ('invalid' in recent) return undefined;
  return commissionChart(language, weeklyCommission(recent.sales, currency, now, CHART_WEEKS), currency, (minor) => String(fromMinor(minor, currency)));
};

/** The sales statement, /console/p/{code}/sales, and its CSV (the same filters, every page). */
export function mountSalesRoutes(router: Router, kit: ConsoleKit): void {
  const sales = new PartnerSales(kit.options);

  router.get('/console/p/:code/sales', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    if (!sales.available) return notFound(ctx);
    const { language } = consoleRequest(ctx);
    const chartOf = chartFor(sales, kit, language);
    const filters = await filtersOf(ctx, kit, who.code);
    const read = await sales.page(who.code, filters);
    answer(ctx, 'invalid' in read ? 400 : 200, language.say('sales.title'), salesBody(language, who.code, filters, read, 'invalid' in read ? undefined : await chartOf(who.code, filters.ledger, read.statement)), who.code);
  });

  router.get('/console/p/:code/sales.csv', async (ctx) => {
    const who = member(ctx);
    if (!who) return;
    if (!sales.available) return notFound(ctx);
    const filters = await filtersOf(ctx, kit, who.code);
    const read = await sales.all(who.code, { ...filters, cursor: '' });
    if ('invalid' in read) {
      ctx.status = 400;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = read.invalid;
      return;
    }
    ctx.status = 200;
    ctx.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': `attachment; filename="parasol-${who.code}-${filters.ledger}-sales.csv"` });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = salesCsv(read.sales);
  });
}
