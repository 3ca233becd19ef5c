import type { SaleStatus } from '@parasol/core';

/** The statement scenario's page: the largest the endpoint serves. */
export const STATEMENT_PAGE = 100;

const DAY_MS = 86_400_000;

/** A booking day, YYYY-MM-DD (UTC), as the statement's `from` and `to` take it. */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * One listing the statement scenario reads: its query string (beside limit and cursor) and the
 * same filter as the SaleStore takes it, from the first seeded booking (statement-child.ts seeds
 * 13 days of bookings before its start).
 */
export interface StatementListing {
  readonly name: string;
  query(firstBooking: number): Readonly<Record<string, string>>;
  filter(firstBooking: number): { readonly status?: SaleStatus; readonly bookedFrom?: number; readonly bookedTo?: number };
}

const byStatus = (status: SaleStatus): StatementListing => ({ name: status, query: () => ({ status }), filter: () => ({ status }) });

/** Every sale; each status; and days 5 to 9 of the 13 (a booking-date window). */
export const STATEMENT_LISTINGS: readonly StatementListing[] = [
  { name: 'all', query: () => ({}), filter: () => ({}) },
  byStatus('pending'),
  byStatus('validated'),
  byStatus('cancelled'),
  {
    name: 'dates',
    query: (first) => ({ from: dayOf(first + 4 * DAY_MS), to: dayOf(first + 8 * DAY_MS) }),
    filter: (first) => ({ bookedFrom: dayStart(first + 4 * DAY_MS), bookedTo: dayStart(first + 8 * DAY_MS) + DAY_MS }),
  },
];
