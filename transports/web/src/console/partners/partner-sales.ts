import { parseStatementQuery } from '@parasol/core/internal';
import type { ConsoleOptions } from '../console-options.js';

type Admin = ConsoleOptions['admin'];
export type Statement = Awaited<ReturnType<NonNullable<Admin['ledger']>['statement']>>;
export type StatementLedger = 'sandbox' | 'live';

/** The statement's filters as the page's query string carries them (the API's own names). */
export interface SalesFilters {
  readonly ledger: StatementLedger;
  readonly status?: string;
  readonly from?: string;
  readonly to?: string;
  readonly cursor?: string;
}

const PAGE = 50;
/** A CSV download reads at most this many sales (a hundred pages): a statement, not an export of the whole ledger. */
export const CSV_MAX_SALES = 5000;

/** A partner's statement, for its members: the API's statement (same filters, same sweep of due validations). */
export class PartnerSales {
  constructor(private readonly options: ConsoleOptions) {}

  get available(): boolean {
    return this.options.admin.ledger !== undefined;
  }

  async page(partnerCode: string, filters: SalesFilters, limit = PAGE): Promise<{ readonly statement: Statement } | { readonly invalid: string }> {
    const ledger = this.options.admin.ledger;
    if (!ledger) return { invalid: 'no ledger here' };
    const query = parseStatementQuery(
      {
        limit: String(limit),
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.from ? { from: filters.from } : {}),
        ...(filters.to ? { to: filters.to } : {}),
        ...(filters.cursor ? { cursor: filters.cursor } : {}),
      },
      limit,
    );
    if (!query.ok) return { invalid: query.failure.detail ?? query.failure.code };
    return { statement: await ledger.statement(partnerCode, filters.ledger, query.value) };
  }

  /** Every sale the filters select, page after page, up to CSV_MAX_SALES. */
  async all(partnerCode: string, filters: SalesFilters): Promise<{ readonly sales: Statement['sales'] } | { readonly invalid: string }> {
    const sales: Statement['sales'][number][] = [];
    let cursor: string | undefined;
    do {
      const read = await this.page(partnerCode, { ...filters, ...(cursor ? { cursor } : {}) }, 100);
      if ('invalid' in read) return read;
      sales.push(...read.statement.sales);
      cursor = read.statement.next ?? undefined;
    } while (cursor !== undefined && sales.length < CSV_MAX_SALES);
    return { sales: sales.slice(0, CSV_MAX_SALES) };
  }
}

/**
 * CSV (RFC 4180) of a statement's sales. A cell that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return: an order id comes from the partner's own
 * systems, but a CSV travels) is prefixed with a quote (OWASP: CSV injection).
 */
export const salesCsv = (sales: Statement['sales']): string => {
  const header = ['bookedAt', 'externalOrderId', 'ref', 'origin', 'status', 'currency', 'amount', 'commission', 'commissionBps', 'autoValidatesAt', 'validatedAt', 'cancelledAt', 'saleId'];
  const cell = (value: unknown): string => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = sales.map((s) => [s.bookedAt, s.externalOrderId, s.ref, s.origin, s.status, s.currency, s.amount, s.commission, s.commissionBps, s.autoValidatesAt, s.validatedAt, s.cancelledAt, s.saleId].map(cell).join(','));
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
};
