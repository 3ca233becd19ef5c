import { stringify } from 'csv-stringify/sync';
import type { AnswerTable } from '@parasol/core';

/**
 * An operation's table answer (a payout's remittance) as CSV, written as the REST transport
 * writes it (transports/rest/src/serialise/csv-table.ts): RFC 4180 by csv-stringify, a header
 * row first, quoting what needs it (an order id is the partner's own text).
 */
export const csvOf = (table: AnswerTable): string => stringify(table.rows.map((row) => [...row]), { header: true, columns: [...table.columns] });
