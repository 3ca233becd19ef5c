import { stringify } from 'csv-stringify/sync';
import type { AnswerTable } from '@parasol/core';

/**
 * A table answer as CSV (RFC 4180, a header row first), written by csv-stringify, which quotes what
 * needs quoting: an order id in a remittance is the partner's own text, commas and quotes included.
 */
export const csvOf = (table: AnswerTable): string =>
  stringify(
    table.rows.map((row) => [...row]),
    { header: true, columns: [...table.columns] },
  );
