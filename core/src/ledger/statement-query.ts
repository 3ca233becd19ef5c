import { decodeSaleCursor } from '../ports/sale-cursor.js';
import type { SaleStatus } from '../ports/sale-store.js';
import { fail, ok, type Result } from '../shared/result.js';
import { DAY_MS } from './ledger-settings.js';

export interface StatementQuery {
  readonly status?: SaleStatus;
  /** Booking date bounds as epoch ms: from inclusive, to exclusive (the day after `to`). */
  readonly bookedFrom?: number;
  readonly bookedTo?: number;
  readonly limit: number;
  readonly cursor?: string;
}

const STATUSES: ReadonlySet<string> = new Set(['pending', 'validated', 'cancelled']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KNOWN = new Set(['status', 'from', 'to', 'limit', 'cursor']);

const dayStart = (text: string): number | undefined => {
  if (!DATE.test(text)) return undefined;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? undefined : ms;
};

/**
 * The statement's query string: `status`, `from` and `to` (booking dates YYYY-MM-DD, both days
 * included), `limit` (1 to max, default 50) and `cursor` (the previous page's `next`). Each bad
 * parameter is BAD_REQUEST naming it and what it must be.
 */
export const parseStatementQuery = (query: Readonly<Record<string, string>>, maxPageSize: number): Result<StatementQuery> => {
  const unknown = Object.keys(query).find((name) => !KNOWN.has(name));
  if (unknown !== undefined) return fail('BAD_REQUEST', `unknown query parameter "${unknown}": use status, from, to, limit, cursor`);
  const { status, from, to, limit, cursor } = query;
  if (status !== undefined && !STATUSES.has(status)) return fail('BAD_REQUEST', 'status must be one of pending, validated, cancelled');
  const bookedFrom = from === undefined ? undefined : dayStart(from);
  if (from !== undefined && bookedFrom === undefined) return fail('BAD_REQUEST', 'from must be a date YYYY-MM-DD');
  const toStart = to === undefined ? undefined : dayStart(to);
  if (to !== undefined && toStart === undefined) return fail('BAD_REQUEST', 'to must be a date YYYY-MM-DD');
  if (bookedFrom !== undefined && toStart !== undefined && toStart < bookedFrom) return fail('BAD_REQUEST', 'to must be on or after from');
  const size = limit === undefined ? Math.min(50, maxPageSize) : /^\d{1,4}$/.test(limit) ? Number(limit) : NaN;
  if (!(size >= 1 && size <= maxPageSize)) return fail('BAD_REQUEST', `limit must be an integer from 1 to ${maxPageSize}`);
  if (cursor !== undefined && decodeSaleCursor(cursor) === undefined) return fail('BAD_REQUEST', 'cursor must be the `next` value of a previous page, as given');
  return ok({
    ...(status === undefined ? {} : { status: status as SaleStatus }),
    ...(bookedFrom === undefined ? {} : { bookedFrom }),
    ...(toStart === undefined ? {} : { bookedTo: toStart + DAY_MS }),
    limit: size,
    ...(cursor === undefined ? {} : { cursor }),
  });
};
